import SQLite

// Finding, creating and updating shows.
extension CatalogWriter {
  /// The id of the show matching `ids` (tried in `order`), else, when `title` is given, the
  /// show with that title (case-insensitive) and a compatible year.
  func findShow(ids: ExternalIDs, order: [IDKind], title: String? = nil, year: Int? = nil)
    throws -> Int64?
  {
    for kind in order {
      guard let value = kind.value(in: ids) else { continue }
      // The show holding the id in its own column, else the one it is another id of.
      if let id = try connection.scalar(
        """
        SELECT id FROM (
          SELECT id, 0 AS alias FROM shows WHERE \(kind.column) = ?1
          UNION ALL
          SELECT show_id, 1 FROM show_aliases WHERE kind = ?2 AND value = ?3)
        ORDER BY alias LIMIT 1
        """, [value, kind.rawValue, value.text], as: Int64.self)
      {
        return id
      }
    }
    guard let title else { return nil }
    let candidates = try connection.query(
      "SELECT id, year FROM shows WHERE title = ? COLLATE NOCASE ORDER BY id", [title])
    // A show with another id of a kind the draft has is another show of the same title: matched
    // by title, the draft would land on it now and on its own show once that exists, so a
    // repeated import would add its watches again (found by the Trakt fuzzer).
    let years = try candidates.map {
      (id: try $0.get(0, as: Int64.self), year: try $0.get(1, as: Int?.self))
    }.filter { candidate in try !hasConflictingID(ids, show: candidate.id) }
    if let exact = years.first(where: { $0.year == year && year != nil }) {
      return exact.id
    }
    return years.first(where: { $0.year == nil || year == nil })?.id
  }

