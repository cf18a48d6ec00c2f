import AppComposition
import Foundation
import Identifiers
import Redux
import ReduxTesting
import Synchronization
import Testing

/// Records the library calls a test's effects make.
final class LibraryLog: Sendable {
  private let calls = Mutex<[String]>([])

  var entries: [String] { calls.withLock { $0 } }

  func record(_ call: String) {
    calls.withLock { $0.append(call) }
  }
}

@MainActor
struct ReducerTests {
  func dependencies(_ configure: (inout LibraryClient) -> Void) -> AppDependencies {
    var dependencies = AppDependencies.test
    configure(&dependencies.library)
    return dependencies
  }

  func page(_ items: [HistoryItem] = [], total: Int = 0) -> HistoryPage {
    HistoryPage(items: items, totalCount: total)
  }

  @Test func openingAShowLoadsItAndSelectsTheSeasonToWatchNext() async {
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer(dependencies: dependencies { $0.loadShow = { _ in Fixtures.details } }))
    await store.send(.showDetail(.opened(1))) {
      $0.showDetail.selectedShow = 1
      $0.showDetail.status = .loading
      $0.screen = .showDetail
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

  @Test func markAsWatchedUpdatesAtOnceSavesThenRefreshesHistory() async {
    let log = LibraryLog()
    let reducer = appReducer(
      dependencies: dependencies {
        $0.setWatched = { ids, date in log.record("setWatched \(ids.count) \(date != nil)") }
        $0.loadHistory = { _, limit, offset in
          log.record("loadHistory \(limit) \(offset)")
          return HistoryPage(items: [], totalCount: 0)
        }
      })
    var initial = AppState()
    for episode in Fixtures.episodes { initial.episodes[episode.ids] = episode }
    let store = TestStore(initialState: initial, reducer: reducer)
    let fog = Fixtures.ids(12)

    await store.send(.markAsWatched(episode: fog, watched: true)) {
      $0.episodes[fog]?.watchedAt = AppDependencies.test.now()
    }
    await store.receive(.watchedSaved(episodes: [fog], watchedAt: AppDependencies.test.now()))
    await store.receive(.history(.pageRequested(1))) { $0.watchedHistory.status = .loading }
    await store.receive(.history(.pageLoaded(page: 1, page()))) {
      $0.watchedHistory.status = .loaded
    }
    await store.finish()
    #expect(log.entries == ["setWatched 1 true", "loadHistory 20 0"])
  }

  @Test func aFailedSaveIsReportedAndTheScreensReload() async {
    let reducer = appReducer(
      dependencies: dependencies {
        $0.setWatched = { _, _ in throw CocoaLikeError(message: "disk full") }
        $0.loadHistory = { _, _, _ in HistoryPage(items: [], totalCount: 0) }
      })
    var initial = AppState()
    initial.episodes[Fixtures.ids(11)] = Fixtures.episodes[0]
    let store = TestStore(initialState: initial, reducer: reducer)
    await store.send(.markAsWatched(episode: Fixtures.ids(11), watched: true)) {
      $0.episodes[Fixtures.ids(11)]?.watchedAt = AppDependencies.test.now()
    }
    await store.receive(.watchedSaveFailed(episodes: [Fixtures.ids(11)], message: "disk full")) {
      $0.saveFailure = "disk full"
    }
    await store.receive(.history(.pageRequested(1))) { $0.watchedHistory.status = .loading }
    await store.receive(.history(.pageLoaded(page: 1, page()))) {
      $0.watchedHistory.status = .loaded
    }
    await store.finish()
  }

  @Test func markingASeasonWatchedSkipsUnairedAndWatchedEpisodes() async {
    let log = LibraryLog()
    let reducer = appReducer(
      dependencies: dependencies {
        $0.setWatched = { ids, _ in log.record(ids.map { "\($0.episode)" }.joined(separator: ",")) }
        $0.loadHistory = { _, _, _ in HistoryPage(items: [], totalCount: 0) }
      })
    var initial = AppState()
    for episode in Fixtures.episodes { initial.episodes[episode.ids] = episode }
    initial.showDetail.selectedShow = 1
    initial.showDetail.episodeIDs = Fixtures.episodes.map(\.ids)
    let store = TestStore(initialState: initial, reducer: reducer)
    await store.send(.markSeasonAsWatched(show: 1, season: 2)) {
      $0.episodes[Fixtures.ids(21)]?.watchedAt = AppDependencies.test.now()
    }
    await store.receive(
      .watchedSaved(episodes: [Fixtures.ids(21)], watchedAt: AppDependencies.test.now()))
    await store.receive(.history(.pageRequested(1))) { $0.watchedHistory.status = .loading }
    await store.receive(.history(.pageLoaded(page: 1, page()))) {
      $0.watchedHistory.status = .loaded
    }
    await store.finish()
    #expect(log.entries == ["21"])
  }

  @Test func markingEpisodesWatchedAtADateSavesThemInOneCall() async {
    let log = LibraryLog()
    let reducer = appReducer(
      dependencies: dependencies {
        $0.setWatched = { ids, date in
          log.record(
            "\(ids.map { "\($0.episode)" }.joined(separator: ",")) \(date?.description ?? "nil")")
        }
        $0.loadHistory = { _, _, _ in HistoryPage(items: [], totalCount: 0) }
      })
    var initial = AppState()
    for episode in Fixtures.episodes { initial.episodes[episode.ids] = episode }
    initial.saveFailure = "disk full"
    let store = TestStore(initialState: initial, reducer: reducer)
    let date = Fixtures.aired(30)
    let season1 = [Fixtures.ids(11), Fixtures.ids(12)]

    await store.send(.markEpisodesAsWatched(episodes: season1, watched: true, at: date)) {
      $0.saveFailure = nil
      for ids in season1 { $0.episodes[ids]?.watchedAt = date }
    }
    await store.receive(.watchedSaved(episodes: season1, watchedAt: date))
    await store.receive(.history(.pageRequested(1))) { $0.watchedHistory.status = .loading }
    await store.receive(.history(.pageLoaded(page: 1, page()))) {
      $0.watchedHistory.status = .loaded
    }

    await store.send(.markEpisodesAsWatched(episodes: season1, watched: false)) {
      for ids in season1 { $0.episodes[ids]?.watchedAt = nil }
    }
    await store.receive(.watchedSaved(episodes: season1, watchedAt: nil))
    await store.receive(.history(.pageRequested(1))) { $0.watchedHistory.status = .loading }
    await store.receive(.history(.pageLoaded(page: 1, page()))) {
      $0.watchedHistory.status = .loaded
    }

    await store.send(.markEpisodesAsWatched(episodes: [], watched: true))
    await store.finish()
    #expect(log.entries == ["11,12 \(date)", "11,12 nil"])
  }

  @Test func searchResultsOfAnOutdatedQueryAreIgnored() async {
    let result = ShowSearchResult(
      show: Fixtures.lighthouse, progress: ShowProgress(watched: 1, aired: 5))
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer(dependencies: dependencies { $0.search = { _, _ in [result] } }))
    await store.send(.search(.queryChanged("light"))) {
      $0.search.query = "light"
      $0.search.status = .loading
    }
    await store.receive(.search(.resultsLoaded(query: "light", [result]))) {
      $0.search.results = [result]
      $0.search.status = .loaded
    }
    await store.send(.search(.resultsLoaded(query: "lig", [])))
    await store.finish()
  }

