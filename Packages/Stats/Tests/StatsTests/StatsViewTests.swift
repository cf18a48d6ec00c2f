import Identifiers
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
    #expect(StatsView.State.previewFixtures.fixture(named: "long")?.state.topShows.count == 25)
  }

  @Test func theScopeIsTheYearOrAllTime() {
    #expect(StatsView.State.populated.scope == "all time")
    #expect(StatsView.State.long.scope == "2026")
    #expect(StatsView.State.populated.months.count == 12)
  }

  @Test func stubViewModelShowsAFixtureAndReportsActions() throws {
    var sent: [StatsView.Action] = []
    let viewModel = StatsView.ViewModel.stub(.populated) { sent.append($0) }
    let first = try #require(viewModel.state.topShows.first)
    viewModel.send(.showSelected(first.show))
    viewModel.send(.yearSelected(2025))
    #expect(viewModel.state == .populated)
    #expect(sent == [.showSelected(first.show), .yearSelected(2025)])
  }
}
