import History
import Identifiers
import Redux
import Testing

@MainActor
struct HistoryViewTests {
  @Test func emptyHistoryIsEmptyButLoadingIsNot() {
    #expect(HistoryView.State.empty.isEmpty)
    #expect(!HistoryView.State.loading.isEmpty)
    #expect(!HistoryView.State.populated.isEmpty)
  }

  @Test func pagingKnowsWhichNeighboursExist() {
    let middle = HistoryView.State(posters: [], page: 2, pageCount: 3, totalCount: 50)
    #expect(middle.hasNextPage && middle.hasPreviousPage)
    #expect(!HistoryView.State.long.hasPreviousPage)
    #expect(HistoryView.State.long.hasNextPage)
  }

  @Test func pageCountIsNeverBelowOne() {
    #expect(HistoryView.State(posters: [], pageCount: 0).pageCount == 1)
  }

  @Test func previewFixturesCoverEveryStateByName() {
    let names = HistoryView.State.previewFixtures.map(\.name)
    #expect(names == ["empty", "loading", "populated", "error", "long"])
    #expect(HistoryView.State.previewFixtures.fixture(named: "long")?.state.posters.count == 20)
  }

  @Test func stubViewModelShowsAFixtureAndReportsActions() {
    var sent: [HistoryView.Action] = []
    let viewModel = HistoryView.ViewModel.stub(.populated) { sent.append($0) }
    let first = viewModel.state.posters[0].ids
    viewModel.send(.markAsWatched(episode: first))
    #expect(viewModel.state == .populated)
    #expect(sent == [.markAsWatched(episode: first)])
  }
}
