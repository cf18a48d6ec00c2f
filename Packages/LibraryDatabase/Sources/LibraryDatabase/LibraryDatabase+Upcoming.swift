import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An episode of a followed show that airs soon.
public struct UpcomingEntry: Sendable, Hashable {
  /// The show's id.
  public var showID: Int64
  /// The show's title.
  public var showTitle: String
  /// The show's poster (`shows.poster_url`), when the library has one.
  public var posterURL: String?
  /// The show's network, or its web channel.
  public var network: String?
  /// The episode (its `airdate` is set).
  public var episode: EpisodeRecord
  /// When it airs (TVMaze's `airstamp`), when TVMaze gave a time and not only a day.
  public var airsAt: Date?
  /// The episode's TVMaze id, when it has one.
  public var tvmazeID: Int?

  /// Creates an entry.
  public init(
    showID: Int64, showTitle: String, network: String?, episode: EpisodeRecord,
    airsAt: Date? = nil, tvmazeID: Int? = nil, posterURL: String? = nil
  ) {
    self.posterURL = posterURL
    self.showID = showID
    self.showTitle = showTitle
    self.network = network
    self.episode = episode
    self.airsAt = airsAt
    self.tvmazeID = tvmazeID
  }
}

extension LibraryDatabase {
  /// The episodes of followed shows that air from `first` through `last` (`yyyy-MM-dd`, both
  /// included), by air date, then show title, season and number; at most `limit`.
  ///
  /// The walk is one range of the episodes-by-air-date index (schema v7), each episode checked
  /// against the followed shows: its cost follows the days asked for, not the library.
  ///
  /// ```swift
  /// let week = try database.upcoming(from: "2026-12-01", through: "2026-12-07", limit: 500)
  /// week.first?.episode.title  // "Four"
  /// ```
  public func upcoming(from first: String, through last: String, limit: Int) throws
    -> [UpcomingEntry]
  {
    guard limit > 0, first <= last else { return [] }
    return try withConnection { connection in
      // CROSS JOIN keeps the episodes (the date range) the outer loop.
      try connection.query(
        """
        SELECT shows.id, shows.title, coalesce(shows.network, shows.web_channel),
          episodes.id, episodes.season, episodes.number, episodes.title, episodes.airdate,
          episodes.runtime, episodes.airs_at, episodes.tvmaze_id, shows.poster_url
        FROM episodes
          CROSS JOIN followed_shows ON followed_shows.show_id = episodes.show_id
          JOIN shows ON shows.id = episodes.show_id
        WHERE episodes.airdate >= ?1 AND episodes.airdate <= ?2
        ORDER BY episodes.airdate, shows.title COLLATE NOCASE, shows.id, episodes.season,
          episodes.number, episodes.id
        LIMIT ?3
        """, [first, last, limit]
      ).map { row in
        let showID: Int64 = try row.get(0)
        return UpcomingEntry(
          showID: showID, showTitle: try row.get(1), network: try row.get(2),
          episode: EpisodeRecord(
            id: try row.get(3), showID: showID, season: try row.get(4), number: try row.get(5),
            title: try row.get(6), airdate: try row.get(7), runtime: try row.get(8)),
          airsAt: try row.get(9, as: Int64?.self).map { Timestamp.date(milliseconds: $0) },
          tvmazeID: try row.get(10), posterURL: try row.get(11))
      }
    }
  }
}
