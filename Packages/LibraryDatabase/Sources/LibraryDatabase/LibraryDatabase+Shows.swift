import SQLite
import TextFormats

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LibraryDatabase {
  /// The show with this id, or `nil`.
  public func show(id: Int64) throws -> ShowRecord? {
    try withConnection { connection in
      try connection.queryFirst(
        "SELECT \(RecordRows.showColumns) FROM shows WHERE id = ?", [id]
      ).map { try RecordRows.show($0) }
    }
  }

  /// The show that holds one of `ids` (in its own columns, or as its other ids: schema v12),
  /// tried as TVMaze, TheTVDB, IMDb, Trakt, TMDB; `nil` when none does. For a SHOW argument
  /// typed as an id: `tvmaze:82`, `imdb:tt0944947`.
  public func show(withIDs ids: ExternalIDs) throws -> ShowRecord? {
    let id = try withConnection { connection in
      try CatalogWriter(connection: connection).findShow(ids: ids, order: IDKind.allCases)
    }
    return try id.flatMap { try show(id: $0) }
  }

  /// The shows called `title` (ignoring ASCII case and surrounding spaces); when there are none,
  /// the shows whose title starts with it. For resolving a SHOW argument on the command line.
  ///
  /// ```swift
  /// try database.shows(titled: "breaking bad")  // [Breaking Bad]
  /// try database.shows(titled: "the")           // every show whose title starts with "The"
  /// ```
  public func shows(titled title: String) throws -> [ShowRecord] {
    let title = title.trimmingWhitespace()
    guard !title.isEmpty else { return [] }
    return try withConnection { connection in
      let exact = try connection.query(
        """
        SELECT \(RecordRows.showColumns) FROM shows
        WHERE title = ? COLLATE NOCASE ORDER BY year, id
        """, [title])
      if !exact.isEmpty {
        return try exact.map { try RecordRows.show($0) }
      }
      let pattern = LikePattern.escaped(title) + "%"
      return try connection.query(
        """
        SELECT \(RecordRows.showColumns) FROM shows
        WHERE title LIKE ? ESCAPE '\\' ORDER BY title COLLATE NOCASE, id
        """, [pattern]
      ).map { try RecordRows.show($0) }
    }
  }

  /// The show episode `episodeID` is of, or `nil` when no episode has that id.
  ///
  /// ```swift
  /// try database.showID(ofEpisode: 11)  // 1
  /// ```
  public func showID(ofEpisode episodeID: Int64) throws -> Int64? {
    try withConnection { connection in
      try connection.scalar(
        "SELECT show_id FROM episodes WHERE id = ?", [episodeID], as: Int64.self)
    }
  }

  /// The episodes of show `showID` in order of season and number; specials (season 0) come
  /// last, and episodes without a number come after the numbered ones of their season.
  public func episodes(ofShow showID: Int64) throws -> [EpisodeRecord] {
    try withConnection { connection in
      try connection.query(
        """
        SELECT \(RecordRows.episodeColumns) FROM episodes
        WHERE show_id = ?
        ORDER BY season = 0, season, number IS NULL, number, airdate, id
        """, [showID]
      ).map { try RecordRows.episode($0) }
    }
  }
}
