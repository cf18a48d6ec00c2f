import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A show that `showtracker refresh` keeps in step with TVMaze, and what the library knows of
/// its last fetch.
public struct TVMazeShowLink: Sendable, Hashable {
  /// The library's id of the show.
  public var showID: Int64
  /// Its title.
  public var title: String
  /// TVMaze's id of the show.
  public var tvmazeID: Int
  /// TVMaze's `updated` time of the show at the last fetch (seconds since 1970), if fetched.
  public var updated: Int?
  /// When its whole episode list was last fetched, if ever.
  public var fetchedAt: Date?

  /// Creates a link.
  public init(showID: Int64, title: String, tvmazeID: Int, updated: Int?, fetchedAt: Date?) {
    self.showID = showID
    self.title = title
    self.tvmazeID = tvmazeID
    self.updated = updated
    self.fetchedAt = fetchedAt
  }
}

/// What saving a show fetched from TVMaze did.
public struct TVMazeSaveResult: Sendable, Hashable {
  /// The library's id of the show.
  public var showID: Int64
  /// Its title.
  public var title: String
  /// Its first year, if known.
  public var year: Int?
  /// What the import added and updated.
  public var summary: ImportSummary
}

extension LibraryDatabase {
  /// The followed shows (``follow(showID:at:)``; watching and `showtracker add` follow too)
  /// that have a TVMaze id, A to Z: what `showtracker refresh` refreshes. An unfollowed show
  /// is left as it is.
  public func followedTVMazeShows() throws -> [TVMazeShowLink] {
    try withConnection { connection in
      try connection.query(
        """
        SELECT \(Self.linkColumns)
        FROM followed_shows JOIN shows ON shows.id = followed_shows.show_id
        LEFT JOIN tvmaze_sync ON tvmaze_sync.show_id = shows.id
        WHERE shows.tvmaze_id IS NOT NULL
        ORDER BY shows.title COLLATE NOCASE, shows.id
        """
      ).map(Self.link)
    }
  }

  /// The titles of the followed shows without a TVMaze id, A to Z: those
  /// ``followedTVMazeShows()`` leaves out, which a refresh names (`refresh SHOW` looks one up
  /// on TVMaze by its ids or title).
  public func followedShowsWithoutTVMazeID() throws -> [String] {
    try withConnection { connection in
      try connection.query(
        """
        SELECT shows.title
        FROM followed_shows JOIN shows ON shows.id = followed_shows.show_id
        WHERE shows.tvmaze_id IS NULL
        ORDER BY shows.title COLLATE NOCASE, shows.id
        """
      ).map { try $0.get(0) }
    }
  }

  /// The TVMaze link of one show, followed or not; `nil` when the show has no TVMaze id (or
  /// is not in the library).
  public func tvmazeLink(showID: Int64) throws -> TVMazeShowLink? {
    try withConnection { connection in
      try connection.queryFirst(
        """
        SELECT \(Self.linkColumns)
        FROM shows LEFT JOIN tvmaze_sync ON tvmaze_sync.show_id = shows.id
        WHERE shows.id = ? AND shows.tvmaze_id IS NOT NULL
        """, [showID]
      ).map(Self.link)
    }
  }

  /// Whether the library holds the show's whole episode list: fetched from TVMaze (`add`,
  /// `refresh`), imported from a TVMaze show with `?embed=episodes`, or from the starter
  /// catalog. A show known only from a watch history, a schedule or an index page is not.
  public func hasWholeEpisodeList(showID: Int64) throws -> Bool {
    try withConnection { connection in
      try connection.scalar(
        "SELECT fetched_at IS NOT NULL FROM tvmaze_sync WHERE show_id = ?", [showID],
        as: Bool.self) ?? false
    }
  }

  /// Which of `showIDs` the library holds the whole episode list of
  /// (``hasWholeEpisodeList(showID:)``), in one query: what a page of shows asks.
  public func showsWithWholeEpisodeList(among showIDs: [Int64]) throws -> Set<Int64> {
    guard !showIDs.isEmpty else { return [] }
    return try withConnection { connection in
      Set(
        try connection.query(
          """
          SELECT show_id FROM tvmaze_sync
          WHERE fetched_at IS NOT NULL AND show_id IN (SELECT value FROM json_each(?1))
          """, [Self.jsonArray(showIDs)]
        ).map { try $0.get(0, as: Int64.self) })
    }
  }

