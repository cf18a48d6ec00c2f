import AppComposition
import Foundation
import Identifiers
import LibraryClient
import Redux
import ReduxTesting
import ShowDetail
import Synchronization
import Testing

@MainActor
struct ReducerTests {
  func page(_ items: [HistoryItem] = [], total: Int = 0) -> HistoryPage {
    HistoryPage(items: items, totalCount: total)
  }

  /// A state on ``Fixtures/today`` with every episode in the catalog and the history loaded
  /// (empty), so that a change to the library reloads it.
  func stateWithHistoryLoaded() -> AppState {
    var state = AppState(today: Fixtures.today)
    for episode in Fixtures.episodes { state.episodes[episode.ids] = episode }
    state.watchedHistory.status = .loaded
    return state
  }

  @Test func openingAShowLoadsItAndSelectsTheSeasonToWatchNext() async {
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(
        dependencies: .test(LibraryClient(loadShow: { _ in Fixtures.details }))))
    await store.send(.showDetail(.opened(1))) {
      $0.showDetail.selectedShow = 1
      $0.showDetail.status = .loading
      $0.navigation.screen = .showDetail
      $0.showDetail.returnScreen = .history
    }
    await store.receive(.showDetail(.loaded(Fixtures.details))) {
      $0.shows[1] = Fixtures.lighthouse
      for episode in Fixtures.episodes { $0.episodes[episode.ids] = episode }
      $0.showDetail.episodeIDs = Fixtures.episodes.map(\.ids)
      $0.showDetail.selectedSeason = 1
      $0.showDetail.status = .loaded
    }
    await store.finish()
  }

  @Test func openingAShowAtAnEpisodeListsItsSeasonAndFocusesIt() async {
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(
        dependencies: .test(LibraryClient(loadShow: { _ in Fixtures.details }))))
    // Season 1 is the one to watch next; the episode opened at is in season 2.
    let returned = Fixtures.ids(21)
    await store.send(.showDetail(.episodeOpened(returned))) {
      $0.showDetail.selectedShow = 1
      $0.showDetail.status = .loading
      $0.navigation.screen = .showDetail
      $0.showDetail.returnScreen = .history
      $0.showDetail.focusedEpisode = returned
      $0.showDetail.focusRequest = 1
    }
    await store.receive(.showDetail(.loaded(Fixtures.details))) {
      $0.shows[1] = Fixtures.lighthouse
      for episode in Fixtures.episodes { $0.episodes[episode.ids] = episode }
      $0.showDetail.episodeIDs = Fixtures.episodes.map(\.ids)
      $0.showDetail.selectedSeason = 2
      $0.showDetail.status = .loaded
    }
    let show = Connectors.ShowDetailConnector(formatting: Fixtures.formatting).connect(
      state: store.state
    ).show
    #expect(show?.focus == ShowDetailView.Focus(episode: returned, request: 1))
    // Opened at a known episode again: its season at once, and a new request; opened plainly,
    // no focus.
    await store.send(.showDetail(.episodeOpened(Fixtures.ids(12)))) {
      $0.showDetail.focusedEpisode = Fixtures.ids(12)
      $0.showDetail.focusRequest = 2
      $0.showDetail.selectedSeason = 1
      $0.showDetail.status = .loading
    }
    await store.receive(.showDetail(.loaded(Fixtures.details))) { $0.showDetail.status = .loaded }
    await store.send(.showDetail(.opened(1))) {
      $0.showDetail.focusedEpisode = nil
      $0.showDetail.status = .loading
    }
    await store.receive(.showDetail(.loaded(Fixtures.details))) { $0.showDetail.status = .loaded }
    await store.finish()
  }

  @Test func markAsWatchedUpdatesAtOnceSavesThenRefreshesHistory() async {
    let log = LibraryLog()
    let fog = Fixtures.ids(12)
    let saved = LibraryChange(kind: .watched, episodes: [fog], watchesAdded: 1)
    let library = LibraryClient(
      markWatched: { ids, date in
        log.record(.markWatched(ids, at: date))
        return saved
      },
      loadHistory: { show, limit, offset in
        log.record(.loadHistory(show: show, limit: limit, offset: offset))
        return HistoryPage(items: [], totalCount: 0)
      })
    let store = TestStore(
      initialState: stateWithHistoryLoaded(), reducer: appReducer(dependencies: .test(library)))

    await store.send(.markAsWatched(episode: fog, watched: true)) {
      $0.change = .working
      $0.episodes[fog]?.watchedAt = Fixtures.now
    }
    await store.receive(.watchedSaved(saved)) { $0.change = .marked(saved) }
    await store.receive(.history(.reloadRequested)) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.history(.pageLoaded(page: 1, page()))) {
      $0.watchedHistory.status = .loaded
      $0.watchedHistory.requestedPage = nil
    }
    await store.finish()
    #expect(
      log.entries == [
        .markWatched([fog], at: Fixtures.now), .loadHistory(show: nil, limit: 20, offset: 0),
      ])
  }

  @Test func aChangeMadeElsewhereReloadsWhatTheScreensShow() async {
    // The library's version: read when the watch starts, the same at the next tick, then moved
    // by another program, then still.
    let versions = Mutex([7, 7, 8])
    let library = LibraryClient(
      loadHistory: { _, _, _ in HistoryPage(items: [], totalCount: 0) },
      changesElsewhere: { versions.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] } })
    let store = TestStore(
      initialState: stateWithHistoryLoaded(), reducer: appReducer(dependencies: .test(library)))
    await store.send(.libraryWatchStarted)
    await store.receive(.libraryChangedElsewhere)
    await store.receive(.history(.reloadRequested)) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.history(.pageLoaded(page: 1, page()))) {
      $0.watchedHistory.status = .loaded
      $0.watchedHistory.requestedPage = nil
    }
    await store.send(.libraryWatchStopped)
    await store.finish()
    #expect(versions.withLock { $0 } == [8])
  }

  @Test func aChangeWaitingForAnotherProgramSaysSoUntilItIsSaved() async {
    let fog = Fixtures.ids(12)
    let saved = LibraryChange(kind: .watched, episodes: [fog], watchesAdded: 1)
    // The save waits, as it would for another program's lock, until the test lets it go.
    let (lockReleased, release) = AsyncStream<Void>.makeStream()
    let library = LibraryClient(
      markWatched: { _, _ in
        for await _ in lockReleased { break }
        return saved
      },
      loadHistory: { _, _, _ in HistoryPage(items: [], totalCount: 0) })
    let store = TestStore(
      initialState: stateWithHistoryLoaded(), reducer: appReducer(dependencies: .test(library)))
    // With no change on its way, the word changes nothing.
    await store.send(.libraryBusyElsewhere)
    await store.send(.markAsWatched(episode: fog, watched: true)) {
      $0.change = .working
      $0.episodes[fog]?.watchedAt = Fixtures.now
    }
    await store.send(.libraryBusyElsewhere) { $0.change = .waiting }
    let chrome = Connectors.AppChromeConnector(tabs: [])
    #expect(
      chrome.connect(state: store.state).status?.message
        == "Waiting for another program to finish with the library…")
    release.yield()
    await store.receive(.watchedSaved(saved)) { $0.change = .marked(saved) }
    await store.receive(.history(.reloadRequested)) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.history(.pageLoaded(page: 1, page()))) {
      $0.watchedHistory.status = .loaded
      $0.watchedHistory.requestedPage = nil
    }
    await store.finish()
  }

  @Test func aFailedSaveIsReportedAndTheScreensReload() async {
    let library = LibraryClient(
      markWatched: { _, _ in throw CocoaLikeError(message: "disk full") },
      loadHistory: { _, _, _ in HistoryPage(items: [], totalCount: 0) })
    let store = TestStore(
      initialState: stateWithHistoryLoaded(), reducer: appReducer(dependencies: .test(library)))
    await store.send(.markAsWatched(episode: Fixtures.ids(11), watched: true)) {
      $0.change = .working
      $0.episodes[Fixtures.ids(11)]?.watchedAt = Fixtures.now
    }
    // An error that is not the library's keeps its words.
    await store.receive(
      .watchedSaveFailed(episodes: [Fixtures.ids(11)], .library(.other("disk full")))
    ) {
      $0.change = .failed(.library(.other("disk full")))
    }
    await store.receive(.history(.reloadRequested)) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.history(.pageLoaded(page: 1, page()))) {
      $0.watchedHistory.status = .loaded
      $0.watchedHistory.requestedPage = nil
    }
    await store.finish()
  }

  @Test func markingASeasonWatchedSkipsUnairedAndWatchedEpisodes() async {
    let log = LibraryLog()
    let library = LibraryClient(
      markWatched: { ids, date in
        log.record(.markWatched(ids, at: date))
        return LibraryChange(kind: .watched, episodes: ids, watchesAdded: ids.count)
      },
      loadHistory: { _, _, _ in HistoryPage(items: [], totalCount: 0) })
    var initial = stateWithHistoryLoaded()
    initial.shows[1] = Fixtures.lighthouse
    initial.showDetail.selectedShow = 1
    initial.showDetail.episodeIDs = Fixtures.episodes.map(\.ids)
    initial.episodes[Fixtures.ids(12)]?.watchedAt = Fixtures.aired(20)
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: .test(library)))
    let saved = LibraryChange(
      kind: .watched, showTitle: "The Lighthouse Keepers", episodes: [Fixtures.ids(11)],
      watchesAdded: 1)

    await store.send(.markSeasonAsWatched(show: 1, season: 1)) {
      $0.change = .working
      $0.episodes[Fixtures.ids(11)]?.watchedAt = Fixtures.now
      $0.episodes[Fixtures.ids(13)]?.watchedAt = Fixtures.now
    }
    // Season 2: S02E02 has not aired.
    await store.receive(
      .watchedSaved(
        LibraryChange(
          kind: .watched, showTitle: "The Lighthouse Keepers",
          episodes: [Fixtures.ids(11), Fixtures.ids(13)], watchesAdded: 2))
    ) {
      $0.change = .marked(
        LibraryChange(
          kind: .watched, showTitle: "The Lighthouse Keepers",
          episodes: [Fixtures.ids(11), Fixtures.ids(13)], watchesAdded: 2))
    }
    await store.receive(.history(.reloadRequested)) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.history(.pageLoaded(page: 1, page()))) {
      $0.watchedHistory.status = .loaded
      $0.watchedHistory.requestedPage = nil
    }

    await store.send(.markSeasonAsWatched(show: 1, season: 2)) {
      $0.change = .working
      $0.episodes[Fixtures.ids(21)]?.watchedAt = Fixtures.now
    }
    await store.receive(.watchedSaved(saved.with(episodes: [Fixtures.ids(21)]))) {
      $0.change = .marked(saved.with(episodes: [Fixtures.ids(21)]))
    }
    await store.receive(.history(.reloadRequested)) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.history(.pageLoaded(page: 1, page()))) {
      $0.watchedHistory.status = .loaded
      $0.watchedHistory.requestedPage = nil
    }
    await store.finish()
    #expect(
      log.entries == [
        .markWatched([Fixtures.ids(11), Fixtures.ids(13)], at: Fixtures.now),
        .markWatched([Fixtures.ids(21)], at: Fixtures.now),
      ])
  }

  @Test func markingASeasonOfAnotherShowThanTheOneOnScreenIsRefusedAndMarksNothing() async {
    let log = LibraryLog()
    let library = LibraryClient(markWatched: { ids, date in
      log.record(.markWatched(ids, at: date))
      return LibraryChange(kind: .watched, episodes: ids, watchesAdded: ids.count)
    })
    // The show screen shows Pixel Street when a mark for a season of show 1 arrives (sent
    // before the user opened another show).
    var initial = stateWithHistoryLoaded()
    let pixelStreet = [
      Episode(
        ids: Fixtures.ids(31, show: 2), season: 1, number: 1, title: "Boot",
        firstAired: Fixtures.aired(3_000)),
      Episode(
        ids: Fixtures.ids(32, show: 2), season: 1, number: 2, title: "Reboot",
        firstAired: Fixtures.aired(3_007)),
    ]
    for episode in pixelStreet { initial.episodes[episode.ids] = episode }
    initial.showDetail.selectedShow = 2
    initial.showDetail.episodeIDs = pixelStreet.map(\.ids)
    initial.shows[1] = Fixtures.lighthouse
    initial.shows[2] = Fixtures.webSeries
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: .test(library)))

    // The status line names the show the mark was for, not the one on screen.
    await store.send(.markSeasonAsWatched(show: 1, season: 1)) {
      $0.change = .failed(.showNotOpen("The Lighthouse Keepers"))
    }
    await store.send(.markSeasonAsNotWatched(show: 1, season: 1))
    // On the open show: a season it does not have; a show the library does not have.
    await store.send(.markSeasonAsWatched(show: 2, season: 9)) {
      $0.change = .failed(.noSuchSeason(show: Fixtures.webSeries.title, season: 9))
    }
    await store.send(.markSeasonAsNotWatched(show: 77, season: 1)) {
      $0.change = .failed(.library(.showMissing(77)))
    }
    await store.finish()
    #expect(
      "\(AppError.showNotOpen("The Lighthouse Keepers"))"
        == "The Lighthouse Keepers is not the show open now: open it again and mark the season "
        + "there")
    #expect(log.entries.isEmpty)
    #expect(store.state.episodes[Fixtures.ids(31, show: 2)]?.watchedAt == nil)
  }

  @Test func markingEpisodesWatchedAtADateSavesThemInOneCall() async {
    let library = FakeLibrary()
    let store = TestStore(
      initialState: Fixtures.openShow(), reducer: appReducer(dependencies: .test(library.client)))
    let date = Fixtures.aired(30)
    let season1 = [Fixtures.ids(11), Fixtures.ids(12), Fixtures.ids(13)]
    let title = "The Lighthouse Keepers"

    let mark = WatchRequest(show: "1", selection: .season(1), watched: true, watchedAt: date)
    await store.send(.watchRequested(mark)) { $0.change = .working }
    await store.receive(.watchRequestLoaded(mark, Fixtures.details)) {
      for ids in season1 { $0.episodes[ids]?.watchedAt = date }
    }
    let marked = LibraryChange(
      kind: .watched, showTitle: title, episodes: season1, watchesAdded: 3)
    await store.receive(.watchedSaved(marked)) { $0.change = .marked(marked) }
    await store.receive(.showDetail(.reloadRequested))
    await store.receive(.showDetail(.loaded(library.current)))

    let unmark = WatchRequest(show: "1", selection: .season(1), watched: false)
    await store.send(.watchRequested(unmark)) { $0.change = .working }
    await store.receive(.watchRequestLoaded(unmark, library.current)) {
      for ids in season1 { $0.episodes[ids]?.watchedAt = nil }
    }
    let unmarked = LibraryChange(
      kind: .unwatched, showTitle: title, episodes: season1, watchesRemoved: 3)
    await store.receive(.watchedSaved(unmarked)) { $0.change = .marked(unmarked) }
    await store.receive(.showDetail(.reloadRequested))
    await store.receive(.showDetail(.loaded(Fixtures.details)))
    await store.finish()

    #expect(
      library.log.entries == [
        .resolveShow("1"), .loadShow(1), .markWatched(season1, at: date), .loadShow(1),
        .resolveShow("1"), .loadShow(1), .unmarkWatched(season1), .loadShow(1),
      ])
  }

  @Test func searchResultsOfAnOutdatedQueryAreIgnored() async {
    let result = ShowSearchResult(
      show: Fixtures.lighthouse, progress: ShowProgress(watched: 1, aired: 5))
    let found = SearchPage(results: [result], totalCount: 7)
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(LibraryClient(search: { _, _ in found }))))
    await store.send(.search(.queryChanged("light"))) {
      $0.search.query = "light"
      $0.search.status = .loading
    }
    await store.receive(.search(.resultsLoaded(query: "light", found))) {
      $0.search.results = [result]
      $0.search.totalCount = 7
      $0.search.status = .loaded
    }
    await store.send(.search(.resultsLoaded(query: "lig", SearchPage(results: []))))
    await store.finish()
  }

  @Test func searchesAskForTheLimitAndAtLeastOneResult() async {
    let log = LibraryLog()
    let library = LibraryClient(search: { query, limit in
      log.record(.search(query, limit: limit))
      return SearchPage(results: [])
    })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.search(.limitChanged(5))) { $0.search.limit = 5 }
    await store.send(.search(.queryChanged("fog"))) {
      $0.search.query = "fog"
      $0.search.status = .loading
    }
    await store.receive(.search(.resultsLoaded(query: "fog", SearchPage(results: [])))) {
      $0.search.status = .loaded
    }
    await store.send(.search(.limitChanged(0))) { $0.search.limit = 1 }
    await store.finish()
    #expect(log.entries == [.search("fog", limit: 5)])
  }

  @Test func clearingTheQueryCancelsTheSearchInFlight() async {
    var dependencies = AppDependencies.test(
      LibraryClient(search: { _, _ in SearchPage(results: []) }))
    dependencies.searchDebounce = .seconds(30)
    var initial = AppState(today: Fixtures.today)
    initial.search.totalCount = 3
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: dependencies))
    await store.send(.search(.queryChanged("x"))) {
      $0.search.query = "x"
      $0.search.status = .loading
    }
    await store.send(.search(.queryChanged(""))) {
      $0.search.query = ""
      $0.search.totalCount = 0
      $0.search.status = .idle
    }
    await store.finish(timeout: .milliseconds(500))
  }

  @Test func aQueryTooLongIsRefusedWithoutAskingTheLibrary() async {
    let log = LibraryLog()
    let library = LibraryClient(search: { query, limit in
      log.record(.search(query, limit: limit))
      return SearchPage(results: [])
    })
    var initial = AppState(today: Fixtures.today)
    initial.search.totalCount = 3
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: .test(library)))
    let words = Array(repeating: "a", count: 4000).joined(separator: " ")
    await store.send(.search(.queryChanged(words))) {
      $0.search.query = words
      $0.search.totalCount = 0
      $0.search.status = .failed(.queryTooLong(words: 4000, characters: 7999))
    }
    await store.send(.search(.submitted))
    let long = String(repeating: "x", count: SearchState.maxQueryCharacters + 1)
    await store.send(.search(.queryChanged(long))) {
      $0.search.query = long
      $0.search.status = .failed(.queryTooLong(words: 1, characters: 201))
    }
    let longest = Array(repeating: "ab", count: SearchState.maxQueryWords).joined(separator: " ")
    await store.send(.search(.queryChanged(longest))) {
      $0.search.query = longest
      $0.search.status = .loading
    }
    await store.receive(.search(.resultsLoaded(query: longest, SearchPage(results: [])))) {
      $0.search.status = .loaded
    }
    await store.finish()
    #expect(log.entries == [.search(longest, limit: 25)])
    #expect(
      "\(AppError.queryTooLong(words: 4000, characters: 7999))"
        == "a search is at most 12 words and 200 characters, not 4000 words and 7999 characters: "
        + "search for a few words of the title")
  }

  @Test func historyPagesMoveWithinBounds() async {
    var initial = AppState(today: Fixtures.today)
    initial.watchedHistory.totalCount = 30
    initial.watchedHistory.page = 2
    initial.watchedHistory.status = .loaded
    let store = TestStore(
      initialState: initial,
      reducer: appReducer(
        dependencies: .test(
          LibraryClient(loadHistory: { _, _, _ in HistoryPage(items: [], totalCount: 30) }))))
    await store.send(.history(.pageMoved(by: 1)))  // already on the last page: nothing
    await store.send(.history(.pageMoved(by: -1))) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.history(.pageLoaded(page: 1, page(total: 30)))) {
      $0.watchedHistory.page = 1
      $0.watchedHistory.requestedPage = nil
      $0.watchedHistory.status = .loaded
    }
    await store.send(.history(.pageMoved(by: -1)))  // already on the first page: nothing
    await store.finish()
  }

  @Test func closingAShowGoesBackToTheScreenItWasOpenedFrom() async {
    var initial = AppState(today: Fixtures.today)
    initial.navigation.screen = .showDetail
    initial.showDetail.returnScreen = .search
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: .test))
    await store.send(.showDetail(.closed)) { $0.navigation.screen = .search }
    await store.finish()
  }

  @Test func aFailedImportKeepsItsError() async {
    let request = ImportRequest(format: .trakt, source: "bad.json", data: Data("{".utf8))
    let error = LibraryError.invalidImport(source: "bad.json", location: nil, reason: "not JSON")
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(
        dependencies: .test(LibraryClient(importFile: { _ in throw error }))))
    await store.send(.importing(.started(request))) { $0.lastImport = .running(source: "bad.json") }
    await store.receive(.importing(.failed(source: "bad.json", .library(error)))) {
      $0.lastImport = .failed(source: "bad.json", .library(error))
    }
    await store.finish()
    #expect(
      Connectors.ImportConnector().connect(state: store.state)
        == .failed(message: "bad.json: not JSON"))
  }

  @Test func anExportHandsOverTheDocumentOrItsError() async {
    let document = Data(#"[{"watched_at":"2023-11-14"}]"#.utf8)
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(
        dependencies: .test(LibraryClient(exportLibrary: { document }))))
    await store.send(.exporting(.started)) { $0.export = .running }
    await store.receive(.exporting(.finished(document))) { $0.export = .finished(document) }
    await store.finish()
    #expect(Connectors.ExportConnector().connect(state: store.state) == .document(document))

    let failing = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(
        dependencies: .test(LibraryClient(exportLibrary: { throw LibraryError.locked }))))
    await failing.send(.exporting(.started)) { $0.export = .running }
    await failing.receive(.exporting(.failed(.library(.locked)))) {
      $0.export = .failed(.library(.locked))
    }
    await failing.finish()
  }

  @Test func aTraktFilesExportHandsOverTheFilesByName() async {
    let files = [
      DataFile(name: "watched-history.json", data: Data("[]".utf8)),
      DataFile(name: "lists-watchlist.json", data: Data("[]".utf8)),
    ]
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(LibraryClient(exportTraktFiles: { files }))))
    let connector = Connectors.ExportConnector()
    #expect(connector.connect(action: .traktFilesRequested) == .exporting(.traktFilesStarted))
    await store.send(.exporting(.traktFilesStarted)) { $0.export = .running }
    #expect(connector.connect(state: store.state) == .running)
    await store.receive(.exporting(.traktFilesFinished(files))) { $0.export = .files(files) }
    await store.finish()
    #expect(connector.connect(state: store.state) == .files(files))
  }
}

