import SQLite

// Undoing and redoing the journal's changes.
extension Journal {
  /// Undoes the newest change not undone and returns it, described as it was made; `nil` when
  /// there is none.
  func undoLast() throws -> LibraryChange? {
    guard let entry = try entry(where: "undone = 0 ORDER BY id DESC") else { return nil }
    // Described first: undoing an import deletes the shows whose titles it names.
    let change = try describe(entry)
    switch entry.kind {
    case .watched:
      try deleteEvents(of: entry.id, added: true)
    case .unwatched:
      try insertEvents(of: entry.id, added: false)
    case .imported:
      try deleteEvents(of: entry.id, added: true)
      try removeCreatedRows(of: entry)
    }
    try connection.run("UPDATE journal_changes SET undone = 1 WHERE id = ?", [entry.id])
    return change
  }

  /// Applies again the most recently undone change and returns it; `nil` when there is none.
  func redoLast() throws -> LibraryChange? {
    guard let entry = try entry(where: "undone = 1 ORDER BY id ASC") else { return nil }
    switch entry.kind {
    case .watched:
      try insertEvents(of: entry.id, added: true)
    case .unwatched:
      try deleteEvents(of: entry.id, added: false)
    case .imported:
      try restoreCreatedRows(of: entry.id)
      try insertEvents(of: entry.id, added: true)
    }
    try connection.run("UPDATE journal_changes SET undone = 0 WHERE id = ?", [entry.id])
    return try describe(entry)
  }

  /// The newest change not undone (`undone: false`) or the most recently undone one.
  func last(undone: Bool) throws -> LibraryChange? {
    try entry(where: undone ? "undone = 1 ORDER BY id ASC" : "undone = 0 ORDER BY id DESC")
      .map(describe)
  }

  /// How many changes can be undone (`undone: false`) or redone.
  func count(undone: Bool) throws -> Int {
    try connection.scalar(
      "SELECT count(*) FROM journal_changes WHERE undone = ?", [undone], as: Int.self) ?? 0
  }

  // MARK: - Entries

  /// One row of `journal_changes`.
  struct Entry {
    var id: Int64
    var kind: Kind
    var importSource: String?
    var madeAt: Int64
    var shows: [any SQLiteBindable]
    var seasons: [any SQLiteBindable]
    var episodes: [any SQLiteBindable]
    var showsAdded: Int
    var episodesAdded: Int
  }

  private func entry(where clause: String) throws -> Entry? {
    guard
      let row = try connection.queryFirst(
        """
        SELECT id, kind, import_source, made_at, first_show_id, last_show_id, first_season_id,
          last_season_id, first_episode_id, last_episode_id, shows_added, episodes_added
        FROM journal_changes WHERE \(clause) LIMIT 1
        """)
    else { return nil }
    let kindName: String = try row.get(1)
    guard let kind = Kind(rawValue: kindName) else {
      throw SQLiteError(code: 1, message: "unknown journal change kind \(kindName)")
    }
    func range(_ first: Int) throws -> [any SQLiteBindable] {
      [try row.get(first, as: Int64?.self), try row.get(first + 1, as: Int64?.self)]
    }
    return Entry(
      id: try row.get(0), kind: kind, importSource: try row.get(2), madeAt: try row.get(3),
      shows: try range(4), seasons: try range(6), episodes: try range(8),
      showsAdded: try row.get(10), episodesAdded: try row.get(11))
  }

  /// The public description of `entry`, read from the library as it is now; call it while the
  /// rows the change created exist (before undoing an import, after redoing it).
  private func describe(_ entry: Entry) throws -> LibraryChange {
    let counts = try connection.queryFirst(
      """
      SELECT coalesce(sum(added), 0), coalesce(sum(1 - added), 0)
      FROM journal_events WHERE change_id = ?
      """, [entry.id])
    let affected = """
      SELECT episode_id FROM journal_events WHERE change_id = ?
      UNION SELECT id FROM episodes WHERE id BETWEEN ? AND ?
      """
    let affectedParameters: [any SQLiteBindable] = [entry.id] + entry.episodes
    let episodeIDs = try connection.query("\(affected) ORDER BY 1", affectedParameters)
      .map { try $0.get(0, as: Int64.self) }
    let showIDs = try connection.query(
      """
      SELECT show_id FROM episodes WHERE id IN (\(affected))
      UNION SELECT id FROM shows WHERE id BETWEEN ? AND ?
      ORDER BY 1
      """, affectedParameters + entry.shows
    ).map { try $0.get(0, as: Int64.self) }
    let showTitle =
      showIDs.count == 1
      ? try connection.scalar("SELECT title FROM shows WHERE id = ?", [showIDs[0]], as: String.self)
      : nil
    let kind: LibraryChange.Kind =
      switch entry.kind {
      case .watched: .watched
      case .unwatched: .unwatched
      case .imported: .imported(source: entry.importSource ?? "")
      }
    return LibraryChange(
      id: entry.id, kind: kind, madeAt: Timestamp.date(milliseconds: entry.madeAt),
      eventsAdded: try counts?.get(0) ?? 0, eventsRemoved: try counts?.get(1) ?? 0,
      showsAdded: entry.showsAdded, episodesAdded: entry.episodesAdded,
      episodeIDs: episodeIDs, showIDs: showIDs, showTitle: showTitle)
  }

