import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a rating is of: a show, one of its seasons, or an episode.
public enum RatingTarget: Sendable, Hashable {
  /// The show as a whole.
  case show(Int64)
  /// A season of the show, by number.
  case season(showID: Int64, number: Int)
  /// An episode, by id.
  case episode(Int64)
}

/// The user's ratings of one show: of the show, its seasons and its episodes (1–10).
public struct ShowRatings: Sendable, Hashable {
  /// The rating of the show itself; `nil` when not rated.
  public var show: Int?
  /// Ratings of seasons, by season number.
  public var seasons: [Int: Int]
  /// Ratings of episodes, by episode id.
  public var episodes: [Int64: Int]

  /// Creates the ratings of a show; none by default.
  public init(show: Int? = nil, seasons: [Int: Int] = [:], episodes: [Int64: Int] = [:]) {
    self.show = show
    self.seasons = seasons
    self.episodes = episodes
  }
}

extension LibraryDatabase {
  /// The ratings Trakt allows, and this library: whole numbers from 1 to 10.
  public static let ratingRange = 1...10

  /// Rates a show, a season or an episode (`rating` 1–10), or clears its rating (`nil`), in
  /// one transaction; whether anything changed. A change is one undo step
  /// (``undoLastChange()``): ``JournalChange/Kind/rated`` or ``JournalChange/Kind/unrated``.
  ///
  /// ```swift
  /// try database.setRating(9, of: .episode(episodeID))   // true
  /// try database.setRating(9, of: .episode(episodeID))   // false: already 9
  /// try database.setRating(nil, of: .season(showID: show.id, number: 2))
  /// ```
  ///
  /// - Throws: ``LibraryDatabaseError/ratingOutOfRange(_:)``,
  ///   ``LibraryDatabaseError/unknownShow(_:)``, ``LibraryDatabaseError/unknownEpisode(_:)`` or
  ///   ``LibraryDatabaseError/unknownSeason(showID:season:)``; nothing is changed then.
  @discardableResult
  public func setRating(_ rating: Int?, of target: RatingTarget, at date: Date = Date()) throws
    -> Bool
  {
    if let rating, !Self.ratingRange.contains(rating) {
      throw LibraryDatabaseError.ratingOutOfRange(rating)
    }
    return try withConnection { connection in
      try connection.transaction(.immediate) {
        let writer = RatingWriter(connection: connection)
        let row = try writer.resolve(target)
        return try journaled(connection, rating == nil ? .unrated : .rated) {
          try writer.set(rating, row, ratedAt: Timestamp.milliseconds(date))
        }
      }
    }
  }

  /// The user's ratings of the show, its seasons and its episodes.
  public func ratings(showID: Int64) throws -> ShowRatings {
    try withConnection { connection in
      var ratings = ShowRatings()
      for row in try connection.query(
        "SELECT season, episode_id, rating FROM ratings WHERE show_id = ?", [showID])
      {
        let rating: Int = try row.get(2)
        if let episodeID = try row.get(1, as: Int64?.self) {
          ratings.episodes[episodeID] = rating
        } else if let season = try row.get(0, as: Int?.self) {
          ratings.seasons[season] = rating
        } else {
          ratings.show = rating
        }
      }
      return ratings
    }
  }
}

/// Writes ratings inside the caller's transaction: `setRating` and the Trakt importer.
struct RatingWriter {
  let connection: Connection

  /// A rating's row key: the show, and the season or the episode.
  struct Key {
    var showID: Int64
    var season: Int?
    var episodeID: Int64?
  }

  /// The row key of `target`, checked against the library.
  func resolve(_ target: RatingTarget) throws -> Key {
    switch target {
    case .show(let showID):
      try connection.requireShow(showID)
      return Key(showID: showID)
    case .season(let showID, let number):
      try connection.requireShow(showID)
      // Season 0 is the specials (``SpecialsSQL``), numberless ones of regular seasons too,
      // as the show screen lists them; a regular season holds its numbered episodes.
      guard
        try connection.scalar(
          """
          SELECT 1 FROM episodes WHERE show_id = ?1
            AND CASE WHEN ?2 = 0 THEN \(SpecialsSQL.isSpecial())
              ELSE season = ?2 AND \(SpecialsSQL.isRegular()) END
          LIMIT 1
          """, [showID, number], as: Int.self) != nil
      else { throw LibraryDatabaseError.unknownSeason(showID: showID, season: number) }
      return Key(showID: showID, season: number)
    case .episode(let episodeID):
      guard
        let showID = try connection.scalar(
          "SELECT show_id FROM episodes WHERE id = ?", [episodeID], as: Int64.self)
      else { throw LibraryDatabaseError.unknownEpisode(episodeID) }
      return Key(showID: showID, episodeID: episodeID)
    }
  }

  /// Sets (or, `nil`, clears) the rating of `key`; whether the row changed.
  func set(_ rating: Int?, _ key: Key, ratedAt: Int64) throws -> Bool {
    let target = "show_id = ?1 AND season IS ?2 AND episode_id IS ?3"
    guard let rating else {
      return try connection.run(
        "DELETE FROM ratings WHERE \(target)", [key.showID, key.season, key.episodeID]) > 0
    }
    let current = try connection.queryFirst(
      "SELECT rating FROM ratings WHERE \(target)", [key.showID, key.season, key.episodeID])
    if let current {
      guard try current.get(0, as: Int.self) != rating else { return false }
      return try connection.run(
        "UPDATE ratings SET rating = ?4, rated_at = ?5 WHERE \(target)",
        [key.showID, key.season, key.episodeID, rating, ratedAt]) > 0
    }
    return try connection.run(
      "INSERT INTO ratings (show_id, season, episode_id, rating, rated_at) VALUES (?, ?, ?, ?, ?)",
      [key.showID, key.season, key.episodeID, rating, ratedAt]) > 0
  }
}