struct CocoaLikeError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

extension LibraryChange {
  /// The same change, of other episodes, each watched once.
  func with(episodes: [Ids]) -> LibraryChange {
    var change = self
    change.episodes = episodes
    change.watchesAdded = kind == .watched ? episodes.count : 0
    change.watchesRemoved = kind == .unwatched ? episodes.count : 0
    return change
  }
}

@MainActor
struct CatalogWriteTests {
  @Test func markingAnEpisodeWatchedKeepsSearchProgressInStep() async {
    var initial = AppState(today: Fixtures.today)
    initial.episodes[Fixtures.ids(11)] = Fixtures.episodes[0]
    initial.search.results = [
      ShowSearchResult(show: Fixtures.lighthouse, progress: ShowProgress(watched: 0, aired: 5))
    ]
    let store = Store(initialState: initial, reducer: appReducer(dependencies: .test))
    store.send(.markAsWatched(episode: Fixtures.ids(11), watched: true))
    #expect(store.state.search.results[0].progress == ShowProgress(watched: 1, aired: 5))
  }

  @Test func loadingAShowThatIsAlreadyLoadedLeavesTheCatalogRevisionsAlone() {
    var state = AppState(today: Fixtures.today)
    state.showDetail.selectedShow = 1
    let reducer = appReducer(dependencies: .test)
    let store = Store(initialState: state, reducer: reducer)
    store.send(.showDetail(.loaded(Fixtures.details)))
    let shows = store.state.$shows
    let episodes = store.state.$episodes
    store.send(.showDetail(.loaded(Fixtures.details)))
    #expect(store.state.$shows == shows)
    #expect(store.state.$episodes == episodes)
  }
}

