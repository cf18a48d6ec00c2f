import AppComposition
import Foundation
import Identifiers
import LibraryClient
import ReduxTesting
import Stats
import Synchronization
import Testing

/// Stats' reducer and connector.
@MainActor
struct StatsTests {
  nonisolated static func day(_ text: String, episodes: Int, minutes: Int, unknown: Int = 0)
    -> WatchDay
  {
    // The days are literals of this file; a typo would show as 1970-01-01 and fail the tests.
    WatchDay(
      day: CalendarDay(text) ?? CalendarDay(daysSince1970: 0),
      totals: WatchTotals(episodes: episodes, minutes: minutes, unknownRuntime: unknown))
  }

  /// 2024: one day. 2025: a three-day streak in March, a two-day one in May, one watch of
  /// unknown length.
  nonisolated static let stats = WatchStats(
    days: [
      day("2024-12-31", episodes: 1, minutes: 60),
      day("2025-03-01", episodes: 2, minutes: 90),
      day("2025-03-02", episodes: 1, minutes: 45),
      day("2025-03-03", episodes: 3, minutes: 100, unknown: 1),
      day("2025-05-10", episodes: 1, minutes: 30),
      day("2025-05-11", episodes: 1, minutes: 30),
    ],
    topShows: [
      ShowWatchTime(show: Fixtures.lighthouse, totals: WatchTotals(episodes: 6, minutes: 240)),
      ShowWatchTime(
        show: Fixtures.webSeries, totals: WatchTotals(episodes: 3, minutes: 60, unknownRuntime: 1)),
    ])

  @Test func loadingAsksForTheYearAndTheTopShows() async {
    let asked = Mutex<[String]>([])
    let library = LibraryClient(watchStats: { year, top in
      asked.withLock { $0.append("\(year.map(String.init) ?? "all") \(top)") }
      return Self.stats
    })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.stats(.loadRequested)) { $0.stats.status = .loading }
    await store.receive(.stats(.loaded(Self.stats))) {
      $0.stats.stats = Self.stats
      $0.stats.status = .loaded
    }
    await store.send(.stats(.yearChanged(2025))) {
      $0.stats.year = 2025
      $0.stats.status = .loading
    }
    await store.receive(.stats(.loaded(Self.stats))) { $0.stats.status = .loaded }
    await store.send(.stats(.yearChanged(nil))) {
      $0.stats.year = nil
      $0.stats.status = .loading
    }
    await store.receive(.stats(.loaded(Self.stats))) { $0.stats.status = .loaded }
    await store.finish()
    #expect(asked.withLock { $0 } == ["all 10", "2025 10", "all 10"])
  }

  @Test func aSavedWatchReloadsFiguresThatWereShownOnly() async {
    let library = LibraryClient(watchStats: { _, _ in Self.stats })
    let change = LibraryChange(kind: .watched, episodes: [Fixtures.ids(12)], watchesAdded: 1)
    let idle = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await idle.send(.watchedSaved(change)) { $0.change = .marked(change) }
    await idle.finish()
    var state = AppState(today: Fixtures.today)
    state.stats.status = .loaded
    let shown = TestStore(initialState: state, reducer: appReducer(dependencies: .test(library)))
    await shown.send(.watchedSaved(change)) { $0.change = .marked(change) }
    await shown.receive(.stats(.loaded(Self.stats))) { $0.stats.stats = Self.stats }
    await shown.finish()
  }

  @Test func theConnectorAddsUpTheYearChartsMonthsAndTheLongestStreak() throws {
    let connector = Connectors.StatsConnector()
    var state = AppState(today: Fixtures.today)
    #expect(connector.connect(state: state).status == .loading)
    let inputs = connector.inputs(of: state)
    state.stats.stats = Self.stats
    state.stats.status = .loaded
    #expect(connector.inputs(of: state) != inputs)
    let all = connector.connect(state: state)
    #expect(all.scope == "all time")
    #expect(all.totals.plays == 9)
    #expect(all.totals.minutes == 355)
    #expect(all.totals.unknownRuntime == 1)  // counted apart, not as zero minutes
    #expect(all.totals.time == "5.9 h")
    #expect(all.years.map(\.key) == ["2024", "2025"])
    #expect(all.years.map(\.fraction) == [60.0 / 295.0, 1])
    #expect(all.monthsYear == 2025)
    #expect(all.months.count == 12)
    #expect(all.months[2].totals.minutes == 235)
    #expect(all.months[2].key == "2025-03")
    #expect(all.months[4].totals.plays == 2)
    #expect(all.months[0].fraction == 0)
    #expect(all.longestStreak == StatsView.Streak(days: 3, first: "2025-03-01", last: "2025-03-03"))
    #expect(all.topShows.map(\.title) == ["The Lighthouse Keepers", "Pixel Street"])
    #expect(all.topShows.map(\.fraction) == [1, 0.25])
    #expect(all.topShows[1].totals.unknownRuntime == 1)

    state.stats.year = 2024
    let year = connector.connect(state: state)
    #expect(year.scope == "2024")
    #expect(year.totals.plays == 1)
    #expect(year.monthsYear == 2024)
    #expect(year.months[11].totals.plays == 1)
    #expect(year.years.count == 2)  // the chart keeps every year
    #expect(
      year.longestStreak == StatsView.Streak(days: 1, first: "2024-12-31", last: "2024-12-31"))
  }

  @Test(arguments: [(0, "0 min"), (45, "45 min"), (60, "1 h"), (90, "1.5 h"), (24_700, "412 h")])
  func timeIsWordedByItsSize(minutes: Int, words: String) {
    var state = AppState(today: Fixtures.today)
    state.stats.stats = WatchStats(
      days: [Self.day("2025-01-01", episodes: 1, minutes: minutes)], topShows: [])
    state.stats.status = .loaded
    #expect(Connectors.StatsConnector().connect(state: state).totals.time == words)
  }

  @Test func barsFollowEpisodesWhenNoRuntimeIsKnown() {
    var state = AppState(today: Fixtures.today)
    state.stats.stats = WatchStats(
      days: [
        Self.day("2025-01-01", episodes: 2, minutes: 0, unknown: 2),
        Self.day("2026-01-01", episodes: 4, minutes: 0, unknown: 4),
      ], topShows: [])
    state.stats.status = .loaded
    let view = Connectors.StatsConnector().connect(state: state)
    #expect(view.years.map(\.fraction) == [0.5, 1])
    #expect(view.totals.time == "0 min")
    #expect(view.totals.unknownRuntime == 6)
  }

  /// One known minute is enough for the bars to follow time: a year of four episodes of
  /// unknown length has no bar against a year with one minute.
  @Test func barsFollowTimeFromTheFirstKnownMinute() {
    var state = AppState(today: Fixtures.today)
    state.stats.stats = WatchStats(
      days: [
        Self.day("2025-01-01", episodes: 4, minutes: 0, unknown: 4),
        Self.day("2026-01-01", episodes: 1, minutes: 1),
      ], topShows: [])
    state.stats.status = .loaded
    let view = Connectors.StatsConnector().connect(state: state)
    #expect(view.years.map(\.fraction) == [0, 1])
  }

  @Test func everyViewActionMapsToItsAppAction() {
    let connector = Connectors.StatsConnector()
    #expect(connector.connect(action: .showSelected(2)) == .showDetail(.opened(2)))
    #expect(connector.connect(action: .yearSelected(2025)) == .stats(.yearChanged(2025)))
    #expect(connector.connect(action: .yearSelected(nil)) == .stats(.yearChanged(nil)))
  }
}
