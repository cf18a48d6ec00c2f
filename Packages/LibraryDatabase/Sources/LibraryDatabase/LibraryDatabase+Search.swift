import SQLite

extension LibraryDatabase {
  /// Finds shows whose title (or network) contains words starting with each word of `query`:
  /// first the shows whose title starts with the query, A to Z, then the other matches, best
  /// match first.
  ///
  /// Matching ignores case and accents ("carnivale" finds "Carnivàle") and treats every word as
  /// a prefix ("brea" finds "Breaking Bad"). The query is user input: quotes, `*`, `-`, `:`,
  /// `AND` and the like are searched for as text, never read as search syntax. A query with no
  /// letters or digits returns no shows.
  ///
  /// Titles that start with what was typed come first because that is what someone typing a
  /// show's name is looking for, and because they are found in title order through an index:
  /// when they fill the `limit`, the search costs the same in a library of any size. Only when
  /// they do not are the other matches ranked (by BM25, a title match above a network match),
  /// which takes time in proportion to how many shows match.
  ///
  /// ```swift
  /// let hits = try database.searchShows(matching: "breaking", limit: 20)
  /// print(hits.map { "\($0.show.title) \($0.watchedEpisodeCount)/\($0.airedEpisodeCount)" })
  /// ```
  public func searchShows(matching query: String, limit: Int) throws -> [ShowSearchHit] {
    guard limit > 0, let expression = SearchQuery.ftsExpression(for: query) else { return [] }
    return try withConnection { connection in
      try connection.transaction(.deferred) {
        var ids = try titlesStarting(
          with: SearchQuery.titlePrefix(for: query), limit: limit, connection)
        if ids.count < limit {
          ids += try rankedMatches(expression, excluding: ids, limit: limit - ids.count, connection)
        }
        return try hits(ids, connection)
      }
    }
  }

  /// How many shows ``searchShows(matching:limit:)`` would find with no limit: the size of the
  /// result a page of search results is taken from.
  ///
  /// ```swift
  /// try database.countShows(matching: "the")  // 68, where searchShows(…, limit: 25) gives 25
  /// ```
  public func countShows(matching query: String) throws -> Int {
    guard let expression = SearchQuery.ftsExpression(for: query) else { return 0 }
    let prefix = SearchQuery.titlePrefix(for: query)
    return try withConnection { connection in
      try connection.scalar(
        """
        SELECT count(*) FROM (
          SELECT rowid FROM shows_search WHERE shows_search MATCH ?1
          UNION
          SELECT id FROM shows WHERE title >= ?2 COLLATE NOCASE AND title < ?3 COLLATE NOCASE)
        """,
        [expression, prefix, prefix + "\u{10FFFF}"], as: Int.self) ?? 0
    }
  }

  /// Every show's id and title, in title order: what a search that forgives typos would compare
  /// a query with if it did not read the index's words first (its tests do). One walk of the
  /// `shows_by_title` index, which holds both, so no show row is read.
  ///
  /// ```swift
  /// let close = try database.showTitles().filter { $0.title.hasPrefix("Brea") }
  /// ```
  public func showTitles() throws -> [ShowTitle] {
    try withConnection { connection in
      try connection.query(
        "SELECT id, title FROM shows INDEXED BY shows_by_title ORDER BY title COLLATE NOCASE, id"
      ).map { ShowTitle(id: try $0.get(0), title: try $0.get(1)) }
    }
  }

