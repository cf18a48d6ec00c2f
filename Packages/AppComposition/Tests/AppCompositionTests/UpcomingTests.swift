import AppComposition
import ReduxTesting
import Testing
import Upcoming

/// Upcoming's reducer and connector.
@MainActor
struct UpcomingTests {
  @Test func loadingEndsLoaded() async {
    let store = TestStore(
      initialState: AppState(today: Fixtures.today), reducer: appReducer(dependencies: .test))
    await store.send(.upcoming(.loadRequested)) { $0.upcoming.status = .loading }
    await store.receive(.upcoming(.loaded([]))) { $0.upcoming.status = .loaded }
    await store.finish()
  }

  @Test func theConnectorShowsTheItemsOnceLoaded() {
    let connector = Connectors.UpcomingConnector()
    var state = AppState(today: Fixtures.today)
    #expect(connector.connect(state: state).status == .loading)
    let inputs = connector.inputs(of: state)
    state.upcoming.items = ["One", "Two"]
    state.upcoming.status = .loaded
    #expect(connector.inputs(of: state) != inputs)
    #expect(connector.connect(state: state).rows.map(\.title) == ["One", "Two"])
  }

  @Test func everyViewActionMapsToItsAppAction() {
    #expect(
      Connectors.UpcomingConnector().connect(action: .rowSelected(id: "0"))
        == .upcoming(.loadRequested))
  }
}
