import AppComposition
import Foundation
import LibraryClient
import Redux
import ReduxTesting
import Synchronization
import Testing

/// A clock that reads `before` for its first `calls` readings, then `after`.
final class SteppingClock: Sendable {
  private let readings = Mutex(0)
  let before: Date
  let after: Date
  let calls: Int

  init(before: Date, after: Date, afterCalls calls: Int) {
    self.before = before
    self.after = after
    self.calls = calls
  }

  func now() -> Date {
    readings.withLock { count in
      count += 1
      return count <= calls ? before : after
    }
  }
}

@MainActor
struct ClockTests {
  @Test func startingTheClockReadsToday() async throws {
    let newYear = try #require(CalendarDay("2023-01-01"))
    let store = TestStore(
      initialState: AppState(today: newYear), reducer: appReducer(dependencies: .test))
    await store.send(.clockStarted) { $0.today = Fixtures.today }
    await store.send(.clockStopped)  // cancels the wait for midnight
    await store.finish()
  }

  @Test func theClockMovesTodayAtMidnight() async {
    let midnight = Fixtures.formatting.start(of: Fixtures.today.next)
    // Half a second before midnight while the clock starts and waits; after it, from then on.
    let clock = SteppingClock(
      before: midnight.addingTimeInterval(-0.5), after: midnight.addingTimeInterval(0.5),
      afterCalls: 2)
    var dependencies = AppDependencies.test
    dependencies.now = { clock.now() }
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: dependencies))
    await store.send(.clockStarted)
    await store.receive(.dayChanged(Fixtures.today.next), timeout: .seconds(5)) {
      $0.today = Fixtures.today.next
    }
    await store.send(.clockStopped)
    await store.finish()
  }

  @Test func aNewDayMovesTodayAndTheSameDayLeavesItsRevisionAlone() {
    let store = Store(
      initialState: AppState(today: Fixtures.today), reducer: appReducer(dependencies: .test))
    let revision = store.state.$today
    store.send(.dayChanged(Fixtures.today))
    #expect(store.state.$today == revision)
    store.send(.dayChanged(Fixtures.today.next))
    #expect(store.state.today == Fixtures.today.next)
    #expect(store.state.$today != revision)
  }

  @Test func theShowScreenFollowsTheDayWithNothingElseChanging() throws {
    // 2023-12-13: the day before S02E02 airs.
    let dayBefore = try #require(CalendarDay("2023-12-13"))
    var initial = Fixtures.openShow(
      Fixtures.details(watched: [
        11: Fixtures.now, 12: Fixtures.now, 13: Fixtures.now, 21: Fixtures.now,
      ]))
    initial.today = dayBefore
    let store = Store(initialState: initial, reducer: appReducer(dependencies: .test))
    let connector = Connectors.ShowDetailConnector(formatting: Fixtures.formatting)
    let inputs = connector.inputs(of: store.state)
    let before = try #require(connector.connect(state: store.state).show)
    #expect(before.seasons[1].episodes[1].hasAired == false)
    #expect(before.progress.aired == 4)  // not the special
    #expect(before.nextEpisode == nil)

    store.send(.dayChanged(dayBefore.next))

    #expect(connector.inputs(of: store.state) != inputs)
    let after = try #require(connector.connect(state: store.state).show)
    #expect(after.seasons[1].episodes[1].hasAired)
    #expect(after.progress.aired == 5)
    #expect(after.nextEpisode?.code == "S02E02")
  }
}

@MainActor
struct NavigationTests {
  @Test func helpOpensAndClosesOverTheScreen() async {
    var initial = AppState(today: Fixtures.today)
    initial.navigation.screen = .search
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: .test))
    await store.send(.helpToggled) { $0.navigation.isShowingHelp = true }
    await store.send(.helpToggled) { $0.navigation.isShowingHelp = false }
    await store.send(.screenSelected(.history)) { $0.navigation.screen = .history }
    await store.finish()
  }

  @Test func selectingTheScreenInFrontLeavesTheChromeAlone() {
    let store = Store(
      initialState: AppState(today: Fixtures.today), reducer: appReducer(dependencies: .test))
    let revision = store.state.$navigation
    store.send(.screenSelected(.history))
    #expect(store.state.$navigation == revision)
  }
}

struct AppActionCodingTests {
  static let actions: [AppAction] = [
    .clockStarted,
    .dayChanged(Fixtures.today),
    .watchRequested(
      WatchRequest(
        show: "The Lighthouse", selection: .upTo(season: 2, number: 1), watched: true,
        watchedAt: Fixtures.aired(30))),
    .watchRemoved(episode: Fixtures.ids(11), watchedAt: Fixtures.now),
    .watchedSaveFailed(
      episodes: [Fixtures.ids(11)],
      .library(
        .ambiguousShow(
          "the", candidates: [ShowCandidate(id: 1, title: "The Lighthouse Keepers", year: 2010)],
          total: 4))),
    .undoFinished(redo: true, LibraryChange(kind: .imported(source: "-"), showsAdded: 1)),
    .screenSelected(.upNext),
    .history(.showFilterResolved(ShowCandidate(id: 2, title: "Pixel Street"), page: 3)),
    .search(.resultsLoaded(query: "li", SearchPage(results: [], totalCount: 0))),
    .showDetail(.failed(nil, .noSuchSeason(show: "Pixel Street", season: 9))),
    .exporting(.finished(Data("[]".utf8))),
  ]

  @Test(arguments: actions)
  func actionsSurviveAJSONRoundTrip(_ action: AppAction) throws {
    let data = try JSONEncoder().encode(action)
    #expect(try JSONDecoder().decode(AppAction.self, from: data) == action)
  }
}
