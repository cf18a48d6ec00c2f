import SQLite

extension LibraryDatabase {
  /// Finds shows whose title (or network) contains words starting with each word of `query`,
  /// best match first.
  ///
  /// Matching ignores case and accents ("carnivale" finds "Carnivàle") and treats every word as
  /// a prefix ("brea" finds "Breaking Bad"). The query is user input: quotes, `*`, `-`, `:`,
  /// `AND` and the like are searched for as text, never read as search syntax. A query with no
  /// letters or digits returns no shows.
  ///
  /// ```swift
  /// let hits = try database.searchShows(matching: "breaking", limit: 20)
  /// print(hits.map { "\($0.show.title) \($0.watchedEpisodeCount)/\($0.airedEpisodeCount)" })
  /// ```
  public func searchShows(matching query: String, limit: Int) throws -> [ShowSearchHit] {
    guard limit > 0, let expression = SearchQuery.ftsExpression(for: query) else { return [] }
    return try withConnection { connection in
      // Rank and cut to `limit` first, then count episodes for the shows returned only: the
      // per-show counts would otherwise run for every match of a common word.
      try connection.query(
        """
        SELECT \(RecordRows.showColumns),
          (SELECT count(*) FROM episodes
            WHERE episodes.show_id = shows.id
              AND (episodes.airdate IS NULL OR episodes.airdate <= date('now', 'localtime'))),
          (SELECT count(DISTINCT watch_events.episode_id)
            FROM episodes JOIN watch_events ON watch_events.episode_id = episodes.id
            WHERE episodes.show_id = shows.id)
        FROM (
          SELECT shows_search.rowid AS id, bm25(shows_search, 10.0, 1.0, 1.0) AS rank,
            shows.title AS title
          FROM shows_search JOIN shows ON shows.id = shows_search.rowid
          WHERE shows_search MATCH ?
          ORDER BY rank, shows.title COLLATE NOCASE, shows.id
          LIMIT ?
        ) AS top
        JOIN shows ON shows.id = top.id
        ORDER BY top.rank, top.title COLLATE NOCASE, top.id
        """,
        [expression, limit]
      ).map { row in
        ShowSearchHit(
          show: try RecordRows.show(row),
          airedEpisodeCount: try row.get(RecordRows.showColumnCount),
          watchedEpisodeCount: try row.get(RecordRows.showColumnCount + 1))
      }
    }
  }
}
