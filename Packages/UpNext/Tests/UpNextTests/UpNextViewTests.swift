import Identifiers
import Redux
import Testing
import UpNext

@MainActor
struct UpNextViewTests {
  @Test func emptyIsEmptyButLoadingIsNot() {
    #expect(UpNextView.State.empty.isEmpty)
    #expect(!UpNextView.State.loading.isEmpty)
    #expect(!UpNextView.State.populated.isEmpty)
  }

  @Test func aRowSaysItsNextEpisodeOrWhenTheNextOneAirs() throws {
    let rows = UpNextView.State.populated.rows
    #expect(rows[0].summary == "S01E01 · The Long Night Shift")
    #expect(rows[2].next == nil)
    #expect(rows[2].summary == "next: S03E01 on 2027-01-14")
  }

  @Test func previewFixturesCoverEveryStateByName() {
    let names = UpNextView.State.previewFixtures.map(\.name)
    #expect(names == ["empty", "loading", "populated", "error", "long"])
    #expect(UpNextView.State.previewFixtures.fixture(named: "long")?.state.rows.count == 18)
  }

  @Test func stubViewModelShowsAFixtureAndReportsActions() throws {
    var sent: [UpNextView.Action] = []
    let viewModel = UpNextView.ViewModel.stub(.populated) { sent.append($0) }
    let next = try #require(viewModel.state.rows[0].next)
    viewModel.send(.markWatched(episode: next.ids))
    viewModel.send(.showSelected(next.ids.show))
    #expect(viewModel.state == .populated)
    #expect(sent == [.markWatched(episode: next.ids), .showSelected(next.ids.show)])
  }
}
