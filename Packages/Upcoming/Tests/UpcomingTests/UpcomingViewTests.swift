import Redux
import Testing
import Upcoming

@MainActor
struct UpcomingViewTests {
  @Test func emptyIsEmptyButLoadingIsNot() {
    #expect(UpcomingView.State.empty.isEmpty)
    #expect(!UpcomingView.State.loading.isEmpty)
    #expect(!UpcomingView.State.populated.isEmpty)
  }

  @Test func previewFixturesCoverEveryStateByName() {
    let names = UpcomingView.State.previewFixtures.map(\.name)
    #expect(names == ["empty", "loading", "populated", "error", "long"])
    #expect(UpcomingView.State.previewFixtures.fixture(named: "long")?.state.rows.count == 30)
  }

  @Test func stubViewModelShowsAFixtureAndReportsActions() throws {
    var sent: [UpcomingView.Action] = []
    let viewModel = UpcomingView.ViewModel.stub(.populated) { sent.append($0) }
    let first = try #require(viewModel.state.rows.first)
    viewModel.send(.rowSelected(id: first.id))
    #expect(viewModel.state == .populated)
    #expect(sent == [.rowSelected(id: first.id)])
  }
}
