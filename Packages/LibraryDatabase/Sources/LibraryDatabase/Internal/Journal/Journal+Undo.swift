import SQLite

// Undoing and redoing the journal's changes: writing back the rows' images.
extension Journal {
  /// Undoes the newest change not undone and returns it; `nil` when there is none.
  func undoLast() throws -> JournalChange? {
    guard let entry = try entry(where: "undone = 0 ORDER BY id DESC") else { return nil }
    try replay(entry.id, undoing: true)
    try connection.run("UPDATE journal_changes SET undone = 1 WHERE id = ?", [entry.id])
    return try describe(entry)
  }

  /// Applies again the most recently undone change and returns it; `nil` when there is none.
  func redoLast() throws -> JournalChange? {
    guard let entry = try entry(where: "undone = 1 ORDER BY id ASC") else { return nil }
    try replay(entry.id, undoing: false)
    try connection.run("UPDATE journal_changes SET undone = 0 WHERE id = ?", [entry.id])
    return try describe(entry)
  }

  /// The next `limit` changes undo would take back (`undone: false`), newest first, or redo
  /// would make again, the next one first.
  func upcoming(undone: Bool, limit: Int) throws -> [JournalChange] {
    try entries(
      where: undone ? "undone = 1 ORDER BY id ASC" : "undone = 0 ORDER BY id DESC", limit: limit
    ).map(describe)
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
    var source: String?
    var madeAt: Int64
    var madeBy: String
  }

  private func entry(where clause: String) throws -> Entry? {
    try entries(where: clause, limit: 1).first
  }

  private func entries(where clause: String, limit: Int) throws -> [Entry] {
    try connection.query(
      "SELECT id, kind, source, made_at, made_by FROM journal_changes WHERE \(clause) LIMIT ?",
      [limit]
    ).map { row in
      let kindName: String = try row.get(1)
      guard let kind = Kind(rawValue: kindName) else {
        throw SQLiteError(code: 1, message: "unknown journal change kind \(kindName)")
      }
      return Entry(
        id: try row.get(0), kind: kind, source: try row.get(2), madeAt: try row.get(3),
        madeBy: try row.get(4))
    }
  }

  // MARK: - Writing the images back

  /// Writes back, for every row change `changeID` recorded, the image before it (`undoing`,
  /// newest first) or after it (oldest first). The triggers that keep counts, statistics and
  /// the search index follow; the one that follows a watched show is held (`replaying`), since
  /// the follow it made is among the images.
  private func replay(_ changeID: Int64, undoing: Bool) throws {
    let rows = try connection.query(
      """
      SELECT table_name, old, new FROM journal_rows WHERE change_id = ?
      ORDER BY id \(undoing ? "DESC" : "ASC")
      """, [changeID])
    try connection.run("UPDATE journal_recording SET replaying = 1 WHERE id = 1")
    for row in rows {
      let name: String = try row.get(0)
      guard let table = JournalSchema.table(named: name) else {
        throw SQLiteError(code: 1, message: "unknown journaled table \(name)")
      }
      let old: String? = try row.get(1)
      let new: String? = try row.get(2)
      let (image, other) = undoing ? (old, new) : (new, old)
      if let image {
        try connection.run(Self.upsert(table), [image])
      } else if let other {
        try connection.run(Self.delete(table), [other])
      }
    }
    try connection.run("UPDATE journal_recording SET replaying = 0 WHERE id = 1")
  }

  /// Makes the row that the JSON image `?1` describes: inserted, or updated when its key is
  /// there.
  private static func upsert(_ table: JournalSchema.Table) -> String {
    let values = table.columns.indices.map { "json_extract(?1, '$[\($0)]')" }
    let updates = table.columns.filter { !table.key.contains($0) }.map { "\($0) = excluded.\($0)" }
    return """
      INSERT INTO \(table.name) (\(table.columns.joined(separator: ", ")))
      VALUES (\(values.joined(separator: ", ")))
      ON CONFLICT (\(table.key.joined(separator: ", "))) DO UPDATE SET \(updates.joined(separator: ", "))
      """
  }

  /// Deletes the row whose key the JSON image `?1` holds.
  private static func delete(_ table: JournalSchema.Table) -> String {
    let conditions = table.key.map { column in
      "\(column) = json_extract(?1, '$[\(table.columns.firstIndex(of: column) ?? 0)]')"
    }
    return "DELETE FROM \(table.name) WHERE \(conditions.joined(separator: " AND "))"
  }

  // MARK: - Describing a change

