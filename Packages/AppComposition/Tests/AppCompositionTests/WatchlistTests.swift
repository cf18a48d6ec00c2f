import AppComposition
import ReduxTesting
import Testing
import Watchlist

/// Watchlist's reducer and connector.
@MainActor
struct WatchlistTests {
  @Test func loadingEndsLoaded() async {
    let store = TestStore(
      initialState: AppState(today: Fixtures.today), reducer: appReducer(dependencies: .test))
    await store.send(.watchlist(.loadRequested)) { $0.watchlist.status = .loading }
    await store.receive(.watchlist(.loaded([]))) { $0.watchlist.status = .loaded }
    await store.finish()
  }

  @Test func theConnectorShowsTheItemsOnceLoaded() {
    let connector = Connectors.WatchlistConnector()
    var state = AppState(today: Fixtures.today)
    #expect(connector.connect(state: state).status == .loading)
    let inputs = connector.inputs(of: state)
    state.watchlist.items = ["One", "Two"]
    state.watchlist.status = .loaded
    #expect(connector.inputs(of: state) != inputs)
    #expect(connector.connect(state: state).rows.map(\.title) == ["One", "Two"])
  }

  @Test func everyViewActionMapsToItsAppAction() {
    #expect(
      Connectors.WatchlistConnector().connect(action: .rowSelected(id: "0"))
        == .watchlist(.loadRequested))
  }
}
