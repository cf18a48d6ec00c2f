import Identifiers

/// What a rating is of: the show, one of its seasons, or one of its episodes.
public enum RatedItem: Hashable, Sendable, Codable {
  /// The show as a whole.
  case show
  /// A season, by number (0: the specials).
  case season(Int)
  /// An episode, by season and number.
  case episode(season: Int, number: Int)
}

/// What rating (or clearing a rating) did.
public struct RatingChange: Hashable, Sendable, Codable {
  /// The show.
  public var show: ShowCandidate
  /// What was rated.
  public var item: RatedItem
  /// The rating now, 1–10; `nil` when cleared.
  public var rating: Int?
  /// Whether anything changed (`false`: it had this rating, or none, already).
  public var changed: Bool

  public init(show: ShowCandidate, item: RatedItem, rating: Int?, changed: Bool) {
    self.show = show
    self.item = item
    self.rating = rating
    self.changed = changed
  }
}

/// The user's ratings of one show, 1–10: of the show, of its seasons and of its episodes.
public struct ShowRatings: Hashable, Sendable, Codable {
  /// The show's own rating; `nil` when not rated.
  public var show: Int?
  /// The seasons' ratings, by season number (0: the specials).
  public var seasons: [Int: Int]
  /// The episodes' ratings, by episode.
  public var episodes: [EpisodeID: Int]

  /// Creates the ratings of a show; none by default.
  public init(show: Int? = nil, seasons: [Int: Int] = [:], episodes: [EpisodeID: Int] = [:]) {
    self.show = show
    self.seasons = seasons
    self.episodes = episodes
  }
}
