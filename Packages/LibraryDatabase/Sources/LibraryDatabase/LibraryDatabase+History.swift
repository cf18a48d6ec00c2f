import SQLite

extension LibraryDatabase {
  /// A page of the watch history, newest first: `limit` entries after skipping `offset`, for
  /// one show (`showID`) or all (`nil`), with the total number of entries.
  ///
  /// ```swift
  /// let page = try database.history(showID: nil, limit: 20, offset: 0)
  /// print("\(page.entries.count) of \(page.totalCount)")
  /// ```
  public func history(showID: Int64?, limit: Int, offset: Int) throws -> HistoryEntryPage {
    let filter = showID == nil ? "" : "WHERE episodes.show_id = ?"
    let filterParameters: [any SQLiteBindable] = showID.map { [$0] } ?? []
    // The whole history's size is kept by triggers (migration v4): one row read, however many
    // years of events the library holds.
    let countQuery =
      showID == nil
      ? "SELECT value FROM library_counts WHERE name = 'watch_events'"
      : """
      SELECT count(*) FROM episodes
      JOIN watch_events ON watch_events.episode_id = episodes.id
      WHERE episodes.show_id = ?
      """
    return try withConnection { connection in
      try connection.transaction(.deferred) {
        let total = try connection.scalar(countQuery, filterParameters, as: Int.self) ?? 0
        guard limit > 0 else { return HistoryEntryPage(entries: [], totalCount: total) }
        let rows = try connection.query(
          """
          SELECT watch_events.id, watch_events.watched_at, watch_events.source, shows.title,
            shows.poster_url, \(RecordRows.episodeColumns)
          FROM watch_events
          JOIN episodes ON episodes.id = watch_events.episode_id
          JOIN shows ON shows.id = episodes.show_id
          \(filter)
          ORDER BY watch_events.watched_at DESC, watch_events.id DESC
          LIMIT ? OFFSET ?
          """, filterParameters + [limit, max(offset, 0)])
        let entries = try rows.map { row in
          HistoryEntry(
            eventID: try row.get(0),
            episode: try RecordRows.episode(row, at: 5),
            showTitle: try row.get(3),
            posterURL: try row.get(4),
            watchedAt: Timestamp.date(milliseconds: try row.get(1)),
            source: try row.get(2))
        }
        return HistoryEntryPage(entries: entries, totalCount: total)
      }
    }
  }
}
