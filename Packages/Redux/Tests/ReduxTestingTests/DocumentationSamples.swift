// The code samples of the Redux documentation articles (`Sources/Redux/Redux.docc`), compiled and
// run. Each ```swift block of an article appears here verbatim (up to indentation);
// `Docs/check-doc-samples.py`, run by `Docs/build-docs.sh`, fails when one does not.

import Redux
import ReduxTesting
import Testing

// MARK: - Getting started: state, actions, reducer

struct WatchlistState: Equatable, Sendable, RestorableState {
  @Tracked var titles: [String] = []
  @Tracked var query = ""
  @Tracked var results: [String] = []
}

enum WatchlistAction: Equatable, Sendable {
  case titleAdded(String)
  case titleRemoved(at: Int)
  case queryChanged(String)
  case resultsLoaded([String])
  case searchCancelled
  case snapshotRestored(WatchlistState)
}

struct TitleCatalog: Sendable {
  var search: @Sendable (String) async -> [String]
}

struct TitleSearchID: Hashable, Sendable {}

func watchlistReducer(catalog: TitleCatalog) -> Reducer<WatchlistState, WatchlistAction> {
  Reducer { state, action in
    switch action {
    case .titleAdded(let title):
      state.titles.append(title)
      return .none
    case .titleRemoved(let index):
      state.titles.remove(at: index)
      return .none
    case .queryChanged(let query):
      state.query = query
      return .run { send in
        let results = await catalog.search(query)
        await send(.resultsLoaded(results))
      }
      .cancellable(id: TitleSearchID(), cancelInFlight: true)
    case .resultsLoaded(let results):
      state.results = results
      return .none
    case .searchCancelled:
      return .cancel(id: TitleSearchID())
    case .snapshotRestored(let snapshot):
      state.restore(snapshot)
      return .none
    }
  }
}

// MARK: - Getting started: the view's own state and actions, and a connector

enum WatchlistView {
  struct State: Equatable, Sendable {
    var rows: [String]
    var countText: String
  }

  enum Action: Equatable {
    case addButtonTapped(title: String)
    case rowSwipedAway(index: Int)
  }

  typealias ViewModel = Store<State, Action>
}

struct WatchlistConnector: Connector {
  func connect(state: WatchlistState) -> WatchlistView.State {
    WatchlistView.State(rows: state.titles, countText: "\(state.titles.count) to watch")
  }

  func connect(action: WatchlistView.Action) -> WatchlistAction {
    switch action {
    case .addButtonTapped(let title): .titleAdded(title)
    case .rowSwipedAway(let index): .titleRemoved(at: index)
    }
  }
}

// MARK: - Connectors and derived stores: inputs

extension WatchlistConnector: InputTrackingConnector {
  func inputs(of state: WatchlistState) -> Revision {
    state.$titles
  }
}

enum SearchView {
  struct State: Equatable, Sendable {
    var heading: String
    var rows: [String]
  }

  enum Action: Equatable {
    case queryTyped(String)
  }
}

struct SearchConnector: InputTrackingConnector {
  struct Inputs: Equatable {
    var query: Revision
    var results: Revision
  }

  func inputs(of state: WatchlistState) -> Inputs {
    Inputs(query: state.$query, results: state.$results)
  }

  func connect(state: WatchlistState) -> SearchView.State {
    SearchView.State(heading: "Results for \(state.query)", rows: state.results)
  }

  func connect(action: SearchView.Action) -> WatchlistAction {
    switch action {
    case .queryTyped(let query): .queryChanged(query)
    }
  }
}

// MARK: - Previews with stub stores

extension WatchlistView.State {
  static let previewFixtures: [PreviewFixture<WatchlistView.State>] = [
    PreviewFixture("empty", WatchlistView.State(rows: [], countText: "0 to watch")),
    PreviewFixture(
      "populated",
      WatchlistView.State(rows: ["Severance", "Slow Horses"], countText: "2 to watch")),
  ]
}

// MARK: - The samples, run

@MainActor
struct DocumentationSampleTests {
  @Test func addingATitleShowsARow() {
    let store = Store(
      initialState: WatchlistState(),
      reducer: watchlistReducer(catalog: TitleCatalog(search: { _ in [] })))
    let viewModel: WatchlistView.ViewModel = store.connect(using: WatchlistConnector())
    var drawn: [String] = []
    let subscription = viewModel.observe { state in drawn.append(state.countText) }

    viewModel.send(.addButtonTapped(title: "Severance"))

    #expect(viewModel.state.rows == ["Severance"])
    #expect(drawn == ["1 to watch"])
    subscription.cancel()
  }