  @Test func clearingTheQueryCancelsTheSearchInFlight() async {
    var dependencies = dependencies { $0.search = { _, _ in [] } }
    dependencies.searchDebounce = .seconds(30)
    let store = TestStore(initialState: AppState(), reducer: appReducer(dependencies: dependencies))
    await store.send(.search(.queryChanged("x"))) {
      $0.search.query = "x"
      $0.search.status = .loading
    }
    await store.send(.search(.queryChanged(""))) {
      $0.search.query = ""
      $0.search.status = .idle
    }
    await store.finish(timeout: .milliseconds(500))
  }

  @Test func historyPagesMoveWithinBounds() async {
    var initial = AppState()
    initial.watchedHistory.totalCount = 30
    initial.watchedHistory.page = 2
    let store = TestStore(
      initialState: initial,
      reducer: appReducer(
        dependencies: dependencies {
          $0.loadHistory = { _, _, _ in HistoryPage(items: [], totalCount: 30) }
        }))
    await store.send(.history(.pageMoved(by: 1)))  // already on the last page: nothing
    await store.send(.history(.pageMoved(by: -1)))
    await store.receive(.history(.pageRequested(1))) { $0.watchedHistory.status = .loading }
    await store.receive(.history(.pageLoaded(page: 1, page(total: 30)))) {
      $0.watchedHistory.page = 1
      $0.watchedHistory.status = .loaded
    }
    await store.finish()
  }