  /// The distinct words of the shows' titles (lower case, as written otherwise) that a search
  /// forgiving typos may compare a query word with: those whose character at each position
  /// `p` (from 0) is one of `characters[p]`, for one of the positions, and every word that is
  /// not plain ASCII (its letters are folded by the caller). From `show_title_words`, through
  /// an index per position, so a library of any size reads only the words that can be close.
  ///
  /// A word here is a run of ASCII letters and digits and of characters that are not ASCII,
  /// as SQL can tell them apart: "foo–bar" is one word, which the index holds as two.
  ///
  /// ```swift
  /// try database.titleWords(withCharacters: [["b"], ["b", "r"]])
  /// // ["bad", "breaking", "abba", …]: "b" first, or "b" or "r" second
  /// ```
  public func titleWords(withCharacters characters: [Set<Character>]) throws -> [String] {
    // Three positions are indexed; a close word has one of the query's first three characters
    // among its own first three, whatever the edits (two at most).
    var parts: [String] = []
    var values: [String] = []
    for (position, characters) in characters.prefix(3).enumerated() where !characters.isEmpty {
      let first = values.count + 1
      values += characters.map(String.init).sorted()
      parts.append(
        "SELECT word FROM show_title_words WHERE substr(word, \(position + 1), 1) IN ("
          + (first...values.count).map { "?\($0)" }.joined(separator: ", ") + ")")
    }
    parts.append(
      "SELECT word FROM show_title_words WHERE \(TitleWordsSchema.isUnicode("word"))")
    return try withConnection { connection in
      try connection.query(parts.joined(separator: " UNION "), values).map { try $0.get(0) }
    }
  }

  /// How many shows `match` finds, other than `excluded`.
  ///
  /// ```swift
  /// try database.countShows(TitleWordMatch(alternatives: [[["breakin", "breaking"]]]))  // 1
  /// ```
  public func countShows(_ match: TitleWordMatch, excluding excluded: [Int64] = []) throws -> Int {
    guard let expression = match.ftsExpression else { return 0 }
    return try withConnection { connection in
      try connection.scalar(
        """
        SELECT count(*) FROM shows_search
        WHERE shows_search MATCH ?1 AND rowid NOT IN (SELECT value FROM json_each(?2))
        """,
        [expression, Self.jsonArray(excluded)], as: Int.self) ?? 0
    }
  }

  /// The id and title of the first `limit` shows that `match` finds, other than `excluded`,
  /// in title order as ``showTitles()`` gives them, found through the search index.
  ///
  /// When the matches are many, the `shows_by_title` index is walked in order and each entry
  /// checked against them, so only the index's narrow pages are read, up to a bound
  /// (``titleWalkBound(matches:shows:limit:)``); when they are few, or the walk did not fill
  /// the page, each match's row is read and the rows are sorted. Either way the result is the
  /// same.
  ///
  /// ```swift
  /// try database.showTitles(TitleWordMatch(alternatives: [[["breaking"], ["bad"]]]), limit: 25)
  /// ```
  public func showTitles(
    _ match: TitleWordMatch, excluding excluded: [Int64] = [], limit: Int
  ) throws -> [ShowTitle] {
    guard limit > 0, let expression = match.ftsExpression else { return [] }
    let excludedIDs = Self.jsonArray(excluded)
    return try withConnection { connection in
      try connection.transaction(.deferred) {
        let matches =
          try connection.scalar(
            "SELECT count(*) FROM shows_search WHERE shows_search MATCH ?1", [expression],
            as: Int.self) ?? 0
        guard matches > 0 else { return [] }
        let shows = try connection.scalar("SELECT max(id) FROM shows", as: Int.self) ?? 0
        if let bound = Self.titleWalkBound(matches: matches, shows: shows, limit: limit) {
          let walked = try connection.query(
            """
            SELECT id, title FROM (
              SELECT id, title FROM shows INDEXED BY shows_by_title
              ORDER BY title COLLATE NOCASE, id LIMIT ?4)
            WHERE id IN (SELECT rowid FROM shows_search WHERE shows_search MATCH ?1)
              AND id NOT IN (SELECT value FROM json_each(?2))
            LIMIT ?3
            """,
            [expression, excludedIDs, limit, bound]
          ).map { ShowTitle(id: try $0.get(0), title: try $0.get(1)) }
          // The walk reads the index in title order: a full page is the first `limit`.
          if walked.count == limit { return walked }
        }
        return try connection.query(
          """
          SELECT id, title FROM shows
          WHERE id IN (SELECT rowid FROM shows_search WHERE shows_search MATCH ?1)
            AND id NOT IN (SELECT value FROM json_each(?2))
          ORDER BY title COLLATE NOCASE, id
          LIMIT ?3
          """,
          [expression, excludedIDs, limit]
        ).map { ShowTitle(id: try $0.get(0), title: try $0.get(1)) }
      }
    }
  }