  @Test func aViewModelShowsAndSendsThroughItsConnector() {
    let store = Store(
      initialState: WatchlistState(),
      reducer: watchlistReducer(catalog: TitleCatalog(search: { _ in [] })))
    let viewModel: WatchlistView.ViewModel = store.connect(using: WatchlistConnector())

    viewModel.send(.addButtonTapped(title: "Severance"))

    #expect(viewModel.state.rows == ["Severance"])
    #expect(viewModel.state.countText == "1 to watch")
  }

  @Test func aCallerAwaitsTheEffectsOfTheActionItSent() async {
    let catalog = TitleCatalog(search: { query in ["\(query): Severance"] })
    let store = Store(initialState: WatchlistState(), reducer: watchlistReducer(catalog: catalog))
    await store.send(.queryChanged("sev")).finish()
    #expect(store.state.results == ["sev: Severance"])
  }

  @Test func theSearchScreenFollowsItsTwoSlices() async {
    let catalog = TitleCatalog(search: { query in ["\(query): Severance"] })
    let store = Store(initialState: WatchlistState(), reducer: watchlistReducer(catalog: catalog))
    let search = store.connect(using: SearchConnector())

    search.send(.queryTyped("sev"))
    #expect(search.state.heading == "Results for sev")
    await store.effectsFinished()

    #expect(search.state.rows == ["sev: Severance"])
    store.send(.titleAdded("Severance"))
    #expect(search.metrics.derivations == 3)
  }

  @Test func everyConnectorSkipIsChecked() async {
    let catalog = TitleCatalog(search: { query in ["\(query): Severance"] })
    let store = TestStore(
      initialState: WatchlistState(), reducer: watchlistReducer(catalog: catalog))
    store.checkConnector(WatchlistConnector())
    store.checkConnector(SearchConnector())

    await store.send(.titleAdded("Severance")) {
      $0.titles = ["Severance"]
    }
    await store.send(.queryChanged("sev")) {
      $0.query = "sev"
    }
    await store.receive(
      { if case .resultsLoaded = $0 { true } else { false } },
      assert: { $0.results = ["sev: Severance"] })
    await store.finish()
  }

  @Test func addingATitleChangesTheTitles() async {
    let store = TestStore(
      initialState: WatchlistState(),
      reducer: watchlistReducer(catalog: TitleCatalog(search: { _ in [] })))

    await store.send(.titleAdded("Severance")) {
      $0.titles = ["Severance"]
    }
    await store.finish()
  }

  @Test func searchingShowsTheResults() async {
    let catalog = TitleCatalog(search: { query in ["\(query): Severance"] })
    let store = TestStore(
      initialState: WatchlistState(), reducer: watchlistReducer(catalog: catalog))

    await store.send(.queryChanged("sev")) {
      $0.query = "sev"
    }
    await store.receive(.resultsLoaded(["sev: Severance"])) {
      $0.results = ["sev: Severance"]
    }
    await store.finish()
  }

  @Test func aCancelledSearchSendsNothing() async {
    let catalog = TitleCatalog(search: { query in
      try? await Task.sleep(for: .seconds(10))
      return [query]
    })
    let store = TestStore(
      initialState: WatchlistState(), reducer: watchlistReducer(catalog: catalog))

    await store.send(.queryChanged("sev")) {
      $0.query = "sev"
    }
    await store.send(.searchCancelled)
    await store.finish()
  }

  @Test func typingAQueryRunsNoWatchlistConnector() {
    let store = Store(
      initialState: WatchlistState(),
      reducer: watchlistReducer(catalog: TitleCatalog(search: { _ in [] })))
    let viewModel = store.connect(using: WatchlistConnector())
    let derivations = viewModel.metrics.derivations

    store.send(.queryChanged("sev"))  // `titles` kept its revision: the connector is skipped
    #expect(viewModel.metrics.derivations == derivations)

    store.send(.titleAdded("Severance"))  // `titles` took a new revision: the connector runs
    #expect(viewModel.metrics.derivations == derivations + 1)
  }

  @Test func restoringASnapshotUpdatesTheView() {
    let store = Store(
      initialState: WatchlistState(),
      reducer: watchlistReducer(catalog: TitleCatalog(search: { _ in [] })))
    let viewModel = store.connect(using: WatchlistConnector())
    let saved = store.state

    store.send(.titleAdded("Severance"))
    store.send(.snapshotRestored(saved))

    #expect(viewModel.state.rows == [])
  }

  @Test func aStubStoreShowsAFixtureAndRecordsWhatIsSent() throws {
    let fixture = try #require(WatchlistView.State.previewFixtures.fixture(named: "populated"))
    var sent: [WatchlistView.Action] = []
    let viewModel = WatchlistView.ViewModel.stub(fixture.state) { sent.append($0) }

    viewModel.send(.rowSwipedAway(index: 0))

    #expect(viewModel.state.rows == ["Severance", "Slow Horses"])
    #expect(sent == [.rowSwipedAway(index: 0)])
  }
}
