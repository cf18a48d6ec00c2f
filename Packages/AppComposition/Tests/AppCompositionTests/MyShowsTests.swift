import AppComposition
import MyShows
import ReduxTesting
import Testing

/// My Shows's reducer and connector.
@MainActor
struct MyShowsTests {
  @Test func loadingEndsLoaded() async {
    let store = TestStore(
      initialState: AppState(today: Fixtures.today), reducer: appReducer(dependencies: .test))
    await store.send(.myShows(.loadRequested)) { $0.myShows.status = .loading }
    await store.receive(.myShows(.loaded([]))) { $0.myShows.status = .loaded }
    await store.finish()
  }

  @Test func theConnectorShowsTheItemsOnceLoaded() {
    let connector = Connectors.MyShowsConnector()
    var state = AppState(today: Fixtures.today)
    #expect(connector.connect(state: state).status == .loading)
    let inputs = connector.inputs(of: state)
    state.myShows.items = ["One", "Two"]
    state.myShows.status = .loaded
    #expect(connector.inputs(of: state) != inputs)
    #expect(connector.connect(state: state).rows.map(\.title) == ["One", "Two"])
  }

  @Test func everyViewActionMapsToItsAppAction() {
    #expect(
      Connectors.MyShowsConnector().connect(action: .rowSelected(id: "0"))
        == .myShows(.loadRequested))
  }
}