  /// Saves a show fetched from TVMaze's API (`/shows/ID?embed=episodes`) with its episodes, in
  /// one transaction, and records the fetch: all of it or nothing.
  ///
  /// Episodes TVMaze no longer lists stay, with their watches: a show never loses history to
  /// a refresh. A show the user `added` is recorded as added. The save is one undo step, an add or a
  /// refresh, unless it changed nothing. `watchlisted` saves the show to the watchlist in the
  /// same step (an add, the show not followed); `linking` names a show of the library known
  /// only by other ids (a Trakt watchlist's) that TVMaze's show is: it takes the TVMaze id first,
  /// so the fetch lands on it, keeping its watchlist entry and ratings, not on a new show.
  ///
  /// - Parameters:
  ///   - data: The response body: a TVMaze show object with `_embedded.episodes`.
  ///   - source: Names the fetch in errors and in the undo journal: "TVMaze show 169".
  ///   - added: Whether the user asked to add the show.
  ///   - updated: TVMaze's `updated` time of the show.
  ///   - date: When it was fetched.
  ///   - watchlisted: Whether to save the show to the watchlist too.
  ///   - linking: The library's show that TVMaze's show is, when only a lookup says so.
  /// - Throws: ``ImportError`` when the body is not a TVMaze show.
  public func saveTVMazeShow(
    _ data: Data, source: String, added: Bool, updated: Int?, at date: Date,
    watchlisted: Bool = false, linking linked: Int64? = nil
  ) throws -> TVMazeSaveResult {
    try data.withUnsafeBytes { raw in
      let document = try JSONDocument.parse(raw.bindMemory(to: UInt8.self), source: source)
      return try withConnection { connection in
        try connection.transaction(.immediate) {
          try journaled(connection, added || watchlisted ? .added : .refreshed, source: source) {
            try Self.saveTVMazeShow(
              document, source: source, in: connection, added: added, updated: updated,
              at: date, watchlisted: watchlisted, linking: linked)
          }
        }
      }
    }
  }

  /// Saves a parsed TVMaze show with its episodes on `connection`, inside the caller's
  /// transaction and undo step: ``saveTVMazeShow(_:source:added:updated:at:watchlisted:linking:)``
  /// and an import that saves shows from TVMaze first.
  static func saveTVMazeShow(
    _ document: JSONDocument, source: String, in connection: Connection, added: Bool,
    updated: Int?, at date: Date, watchlisted: Bool = false, linking linked: Int64? = nil
  ) throws -> TVMazeSaveResult {
    guard case .value(let root) = document, case .object = root.value,
      let tvmazeID = try root.optionalInt("id"),
      try root.optional("_embedded")?.optional("episodes") != nil
    else {
      throw ImportError(
        source: source, message: "expected a TVMaze show with its episodes (?embed=episodes)")
    }
    if let linked {
      // Only a show without a TVMaze id, and only if no other show has this one.
      try connection.run(
        """
        UPDATE shows SET tvmaze_id = ?1 WHERE id = ?2 AND tvmaze_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM shows WHERE tvmaze_id = ?1)
        """, [tvmazeID, linked])
    }
    let run = ImportRun(
      writer: CatalogWriter(connection: connection), source: source, progress: nil)
    let summary = try TVMazeImporter.run(document, run)
    guard
      let row = try connection.queryFirst(
        "SELECT id, title, year FROM shows WHERE tvmaze_id = ?", [tvmazeID])
    else {
      throw ImportError(source: source, message: "the show was not saved")
    }
    let showID = try row.get(0, as: Int64.self)
    let milliseconds = Timestamp.milliseconds(date)
    try connection.run(
      """
      INSERT INTO tvmaze_sync (show_id, added_at, updated, fetched_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (show_id) DO UPDATE SET
        added_at = coalesce(tvmaze_sync.added_at, excluded.added_at),
        updated = coalesce(
          max(tvmaze_sync.updated, excluded.updated), tvmaze_sync.updated, excluded.updated),
        fetched_at = excluded.fetched_at
      """, [showID, added ? milliseconds : nil, updated, milliseconds])
    if added {
      // A show the user added is one they follow, from this moment.
      try connection.run(
        """
        INSERT INTO followed_shows (show_id, active_at) VALUES (?, ?)
        ON CONFLICT (show_id) DO UPDATE SET active_at = max(active_at, excluded.active_at)
        """, [showID, milliseconds])
    }
    if watchlisted {
      _ = try WatchlistWriter(connection: connection).set(
        true, showID: showID, addedAt: milliseconds)
    }
    return TVMazeSaveResult(
      showID: showID, title: try row.get(1, as: String.self),
      year: try row.get(2, as: Int?.self), summary: summary)
  }

  private static let linkColumns = """
    shows.id, shows.title, shows.tvmaze_id, tvmaze_sync.updated, tvmaze_sync.fetched_at
    """

  private static func link(_ row: Row) throws -> TVMazeShowLink {
    TVMazeShowLink(
      showID: try row.get(0), title: try row.get(1), tvmazeID: try row.get(2),
      updated: try row.get(3),
      fetchedAt: try row.get(4, as: Int64?.self).map(Timestamp.date(milliseconds:)))
  }
}
