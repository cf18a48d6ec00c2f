import Identifiers
import Redux

/// The Stats screen: the watch history in figures. Episodes and hours watched, per year and per
/// month as bar charts, the shows watched longest, and the longest streak of days with a watch.
///
/// The namespace holds the screen's contract and nothing else: ``State`` (exactly what it
/// renders), ``Action`` (the only things it can ask for) and ``ViewModel``.
public enum StatsView {}

extension StatsView {
  /// Everything the Stats screen renders, already formatted.
  public struct State: Equatable, Sendable {
    /// Whether the figures are loading, loaded or failed.
    public let status: LoadPhase
    /// The year the figures are for; `nil` for every year.
    public let year: Int?
    /// The totals of ``year`` (or of every year).
    public let totals: Totals
    /// One bar per year with a watch, oldest first.
    public let years: [Bar]
    /// The year ``months`` are of: ``year``, else the latest year with a watch.
    public let monthsYear: Int?
    /// One bar per month of ``monthsYear``, January first.
    public let months: [Bar]
    /// The shows watched longest in ``year``, most time first.
    public let topShows: [TopShow]
    /// The longest run of consecutive days with a watch in ``year``, if any.
    public let longestStreak: Streak?

    /// The figures.
    public init(
      status: LoadPhase = .loaded, year: Int? = nil, totals: Totals = Totals(), years: [Bar] = [],
      monthsYear: Int? = nil, months: [Bar] = [], topShows: [TopShow] = [],
      longestStreak: Streak? = nil
    ) {
      self.status = status
      self.year = year
      self.totals = totals
      self.years = years
      self.monthsYear = monthsYear
      self.months = months
      self.topShows = topShows
      self.longestStreak = longestStreak
    }

    /// Whether there is nothing to show: nothing watched and nothing loading or failed.
    public var isEmpty: Bool { totals.episodes == 0 && status == .loaded }

    /// What the figures cover: "all time" or "2025".
    public var scope: String { year.map { "\($0)" } ?? "all time" }

  }

  /// Episodes and time watched.
  public struct Totals: Hashable, Sendable {
    /// Episodes watched (a rewatch counts again).
    public let episodes: Int
    /// Minutes watched, of the episodes whose runtime is known.
    public let minutes: Int
    /// Episodes watched whose runtime is unknown: not counted in ``minutes``.
    public let unknownRuntime: Int
    /// "412 h", "1.5 h", "45 min".
    public let time: String

    /// Totals.
    public init(episodes: Int = 0, minutes: Int = 0, unknownRuntime: Int = 0, time: String = "0 h")
    {
      self.episodes = episodes
      self.minutes = minutes
      self.unknownRuntime = unknownRuntime
      self.time = time
    }
  }

  /// A bar of a chart: a year or a month.
  public struct Bar: Hashable, Sendable {
    /// What it is, ISO 8601: "2025", "2025-03".
    public let key: String
    /// What the chart says: "2025", "Mar".
    public let label: String
    /// The figures of the bar.
    public let totals: Totals
    /// How long the bar is, from 0 to 1 (the longest of the chart is 1).
    public let fraction: Double

    /// A bar.
    public init(key: String, label: String, totals: Totals, fraction: Double) {
      self.key = key
      self.label = label
      self.totals = totals
      self.fraction = fraction
    }
  }

  /// A show and the time spent on it.
  public struct TopShow: Hashable, Sendable {
    /// The show, to open it.
    public let show: ShowID
    /// The show's title.
    public let title: String
    /// Its figures.
    public let totals: Totals
    /// Its time against the first show's, from 0 to 1.
    public let fraction: Double

    /// A show of the list.
    public init(show: ShowID, title: String, totals: Totals, fraction: Double) {
      self.show = show
      self.title = title
      self.totals = totals
      self.fraction = fraction
    }
  }

  /// Consecutive days with a watch.
  public struct Streak: Hashable, Sendable {
    /// How many days.
    public let days: Int
    /// The first day, ISO 8601.
    public let first: String
    /// The last day, ISO 8601.
    public let last: String

    /// A streak.
    public init(days: Int, first: String, last: String) {
      self.days = days
      self.first = first
      self.last = last
    }
  }

  /// What the user can do on the Stats screen.
  public enum Action: Equatable, Sendable {
    /// The user opened a show of the top list.
    case showSelected(ShowID)
    /// The user chose the figures of a year, or of every year (`nil`).
    case yearSelected(Int?)
  }

  /// The store a Stats front end reads and sends to.
  public typealias ViewModel = Store<State, Action>
}
