import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LibraryDatabase {
  /// Follows the show: it appears on Up Next, Upcoming and My Shows. Returns whether anything
  /// changed (`false` when it was followed already).
  ///
  /// Watching an episode follows its show by itself (a trigger); this is the explicit way, for
  /// `showtracker follow` and for a show added from a catalog without watching it.
  ///
  /// ```swift
  /// try database.follow(showID: show.id)    // true
  /// try database.isFollowed(showID: show.id)  // true
  /// ```
  ///
  /// - Throws: ``LibraryDatabaseError/unknownShow(_:)`` when no show has the id.
  @discardableResult
  public func follow(showID: Int64, at date: Date = Date()) throws -> Bool {
    try setFollowed(true, showID: showID, at: date)
  }

  /// Stops following the show: it leaves Up Next, Upcoming and My Shows. Its watch history
  /// stays, and watching one of its episodes again follows it again. Returns whether anything
  /// changed (`false` when it was not followed).
  ///
  /// - Throws: ``LibraryDatabaseError/unknownShow(_:)`` when no show has the id.
  @discardableResult
  public func unfollow(showID: Int64) throws -> Bool {
    try setFollowed(false, showID: showID, at: Date())
  }

  /// Follows (`true`) or stops following the show, in one transaction; whether it changed.
  /// A change is one undo step (``undoLastChange()``).
  ///
  /// - Throws: ``LibraryDatabaseError/unknownShow(_:)`` when no show has the id.
  @discardableResult
  public func setFollowed(_ followed: Bool, showID: Int64, at date: Date) throws -> Bool {
    try withConnection { connection in
      try connection.transaction(.immediate) {
        try connection.requireShow(showID)
        return try journaled(connection, followed ? .followed : .unfollowed) {
          if followed {
            return try connection.run(
              """
              INSERT INTO followed_shows (show_id, active_at) VALUES (?1, ?2)
              ON CONFLICT (show_id) DO NOTHING
              """, [showID, Timestamp.milliseconds(date)]) > 0
          }
          return try connection.run("DELETE FROM followed_shows WHERE show_id = ?", [showID]) > 0
        }
      }
    }
  }

  /// Whether the user follows the show.
  public func isFollowed(showID: Int64) throws -> Bool {
    try withConnection { connection in
      try connection.scalar(
        "SELECT 1 FROM followed_shows WHERE show_id = ?", [showID], as: Int.self) != nil
    }
  }

  /// How many shows the user follows.
  public func followedShowCount() throws -> Int {
    try withConnection { connection in
      try connection.scalar("SELECT count(*) FROM followed_shows", as: Int.self) ?? 0
    }
  }
}
