import Identifiers
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The Upcoming screen: the episodes of followed shows that air in the next days, grouped by
/// day.
///
/// The namespace holds the screen's contract and nothing else: ``State`` (exactly what it
/// renders), ``Action`` (the only things it can ask for) and ``ViewModel``.
public enum UpcomingView {}

extension UpcomingView {
  /// Everything the Upcoming screen renders, already formatted.
  public struct State: Equatable, Sendable {
    /// The days with an episode, in order.
    public let days: [Day]
    /// Whether the list is loading, loaded or failed.
    public let status: LoadPhase
    /// How many days the list covers, from today: 14.
    public let dayCount: Int
    /// The first day covered, ISO 8601: "2026-12-01".
    public let firstDay: String
    /// The last day covered, ISO 8601.
    public let lastDay: String
    /// Whether more episodes air in those days than the list holds: it stops at its limit.
    public let isTruncated: Bool

    /// A list of `days` in `status`, covering `dayCount` days from `firstDay` to `lastDay`;
    /// `isTruncated` when it stopped at its limit.
    public init(
      days: [Day], status: LoadPhase = .loaded, dayCount: Int = 14, firstDay: String = "",
      lastDay: String = "", isTruncated: Bool = false
    ) {
      self.days = days
      self.status = status
      self.dayCount = dayCount
      self.firstDay = firstDay
      self.lastDay = lastDay
      self.isTruncated = isTruncated
    }

    /// Whether there is nothing to show: no episodes and nothing loading or failed.
    public var isEmpty: Bool { days.isEmpty && status == .loaded }

    /// Every episode, day after day: what the selection moves over.
    public var episodes: [Episode] { days.flatMap(\.episodes) }

  }

  /// A day and the episodes that air on it.
  public struct Day: Hashable, Sendable {
    /// The day, ISO 8601: "2026-12-01".
    public let date: String
    /// What the heading says: "Today", "Tomorrow", "Thu 2026-12-03".
    public let label: String
    /// The episodes, by show title.
    public let episodes: [Episode]

    /// A day.
    public init(date: String, label: String, episodes: [Episode]) {
      self.date = date
      self.label = label
      self.episodes = episodes
    }
  }

  /// An episode that airs on a day of the list.
  public struct Episode: Hashable, Sendable {
    /// The episode and its show.
    public let ids: Ids
    /// The show's title.
    public let showTitle: String
    /// The show's poster, if the catalog has one.
    public let imageURL: URL?
    /// The show's network or web channel, or "".
    public let network: String
    /// "S01E02".
    public let code: String
    /// The episode's title.
    public let title: String
    /// The season, for scripts.
    public let season: Int
    /// The number within the season, for scripts.
    public let number: Int?
    /// The runtime in minutes, when known.
    public let runtime: Int?
    /// The time it airs in the user's time zone, "21:00", when TVMaze gave one.
    public let airTime: String?
    /// The moment it starts, UTC, ISO 8601: "2013-06-25T03:00:00Z"; `nil` when only the day
    /// is known.
    public let startsAt: String?
    /// The moment it ends (``startsAt`` plus the runtime), UTC, ISO 8601; `nil` when either is
    /// unknown.
    public let endsAt: String?
    /// The episode's page on TVMaze, when it came from TVMaze.
    public let url: String?

    /// An episode on the list.
    public init(
      ids: Ids, showTitle: String, network: String, code: String, title: String, season: Int,
      number: Int?, runtime: Int? = nil, airTime: String? = nil, startsAt: String? = nil,
      endsAt: String? = nil, url: String? = nil, imageURL: URL? = nil
    ) {
      self.ids = ids
      self.imageURL = imageURL
      self.showTitle = showTitle
      self.network = network
      self.code = code
      self.title = title
      self.season = season
      self.number = number
      self.runtime = runtime
      self.airTime = airTime
      self.startsAt = startsAt
      self.endsAt = endsAt
      self.url = url
    }
  }

  /// What the user can do on the Upcoming screen.
  public enum Action: Equatable, Sendable {
    /// The user opened an episode's show.
    case showSelected(ShowID)
  }

  /// The store an Upcoming front end reads and sends to.
  public typealias ViewModel = Store<State, Action>
}
