import Foundation
import SQLite

/// One watch event, reduced to what statistics need.
public struct WatchFact: Sendable, Hashable {
  /// When it was watched, in milliseconds since 1970 (UTC).
  public var watchedAtMilliseconds: Int64
  /// How many times it was played at that moment (Trakt `plays`; 1 otherwise).
  public var plays: Int
  /// The episode's runtime in minutes, if the catalog knows it.
  public var runtime: Int?
  /// The show's id.
  public var showID: Int64

  /// Creates a fact.
  public init(watchedAtMilliseconds: Int64, plays: Int, runtime: Int?, showID: Int64) {
    self.watchedAtMilliseconds = watchedAtMilliseconds
    self.plays = plays
    self.runtime = runtime
    self.showID = showID
  }
}

extension LibraryDatabase {
  /// Calls `body` with every watch event of the history, in one pass, in no particular order:
  /// the four columns statistics read, and nothing else. Nothing is collected, so memory stays
  /// flat whatever the size of the history.
  ///
  /// ```swift
  /// var minutes = 0
  /// try database.forEachWatch { minutes += ($0.runtime ?? 0) * $0.plays }
  /// ```
  public func forEachWatch(_ body: (WatchFact) throws -> Void) throws {
    try withConnection { connection in
      try connection.transaction(.deferred) {
        let statement = try connection.prepare(
          """
          SELECT watch_events.watched_at, watch_events.plays, episodes.runtime, episodes.show_id
          FROM watch_events JOIN episodes ON episodes.id = watch_events.episode_id
          """)
        try statement.bind([])
        while try statement.step() {
          let row = statement.currentRow()
          try body(
            WatchFact(
              watchedAtMilliseconds: try row.get(0), plays: try row.get(1),
              runtime: try row.get(2), showID: try row.get(3)))
        }
      }
    }
  }

  /// The titles of the shows `ids`, by id; ids of no show are left out.
  public func showTitles(_ ids: [Int64]) throws -> [Int64: String] {
    guard !ids.isEmpty else { return [:] }
    return try withConnection { connection in
      var titles: [Int64: String] = [:]
      for row in try connection.query(
        """
        SELECT shows.id, shows.title FROM json_each(?1) AS picked
          JOIN shows ON shows.id = picked.value
        """, ["[" + ids.map(String.init).joined(separator: ",") + "]"])
      {
        titles[try row.get(0)] = try row.get(1)
      }
      return titles
    }
  }
}
