import AppComposition
import Foundation
import Identifiers
import LibraryClient
import Redux
import ReduxTesting
import Synchronization
import TVMazeClient
import Testing
import Upcoming

/// Behaviour the mutation check (Tests/Mutation, Docs/Testing.md) found untested: each test
/// fails with the mutant it is named after.
@MainActor
struct MutationSurvivorTests {
  // MARK: - Recordings

  /// A blank line is skipped but still counted: an error names the line a user sees in the file.
  @Test func aBadLineAfterBlankLinesIsNamedByItsLineInTheFile() throws {
    let entry = ActionRecording.Entry(
      at: Date(timeIntervalSince1970: 1_700_000_000), action: .clockStarted, source: .sent)
    var data = try ActionRecording.jsonLine(entry)
    data.append(contentsOf: Data("\n  \n{\"not\": \"an action\"}\n".utf8))
    let error = #expect(throws: RecordingError.self) { try ActionRecording(jsonLines: data) }
    guard case .invalidLine(let line, _) = error else {
      Issue.record("no invalid line: \(String(describing: error))")
      return
    }
    #expect(line == 4)
    let good = try ActionRecording(
      jsonLines: try ActionRecording.jsonLine(entry) + Data("\n\n".utf8))
    #expect(good.entries == [entry])
  }

  // MARK: - The clock

  /// Starting the clock again replaces its wait for midnight: the new day comes once. The clock
  /// reads half a second before midnight plus the time that really passed, so the wait is the
  /// shortest one (a second) whatever order the readings come in.
  @Test func startingTheClockTwiceMovesTodayOnceAtMidnight() async throws {
    let midnight = Fixtures.formatting.start(of: Fixtures.today.next)
    let started = Date()
    var dependencies = AppDependencies.test
    dependencies.now = { midnight.addingTimeInterval(-0.5 + Date().timeIntervalSince(started)) }
    let store = Store(
      initialState: AppState(today: Fixtures.today), reducer: appReducer(dependencies: dependencies)
    )
    var days: [CalendarDay] = []
    let subscription = store.observeActions { action, _ in
      if case .dayChanged(let day) = action { days.append(day) }
    }
    store.send(.clockStarted)
    store.send(.clockStarted)
    // Both waits, had the first not been cancelled, end a second after they began.
    try await Task.sleep(for: .seconds(2))
    store.send(.clockStopped)
    await store.effectsFinished()
    #expect(days == [Fixtures.today.next])
    #expect(store.state.today == Fixtures.today.next)
    subscription.cancel()
  }

  // MARK: - Upcoming

