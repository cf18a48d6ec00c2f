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
}
