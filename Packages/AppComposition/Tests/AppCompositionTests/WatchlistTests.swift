import AppComposition
import Foundation
import Identifiers
import LibraryClient
import ReduxTesting
import Synchronization
import TVMazeClient
import Testing
import Watchlist

/// The watchlist: its reducer (loading, saving and removing, reloading after a change), its
/// connector (the rows' words), the Show screen's key and the status line.
@MainActor
struct WatchlistTests {
  nonisolated static let candidate = ShowCandidate(id: 1, title: "The Lighthouse Keepers")
  nonisolated static let saved = WatchlistChange(
    show: candidate, isWatchlisted: true, changed: true)
  nonisolated static let item = WatchlistItem(
    show: Fixtures.lighthouse, episodes: 3, isEpisodeListComplete: true, addedAt: Fixtures.now)
  nonisolated static let placeholder = WatchlistItem(
    show: Show(id: 7, title: "Velvet Static", year: 2024), episodes: 0,
    isEpisodeListComplete: false, addedAt: Fixtures.now.addingTimeInterval(-Fixtures.day))

  @Test func loadingReadsTheLibrarysWatchlist() async {
    let library = LibraryClient(watchlist: { [Self.item] })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.watchlist(.loadRequested)) { $0.watchlist.status = .loading }
    await store.receive(.watchlist(.loaded([Self.item]))) {
      $0.watchlist.items = [Self.item]
      $0.watchlist.status = .loaded
    }
    await store.finish()
  }

  @Test func aFailedLoadSaysWhy() async {
    let library = LibraryClient(watchlist: { throw LibraryError.locked })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.watchlist(.loadRequested)) { $0.watchlist.status = .loading }
    await store.receive(.watchlist(.failed(.library(.locked)))) {
      $0.watchlist.status = .failed(.library(.locked))
    }
    await store.finish()
    let view = Connectors.WatchlistConnector(formatting: Fixtures.formatting).connect(
      state: store.state)
    guard case .failed(let message) = view.status else {
      Issue.record("expected a failure, got \(view.status)")
      return
    }
    #expect(message.contains("another program"))
  }

  @Test func aRequestResolvesTheShowSavesItAndReportsWhatChanged() async {
    let asked = Mutex<[String]>([])
    let set = Mutex<[Bool]>([])
    let library = LibraryClient(
      resolveShow: { text in
        asked.withLock { $0.append(text) }
        return Self.candidate
      },
      setWatchlisted: { show, on in
        #expect(show == 1)
        set.withLock { $0.append(on) }
        return WatchlistChange(show: Self.candidate, isWatchlisted: on, changed: true)
      })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(
      .watchlist(.requested(WatchlistRequest(show: "lighthouse", watchlisted: true)))
    ) { $0.change = .working }
    await store.receive(.watchlist(.saved(Self.saved))) {
      $0.change = .watchlisted(Self.saved)
      $0.watchlist.lastChange = Self.saved
    }
    await store.finish()
    #expect(asked.withLock { $0 } == ["lighthouse"])
    #expect(set.withLock { $0 } == [true])
    let status = Connectors.AppChromeConnector().connect(state: store.state).status
    #expect(status?.message == "The Lighthouse Keepers: saved to the watchlist")
    #expect(status?.isError == false)
    // A command's --json says what the change did.
    #expect(
      Connectors.WatchlistConnector().connect(state: store.state).change
        == WatchlistView.Change(
          show: 1, title: "The Lighthouse Keepers", isWatchlisted: true, changed: true))
  }

  /// A removal of a show the library lacks fails; a save asks TVMaze, and when TVMaze has no
  /// such show either, fails saying both.
  @Test func anUnknownShowFailsWithWordsAndSavesNothing() async {
    let library = LibraryClient(resolveShow: { throw LibraryError.showNotFound($0) })
    var dependencies = AppDependencies.test(library)
    dependencies.tvmaze = TVMazeClient(searchShows: { _ in [] })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: dependencies))
    await store.send(.watchlist(.requested(WatchlistRequest(show: "nope", watchlisted: false)))) {
      $0.change = .working
    }
    await store.receive(.watchedSaveFailed(episodes: [], .library(.showNotFound("nope")))) {
      $0.change = .failed(.library(.showNotFound("nope")))
    }
    await store.send(.watchlist(.requested(WatchlistRequest(show: "nope", watchlisted: true)))) {
      $0.change = .working
    }
    await store.receive(.watchedSaveFailed(episodes: [], .notInLibraryNorOnTVMaze("nope"))) {
      $0.change = .failed(.notInLibraryNorOnTVMaze("nope"))
    }
    await store.finish()
    let status = Connectors.AppChromeConnector().connect(state: store.state).status
    #expect(status?.isError == true)
    #expect(
      status?.message == "no show called 'nope' in the library, and none on TVMaze matches it")
  }

  /// A title the library lacks and TVMaze has once is fetched and saved, added and on the
  /// watchlist (not followed) in one save; a title TVMaze has several of is refused naming them.
  @Test func aTitleOnlyTVMazeKnowsIsAddedToTheWatchlistInOneSave() async {
    let saves = Mutex<[FetchedShow]>([])
    let library = LibraryClient(
      resolveShow: { throw LibraryError.showNotFound($0) },
      saveFetchedShow: { show in
        saves.withLock { $0.append(show) }
        return FetchedShowSaved(
          show: ShowCandidate(id: 9, title: "Harbour Lights"),
          report: ImportReport(showsAdded: 1, episodesAdded: 3))
      })
    let harbour = TVMazeShowSummary(id: 700_001, name: "Harbour Lights", premiered: "2015-03-01")
    let master = TVMazeShowSummary(id: 700_002, name: "Harbour Master")
    var dependencies = AppDependencies.test(library)
    dependencies.tvmaze = TVMazeClient(
      searchShows: { _ in [harbour, master] },
      show: { id in
        TVMazeShowDocument(id: id, name: "Harbour Lights", episodeCount: 3, body: Data())
      })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: dependencies))
    let change = WatchlistChange(
      show: ShowCandidate(id: 9, title: "Harbour Lights"), isWatchlisted: true, changed: true,
      addedFromTVMaze: true)
    await store.send(
      .watchlist(.requested(WatchlistRequest(show: "harbour lights", watchlisted: true)))
    ) { $0.change = .working }
    await store.receive(.watchlist(.saved(change))) {
      $0.change = .watchlisted(change)
      $0.watchlist.lastChange = change
    }
    let saved = saves.withLock { $0 }
    #expect(saved.map(\.source) == ["TVMaze show 700001"])
    #expect(saved.first?.watchlisted == true)
    #expect(saved.first?.added == false)
    #expect(
      Connectors.AppChromeConnector().connect(state: store.state).status?.message
        == "Harbour Lights: added to the library from TVMaze (not followed) and saved to the "
        + "watchlist")
    #expect(
      Connectors.WatchlistConnector().connect(state: store.state).change?.addedFromTVMaze == true)
    await store.send(.watchlist(.requested(WatchlistRequest(show: "harbour", watchlisted: true)))) {
      $0.change = .working
    }
    await store.receive(
      .watchedSaveFailed(episodes: [], .severalOnTVMaze("harbour", [harbour, master]))
    ) {
      $0.change = .failed(.severalOnTVMaze("harbour", [harbour, master]))
    }
    await store.finish()
    #expect(saves.withLock { $0.count } == 1)
    #expect(
      Connectors.AppChromeConnector().connect(state: store.state).status?.message
        == "no show called 'harbour' in the library, and it matches 2 shows on TVMaze; save one "
        + "by its id (showtracker watchlist add tvmaze:ID): tvmaze:700001 Harbour Lights (2015), "
        + "tvmaze:700002 Harbour Master")
  }

  @Test func theStatusLineSaysEachOutcome() {
    let chrome = Connectors.AppChromeConnector()
    var state = AppState(today: Fixtures.today)
    let cases: [(Bool, Bool, String)] = [
      (true, true, "The Lighthouse Keepers: saved to the watchlist"),
      (true, false, "The Lighthouse Keepers: already on the watchlist"),
      (false, true, "The Lighthouse Keepers: removed from the watchlist"),
      (false, false, "The Lighthouse Keepers: was not on the watchlist"),
    ]
    for (on, changed, words) in cases {
      state.change = .watchlisted(
        WatchlistChange(show: Self.candidate, isWatchlisted: on, changed: changed))
      #expect(chrome.connect(state: state).status?.message == words)
      #expect(state.change.isSettled)
    }
  }

  /// The Show screen's key, the open show's mark and the list, after a save and a removal:
  /// the list reloads once it was shown, and an unchanged save reloads nothing.
  @Test func theOpenShowAndTheShownListTakeTheChange() async {
    var state = Fixtures.openShow()
    state.watchlist.status = .loaded
    let listed = Mutex<[WatchlistItem]>([])
    let removed = WatchlistChange(show: Self.candidate, isWatchlisted: false, changed: true)
    let library = LibraryClient(
      watchlist: { listed.withLock { $0 } },
      setWatchlisted: { _, on in
        listed.withLock { $0 = on ? [Self.item] : [] }
        return on ? Self.saved : removed
      })
    let store = TestStore(initialState: state, reducer: appReducer(dependencies: .test(library)))
    let show = Connectors.ShowDetailConnector(formatting: Fixtures.formatting)
    #expect(
      show.connect(action: .watchlistToggled(show: 1, watchlisted: true))
        == .watchlist(.changed(show: 1, watchlisted: true)))
    #expect(show.connect(state: store.state).show?.isWatchlisted == false)
    await store.send(.watchlist(.changed(show: 1, watchlisted: true))) { $0.change = .working }
    await store.receive(.watchlist(.saved(Self.saved))) {
      $0.change = .watchlisted(Self.saved)
      $0.watchlist.lastChange = Self.saved
      $0.showDetail.isWatchlisted = true
    }
    await store.receive(.watchlist(.loaded([Self.item]))) { $0.watchlist.items = [Self.item] }
    #expect(show.connect(state: store.state).show?.isWatchlisted == true)
    // The Watchlist's own remove key.
    #expect(
      Connectors.WatchlistConnector().connect(action: .showRemoved(1))
        == .watchlist(.changed(show: 1, watchlisted: false)))
    await store.send(.watchlist(.changed(show: 1, watchlisted: false))) { $0.change = .working }
    await store.receive(.watchlist(.saved(removed))) {
      $0.change = .watchlisted(removed)
      $0.watchlist.lastChange = removed
      $0.showDetail.isWatchlisted = false
    }
    await store.receive(.watchlist(.loaded([]))) { $0.watchlist.items = [] }
    // Nothing changed: nothing to reload.
    let unchanged = WatchlistChange(show: Self.candidate, isWatchlisted: false, changed: false)
    await store.send(.watchlist(.saved(unchanged))) {
      $0.change = .watchlisted(unchanged)
      $0.watchlist.lastChange = unchanged
    }
    await store.finish()
  }

  @Test func theConnectorWordsEachRow() {
    let connector = Connectors.WatchlistConnector(formatting: Fixtures.formatting)
    var state = AppState(today: Fixtures.today)
    #expect(connector.connect(state: state).status == .loading)
    let inputs = connector.inputs(of: state)
    state.watchlist.items = [Self.item, Self.placeholder]
    state.watchlist.status = .loaded
    #expect(connector.inputs(of: state) != inputs)
    let rows = connector.connect(state: state).rows
    #expect(rows.map(\.title) == ["The Lighthouse Keepers", "Velvet Static"])
    #expect(rows[0].network == "BBC Two")
    #expect(rows[0].episodesText == "3 episodes")
    #expect(rows[0].added == "2023-11-14")
    #expect(rows[0].addedAt == Fixtures.now)
    #expect(rows[0].notInLibrary == nil)
    #expect(rows[1].yearText == "2024")
    #expect(rows[1].year == 2024)
    #expect(rows[1].episodesText == "not in the library yet")
    #expect(
      rows[1].notInLibrary
        == "not in the library yet: `showtracker refresh \"Velvet Static\"` fetches it")
    #expect(rows[1].added == "2023-11-13")
    state.watchlist.items = [
      WatchlistItem(
        show: Fixtures.lighthouse, episodes: 1, isEpisodeListComplete: false,
        addedAt: Fixtures.now)
    ]
    #expect(connector.connect(state: state).rows.first?.episodesText == "1 episode")
    #expect(connector.connect(state: state).rows.first?.notInLibrary == nil)
  }

  @Test func everyViewActionMapsToItsAppAction() {
    let connector = Connectors.WatchlistConnector()
    #expect(connector.connect(action: .showSelected(3)) == .showDetail(.opened(3)))
    #expect(
      connector.connect(action: .showRemoved(3))
        == .watchlist(.changed(show: 3, watchlisted: false)))
  }
}