  /// The public description of `entry`, from its rows' images (so it reads the same whether
  /// the change is undone or not).
  private func describe(_ entry: Entry) throws -> JournalChange {
    let counts = try connection.queryFirst(
      """
      SELECT
        coalesce(sum(table_name = 'watch_events' AND old IS NULL), 0),
        coalesce(sum(table_name = 'watch_events' AND new IS NULL), 0),
        coalesce(sum(table_name = 'shows' AND old IS NULL), 0),
        coalesce(sum(table_name = 'episodes' AND old IS NULL), 0),
        coalesce(sum(table_name = 'shows' AND old IS NOT NULL AND new IS NOT NULL), 0),
        coalesce(sum(table_name = 'episodes' AND old IS NOT NULL AND new IS NOT NULL), 0)
      FROM journal_rows WHERE change_id = ?
      """, [entry.id])
    let episodeIDs = try connection.query(
      """
      SELECT DISTINCT json_extract(coalesce(new, old), CASE table_name
        WHEN 'watch_events' THEN '$[1]' ELSE '$[0]' END)
      FROM journal_rows WHERE change_id = ? AND table_name IN ('watch_events', 'episodes')
      ORDER BY 1
      """, [entry.id]
    ).map { try $0.get(0, as: Int64.self) }
    // An episode's show: from the change's own images of it, else from the library.
    let showIDs = try connection.query(
      """
      WITH touched(episode_id) AS (
        SELECT json_extract(coalesce(new, old), '$[1]') FROM journal_rows
        WHERE change_id = ?1 AND table_name = 'watch_events')
      SELECT json_extract(coalesce(new, old), CASE table_name
          WHEN 'shows' THEN '$[0]' WHEN 'tvmaze_sync' THEN '$[0]' WHEN 'followed_shows' THEN '$[0]'
          WHEN 'watchlist' THEN '$[0]'
          WHEN 'show_aliases' THEN '$[2]' ELSE '$[1]' END)
        FROM journal_rows
        WHERE change_id = ?1 AND table_name NOT IN ('watch_events', 'pending_scrobbles')
      UNION SELECT episodes.show_id FROM episodes JOIN touched ON episodes.id = touched.episode_id
      ORDER BY 1
      """, [entry.id]
    ).map { try $0.get(0, as: Int64.self) }
    var showTitle: String?
    if showIDs.count == 1 {
      showTitle =
        try connection.scalar("SELECT title FROM shows WHERE id = ?", [showIDs[0]], as: String.self)
        ?? connection.scalar(
          """
          SELECT json_extract(coalesce(new, old), '$[1]') FROM journal_rows
          WHERE table_name = 'shows' AND json_extract(coalesce(new, old), '$[0]') = ?
          ORDER BY id DESC LIMIT 1
          """, [showIDs[0]], as: String.self)
    }
    let source = entry.source ?? ""
    let kind: JournalChange.Kind =
      switch entry.kind {
      case .watched: .watched
      case .unwatched: .unwatched
      case .followed: .followed
      case .unfollowed: .unfollowed
      case .imported: .imported(source: source)
      case .added: .added(source: source)
      case .refreshed: .refreshed(source: source)
      case .rated: .rated
      case .unrated: .unrated
      case .watchlisted: .watchlisted
      case .unwatchlisted: .unwatchlisted
      }
    return JournalChange(
      id: entry.id, kind: kind, madeAt: Timestamp.date(milliseconds: entry.madeAt),
      madeBy: entry.madeBy,
      eventsAdded: try counts?.get(0) ?? 0, eventsRemoved: try counts?.get(1) ?? 0,
      showsAdded: try counts?.get(2) ?? 0, episodesAdded: try counts?.get(3) ?? 0,
      showsUpdated: try counts?.get(4) ?? 0, episodesUpdated: try counts?.get(5) ?? 0,
      episodeIDs: episodeIDs, showIDs: showIDs, showTitle: showTitle, source: entry.source,
      episodeNumbers: [.watched, .unwatched].contains(entry.kind)
        ? try watchedEpisodeNumbers(entry.id) : [],
      rating: [.rated, .unrated].contains(entry.kind) ? try rating(entry.id) : nil)
  }

  /// The season and number of episode `?1`: from the library, else from the journal's newest
  /// image of it (an episode an undone import created). Used inside the queries below.
  private static func episodeColumn(_ index: Int, of episodeID: String) -> String {
    let column = index == 2 ? "season" : "number"
    return """
      coalesce((SELECT \(column) FROM episodes WHERE id = \(episodeID)),
        (SELECT json_extract(coalesce(new, old), '$[\(index)]') FROM journal_rows
         WHERE table_name = 'episodes' AND json_extract(coalesce(new, old), '$[0]') = \(episodeID)
         ORDER BY id DESC LIMIT 1))
      """
  }

  /// The season and number of each episode whose watch events change `changeID` added or
  /// removed, by season and number.
  private func watchedEpisodeNumbers(_ changeID: Int64) throws -> [JournalChange.EpisodeNumber] {
    try connection.query(
      """
      WITH touched(episode_id) AS (
        SELECT DISTINCT json_extract(coalesce(new, old), '$[1]') FROM journal_rows
        WHERE change_id = ?1 AND table_name = 'watch_events'),
      numbered(season, number) AS (
        SELECT \(Self.episodeColumn(2, of: "touched.episode_id")),
          \(Self.episodeColumn(3, of: "touched.episode_id"))
        FROM touched)
      SELECT season, number FROM numbered WHERE season IS NOT NULL
      ORDER BY season, number IS NULL, number
      """, [changeID]
    ).map { JournalChange.EpisodeNumber(season: try $0.get(0), number: try $0.get(1)) }
  }

  /// What rating change `changeID` rated and its values before and after.
  private func rating(_ changeID: Int64) throws -> JournalChange.Rating? {
    guard
      let row = try connection.queryFirst(
        """
        SELECT json_extract(image, '$[2]'), json_extract(image, '$[3]'),
          json_extract(old, '$[4]'), json_extract(new, '$[4]')
        FROM (SELECT coalesce(new, old) AS image, old, new, id FROM journal_rows
          WHERE change_id = ?1 AND table_name = 'ratings')
        ORDER BY id LIMIT 1
        """, [changeID])
    else { return nil }
    var episode: JournalChange.EpisodeNumber?
    if let episodeID = try row.get(1, as: Int64?.self),
      let numbers = try connection.queryFirst(
        """
        SELECT \(Self.episodeColumn(2, of: "?1")), \(Self.episodeColumn(3, of: "?1"))
        """, [episodeID]),
      let season = try numbers.get(0, as: Int?.self)
    {
      episode = JournalChange.EpisodeNumber(season: season, number: try numbers.get(1))
    }
    return JournalChange.Rating(
      season: try row.get(0), episode: episode, old: try row.get(2), new: try row.get(3))
  }
}
