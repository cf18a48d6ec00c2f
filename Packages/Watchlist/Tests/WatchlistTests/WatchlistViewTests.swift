import Redux
import Testing
import Watchlist

@MainActor
struct WatchlistViewTests {
  @Test func previewFixturesCoverEveryStateByName() {
    let fixtures = WatchlistView.State.previewFixtures
    #expect(fixtures.map(\.name) == ["empty", "loading", "populated", "error", "long"])
    #expect(fixtures.fixture(named: "long")?.state.rows.count == 30)
    #expect(WatchlistView.State.loading.status == .loading)
  }

  @Test func stubViewModelShowsAFixtureAndReportsActions() throws {
    var sent: [WatchlistView.Action] = []
    let viewModel = WatchlistView.ViewModel.stub(.populated) { sent.append($0) }
    let first = try #require(viewModel.state.rows.first)
    viewModel.send(.rowSelected(id: first.id))
    #expect(viewModel.state == .populated)
    #expect(sent == [.rowSelected(id: first.id)])
  }
}
