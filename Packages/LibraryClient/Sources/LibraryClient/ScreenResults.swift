import Identifiers

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What following or unfollowing a show did.
public struct FollowChange: Hashable, Sendable, Codable {
  /// The show.
  public var show: ShowCandidate
  /// Whether the show is followed now.
  public var isFollowed: Bool
  /// Whether anything changed (`false`: it was followed, or not, already).
  public var changed: Bool

  public init(show: ShowCandidate, isFollowed: Bool, changed: Bool) {
    self.show = show
    self.isFollowed = isFollowed
    self.changed = changed
  }
}

/// An episode of a followed show that airs soon.
public struct UpcomingItem: Hashable, Sendable, Codable {
  /// The show (id, title, network).
  public var show: Show
  /// The episode; its `firstAired` is set.
  public var episode: Episode
  /// The day it airs.
  public var airDay: CalendarDay
  /// The moment it airs, when TVMaze gave a time and not only a day.
  public var airsAt: Date?
  /// The episode's TVMaze id, when it has one: its page is
  /// `https://www.tvmaze.com/episodes/ID`.
  public var tvmazeID: Int?
  /// The show's poster, when the library has one.
  public var posterURL: URL?

  public init(
    show: Show, episode: Episode, airDay: CalendarDay, airsAt: Date? = nil, tvmazeID: Int? = nil,
    posterURL: URL? = nil
  ) {
    self.posterURL = posterURL
    self.show = show
    self.episode = episode
    self.airDay = airDay
    self.airsAt = airsAt
    self.tvmazeID = tvmazeID
  }
}

/// Which shows My Shows lists.
///
/// > Note: The database's `ShowListFilter` and the feature's `MyShowsView.Filter` say the same;
/// > each package has its own because none of the three may depend on another
/// > (`ArchitectureRules`), and the modules that see two map them case by case.
public enum MyShowsFilter: String, Hashable, Sendable, Codable, CaseIterable {
  /// The followed shows.
  case following
  /// The followed shows with aired episodes left to watch.
  case behind
  /// The followed shows that ended.
  case ended
  /// Every show in the library.
  case all
}

/// The order of My Shows.
///
/// > Note: The database's `ShowListOrder` and the feature's `MyShowsView.Order` say the same;
/// > each package has its own because none of the three may depend on another
/// > (`ArchitectureRules`), and the modules that see two map them case by case.
public enum MyShowsOrder: String, Hashable, Sendable, Codable, CaseIterable {
  /// The most recently watched or followed first.
  case activity
  /// A to Z.
  case title
  /// The largest share of aired episodes watched first.
  case progress
  /// The highest rated first (the show's own rating); shows not rated last.
  case rating
}

/// A show on My Shows.
public struct MyShowsItem: Hashable, Sendable, Codable {
  /// The show (id, title, network, status).
  public var show: Show
  /// Watched of aired episodes.
  public var progress: ShowProgress
  /// The first aired episode of the regular seasons not watched; `nil` when caught up.
  public var next: Episode?
  /// The next day an episode airs, today or later.
  public var nextAirDay: CalendarDay?
  /// The latest watch or the follow, whichever is later; `nil` when not followed.
  public var activeAt: Date?
  /// Whether the user follows the show.
  public var isFollowed: Bool
  /// The user's rating of the show itself, 1–10; `nil` when not rated.
  public var rating: Int?
  /// The show's poster, when the library has one.
  public var posterURL: URL?

  public init(
    show: Show, progress: ShowProgress, next: Episode?, nextAirDay: CalendarDay?,
    activeAt: Date?, isFollowed: Bool, rating: Int? = nil, posterURL: URL? = nil
  ) {
    self.posterURL = posterURL
    self.show = show
    self.progress = progress
    self.next = next
    self.nextAirDay = nextAirDay
    self.activeAt = activeAt
    self.isFollowed = isFollowed
    self.rating = rating
  }
}

/// Episodes and minutes watched: of a day, a show, a year or a month.
public struct WatchTotals: Hashable, Sendable, Codable {
  /// Episodes watched (an episode played twice counts twice).
  public var episodes: Int
  /// Minutes watched, of the episodes whose runtime is known.
  public var minutes: Int
  /// Episodes watched whose runtime is unknown: not counted in ``minutes``.
  public var unknownRuntime: Int

  public init(episodes: Int = 0, minutes: Int = 0, unknownRuntime: Int = 0) {
    self.episodes = episodes
    self.minutes = minutes
    self.unknownRuntime = unknownRuntime
  }

  /// Adds `plays` watches of an episode of `runtime` minutes (`nil`: unknown).
  public mutating func add(plays: Int, runtime: Int?) {
    episodes += plays
    if let runtime { minutes += runtime * plays } else { unknownRuntime += plays }
  }

  /// Adds other totals.
  public mutating func add(_ other: WatchTotals) {
    episodes += other.episodes
    minutes += other.minutes
    unknownRuntime += other.unknownRuntime
  }
}

/// A day with watches, in the user's time zone.
public struct WatchDay: Hashable, Sendable, Codable {
  public var day: CalendarDay
  public var totals: WatchTotals

  public init(day: CalendarDay, totals: WatchTotals) {
    self.day = day
    self.totals = totals
  }
}

/// A show and what was watched of it.
public struct ShowWatchTime: Hashable, Sendable, Codable {
  public var show: Show
  public var totals: WatchTotals

  public init(show: Show, totals: WatchTotals) {
    self.show = show
    self.totals = totals
  }
}

/// The history in figures: every day with a watch, and the shows watched longest.
public struct WatchStats: Hashable, Sendable, Codable {
  /// Every day with a watch, oldest first, all years.
  public var days: [WatchDay]
  /// The shows watched longest in the year asked for (or ever), most minutes first.
  public var topShows: [ShowWatchTime]
  /// How many different episodes were watched in the year asked for (or ever); the days' and
  /// shows' totals count plays. `nil` in a recording made before it was counted.
  public var episodesWatched: Int?

  public init(days: [WatchDay], topShows: [ShowWatchTime], episodesWatched: Int? = nil) {
    self.days = days
    self.topShows = topShows
    self.episodesWatched = episodesWatched
  }
}
