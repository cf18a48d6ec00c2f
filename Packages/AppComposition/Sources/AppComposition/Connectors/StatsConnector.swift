import LibraryClient
import Redux
import Stats

extension Connectors {
  /// Maps Stats to `StatsView.State`: the totals of the year chosen (or of every year), a bar
  /// per year and per month, the top shows, and the longest streak of days with a watch.
  ///
  /// Time is what the known runtimes add up to; episodes of unknown runtime are counted apart,
  /// never as zero minutes of a known length.
  public struct StatsConnector: InputTrackingConnector, Sendable {
    /// Creates Stats' connector.
    public init() {}

    /// The slice Stats reads.
    public struct Inputs: Equatable {
      let stats: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(stats: state.$stats)
    }

    public func connect(state: AppState) -> StatsView.State {
      let slice = state.stats
      guard slice.status == .loaded else {
        return StatsView.State(status: LoadPhase(slice.status), year: slice.year)
      }
      let days = slice.stats.days
      let scoped = slice.year.map { year in days.filter { $0.day.year == year } } ?? days
      var total = WatchTotals()
      for day in scoped { total.add(day.totals) }

      var byYear: [Int: WatchTotals] = [:]
      for day in days { byYear[day.day.year, default: WatchTotals()].add(day.totals) }
      let years = byYear.keys.sorted().map { year in
        (key: "\(year)", label: "\(year)", totals: byYear[year] ?? WatchTotals())
      }

      let monthsYear = slice.year ?? days.last?.day.year
      var byMonth = [WatchTotals](repeating: WatchTotals(), count: 12)
      if let monthsYear {
        for day in days where day.day.year == monthsYear {
          byMonth[day.day.month - 1].add(day.totals)
        }
      }
      let months: [(key: String, label: String, totals: WatchTotals)] =
        monthsYear.map { year in
          byMonth.indices.map { index in
            (
              key: "\(year)-" + (index < 9 ? "0" : "") + "\(index + 1)",
              label: Self.monthNames[index], totals: byMonth[index]
            )
          }
        } ?? []

      let topShows = slice.stats.topShows
      let topScale = Self.scale(topShows.map(\.totals))
      return StatsView.State(
        year: slice.year, totals: Self.totals(total), years: Self.bars(years),
        monthsYear: monthsYear, months: Self.bars(months),
        topShows: topShows.map { item in
          StatsView.TopShow(
            show: item.show.id, title: item.show.title, totals: Self.totals(item.totals),
            fraction: topScale(item.totals))
        },
        longestStreak: Self.longestStreak(scoped.map(\.day)))
    }

    public func connect(action: StatsView.Action) -> AppAction {
      switch action {
      case .showSelected(let show): .showDetail(.opened(show))
      case .yearSelected(let year): .stats(.yearChanged(year))
      }
    }

    static let monthNames = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// The bars of a chart, each as long as its time against the longest (its episodes, when
    /// no runtime is known at all).
    private static func bars(
      _ items: [(key: String, label: String, totals: WatchTotals)]
    ) -> [StatsView.Bar] {
      let scale = scale(items.map(\.totals))
      return items.map { item in
        StatsView.Bar(
          key: item.key, label: item.label, totals: totals(item.totals),
          fraction: scale(item.totals))
      }
    }

    /// How long a bar is: time against the longest time, or episodes when no time is known.
    private static func scale(_ all: [WatchTotals]) -> @Sendable (WatchTotals) -> Double {
      let minutes = all.map(\.minutes).max() ?? 0
      if minutes > 0 { return { Double($0.minutes) / Double(minutes) } }
      let episodes = all.map(\.episodes).max() ?? 0
      return { episodes == 0 ? 0 : Double($0.episodes) / Double(episodes) }
    }

    static func totals(_ totals: WatchTotals) -> StatsView.Totals {
      StatsView.Totals(
        episodes: totals.episodes, minutes: totals.minutes,
        unknownRuntime: totals.unknownRuntime, time: time(minutes: totals.minutes))
    }

    /// "45 min", "1.5 h", "412 h".
    static func time(minutes: Int) -> String {
      if minutes < 60 { return "\(minutes) min" }
      if minutes < 600 {
        let tenths = (minutes * 10 + 30) / 60
        return tenths % 10 == 0 ? "\(tenths / 10) h" : "\(tenths / 10).\(tenths % 10) h"
      }
      return "\((minutes + 30) / 60) h"
    }

    /// The longest run of consecutive days among `days` (sorted); the earliest of equal runs.
    static func longestStreak(_ days: [CalendarDay]) -> StatsView.Streak? {
      guard var start = days.first else { return nil }
      var best = (first: start, last: start, count: 1)
      var previous = start
      var count = 1
      for day in days.dropFirst() {
        if day.daysSince1970 == previous.daysSince1970 + 1 {
          count += 1
        } else {
          start = day
          count = 1
        }
        previous = day
        if count > best.count { best = (start, day, count) }
      }
      return StatsView.Streak(
        days: best.count, first: best.first.description, last: best.last.description)
    }
  }
}
