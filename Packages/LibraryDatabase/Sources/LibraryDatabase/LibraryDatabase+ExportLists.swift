import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LibraryDatabase {
  /// Every rating as Trakt `sync/ratings` JSON (the shape of the data export's
  /// `ratings-shows.json`, `ratings-seasons.json` and `ratings-episodes.json` together), so
  /// `importData(_:format: .trakt, source:)` reads it back: shows first, then seasons, then
  /// episodes, each oldest first.
  ///
  /// An item is `{"rated_at", "rating", "type": "show" | "season" | "episode", "show": …}`
  /// with `"season": {"number"}` or `"episode": {season, number, title, ids}`; ids as in
  /// ``exportHistory()``.
  ///
  /// - Parameter kind: Only the ratings of shows, of seasons or of episodes (the data export's
  ///   three files); all of them when `nil`.
  public func exportRatings(of kind: RatingKind? = nil) throws -> Data {
    let items = try withConnection { try TraktExport.ratings($0) }
    return try TraktExport.encode(items.filter { kind == nil || $0.type == kind?.rawValue })
  }

  /// The watchlist as Trakt `sync/watchlist` JSON (the data export's `lists-watchlist.json`):
  /// `{"rank", "listed_at", "type": "show", "show": …}`, ranked oldest first, which
  /// `importData(_:format: .trakt, source:)` reads back.
  public func exportWatchlist() throws -> Data {
    try TraktExport.encode(withConnection { try TraktExport.watchlist($0) })
  }
}

extension TraktExport {
  /// Every rating: shows first, then seasons, then episodes, each oldest first.
  static func ratings(_ connection: Connection) throws -> [RatingItem] {
    try connection.query(
      """
      SELECT ratings.rating, ratings.rated_at, ratings.season,
        shows.title, shows.year, \(IDs.columns(of: "shows")),
        episodes.season, episodes.number, episodes.title, \(IDs.columns(of: "episodes"))
      FROM ratings
      JOIN shows ON shows.id = ratings.show_id
      LEFT JOIN episodes ON episodes.id = ratings.episode_id
      ORDER BY ratings.episode_id IS NOT NULL, ratings.season IS NOT NULL, ratings.rated_at,
        ratings.id
      """
    ).map { try RatingItem(row: $0) }
  }

  /// The watchlist, ranked oldest first.
  static func watchlist(_ connection: Connection) throws -> [WatchlistItem] {
    try connection.query(
      """
      SELECT watchlist.added_at, shows.title, shows.year, \(IDs.columns(of: "shows"))
      FROM watchlist JOIN shows ON shows.id = watchlist.show_id
      ORDER BY watchlist.added_at, shows.id
      """
    ).enumerated().map { try WatchlistItem(rank: $0.offset + 1, row: $0.element) }
  }
}

/// What a rating is of, as Trakt's `type` names it.
public enum RatingKind: String, Sendable, Hashable, CaseIterable {
  /// A show's own rating.
  case show
  /// A season's.
  case season
  /// An episode's.
  case episode
}

extension TraktExport {
  /// A `sync/ratings` item.
  struct RatingItem: Encodable, Sendable {
    var rating: Int
    var ratedAt: String
    var type: String
    var show: Show
    var season: Season?
    var episode: Episode?

    struct Season: Encodable, Sendable {
      var number: Int
    }

    enum CodingKeys: String, CodingKey {
      case rating
      case ratedAt = "rated_at"
      case type
      case show
      case season
      case episode
    }

    init(row: Row) throws {
      rating = try row.get(0)
      ratedAt = Timestamp.iso8601(milliseconds: try row.get(1))
      show = try Show(row: row, at: 3)
      if try row.get(10, as: Int?.self) != nil {
        type = RatingKind.episode.rawValue
        episode = try Episode(row: row, at: 10)
      } else if let number = try row.get(2, as: Int?.self) {
        type = RatingKind.season.rawValue
        season = Season(number: number)
      } else {
        type = RatingKind.show.rawValue
      }
    }
  }

  /// A `sync/watchlist` item.
  struct WatchlistItem: Encodable, Sendable {
    var rank: Int
    var listedAt: String
    var type = "show"
    var show: Show

    enum CodingKeys: String, CodingKey {
      case rank
      case listedAt = "listed_at"
      case type
      case show
    }

    init(rank: Int, row: Row) throws {
      self.rank = rank
      listedAt = Timestamp.iso8601(milliseconds: try row.get(0))
      show = try Show(row: row, at: 1)
    }
  }
}
