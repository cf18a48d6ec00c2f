import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What ``LibraryDatabase/check()`` found: the problems, in plain words, and what the library
/// holds.
public struct LibraryCheckReport: Sendable, Hashable {
  /// Each problem found, one sentence each; empty when the library is healthy.
  public var problems: [String]
  /// How many shows, episodes and watch events the library holds (as far as it can be read).
  public var shows: Int
  public var episodes: Int
  public var watchEvents: Int

  /// Creates a report.
  public init(problems: [String], shows: Int, episodes: Int, watchEvents: Int) {
    self.problems = problems
    self.shows = shows
    self.episodes = episodes
    self.watchEvents = watchEvents
  }

  /// Whether nothing was found wrong.
  public var isHealthy: Bool { problems.isEmpty }
}

extension LibraryDatabase {
  /// Checks the whole library: every page of the file (SQLite's integrity check), the links
  /// between records (foreign keys), and what the library keeps (the counts, the titles'
  /// words) against what it holds.
  ///
  /// ```swift
  /// let report = try database.check()
  /// report.isHealthy  // true
  /// ```
  public func check() throws -> LibraryCheckReport {
    try withConnection { connection in
      var problems: [String] = []
      do {
        let rows = try connection.query("PRAGMA integrity_check(100)").map {
          try $0.get(0, as: String.self)
        }
        if rows != ["ok"] {
          problems.append(
            "the file has damaged pages (SQLite's integrity check found \(Self.count(rows.count, "problem")))"
          )
        }
      } catch let error as SQLiteError where error.isCorrupt {
        problems.append("the file is damaged: its pages cannot be read")
      }
      let dangling = try? connection.query("PRAGMA foreign_key_check").map {
        try $0.get(0, as: String.self)
      }
      for (table, count) in Dictionary(grouping: dangling ?? [], by: { $0 }).mapValues(\.count)
        .sorted(by: { $0.key < $1.key })
      {
        problems.append(
          "\(Self.count(count, Self.recordName(table))) point at records that are not in the library"
        )
      }
      let shows = (try? connection.scalar("SELECT count(*) FROM shows", as: Int.self)) ?? 0
      let episodes = (try? connection.scalar("SELECT count(*) FROM episodes", as: Int.self)) ?? 0
      let events = (try? connection.scalar("SELECT count(*) FROM watch_events", as: Int.self)) ?? 0
      if let kept = try? connection.scalar(
        "SELECT value FROM library_counts WHERE name = 'watch_events'", as: Int.self),
        kept != events
      {
        problems.append(
          "the kept count of watch events says \(kept), but the library holds \(events)")
      }
      if let wrong = try? connection.scalar(
        """
        SELECT count(*) FROM (
          SELECT episodes.show_id, count(DISTINCT watch_events.episode_id) AS watched
          FROM watch_events JOIN episodes ON episodes.id = watch_events.episode_id
          GROUP BY episodes.show_id) AS actual
        LEFT JOIN show_watched_counts ON show_watched_counts.show_id = actual.show_id
        WHERE coalesce(show_watched_counts.episodes, 0) != actual.watched
        """, as: Int.self), wrong > 0
      {
        problems.append(
          "the kept progress of \(Self.count(wrong, "show")) does not match its watch events")
      }
      if let wrong = try? connection.scalar(TitleWordsSchema.differences, as: Int.self), wrong > 0 {
        problems.append(
          "the kept words of the titles differ from the titles in \(Self.count(wrong, "word"))"
            + " (typo-tolerant search may miss shows)")
      }
      return LibraryCheckReport(
        problems: problems, shows: shows, episodes: episodes, watchEvents: events)
    }
  }

  private static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// What the rows of a table are, for a sentence.
  private static func recordName(_ table: String) -> String {
    switch table {
    case "watch_events": "watch event"
    case "episodes": "episode"
    case "seasons": "season"
    case "shows": "show"
    default: "record of \(table)"
    }
  }
}
