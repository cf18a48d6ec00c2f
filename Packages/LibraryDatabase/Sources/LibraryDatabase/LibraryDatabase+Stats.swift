import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Episodes and minutes watched: of a day, a show, or a show in a year.
public struct WatchTotalsRecord: Sendable, Hashable {
  /// Episodes watched (plays: a rewatch counts again).
  public var episodes: Int
  /// Minutes watched, of the episodes whose runtime is known.
  public var minutes: Int
  /// Episodes watched whose runtime is unknown: not counted in ``minutes``.
  public var unknownRuntime: Int

  /// Creates totals.
  public init(episodes: Int, minutes: Int, unknownRuntime: Int) {
    self.episodes = episodes
    self.minutes = minutes
    self.unknownRuntime = unknownRuntime
  }
}

/// A day with watches, in the local time zone.
public struct WatchDayRecord: Sendable, Hashable {
  /// The day, `yyyy-MM-dd`.
  public var day: String
  /// What was watched on it.
  public var totals: WatchTotalsRecord

  /// Creates a day.
  public init(day: String, totals: WatchTotalsRecord) {
    self.day = day
    self.totals = totals
  }
}

/// A show and what was watched of it.
public struct ShowWatchTimeRecord: Sendable, Hashable {
  /// The show's id.
  public var showID: Int64
  /// The show's title.
  public var title: String
  /// What was watched of it.
  public var totals: WatchTotalsRecord

  /// Creates a show's figures.
  public init(showID: Int64, title: String, totals: WatchTotalsRecord) {
    self.showID = showID
    self.title = title
    self.totals = totals
  }
}

/// The history in figures, as ``LibraryDatabase/watchStats(year:top:)`` reads it.
public struct WatchStatsRecord: Sendable, Hashable {
  /// Every day with a watch, oldest first.
  public var days: [WatchDayRecord]
  /// The shows watched longest, most minutes first.
  public var topShows: [ShowWatchTimeRecord]
  /// How many different episodes were watched in the year asked for (or ever): a rewatch
  /// counts once here, and again in the days' and shows' `episodes` (which count plays).
  public var episodesWatched: Int

  /// Creates figures.
  public init(days: [WatchDayRecord], topShows: [ShowWatchTimeRecord], episodesWatched: Int = 0) {
    self.days = days
    self.topShows = topShows
    self.episodesWatched = episodesWatched
  }
}

extension LibraryDatabase {
  /// The history in figures: every day with a watch, and the `top` shows watched longest in
  /// `year` (every year when `nil`), most minutes first.
  ///
  /// The totals are kept by triggers as watches come and go (schema v7), so this reads one row
  /// per day with a watch and a page of shows from an index, whatever the size of the history.
  /// Days are days of the local time zone (the C library's, as SQLite's `localtime` and the
  /// app see it); when the zone differs from the one the totals were counted in, they are
  /// counted again first, once.
  ///
  /// ```swift
  /// let stats = try database.watchStats(year: 2025, top: 10)
  /// stats.days.last?.day         // "2025-12-30"
  /// stats.topShows.first?.title  // "Breaking Bad"
  /// ```
  public func watchStats(year: Int?, top: Int) throws -> WatchStatsRecord {
    try withConnection { connection in
      let zone = try connection.queryFirst(
        "SELECT signature = \(WatchStatsSchema.zoneSignature) FROM watch_stats_zone WHERE id = 1")
      if try zone?.get(0, as: Int.self) != 1 {
        try connection.transaction(.immediate) {
          try connection.execute(WatchStatsSchema.rebuild)
        }
      }
      return try connection.transaction(.deferred) {
        let days = try connection.query(
          """
          SELECT day, episodes, minutes, unknown_runtime FROM watch_days
          WHERE episodes > 0 ORDER BY day
          """
        ).map { row in WatchDayRecord(day: try row.get(0), totals: try Self.totals(row, at: 1)) }
        let shows =
          if let year {
            try connection.query(
              """
              SELECT shows.id, shows.title, totals.episodes, totals.minutes,
                totals.unknown_runtime
              FROM show_year_watch_time AS totals JOIN shows ON shows.id = totals.show_id
              WHERE totals.year = ?1 AND totals.episodes > 0
              ORDER BY totals.minutes DESC, totals.episodes DESC, totals.show_id
              LIMIT ?2
              """, [year, max(0, top)])
          } else {
            try connection.query(
              """
              SELECT shows.id, shows.title, totals.episodes, totals.minutes,
                totals.unknown_runtime
              FROM show_watch_time AS totals JOIN shows ON shows.id = totals.show_id
              WHERE totals.episodes > 0
              ORDER BY totals.minutes DESC, totals.episodes DESC, totals.show_id
              LIMIT ?1
              """, [max(0, top)])
          }
        // Different episodes: of all time, the counts the triggers keep per show (schema v5);
        // of a year, the year's range of the events' time index (local midnight to midnight).
        let episodesWatched =
          if let year {
            try connection.scalar(
              """
              SELECT count(DISTINCT episode_id) FROM watch_events
              WHERE watched_at >= strftime('%s', printf('%04d-01-01', ?1), 'utc') * 1000
                AND watched_at < strftime('%s', printf('%04d-01-01', ?1 + 1), 'utc') * 1000
              """, [year], as: Int.self) ?? 0
          } else {
            try connection.scalar(
              "SELECT coalesce(sum(episodes), 0) FROM show_watched_counts", as: Int.self) ?? 0
          }
        return WatchStatsRecord(
          days: days,
          topShows: try shows.map { row in
            ShowWatchTimeRecord(
              showID: try row.get(0), title: try row.get(1), totals: try Self.totals(row, at: 2))
          }, episodesWatched: episodesWatched)
      }
    }
  }

  private static func totals(_ row: Row, at offset: Int) throws -> WatchTotalsRecord {
    WatchTotalsRecord(
      episodes: try row.get(offset), minutes: try row.get(offset + 1),
      unknownRuntime: try row.get(offset + 2))
  }
}