  @Test func closingAShowGoesBackToTheScreenItWasOpenedFrom() async {
    var initial = AppState()
    initial.screen = .showDetail
    initial.showDetail.returnScreen = .search
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: .test))
    await store.send(.showDetail(.closed)) { $0.screen = .search }
    await store.finish()
  }

  @Test func aFailedImportKeepsItsMessage() async {
    let request = ImportRequest(format: .trakt, source: "bad.json", data: Data("{".utf8))
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer(
        dependencies: dependencies {
          $0.importFile = { _ in throw CocoaLikeError(message: "bad.json: not JSON") }
        }))
    await store.send(.importing(.started(request))) { $0.lastImport = .running(source: "bad.json") }
    await store.receive(.importing(.failed(source: "bad.json", message: "bad.json: not JSON"))) {
      $0.lastImport = .failed(source: "bad.json", message: "bad.json: not JSON")
    }
    await store.finish()
  }
}

struct CocoaLikeError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

@MainActor
struct CatalogWriteTests {
  @Test func markingAnEpisodeWatchedKeepsSearchProgressInStep() async {
    var initial = AppState()
    initial.episodes[Fixtures.ids(11)] = Fixtures.episodes[0]
    initial.search.results = [
      ShowSearchResult(show: Fixtures.lighthouse, progress: ShowProgress(watched: 0, aired: 5))
    ]
    let store = Store(initialState: initial, reducer: appReducer(dependencies: .test))
    store.send(.markAsWatched(episode: Fixtures.ids(11), watched: true))
    #expect(store.state.search.results[0].progress == ShowProgress(watched: 1, aired: 5))
  }

  @Test func loadingAShowThatIsAlreadyLoadedLeavesTheCatalogRevisionsAlone() {
    var state = AppState()
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
    var initial = AppState()
    initial.screen = .history
    initial.showDetail.selectedShow = 1
    initial.showDetail.status = .loaded
    initial.episodes[Fixtures.ids(11)] = Fixtures.episodes[0]
    var dependencies = AppDependencies.test
    dependencies.library.setWatched = { _, _ in throw CocoaLikeError(message: "locked") }
    dependencies.library.loadHistory = { _, _, _ in HistoryPage(items: [], totalCount: 0) }
    dependencies.library.loadShow = { _ in
      // Later than the history page, so the two responses arrive in the order received below.
      try await Task.sleep(for: .milliseconds(100))
      return Fixtures.details
    }
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: dependencies))
    await store.send(.markAsWatched(episode: Fixtures.ids(11), watched: true)) {
      $0.episodes[Fixtures.ids(11)]?.watchedAt = AppDependencies.test.now()
    }
    await store.receive(.watchedSaveFailed(episodes: [Fixtures.ids(11)], message: "locked")) {
      $0.saveFailure = "locked"
    }
    await store.receive(.history(.pageRequested(1))) { $0.watchedHistory.status = .loading }
    await store.receive(.showDetail(.reloadRequested))
    await store.receive(.history(.pageLoaded(page: 1, HistoryPage(items: [], totalCount: 0)))) {
      $0.watchedHistory.status = .loaded
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

  @Test func aPagePastTheEndShowsTheLastPageInstead() async {
    var initial = AppState()
    initial.watchedHistory.pageSize = 20
    initial.watchedHistory.page = 2
    initial.watchedHistory.totalCount = 21
    let item = HistoryItem(
      show: Fixtures.lighthouse, episode: Fixtures.episodes[0], watchedAt: Fixtures.now)
    var dependencies = AppDependencies.test
    dependencies.library.loadHistory = { _, _, offset in
      HistoryPage(items: offset == 0 ? [item] : [], totalCount: 1)
    }
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: dependencies))
    await store.send(.history(.pageRequested(2))) { $0.watchedHistory.status = .loading }
    await store.receive(.history(.pageLoaded(page: 2, HistoryPage(items: [], totalCount: 1))))
    await store.receive(.history(.pageRequested(1)))
    await store.receive(.history(.pageLoaded(page: 1, HistoryPage(items: [item], totalCount: 1)))) {
      $0.watchedHistory.page = 1
      $0.watchedHistory.totalCount = 1
      $0.watchedHistory.entries = [WatchEvent(ids: item.episode.ids, watchedAt: Fixtures.now)]
      $0.watchedHistory.status = .loaded
      $0.episodes[item.episode.ids] = item.episode
      $0.shows[1] = Fixtures.lighthouse
    }
    await store.finish()
  }

  @Test func episodesWithNoAirDateCountAsAired() {
    let episode = Episode(ids: Fixtures.ids(99), season: 1, number: 1, title: "From Trakt")
    #expect(episode.hasAired(by: Date(timeIntervalSince1970: 0)))
  }
}