  // MARK: - Watch events

  /// Deletes the events change `changeID` added (`added`) or removed, found by episode and
  /// time. The triggers keep the counts.
  private func deleteEvents(of changeID: Int64, added: Bool) throws {
    try connection.run(
      """
      DELETE FROM watch_events WHERE (episode_id, watched_at) IN (
        SELECT episode_id, watched_at FROM journal_events WHERE change_id = ? AND added = ?)
      """, [changeID, added])
  }

  /// Inserts again the events change `changeID` added (`added`) or removed, with their
  /// episode, time, source and plays (and new ids); an event already there, or of an episode
  /// that is gone, is left out.
  private func insertEvents(of changeID: Int64, added: Bool) throws {
    try connection.run(
      """
      INSERT OR IGNORE INTO watch_events (episode_id, watched_at, source, plays)
      SELECT episode_id, watched_at, source, plays FROM journal_events
      WHERE change_id = ? AND added = ?
        AND EXISTS (SELECT 1 FROM episodes WHERE episodes.id = journal_events.episode_id)
      ORDER BY watched_at, episode_id
      """, [changeID, added])
  }

  // MARK: - Rows an import created

  private static let showColumns = """
    id, title, year, premiered, ended, network, web_channel, status, genres, summary, \
    poster_url, tvmaze_id, tvdb_id, imdb_id, trakt_id, tmdb_id
    """
  private static let seasonColumns = "id, show_id, number"
  private static let episodeColumns = """
    id, show_id, season, number, title, airdate, runtime, tvmaze_id, trakt_id, tvdb_id, \
    imdb_id, tmdb_id
    """

  /// Moves the episodes, seasons and shows the import created into the journal, episodes
  /// first. Only rows nothing else depends on go: an episode with watch events left, a season
  /// with episodes, a show with episodes or seasons left stays (none should, once the import's
  /// own events are gone and every later change is undone).
  private func removeCreatedRows(of entry: Entry) throws {
    try move(
      "episodes", Self.episodeColumns, entry.id, entry.episodes,
      unless: "EXISTS (SELECT 1 FROM watch_events WHERE episode_id = episodes.id)")
    try move(
      "seasons", Self.seasonColumns, entry.id, entry.seasons,
      unless: """
        EXISTS (SELECT 1 FROM episodes
          WHERE episodes.show_id = seasons.show_id AND episodes.season = seasons.number)
        """)
    try move(
      "shows", Self.showColumns, entry.id, entry.shows,
      unless: """
        EXISTS (SELECT 1 FROM episodes WHERE episodes.show_id = shows.id)
          OR EXISTS (SELECT 1 FROM seasons WHERE seasons.show_id = shows.id)
        """)
  }

  private func move(
    _ table: String, _ columns: String, _ changeID: Int64, _ range: [any SQLiteBindable],
    unless dependent: String
  ) throws {
    try connection.run(
      """
      INSERT INTO journal_\(table) (change_id, \(columns))
      SELECT ?, \(columns) FROM \(table) WHERE id BETWEEN ? AND ? AND NOT (\(dependent))
      """, [changeID] + range)
    try connection.run(
      "DELETE FROM \(table) WHERE id IN (SELECT id FROM journal_\(table) WHERE change_id = ?)",
      [changeID])
  }

  /// Puts back, with their ids, the shows, seasons and episodes undoing the import moved into
  /// the journal.
  private func restoreCreatedRows(of changeID: Int64) throws {
    for (table, columns) in [
      ("shows", Self.showColumns), ("seasons", Self.seasonColumns),
      ("episodes", Self.episodeColumns),
    ] {
      try connection.run(
        """
        INSERT INTO \(table) (\(columns))
        SELECT \(columns) FROM journal_\(table) WHERE change_id = ? ORDER BY id
        """, [changeID])
      try connection.run("DELETE FROM journal_\(table) WHERE change_id = ?", [changeID])
    }
  }
}
