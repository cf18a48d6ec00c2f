import Identifiers
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
    #expect(WatchlistView.State.empty.isEmpty)
    #expect(!WatchlistView.State.loading.isEmpty)
  }

  @Test func theFixturesShowAShowNotInTheLibraryAndKeepTheirRowsApart() throws {
    let rows = WatchlistView.State.long.rows
    #expect(Set(rows.map(\.show)).count == rows.count)
    // The most recently saved first.
    #expect(rows.map(\.addedAt) == rows.map(\.addedAt).sorted(by: >))
    let placeholder = try #require(WatchlistView.State.populated.rows.first { $0.episodes == 0 })
    #expect(placeholder.notInLibrary?.contains("showtracker refresh") == true)
    #expect(WatchlistView.State.populated.rows.filter { $0.notInLibrary != nil }.count == 1)
  }

  @Test func stubViewModelShowsAFixtureAndReportsActions() throws {
    var sent: [WatchlistView.Action] = []
    let viewModel = WatchlistView.ViewModel.stub(.populated) { sent.append($0) }
    let first = try #require(viewModel.state.rows.first)
    viewModel.send(.showSelected(first.show))
    viewModel.send(.showRemoved(first.show))
    #expect(viewModel.state == .populated)
    #expect(sent == [.showSelected(first.show), .showRemoved(first.show)])
  }
}
