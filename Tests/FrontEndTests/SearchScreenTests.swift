import FrontEnds
import Identifiers
import Redux
import Search
import Terminal
import Testing

@MainActor
struct SearchScreenTests {
  let sent = SentActions<SearchView.Action>()

  func screen(_ state: SearchView.State) -> SearchScreen {
    SearchScreen(viewModel: .stub(state) { [sent] in sent.record($0) })
  }

  @Test func anEmptyQueryStartsInTheQueryAndTypingChangesIt() {
    let screen = screen(.empty)
    #expect(screen.isEditingQuery)
    #expect(screen.capturesText)
    #expect(screen.handle(.character("q")) == .handled)
    #expect(sent.all == [.queryChanged("q")])
  }

  @Test func backspaceAndCtrlUEditTheQuery() {
    let screen = screen(.populated)  // query "nor"
    screen.beginEditing()
    _ = screen.handle(.backspace)
    _ = screen.handle(.control("u"))
    #expect(sent.all == [.queryChanged("no"), .queryChanged("")])
  }

  @Test func enterSubmitsAQueryStillSearchingAndMovesToTheResults() {
    let screen = screen(.loading)
    screen.beginEditing()
    _ = screen.handle(.enter)
    #expect(!screen.isEditingQuery)
    #expect(sent.all == [.querySubmitted])
  }

  @Test func enterOnResultsAlreadyShownOnlyMovesToThem() {
    let screen = screen(.populated)
    screen.beginEditing()
    _ = screen.handle(.enter)
    #expect(!screen.isEditingQuery)
    #expect(sent.all.isEmpty)
  }

  @Test func enterOnAResultOpensIt() {
    let screen = screen(.populated)
    #expect(!screen.isEditingQuery)
    _ = screen.handle(.down)
    _ = screen.handle(.enter)
    #expect(sent.all == [.resultSelected(SearchView.State.populated.results[1].show)])
  }

  @Test func iEditsTheQueryAgainAndEscLeavesIt() {
    let screen = screen(.populated)
    #expect(screen.handle(.character("i")) == .handled)
    #expect(screen.isEditingQuery)
    #expect(screen.handle(.escape) == .handled)
    #expect(!screen.isEditingQuery)
    #expect(sent.all.isEmpty)
  }

  @Test func slashStartsANewQueryOnTheResultsAndWhileTyping() {
    let screen = screen(.populated)
    #expect(screen.handle(.character("/")) == .handled)
    #expect(screen.isEditingQuery)
    #expect(sent.all == [.queryChanged("")])
    // Typing: `/` is the search key, not a letter of the query.
    #expect(screen.handle(.character("/")) == .handled)
    #expect(sent.all == [.queryChanged(""), .queryChanged("")])
  }

  @Test func onTheResultsQAndTabAreLeftToTheShell() {
    let screen = screen(.populated)
    #expect(screen.handle(.character("q")) == .ignored)
    #expect(screen.handle(.tab) == .ignored)
  }

  // MARK: - TVMaze (issue #43)

  func text(_ screen: SearchScreen, height: Int? = 24) -> [String] {
    screen.render(width: 80, height: height).map(\.plainText)
  }

  @Test func tAsksTVMazeAndTheScreenSaysItCan() {
    let screen = screen(.populated)
    #expect(text(screen).contains { $0.contains("t searches TVMaze for “nor”") })
    #expect(screen.handle(.character("t")) == .handled)
    #expect(sent.all == [.tvmazeRequested])
    // Printed once (`showtracker search`) there is no key to press: no such line.
    #expect(!text(screen, height: nil).contains { $0.contains("TVMaze") })
  }

  @Test func tvmazesShowsComeBelowSayingTheLibraryHasNoneAndEnterOrAAddsOne() {
    let screen = screen(.tvmaze)
    let lines = text(screen)
    let none = lines.firstIndex { $0.contains("No show in your library matches “severance”") }
    let heading = lines.firstIndex { $0.hasPrefix("On TVMaze · not in your library") }
    let row = lines.firstIndex { $0.contains("Severance  2022  Apple TV+") }
    #expect(none != nil && heading != nil && row != nil)
    if let none, let heading, let row { #expect(none < heading && heading < row) }
    #expect(screen.handle(.enter) == .handled)
    _ = screen.handle(.down)
    #expect(screen.handle(.character("a")) == .handled)
    #expect(sent.all == [.addRequested(tvmazeID: 44778), .addRequested(tvmazeID: 61234)])
  }

  @Test func aOnAShowOfTheLibraryDoesNothing() {
    let screen = screen(.populated)
    #expect(screen.handle(.character("a")) == .ignored)
    #expect(sent.all.isEmpty)
  }

  @Test func tvmazesFailureAndTheAddsOutcomeAreOneLineEach() {
    let failed = SearchView.State(
      query: "nor", phase: .noResults,
      tvmaze: .failed(message: "Searching TVMaze failed: TVMaze kept refusing /search/shows"),
      adding: .added(show: 9, message: "Added Severance (2022) from TVMaze: 19 episodes"))
    let lines = text(screen(failed))
    #expect(lines.count(where: { $0.contains("Searching TVMaze failed") }) == 1)
    #expect(lines.count(where: { $0.contains("Added Severance (2022)") }) == 1)
  }
}
