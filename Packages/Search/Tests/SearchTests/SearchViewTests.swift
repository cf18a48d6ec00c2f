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
    #expect(names == ["empty", "loading", "populated", "no-results", "error", "long", "tvmaze"])
  }

  @Test func rowsListTheLibrarysShowsThenTVMazesAndTheyLoadTogether() {
    let state = SearchView.State(
      query: "nor", phase: .results(Array(SearchView.State.populated.results.prefix(1))),
      tvmaze: .results(SearchView.State.tvmaze.tvmazeResults))
    #expect(state.rows.map(\.id) == [.library(1), .tvmaze(44778), .tvmaze(61234)])
    #expect(state.loadPhase == .loaded)
    #expect(
      SearchView.State(query: "nor", phase: .noResults, tvmaze: .searching).loadPhase == .loading)
    #expect(
      SearchView.State(query: "nor", phase: .noResults, adding: .working).loadPhase == .loading)
    // TVMaze's failure is a line of the page, not the page's failure.
    let failed = SearchView.State(query: "nor", phase: .noResults, tvmaze: .failed(message: "x"))
    #expect(failed.loadPhase == .loaded)
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
