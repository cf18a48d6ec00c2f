import AppChrome
import Identifiers
import Redux
import Testing

@MainActor
struct AppChromeViewTests {
  @Test func aSelectedTabOutOfRangeFallsBackToTheFirst() {
    let tabs = [AppChromeView.State.Tab(id: "a", title: "A")]
    #expect(AppChromeView.State(tabs: tabs, selectedTab: 3).selectedTab == 0)
    #expect(AppChromeView.State(tabs: tabs, selectedTab: 3).selected?.id == "a")
    #expect(AppChromeView.State(tabs: [], selectedTab: 0).selected == nil)
  }

  @Test func previewFixturesCoverEveryStateByName() {
    let fixtures = AppChromeView.State.previewFixtures
    #expect(fixtures.map(\.name) == ["idle", "saved", "error", "help"])
    #expect(fixtures.fixture(named: "error")?.state.status?.isError == true)
    #expect(fixtures.fixture(named: "help")?.state.isShowingHelp == true)
    #expect(fixtures.fixture(named: "saved")?.state.status?.episodes.count == 2)
  }

  @Test func stubViewModelReportsActions() {
    var sent: [AppChromeView.Action] = []
    let viewModel = AppChromeView.ViewModel.stub(.idle) { sent.append($0) }
    viewModel.send(.tabSelected(1))
    viewModel.send(.undoTapped)
    #expect(viewModel.state == .idle)
    #expect(sent == [.tabSelected(1), .undoTapped])
  }
}
