import Identifiers
import Redux
import Search
import Testing

@MainActor
struct SearchViewTests {
  @Test func resultsAreEmptyUnlessThePhaseHasResults() {
    #expect(SearchView.State.loading.results.isEmpty)
    #expect(SearchView.State.noResults.results.isEmpty)
    #expect(SearchView.State.populated.results.count == 3)
  }

  @Test func previewFixturesCoverEveryStateByName() {
    let names = SearchView.State.previewFixtures.map(\.name)
    #expect(names == ["empty", "loading", "populated", "no-results", "error", "long"])
  }

  @Test func stubViewModelReportsTheUsersIntent() {
    var sent: [SearchView.Action] = []
    let viewModel = SearchView.ViewModel.stub(.populated) { sent.append($0) }
    viewModel.send(.queryChanged("nort"))
    viewModel.send(.resultSelected(viewModel.state.results[1].show))
    #expect(sent == [.queryChanged("nort"), .resultSelected(ShowID(rawValue: 2))])
    #expect(viewModel.state.query == "nor")
  }
}