  /// A new load cancels the one in flight: only the last answer lands, so an earlier, slower
  /// answer for other days never replaces it.
  @Test func aNewUpcomingLoadCancelsTheOneInFlight() async {
    let asked = Mutex<[Int]>([])
    let library = LibraryClient(upcoming: { first, last, _ in
      let days = last.daysSince1970 - first.daysSince1970 + 1
      asked.withLock { $0.append(days) }
      try await Task.sleep(for: .milliseconds(100))
      return days == 3 ? [UpcomingTests.items[0]] : UpcomingTests.items
    })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.upcoming(.loadRequested)) { $0.upcoming.status = .loading }
    await store.send(.upcoming(.daysChanged(3))) { $0.upcoming.days = 3 }
    await store.receive(.upcoming(.loaded([UpcomingTests.items[0]]))) {
      $0.upcoming.items = [UpcomingTests.items[0]]
      $0.upcoming.status = .loaded
    }
    await store.finish()
    #expect(asked.withLock { $0 }.sorted() == [3, 14])
  }

  // MARK: - Search

  /// Enter on a blank query searches nothing: the screen stays idle and the library is not
  /// asked.
  @Test func submittingABlankQuerySearchesNothing() async {
    let log = LibraryLog()
    let library = LibraryClient(search: { query, limit in
      log.record(.search(query, limit: limit))
      return SearchPage(results: [])
    })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.search(.queryChanged(" \t "))) { $0.search.query = " \t " }
    await store.send(.search(.submitted))
    await store.finish()
    #expect(log.entries.isEmpty)
  }

  // MARK: - The show screen

  /// Loading the open show again cancels the load in flight: one answer lands, not two.
  @Test func reloadingTheShowCancelsTheLoadInFlight() async {
    let loads = Mutex(0)
    let library = LibraryClient(loadShow: { _ in
      loads.withLock { $0 += 1 }
      try await Task.sleep(for: .milliseconds(100))
      return Fixtures.details
    })
    let store = TestStore(
      initialState: Fixtures.openShow(), reducer: appReducer(dependencies: .test(library)))
    await store.send(.showDetail(.reloadRequested))
    await store.send(.showDetail(.reloadRequested))
    await store.receive(.showDetail(.loaded(Fixtures.details)))
    await store.finish()
    #expect(loads.withLock { $0 } == 2)
  }

  /// Opening a show by name again cancels the lookup in flight: only the second show opens,
  /// although the first name's answer would have come first (and opened its show).
  @Test func openingByNameAgainCancelsTheLookupInFlight() async {
    let library = LibraryClient(
      resolveShow: { text in
        try await Task.sleep(for: .milliseconds(text == "lighthouse" ? 50 : 200))
        let show = text == "lighthouse" ? Fixtures.lighthouse : Fixtures.webSeries
        return ShowCandidate(id: show.id, title: show.title)
      },
      loadShow: { id in
        ShowDetails(
          show: id == Fixtures.webSeries.id ? Fixtures.webSeries : Fixtures.lighthouse, episodes: []
        )
      })
    let store = Store(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    var opened: [ShowID] = []
    let subscription = store.observeActions { action, _ in
      if case .showDetail(.opened(let show)) = action { opened.append(show) }
    }
    store.send(.showDetail(.openRequested("lighthouse")))
    store.send(.showDetail(.openRequested("pixel")))
    try? await Task.sleep(for: .milliseconds(400))
    await store.effectsFinished()
    #expect(opened == [Fixtures.webSeries.id])
    #expect(store.state.showDetail.selectedShow == Fixtures.webSeries.id)
    subscription.cancel()
  }

  // MARK: - Refresh

  /// Before TVMaze has said which shows changed, the refresh has nothing to count yet: the
  /// status says it is checking, not "0 of 1".
  @Test func aRefreshStartsByCheckingForChanges() async {
    let store = Store(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(
        dependencies: .test(
          LibraryClient(followedShows: { [] }, followedShowsWithoutTVMazeID: { [] }))))
    // Before it starts too: `showtracker refresh` shows the same line until the first answer.
    #expect(
      Connectors.RefreshConnector().connect(state: store.state) == .running(done: 0, total: 0))
    store.send(.tvmaze(.refreshRequested(show: nil)))
    #expect(store.state.tvmaze.refresh == .running(RefreshProgress(done: 0, total: 0)))
    #expect(
      Connectors.RefreshConnector().connect(state: store.state) == .running(done: 0, total: 0))
    await store.effectsFinished()
  }

  /// A refresh that fails before it has the followed shows has checked none.
  @Test func aRefreshThatFailsAtOnceHasCheckedNoShow() async {
    let library = LibraryClient(followedShows: { throw LibraryError.locked })
    let store = Store(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    store.send(.tvmaze(.refreshRequested(show: nil)))
    await store.effectsFinished()
    guard case .failed(let report, _) = store.state.tvmaze.refresh else {
      Issue.record("the refresh did not fail: \(store.state.tvmaze.refresh)")
      return
    }
    #expect(report.checked == 0)
    #expect(report.refreshed == 0 && report.unchanged == 0 && report.refreshedShows.isEmpty)
  }

  // MARK: - Words

  /// HTTP 500 is TVMaze's own failure (try later); below 500 TVMaze refused the request.
  @Test func http500IsAServerErrorAnd499ARefusal() {
    #expect(
      AppError.tvmaze(.httpStatus(500, path: "/shows/1")).description
        == "TVMaze failed to answer /shows/1 (HTTP 500, a server error); try again later")
    #expect(
      AppError.tvmaze(.httpStatus(499, path: "/shows/1")).description
        == "TVMaze refused /shows/1 (HTTP 499)")
  }
}
