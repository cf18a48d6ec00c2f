import Redux
import Stats
import Testing

@MainActor
struct StatsViewTests {
  @Test func emptyIsEmptyButLoadingIsNot() {
    #expect(StatsView.State.empty.isEmpty)
    #expect(!StatsView.State.loading.isEmpty)
    #expect(!StatsView.State.populated.isEmpty)
  }

  @Test func previewFixturesCoverEveryStateByName() {
    let names = StatsView.State.previewFixtures.map(\.name)
    #expect(names == ["empty", "loading", "populated", "error", "long"])
    #expect(StatsView.State.previewFixtures.fixture(named: "long")?.state.rows.count == 30)
  }

  @Test func stubViewModelShowsAFixtureAndReportsActions() throws {
    var sent: [StatsView.Action] = []
    let viewModel = StatsView.ViewModel.stub(.populated) { sent.append($0) }
    let first = try #require(viewModel.state.rows.first)
    viewModel.send(.rowSelected(id: first.id))
    #expect(viewModel.state == .populated)
    #expect(sent == [.rowSelected(id: first.id)])
  }
}
