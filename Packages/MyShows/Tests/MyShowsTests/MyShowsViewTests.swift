import MyShows
import Redux
import Testing

@MainActor
struct MyShowsViewTests {
  @Test func emptyIsEmptyButLoadingIsNot() {
    #expect(MyShowsView.State.empty.isEmpty)
    #expect(!MyShowsView.State.loading.isEmpty)
    #expect(!MyShowsView.State.populated.isEmpty)
  }

  @Test func previewFixturesCoverEveryStateByName() {
    let names = MyShowsView.State.previewFixtures.map(\.name)
    #expect(names == ["empty", "loading", "populated", "error", "long"])
    #expect(MyShowsView.State.previewFixtures.fixture(named: "long")?.state.rows.count == 30)
  }

  @Test func stubViewModelShowsAFixtureAndReportsActions() throws {
    var sent: [MyShowsView.Action] = []
    let viewModel = MyShowsView.ViewModel.stub(.populated) { sent.append($0) }
    let first = try #require(viewModel.state.rows.first)
    viewModel.send(.rowSelected(id: first.id))
    #expect(viewModel.state == .populated)
    #expect(sent == [.rowSelected(id: first.id)])
  }
}
