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
  /// How many times the user played it, over all its watches; 0 when unwatched.
  public var plays: Int

  public init(
    ids: Ids, season: Int, number: Int?, title: String, firstAired: Date? = nil,
    runtime: Int? = nil, watchedAt: Date? = nil, plays: Int? = nil
  ) {
    // A watched episode was played at least once, when the caller did not count.
    self.plays = plays ?? (watchedAt == nil ? 0 : 1)
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

  /// Whether it is a special: an episode of season 0, or one with no number (TVMaze files
  /// some specials in a regular season with `number: null`, "Inside Game of Thrones" in
  /// season 1).
  ///
  /// Specials are kept apart, as Trakt and TV Time keep them: they count in no progress, are
  /// never the next episode, are marked by a season, `--all` or "up to" only when asked for
  /// (season 0 names them all), and are listed under Specials with the season they belong to.
  /// The library's queries use the same rule.
  public var isSpecial: Bool { season == 0 || number == nil }

  /// The season it is listed and marked under: its own, or 0 (Specials) for a special.
  ///
  /// ```swift
  /// Episode(ids: ids, season: 1, number: nil, title: "Inside").listedSeason  // 0
  /// ```
  public var listedSeason: Int { isSpecial ? 0 : season }

  /// Whether it had aired by the end of `day`. An episode with no known air date counts as
  /// aired, as in the library's counts: most come from a watch history, so they have aired.
  public func hasAired(by day: CalendarDay) -> Bool {
    guard let firstAired else { return true }
    return CalendarDay(utc: firstAired) <= day
  }
}

extension Episode {
  private enum CodingKeys: String, CodingKey {
    case ids, season, number, title, firstAired, runtime, watchedAt, plays
  }

  /// Decodes an episode; one recorded before plays were counted has 1 when watched, else 0.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      ids: try values.decode(Ids.self, forKey: .ids),
      season: try values.decode(Int.self, forKey: .season),
      number: try values.decodeIfPresent(Int.self, forKey: .number),
      title: try values.decode(String.self, forKey: .title),
      firstAired: try values.decodeIfPresent(Date.self, forKey: .firstAired),
      runtime: try values.decodeIfPresent(Int.self, forKey: .runtime),
      watchedAt: try values.decodeIfPresent(Date.self, forKey: .watchedAt),
      plays: try values.decodeIfPresent(Int.self, forKey: .plays))
  }
}
