import Identifiers
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
    let long = UpcomingView.State.previewFixtures.fixture(named: "long")?.state
    #expect(long?.days.count == 12)
    #expect(UpcomingView.State.populated.days.map(\.label).prefix(2) == ["Today", "Tomorrow"])
  }

  @Test func episodesRunDayAfterDay() {
    let state = UpcomingView.State.populated
    #expect(state.episodes.count == state.days.map(\.episodes.count).reduce(0, +))
    #expect(state.episodes.first == state.days.first?.episodes.first)
  }

  @Test func stubViewModelShowsAFixtureAndReportsActions() throws {
    var sent: [UpcomingView.Action] = []
    let viewModel = UpcomingView.ViewModel.stub(.populated) { sent.append($0) }
    let first = try #require(viewModel.state.episodes.first)
    viewModel.send(.showSelected(first.ids.show))
    #expect(viewModel.state == .populated)
    #expect(sent == [.showSelected(first.ids.show)])
  }
}
