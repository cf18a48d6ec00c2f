import Identifiers

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An episode in the catalog, with whether the user watched it.
public struct Episode: Hashable, Sendable, Codable {
  public var ids: Ids
  /// The season; 0 holds specials.
  public var season: Int
  /// The number within the season; some specials have none.
  public var number: Int?
  public var title: String
  /// The first air date (UTC midnight), if known.
  public var firstAired: Date?
  /// Runtime in minutes.
  public var runtime: Int?
  /// When the user last watched it, or `nil` if never.
  public var watchedAt: Date?

  public init(
    ids: Ids, season: Int, number: Int?, title: String, firstAired: Date? = nil,
    runtime: Int? = nil, watchedAt: Date? = nil
  ) {
    self.ids = ids
    self.season = season
    self.number = number
    self.title = title
    self.firstAired = firstAired
    self.runtime = runtime
    self.watchedAt = watchedAt
  }

  /// Whether the user has watched it.
  public var isWatched: Bool { watchedAt != nil }

  /// Whether it had aired by the end of `day`. An episode with no known air date counts as
  /// aired, as in the library's counts: most come from a watch history, so they have aired.
  public func hasAired(by day: CalendarDay) -> Bool {
    guard let firstAired else { return true }
    return CalendarDay(utc: firstAired) <= day
  }
}