@MainActor
struct ReviewRegressionTests {
  @Test func aFailedSaveReloadsTheOpenShowWithoutChangingTheScreen() async {
    var initial = AppState(today: Fixtures.today)
    initial.showDetail.selectedShow = 1
    initial.showDetail.status = .loaded
    initial.episodes[Fixtures.ids(11)] = Fixtures.episodes[0]
    initial.watchedHistory.status = .loaded
    let library = LibraryClient(
      loadShow: { _ in
        // Later than the history page, so the two responses arrive in the order received below.
        try await Task.sleep(for: .milliseconds(100))
        return Fixtures.details
      },
      markWatched: { _, _ in throw LibraryError.locked },
      loadHistory: { _, _, _ in HistoryPage(items: [], totalCount: 0) })
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: .test(library)))
    await store.send(.markAsWatched(episode: Fixtures.ids(11), watched: true)) {
      $0.change = .working
      $0.episodes[Fixtures.ids(11)]?.watchedAt = Fixtures.now
    }
    await store.receive(.watchedSaveFailed(episodes: [Fixtures.ids(11)], .library(.locked))) {
      $0.change = .failed(.library(.locked))
    }
    await store.receive(.history(.reloadRequested)) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.showDetail(.reloadRequested))
    await store.receive(.history(.pageLoaded(page: 1, HistoryPage(items: [], totalCount: 0)))) {
      $0.watchedHistory.status = .loaded
      $0.watchedHistory.requestedPage = nil
    }
    await store.receive(.showDetail(.loaded(Fixtures.details))) {
      $0.shows[1] = Fixtures.lighthouse
      for episode in Fixtures.episodes { $0.episodes[episode.ids] = episode }  // rolled back
      $0.showDetail.episodeIDs = Fixtures.episodes.map(\.ids)
      $0.showDetail.selectedSeason = 1
    }
    await store.finish()
    #expect(store.state.screen == .history)
  }

  @Test func reloadingAPagePastTheEndShowsTheLastPageInstead() async {
    var initial = AppState(today: Fixtures.today)
    initial.watchedHistory.pageSize = 20
    initial.watchedHistory.page = 2
    initial.watchedHistory.totalCount = 21
    initial.watchedHistory.status = .loaded
    let item = HistoryItem(
      show: Fixtures.lighthouse, episode: Fixtures.episodes[0], watchedAt: Fixtures.now)
    let log = LibraryLog()
    let library = LibraryClient(loadHistory: { show, limit, offset in
      log.record(.loadHistory(show: show, limit: limit, offset: offset))
      return HistoryPage(items: offset == 0 ? [item] : [], totalCount: 1)
    })
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: .test(library)))
    // The history shrank to one entry under page 2 (a watch was removed elsewhere).
    await store.send(.history(.reloadRequested)) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 2
    }
    await store.receive(.history(.pageLoaded(page: 1, HistoryPage(items: [item], totalCount: 1)))) {
      $0.watchedHistory.page = 1
      $0.watchedHistory.requestedPage = nil
      $0.watchedHistory.totalCount = 1
      $0.watchedHistory.entries = [WatchEvent(ids: item.episode.ids, watchedAt: Fixtures.now)]
      $0.watchedHistory.status = .loaded
      $0.episodes[item.episode.ids] = item.episode
      $0.shows[1] = Fixtures.lighthouse
    }
    await store.finish()
    #expect(
      log.entries == [
        .loadHistory(show: nil, limit: 20, offset: 20),
        .loadHistory(show: nil, limit: 20, offset: 0),
      ])
  }

  @Test func episodesWithNoAirDateCountAsAired() {
    let episode = Episode(ids: Fixtures.ids(99), season: 1, number: 1, title: "From Trakt")
    #expect(episode.hasAired(by: CalendarDay(daysSince1970: 0)))
  }
}