  /// Saves `draft` into the show found by ``findShow(ids:order:title:year:)`` (merging by
  /// `policy`), or creates it.
  func saveShow(
    _ draft: ShowDraft, policy: MergePolicy, matchOrder: [IDKind], matchTitle: Bool
  ) throws -> (id: Int64, outcome: WriteOutcome) {
    let year = draft.year ?? ShowDraft.year(ofDate: draft.premiered)
    let found = try findShow(
      ids: draft.ids, order: matchOrder, title: matchTitle ? draft.title : nil, year: year)
    guard let id = found, let stored = try storedShow(id: id) else {
      var ids = draft.ids
      for kind in IDKind.allCases where try showID(with: kind, in: ids) != nil {
        kind.set(nil, in: &ids)
      }
      try connection.run(
        """
        INSERT INTO shows (title, year, premiered, ended, network, web_channel, status, genres,
          summary, poster_url, tvmaze_id, tvdb_id, imdb_id, trakt_id, tmdb_id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          draft.title, year, draft.premiered, draft.ended, draft.network, draft.webChannel,
          draft.status, Genres.encode(draft.genres), draft.summary, draft.posterURL, ids.tvmaze,
          ids.tvdb, ids.imdb, ids.trakt, ids.tmdb,
        ])
      return (connection.lastInsertRowID, .added)
    }
    var merged = stored
    merged.year = merge(stored.year, year, policy)
    merged.record.title = policy == .replaceDetails ? draft.title : stored.record.title
    merged.record.premiered = merge(stored.record.premiered, draft.premiered, policy)
    merged.record.ended = merge(stored.record.ended, draft.ended, policy)
    merged.record.network = merge(stored.record.network, draft.network, policy)
    merged.record.webChannel = merge(stored.record.webChannel, draft.webChannel, policy)
    merged.record.status = merge(stored.record.status, draft.status, policy)
    merged.record.summary = merge(stored.record.summary, draft.summary, policy)
    merged.record.posterURL = merge(stored.record.posterURL, draft.posterURL, policy)
    if !draft.genres.isEmpty, policy == .replaceDetails || stored.record.genres.isEmpty {
      merged.record.genres = draft.genres
    }
    for kind in IDKind.allCases {
      guard let value = kind.value(in: draft.ids) else { continue }
      let held = kind.value(in: stored.record.externalIDs)
      // Only an id the show does not hold yet costs a query: is it another show's?
      guard held != value, try showID(with: kind, in: draft.ids) == nil else { continue }
      if held == nil {
        kind.set(value, in: &merged.record.externalIDs)
      } else {
        try recordAlias(kind, value, of: id)
      }
    }
    guard merged != stored else { return (id, .unchanged) }
    let show = merged.record
    let ids = show.externalIDs
    try connection.run(
      """
      UPDATE shows SET title = ?, year = ?, premiered = ?, ended = ?, network = ?,
        web_channel = ?, status = ?, genres = ?, summary = ?, poster_url = ?, tvmaze_id = ?,
        tvdb_id = ?, imdb_id = ?, trakt_id = ?, tmdb_id = ?
      WHERE id = ?
      """,
      [
        show.title, merged.year, show.premiered, show.ended, show.network, show.webChannel,
        show.status, Genres.encode(show.genres), show.summary, show.posterURL, ids.tvmaze,
        ids.tvdb, ids.imdb, ids.trakt, ids.tmdb, id,
      ])
    return (id, .updated)
  }

  /// Records that the library holds the show's whole episode list, as of `fetchedAt`
  /// (milliseconds since 1970), with TVMaze's `updated` time of it (schema v8's `tvmaze_sync`).
  func recordWholeEpisodeList(showID: Int64, updated: Int?, fetchedAt: Int64) throws {
    try connection.run(
      """
      INSERT INTO tvmaze_sync (show_id, updated, fetched_at) VALUES (?, ?, ?)
      ON CONFLICT (show_id) DO UPDATE SET
        updated = coalesce(
                  max(tvmaze_sync.updated, excluded.updated), tvmaze_sync.updated, excluded.updated),
        fetched_at = excluded.fetched_at
      """, [showID, updated, fetchedAt])
  }

  /// The library id of the show with TVMaze id `tvmazeID` and the TVMaze `updated` time of its
  /// data (`nil` when unknown); `nil` when the library has no such show.
  func tvmazeVersion(ofShowWithTVMazeID tvmazeID: Int) throws -> (Int64, Int?)? {
    guard
      let row = try connection.queryFirst(
        """
        SELECT shows.id, tvmaze_sync.updated FROM shows
        LEFT JOIN tvmaze_sync ON tvmaze_sync.show_id = shows.id WHERE shows.tvmaze_id = ?
        """, [tvmazeID])
    else { return nil }
    return (try row.get(0), try row.get(1))
  }

  /// Remembers that `value` is also show `id`'s id of `kind`: the show was found by another of
  /// the draft's ids, or by its title, and holds another id of this kind (Trakt gives one show
  /// two ids, and a file can contradict itself). A later item that names the show only by this
  /// id then finds the same show, so importing a file again lands every item where it landed
  /// the first time (schema v12; found by the Trakt fuzzer).
  private func recordAlias(_ kind: IDKind, _ value: IDValue, of id: Int64) throws {
    try connection.run(
      """
      INSERT INTO show_aliases (kind, value, show_id) VALUES (?, ?, ?)
      ON CONFLICT (kind, value) DO NOTHING
      """, [kind.rawValue, value.text, id])
  }

  /// The show that already holds the `kind` id given in `ids`, if any.
  private func showID(with kind: IDKind, in ids: ExternalIDs) throws -> Int64? {
    guard let value = kind.value(in: ids) else { return nil }
    return try connection.scalar(
      "SELECT id FROM shows WHERE \(kind.column) = ?", [value], as: Int64.self)
  }

  /// Whether show `id` has an id of a kind `ids` has too, with another value.
  private func hasConflictingID(_ ids: ExternalIDs, show id: Int64) throws -> Bool {
    guard let stored = try storedShow(id: id)?.record.externalIDs else { return false }
    return IDKind.allCases.contains { kind in
      guard let mine = kind.value(in: ids), let theirs = kind.value(in: stored) else {
        return false
      }
      return mine != theirs
    }
  }

  private struct StoredShow: Hashable {
    var record: ShowRecord
    var year: Int?
  }

  private func storedShow(id: Int64) throws -> StoredShow? {
    let row = try connection.queryFirst(
      "SELECT \(RecordRows.showColumns), shows.year FROM shows WHERE id = ?", [id])
    return try row.map { row in
      StoredShow(
        record: try RecordRows.show(row),
        year: try row.get(RecordRows.showColumnCount))
    }
  }
}
