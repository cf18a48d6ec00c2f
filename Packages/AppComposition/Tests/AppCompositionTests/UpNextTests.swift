import AppComposition
import Foundation
import Identifiers
import LibraryClient
import ReduxTesting
import Synchronization
import Testing
import UpNext

/// Up Next's reducer and connector.
@MainActor
struct UpNextTests {
  nonisolated static let item = UpNextItem(
    show: Fixtures.lighthouse, next: Fixtures.episodes[1], airedLeft: 2,
    lastWatchedAt: Fixtures.now)
  nonisolated static let caughtUp = UpNextItem(
    show: Fixtures.webSeries, next: nil,
    upcoming: Episode(
      ids: Fixtures.ids(51, show: 2), season: 3, number: 1, title: "Return",
      firstAired: Date(timeIntervalSince1970: 1_799_884_800)),  // 2027-01-14
    airedLeft: 0, lastWatchedAt: Fixtures.now.addingTimeInterval(-86_400))

  @Test func loadingAsksForTodaysListAndKeepsIt() async {
    let days = Mutex<[CalendarDay]>([])
    let library = LibraryClient(upNext: { day, limit in
      days.withLock { $0.append(day) }
      #expect(limit == 20)
      return [Self.item]
    })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.upNext(.loadRequested)) { $0.upNext.status = .loading }
    await store.receive(.upNext(.loaded([Self.item]))) {
      $0.upNext.items = [Self.item]
      $0.upNext.status = .loaded
    }
    await store.finish()
    #expect(days.withLock { $0 } == [Fixtures.today])
  }

  @Test func aSavedWatchReloadsAListThatWasShown() async {
    var state = AppState(today: Fixtures.today)
    state.upNext.items = [Self.item]
    state.upNext.status = .loaded
    let library = LibraryClient(upNext: { _, _ in [Self.caughtUp] })
    let store = TestStore(initialState: state, reducer: appReducer(dependencies: .test(library)))
    let change = LibraryChange(kind: .watched, episodes: [Fixtures.ids(12)], watchesAdded: 1)
    // The rows stay while the list reloads: a key pressed meanwhile acts on what is shown.
    await store.send(.watchedSaved(change)) { $0.change = .marked(change) }
    await store.receive(.upNext(.loaded([Self.caughtUp]))) { $0.upNext.items = [Self.caughtUp] }
    await store.finish()
  }

  /// Up Next's `w` names the show, not the episode drawn on its row: the library picks the
  /// next episode when the press reaches it, so a press before the list reloads cannot mark
  /// the same episode again.
  @Test func markingAShowsNextAsksTheLibraryForTheShowsNextAsOfToday() async {
    var state = AppState(today: Fixtures.today)
    state.upNext.items = [Self.item]
    state.upNext.status = .loaded
    let asked = Mutex<[String]>([])
    let marked = LibraryChange(
      kind: .watched, episodes: [Fixtures.episodes[1].ids], watchesAdded: 1)
    let library = LibraryClient(
      markNextWatched: { show, today, at in
        asked.withLock { $0.append("\(show.rawValue) \(today) \(at == Fixtures.now)") }
        return marked
      },
      upNext: { _, _ in [Self.caughtUp] })
    let store = TestStore(initialState: state, reducer: appReducer(dependencies: .test(library)))
    let action = Connectors.UpNextConnector().connect(
      action: .markNextWatched(show: Fixtures.lighthouse.id))
    await store.send(action) { $0.change = .working }
    var saved = marked
    saved.showTitle = Fixtures.lighthouse.title
    await store.receive(.watchedSaved(saved)) { $0.change = .marked(saved) }
    await store.receive(.upNext(.loaded([Self.caughtUp]))) { $0.upNext.items = [Self.caughtUp] }
    await store.finish()
    #expect(asked.withLock { $0 } == ["\(Fixtures.lighthouse.id.rawValue) \(Fixtures.today) true"])
  }

  @Test func aCaughtUpShowSaysThereIsNothingToMark() async {
    var state = AppState(today: Fixtures.today)
    state.upNext.items = [Self.caughtUp]
    state.upNext.status = .loaded
    let library = LibraryClient(
      markNextWatched: { _, _, _ in nil }, upNext: { _, _ in [Self.caughtUp] })
    let store = TestStore(initialState: state, reducer: appReducer(dependencies: .test(library)))
    await store.send(.markNextAsWatched(show: Fixtures.webSeries.id)) { $0.change = .working }
    let nothing = LibraryChange(kind: .watched, showTitle: Fixtures.webSeries.title)
    await store.receive(.watchedSaved(nothing)) { $0.change = .marked(nothing) }
    await store.receive(.upNext(.loaded([Self.caughtUp])))
    await store.finish()
    let status = Connectors.AppChromeConnector().connect(state: store.state).status
    #expect(status?.message == "Pixel Street: nothing to mark watched")
  }

  @Test func aListNobodyShowedIsNotLoadedByAChange() async {
    let store = TestStore(
      initialState: AppState(today: Fixtures.today), reducer: appReducer(dependencies: .test))
    await store.send(.dayChanged(CalendarDay(daysSince1970: 20_000))) {
      $0.today = CalendarDay(daysSince1970: 20_000)
    }
    await store.finish()
  }

  @Test func aFailureIsWordedOnTheScreen() async {
    let library = LibraryClient(upNext: { _, _ in throw LibraryError.locked })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.upNext(.loadRequested)) { $0.upNext.status = .loading }
    await store.receive(.upNext(.failed(.library(.locked)))) {
      $0.upNext.status = .failed(.library(.locked))
    }
    let view = Connectors.UpNextConnector(formatting: Fixtures.formatting).connect(
      state: store.state)
    #expect(
      view.status == .failed(message: "another program is using the library; try again in a moment")
    )
  }

  @Test func theConnectorSaysTheNextEpisodeOrWhenTheNextOneAirs() {
    var state = AppState(today: Fixtures.today)
    state.upNext.items = [Self.item, Self.caughtUp]
    state.upNext.status = .loaded
    let view = Connectors.UpNextConnector(formatting: Fixtures.formatting).connect(state: state)
    #expect(view.rows.count == 2)
    let first = view.rows[0]
    #expect(first.title == "The Lighthouse Keepers")
    #expect(first.summary == "S01E02 · Fog")
    #expect(first.left == "2 left")
    #expect(first.airedLeft == 2)
    #expect(first.lastWatched == "2023-11-14")
    #expect(first.lastWatchedAt == Fixtures.now)
    #expect(first.next?.season == 1)
    #expect(first.next?.number == 2)
    let second = view.rows[1]
    #expect(second.next == nil)
    #expect(second.summary == "next: S03E01 on 2027-01-14")
    #expect(second.left == "")
  }

  @Test func theConnectorIsLoadingUntilLoadedAndReadsOnlyItsSlice() {
    let connector = Connectors.UpNextConnector(formatting: Fixtures.formatting)
    var state = AppState(today: Fixtures.today)
    #expect(connector.connect(state: state).status == .loading)
    let inputs = connector.inputs(of: state)
    state.search.query = "x"
    state.watchedHistory.page = 3
    #expect(connector.inputs(of: state) == inputs)
    state.upNext.status = .loaded
    #expect(connector.inputs(of: state) != inputs)
    #expect(connector.connect(state: state) == UpNextView.State(rows: []))
  }

  @Test func everyViewActionMapsToItsAppAction() {
    let connector = Connectors.UpNextConnector()
    let ids = Fixtures.ids(12)
    #expect(
      connector.connect(action: .markWatched(episode: ids))
        == .markAsWatched(episode: ids, watched: true))
    #expect(connector.connect(action: .showSelected(1)) == .showDetail(.opened(1)))
  }
}
