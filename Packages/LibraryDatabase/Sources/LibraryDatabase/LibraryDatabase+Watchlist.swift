import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A show on the watchlist: one the user means to start.
public struct WatchlistEntry: Sendable, Hashable {
  /// The show's id.
  public var showID: Int64
  /// The show's title.
  public var title: String
  /// The show's poster (`shows.poster_url`), when the library has one.
  public var posterURL: String?
  /// The year it premiered (from its premiere date, else the year a Trakt file gave).
  public var year: Int?
  /// The show's network, or its web channel.
  public var network: String?
  /// How many episodes the library knows of it (0 for a show saved from a Trakt file by its
  /// ids and title alone, until it is added from TVMaze).
  public var episodes: Int
  /// When it was saved to the watchlist.
  public var addedAt: Date

  /// Creates an entry.
  public init(
    showID: Int64, title: String, year: Int?, network: String?, episodes: Int, addedAt: Date,
    posterURL: String? = nil
  ) {
    self.posterURL = posterURL
    self.showID = showID
    self.title = title
    self.year = year
    self.network = network
    self.episodes = episodes
    self.addedAt = addedAt
  }
}

extension LibraryDatabase {
  /// Saves the show to the watchlist (`true`) or removes it, in one transaction; whether
  /// anything changed. A change is one undo step (``undoLastChange()``). The first watch of
  /// one of its episodes takes a show off the watchlist by itself (in the same undo step as the
  /// watch).
  ///
  /// ```swift
  /// try database.setWatchlisted(true, showID: show.id)   // true
  /// try database.watchlist().map(\.title)                 // ["Severance"]
  /// ```
  ///
  /// - Throws: ``LibraryDatabaseError/unknownShow(_:)`` when no show has the id.
  @discardableResult
  public func setWatchlisted(_ listed: Bool, showID: Int64, at date: Date = Date()) throws
    -> Bool
  {
    try withConnection { connection in
      try connection.transaction(.immediate) {
        try connection.requireShow(showID)
        return try journaled(connection, listed ? .watchlisted : .unwatchlisted) {
          try WatchlistWriter(connection: connection).set(
            listed, showID: showID, addedAt: Timestamp.milliseconds(date))
        }
      }
    }
  }

  /// Whether the show is on the watchlist.
  public func isWatchlisted(showID: Int64) throws -> Bool {
    try withConnection { connection in
      try connection.scalar("SELECT 1 FROM watchlist WHERE show_id = ?", [showID], as: Int.self)
        != nil
    }
  }

  /// The watchlist, the most recently saved first (then by title).
  public func watchlist() throws -> [WatchlistEntry] {
    try withConnection { connection in
      try connection.query(
        """
        SELECT shows.id, shows.title,
          coalesce(CAST(substr(shows.premiered, 1, 4) AS INTEGER), shows.year),
          coalesce(shows.network, shows.web_channel),
          (SELECT count(*) FROM episodes WHERE episodes.show_id = shows.id), watchlist.added_at,
          shows.poster_url
        FROM watchlist JOIN shows ON shows.id = watchlist.show_id
        ORDER BY watchlist.added_at DESC, shows.title COLLATE NOCASE, shows.id
        """
      ).map { row in
        WatchlistEntry(
          showID: try row.get(0), title: try row.get(1), year: try row.get(2),
          network: try row.get(3), episodes: try row.get(4),
          addedAt: Timestamp.date(milliseconds: try row.get(5)), posterURL: try row.get(6))
      }
    }
  }
}

/// Writes the watchlist inside the caller's transaction: `setWatchlisted` and the Trakt
/// importer.
struct WatchlistWriter {
  let connection: Connection

  /// Saves or removes the show; whether the row changed. A show saved already keeps the time
  /// it was first saved.
  func set(_ listed: Bool, showID: Int64, addedAt: Int64) throws -> Bool {
    if listed {
      return try connection.run(
        "INSERT INTO watchlist (show_id, added_at) VALUES (?, ?) ON CONFLICT DO NOTHING",
        [showID, addedAt]) > 0
    }
    return try connection.run("DELETE FROM watchlist WHERE show_id = ?", [showID]) > 0
  }
}
