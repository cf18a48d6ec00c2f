import SQLite

// Finding, creating and updating episodes and their seasons.
extension CatalogWriter {
  /// Saves `draft` into the matching episode of show `showID` (by TVMaze id, then season and
  /// number, then other ids, then a numberless episode's title, or for one with no title and
  /// no ids its placeholder), or creates it.
  func saveEpisode(_ draft: EpisodeDraft, showID: Int64, policy: MergePolicy) throws
    -> (id: Int64, outcome: WriteOutcome)
  {
    guard let id = try findEpisode(draft, showID: showID), let stored = try storedEpisode(id: id)
    else {
      try ensureSeason(draft.season, showID: showID)
      var ids = draft.ids
      for kind in [IDKind.tvmaze, .trakt] where try episodeID(with: kind, in: ids) != nil {
        kind.set(nil, in: &ids)
      }
      try connection.run(
        """
        INSERT INTO episodes (show_id, season, number, title, airdate, runtime, tvmaze_id,
          trakt_id, tvdb_id, imdb_id, tmdb_id, airs_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          showID, draft.season, draft.number, draft.titleOrPlaceholder, draft.airdate,
          draft.runtime, ids.tvmaze, ids.trakt, ids.tvdb, ids.imdb, ids.tmdb, draft.airsAt,
        ])
      return (connection.lastInsertRowID, .added)
    }
    var merged = stored
    if policy == .replaceDetails, let title = draft.title {
      merged.title = title
    }
    merged.airdate = merge(stored.airdate, draft.airdate, policy)
    merged.runtime = merge(stored.runtime, draft.runtime, policy)
    // The air time goes with the air date: a new date without a time drops the old time.
    if policy == .replaceDetails, draft.airdate != nil || draft.airsAt != nil {
      merged.airsAt = draft.airsAt
    } else if merged.airsAt == nil {
      merged.airsAt = draft.airsAt
    }
    for kind in IDKind.allCases
    where kind.value(in: stored.ids) == nil && kind.value(in: draft.ids) != nil {
      let isUnique = kind == .tvmaze || kind == .trakt
      if try !isUnique || episodeID(with: kind, in: draft.ids) == nil {
        kind.set(kind.value(in: draft.ids), in: &merged.ids)
      }
    }
    guard merged != stored else { return (id, .unchanged) }
    try connection.run(
      """
      UPDATE episodes SET title = ?, airdate = ?, runtime = ?, tvmaze_id = ?, trakt_id = ?,
        tvdb_id = ?, imdb_id = ?, tmdb_id = ?, airs_at = ?
      WHERE id = ?
      """,
      [
        merged.title, merged.airdate, merged.runtime, merged.ids.tvmaze, merged.ids.trakt,
        merged.ids.tvdb, merged.ids.imdb, merged.ids.tmdb, merged.airsAt, id,
      ])
    return (id, .updated)
  }

  /// The episode of show `showID` that `draft` describes, if the library has it.
  func findEpisode(_ draft: EpisodeDraft, showID: Int64) throws -> Int64? {
    if let tvmaze = draft.ids.tvmaze,
      let id = try connection.scalar(
        "SELECT id FROM episodes WHERE tvmaze_id = ? AND show_id = ?", [tvmaze, showID],
        as: Int64.self)
    {
      return id
    }
    if let number = draft.number {
      if let id = try connection.scalar(
        "SELECT id FROM episodes WHERE show_id = ? AND season = ? AND number = ?",
        [showID, draft.season, number], as: Int64.self)
      {
        return id
      }
    }
    for kind in [IDKind.trakt, .tvdb, .imdb, .tmdb] {
      guard let value = kind.value(in: draft.ids) else { continue }
      if let id = try connection.scalar(
        "SELECT id FROM episodes WHERE \(kind.column) = ? AND show_id = ? ORDER BY id",
        [value, showID], as: Int64.self)
      {
        return id
      }
    }
    // A numberless episode is known by its title; one with no title and no id either (a Trakt
    // item may have neither) by the placeholder it was saved under, or a repeated import would
    // add it again.
    // (The ids it would be saved with: a TVMaze or Trakt id another episode has is dropped.)
    var savedIDs = draft.ids
    for kind in [IDKind.tvmaze, .trakt] where try episodeID(with: kind, in: savedIDs) != nil {
      kind.set(nil, in: &savedIDs)
    }
    let hasIDs = IDKind.allCases.contains { $0.value(in: savedIDs) != nil }
    if draft.number == nil, let title = draft.title ?? (hasIDs ? nil : draft.titleOrPlaceholder) {
      return try connection.scalar(
        """
        SELECT id FROM episodes
        WHERE show_id = ? AND season = ? AND number IS NULL AND title = ? COLLATE NOCASE
        ORDER BY id
        """,
        [showID, draft.season, title], as: Int64.self)
    }
    return nil
  }

  /// The show of the episode with this TVMaze id, if the library has it.
  func showID(ofEpisodeWithTVMazeID tvmazeID: Int) throws -> Int64? {
    try connection.scalar(
      "SELECT show_id FROM episodes WHERE tvmaze_id = ?", [tvmazeID], as: Int64.self)
  }

  private func episodeID(with kind: IDKind, in ids: ExternalIDs) throws -> Int64? {
    guard let value = kind.value(in: ids) else { return nil }
    return try connection.scalar(
      "SELECT id FROM episodes WHERE \(kind.column) = ?", [value], as: Int64.self)
  }

  private func ensureSeason(_ number: Int, showID: Int64) throws {
    try connection.run(
      "INSERT INTO seasons (show_id, number) VALUES (?, ?) ON CONFLICT DO NOTHING",
      [showID, number])
  }

  private struct StoredEpisode: Hashable {
    var title: String
    var airdate: String?
    var runtime: Int?
    var airsAt: Int64?
    var ids: ExternalIDs
  }

  private func storedEpisode(id: Int64) throws -> StoredEpisode? {
    let row = try connection.queryFirst(
      """
      SELECT title, airdate, runtime, tvmaze_id, trakt_id, tvdb_id, imdb_id, tmdb_id, airs_at
      FROM episodes WHERE id = ?
      """, [id])
    return try row.map { row in
      StoredEpisode(
        title: try row.get(0), airdate: try row.get(1), runtime: try row.get(2),
        airsAt: try row.get(8),
        ids: ExternalIDs(
          tvmaze: try row.get(3), tvdb: try row.get(5), imdb: try row.get(6),
          trakt: try row.get(4), tmdb: try row.get(7)))
    }
  }
}
