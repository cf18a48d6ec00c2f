import AppComposition
import Foundation
import Identifiers
import LibraryClient
import Redux
import ReduxTesting
import Search
import Synchronization
import TVMazeClient
import Testing

/// The search asking TVMaze for its query when the user asks, and adding a show TVMaze has
/// (issue #43): the reducer through `TestStore` on stub clients (no network), and the
/// connector's view state.
@MainActor
struct SearchTVMazeTests {
  nonisolated static let severance = TVMazeShowSummary(
    id: 44778, name: "Severance", premiered: "2022-02-18", network: "Apple TV+")
  nonisolated static let severancePay = TVMazeShowSummary(id: 61234, name: "Severance Pay")
  nonisolated static let inLibrary = ShowSearchResult(
    show: Show(id: 3, title: "Severance Pay", tvmazeID: 61234),
    progress: ShowProgress(watched: 0, aired: 0))
  nonisolated static let saved = FetchedShowSaved(
    show: ShowCandidate(id: 9, title: "Severance", year: 2022),
    report: ImportReport(showsAdded: 1, episodesAdded: 19))

  func dependencies(_ library: LibraryClient, _ tvmaze: TVMazeClient) -> AppDependencies {
    var dependencies = AppDependencies.test(library)
    dependencies.tvmaze = tvmaze
    return dependencies
  }

  func view(_ state: AppState) -> SearchView.State {
    Connectors.SearchConnector().connect(state: state)
  }

  @Test func tvmazeIsAskedOnlyWhenTheUserAsksAndItsShowsTheLibraryListsAreLeftOut() async {
    let asked = Mutex<[String]>([])
    let tvmaze = TVMazeClient(searchShows: { query in
      asked.withLock { $0.append(query) }
      return [Self.severance, Self.severancePay]
    })
    let page = SearchPage(results: [Self.inLibrary])
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(
        dependencies: dependencies(LibraryClient(search: { _, _ in page }), tvmaze)))
    await store.send(.search(.queryChanged("severance"))) {
      $0.search.query = "severance"
      $0.search.status = .loading
    }
    await store.receive(.search(.resultsLoaded(query: "severance", page))) {
      $0.search.results = [Self.inLibrary]
      $0.search.totalCount = 1
      $0.search.status = .loaded
    }
    #expect(asked.withLock { $0 }.isEmpty)
    #expect(view(store.state).tvmaze == .notAsked)

    await store.send(.search(.tvmazeRequested)) { $0.search.tvmaze = .loading }
    #expect(view(store.state).loadPhase == .loading)
    await store.receive(
      .search(.tvmazeLoaded(query: "severance", [Self.severance, Self.severancePay]))
    ) { $0.search.tvmaze = .loaded([Self.severance, Self.severancePay]) }
    #expect(asked.withLock { $0 } == ["severance"])
    let shown = view(store.state)
    #expect(
      shown.tvmaze
        == .results([
          SearchView.State.TVMazeResult(
            tvmazeID: 44778, title: "Severance", year: "2022", channel: "Apple TV+")
        ]))
    #expect(shown.rows.map(\.id) == [.library(3), .tvmaze(44778)])

    // A new query forgets TVMaze's answer: it was for the query before.
    await store.send(.search(.queryChanged("sev"))) {
      $0.search.query = "sev"
      $0.search.status = .loading
      $0.search.tvmaze = .idle
    }
    await store.receive(.search(.resultsLoaded(query: "sev", page))) {
      $0.search.status = .loaded
    }
    await store.finish()
  }

  @Test func anAnswerForAnOlderQueryIsIgnoredAndAFailureIsOneLine() async {
    let tvmaze = TVMazeClient(searchShows: { _ in
      throw TVMazeError.offline(host: "api.tvmaze.com")
    })
    var initial = AppState(today: Fixtures.today)
    initial.search.status = .loaded
    var store = TestStore(
      initialState: initial,
      reducer: appReducer(dependencies: dependencies(.unimplemented, tvmaze)))
    // No query: nothing to ask.
    await store.send(.search(.tvmazeRequested))
    initial.search.query = "severance"
    store = TestStore(
      initialState: initial,
      reducer: appReducer(dependencies: dependencies(.unimplemented, tvmaze)))
    await store.send(.search(.tvmazeLoaded(query: "old", [Self.severance])))
    #expect(view(store.state).tvmaze == .notAsked)
    await store.send(.search(.tvmazeRequested)) { $0.search.tvmaze = .loading }
    await store.receive(
      .search(.tvmazeFailed(query: "severance", .tvmaze(.offline(host: "api.tvmaze.com"))))
    ) { $0.search.tvmaze = .failed(.tvmaze(.offline(host: "api.tvmaze.com"))) }
    await store.finish()
    #expect(
      view(store.state).tvmaze
        == .failed(
          message: "Searching TVMaze failed: cannot reach TVMaze at api.tvmaze.com: "
            + "this computer is offline"))
  }

  @Test func addingFetchesTheShowSavesItAsAddedAndSearchesTheLibraryAgain() async {
    let saves = Mutex<[FetchedShow]>([])
    let searches = Mutex(0)
    let library = LibraryClient(
      search: { _, _ in
        searches.withLock { $0 += 1 }
        return SearchPage(results: [])
      },
      saveFetchedShow: { show in
        saves.withLock { $0.append(show) }
        return Self.saved
      })
    let tvmaze = TVMazeClient(show: { id in
      TVMazeShowDocument(
        id: id, name: "Severance", updated: 1, episodeCount: 19, body: Data(#"{"id":1}"#.utf8))
    })
    var initial = AppState(today: Fixtures.today)
    initial.search.query = "severance"
    initial.search.status = .loaded
    initial.search.tvmaze = .loaded([Self.severance])
    let store = TestStore(
      initialState: initial, reducer: appReducer(dependencies: dependencies(library, tvmaze)))
    await store.send(.search(.addRequested(tvmazeID: 44778))) {
      $0.search.adding = .working(tvmazeID: 44778)
    }
    await store.receive(.search(.addFinished(Self.saved))) { $0.search.adding = .added(Self.saved) }
    await store.receive(.search(.resultsLoaded(query: "severance", SearchPage(results: []))))
    // TVMaze's answer stays: the query is the same.
    #expect(store.state.search.tvmaze == .loaded([Self.severance]))
    await store.finish()
    let save = saves.withLock { $0 }
    #expect(save.map(\.added) == [true])
    #expect(save.map(\.source) == ["TVMaze show 44778"])
    #expect(searches.withLock { $0 } == 1)
    #expect(
      view(store.state).adding
        == .added(
          show: 9, message: "Added Severance (2022) from TVMaze: 19 episodes; following it"))
  }

  @Test func anAddThatFailsSaysSoInOneLine() async {
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(
        dependencies: dependencies(
          .unimplemented, TVMazeClient(show: { _ in throw TVMazeError.notFound(path: "/shows/5") }))
      ))
    await store.send(.search(.addRequested(tvmazeID: 5))) {
      $0.search.adding = .working(tvmazeID: 5)
    }
    await store.receive(.search(.addFailed(.noTVMazeShow(5)))) {
      $0.search.adding = .failed(.noTVMazeShow(5))
    }
    await store.finish()
    guard case .failed(let message) = view(store.state).adding else {
      Issue.record("the add did not fail")
      return
    }
    #expect(message.hasPrefix("Nothing was added: "))
    #expect(!message.contains("\n"))
  }
}
