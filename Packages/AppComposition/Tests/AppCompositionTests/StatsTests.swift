import AppComposition
import ReduxTesting
import Stats
import Testing

/// Stats's reducer and connector.
@MainActor
struct StatsTests {
  @Test func loadingEndsLoaded() async {
    let store = TestStore(
      initialState: AppState(today: Fixtures.today), reducer: appReducer(dependencies: .test))
    await store.send(.stats(.loadRequested)) { $0.stats.status = .loading }
    await store.receive(.stats(.loaded([]))) { $0.stats.status = .loaded }
    await store.finish()
  }

  @Test func theConnectorShowsTheItemsOnceLoaded() {
    let connector = Connectors.StatsConnector()
    var state = AppState(today: Fixtures.today)
    #expect(connector.connect(state: state).status == .loading)
    let inputs = connector.inputs(of: state)
    state.stats.items = ["One", "Two"]
    state.stats.status = .loaded
    #expect(connector.inputs(of: state) != inputs)
    #expect(connector.connect(state: state).rows.map(\.title) == ["One", "Two"])
  }

  @Test func everyViewActionMapsToItsAppAction() {
    #expect(
      Connectors.StatsConnector().connect(action: .rowSelected(id: "0"))
        == .stats(.loadRequested))
  }
}
