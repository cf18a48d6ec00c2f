#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An episode as the library stores it, with when it was last watched.
///
/// ```swift
/// let unwatched = try database.episodes(ofShow: show.id).filter { $0.lastWatchedAt == nil }
/// ```
public struct EpisodeRecord: Sendable, Hashable {
  /// The library's own id.
  public var id: Int64
  /// The id of the show it belongs to.
  public var showID: Int64
  /// The season number; 0 holds the specials.
  public var season: Int
  /// The number within the season; `nil` for specials that have none.
  public var number: Int?
  /// The title.
  public var title: String
  /// The air date, `yyyy-MM-dd`.
  public var airdate: String?
  /// The runtime in minutes.
  public var runtime: Int?
  /// The newest watch event's time; `nil` when the episode is unwatched.
  public var lastWatchedAt: Date?
  /// How many times it was played: the plays of all its watch events (a Trakt summary's event
  /// can hold several); 0 when unwatched.
  public var plays: Int

  /// Creates an episode record.
  public init(
    id: Int64, showID: Int64, season: Int, number: Int?, title: String,
    airdate: String? = nil, runtime: Int? = nil, lastWatchedAt: Date? = nil, plays: Int = 0
  ) {
    self.plays = plays
    self.id = id
    self.showID = showID
    self.season = season
    self.number = number
    self.title = title
    self.airdate = airdate
    self.runtime = runtime
    self.lastWatchedAt = lastWatchedAt
  }
}