  /// How many entries of `shows_by_title` ``showTitles(_:excluding:limit:)`` walks before it
  /// reads the matches' rows instead, or `nil` to read them at once.
  ///
  /// Reading a match's row (a page of the wide `shows` table, cold in a new process) costs
  /// about what checking ten index entries does, so the walk stops after ten entries per
  /// match: at worst it costs as much again as reading the rows. It is tried when matches
  /// spread evenly would fill `limit` in half that (`limit × shows / matches` entries).
  /// `shows` is the largest show id, about how many shows there are.
  static func titleWalkBound(matches: Int, shows: Int, limit: Int) -> Int? {
    guard matches > limit else { return nil }
    let bound = indexEntriesPerRowRead * matches
    let expected = limit * max(shows, matches) / matches
    return 2 * expected <= bound ? bound : nil
  }

  /// About how many `shows_by_title` entries checked cost what reading one show's row does.
  static let indexEntriesPerRowRead = 10

  /// The search hits for the shows `ids`, in that order (their progress and whether each is
  /// followed, as ``searchShows(matching:limit:)`` gives them); ids of no show are left out.
  public func searchHits(forShows ids: [Int64]) throws -> [ShowSearchHit] {
    try withConnection { connection in try hits(ids, connection) }
  }

  /// Shows whose title starts with `prefix` (ASCII letters in any case), A to Z: a range of
  /// the `shows_by_title` index.
  private func titlesStarting(
    with prefix: String, limit: Int, _ connection: Connection
  ) throws -> [Int64] {
    // Every title that starts with `prefix` sorts between it and `prefix` + U+10FFFF, the
    // largest scalar, under NOCASE (which folds ASCII letters and compares the rest as bytes).
    try connection.query(
      """
      SELECT id FROM shows
      WHERE title >= ?1 COLLATE NOCASE AND title < ?2 COLLATE NOCASE
      ORDER BY title COLLATE NOCASE, id
      LIMIT ?3
      """,
      [prefix, prefix + "\u{10FFFF}", limit]
    ).map { try $0.get(0) }
  }

  /// Full-text matches of `expression` other than `excluded`, best first.
  private func rankedMatches(
    _ expression: String, excluding excluded: [Int64], limit: Int, _ connection: Connection
  ) throws -> [Int64] {
    try connection.query(
      """
      SELECT rowid FROM shows_search
      WHERE shows_search MATCH ?1 AND rowid NOT IN (SELECT value FROM json_each(?2))
      ORDER BY bm25(shows_search, 10.0, 1.0, 1.0), rowid
      LIMIT ?3
      """,
      [expression, Self.jsonArray(excluded), limit]
    ).map { try $0.get(0) }
  }

  /// The shows `ids`, in that order, with how many episodes of each have aired and been
  /// watched (specials count in neither, ``SpecialsSQL``), and whether the user follows each.
  private func hits(_ ids: [Int64], _ connection: Connection) throws -> [ShowSearchHit] {
    guard !ids.isEmpty else { return [] }
    // Aired: two ranges of episodes_by_show (show, air date), no date arithmetic per row.
    let today = "(SELECT date('now', 'localtime'))"
    return try connection.query(
      """
      SELECT \(RecordRows.showColumns),
        \(SpecialsSQL.airedRegularCount(show: "shows.id", today: today)),
        \(SpecialsSQL.watchedRegularCount(show: "shows.id")),
        EXISTS (SELECT 1 FROM followed_shows WHERE show_id = shows.id)
      FROM json_each(?1) AS picked JOIN shows ON shows.id = picked.value
      ORDER BY picked.key
      """,
      [Self.jsonArray(ids)]
    ).map { row in
      ShowSearchHit(
        show: try RecordRows.show(row),
        airedEpisodeCount: try row.get(RecordRows.showColumnCount),
        watchedEpisodeCount: try row.get(RecordRows.showColumnCount + 1),
        isFollowed: try row.get(RecordRows.showColumnCount + 2, as: Int.self) != 0)
    }
  }

  /// `[1,2,3]`: ids passed to SQL as one parameter, read back with `json_each`.
  static func jsonArray(_ ids: [Int64]) -> String {
    "[" + ids.map(String.init).joined(separator: ",") + "]"
  }
}
