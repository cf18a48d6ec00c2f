import FrontEnds
import History
import Identifiers
import Redux
import Terminal
import Testing

@MainActor
struct HistoryScreenTests {
  let sent = SentActions<HistoryView.Action>()

  func screen(_ state: HistoryView.State) -> HistoryScreen {
    HistoryScreen(viewModel: .stub(state) { [sent] in sent.record($0) })
  }

  @Test func enterOpensTheShowOfTheSelectedEntry() {
    let screen = screen(.populated)
    #expect(screen.handle(.down) == .handled)
    #expect(screen.handle(.character("j")) == .handled)
    #expect(screen.handle(.character("k")) == .handled)
    #expect(screen.handle(.enter) == .handled)
    #expect(sent.all == [.posterSelected(HistoryView.State.populated.posters[1].ids)])
  }

  @Test func wOnARowWithoutATimeRemovesTheEpisodesWatches() {
    let poster = HistoryView.State.Poster(
      ids: Ids(show: 1, episode: 2), imageURL: nil, title: "A", subtitle: "B")
    let screen = screen(HistoryView.State(posters: [poster]))
    _ = screen.handle(.character("w"))
    #expect(sent.all == [.unmarkAsWatched(episode: poster.ids)])
  }

  @Test func everyMovementKeyMovesTheSelectionItsOwnWay() {
    let screen = screen(.long)
    let last = HistoryView.State.long.posters.count - 1
    let steps: [(Key, Int)] = [
      (.character("j"), 1), (.character("j"), 2), (.character("k"), 1), (.down, 2), (.up, 1),
      (.character("G"), last), (.character("g"), 0), (.end, last), (.home, 0),
    ]
    for (key, selection) in steps {
      #expect(screen.handle(key) == .handled)
      #expect(screen.selection == selection, "after \(key)")
    }
    #expect(sent.all.isEmpty)
  }

  @Test func theSelectionStaysInsideTheList() {
    let screen = screen(.populated)
    _ = screen.handle(.up)
    #expect(screen.selection == 0)
    for _ in 0..<10 { _ = screen.handle(.down) }
    #expect(screen.selection == 2)
  }

  @Test func everyPageKeyIsSentInOrderForTheReducerToBound() {
    // The page on screen may be stale while a page loads, so the screen never drops a key;
    // the reducer moves from the page asked for and keeps within bounds.
    let screen = screen(.long)  // page 1 of 4
    _ = screen.handle(.character("p"))
    _ = screen.handle(.character("n"))
    _ = screen.handle(.right)
    _ = screen.handle(.left)
    #expect(
      sent.all == [.previousPageTapped, .nextPageTapped, .nextPageTapped, .previousPageTapped])
  }

  @Test func wRemovesTheOneWatchOfTheSelectedRow() throws {
    let screen = screen(.populated)
    _ = screen.handle(.down)
    _ = screen.handle(.character("w"))
    let poster = HistoryView.State.populated.posters[1]
    let watchedAt = try #require(poster.watchedAt)
    #expect(sent.all == [.watchRemoved(episode: poster.ids, watchedAt: watchedAt)])
  }

  @Test func anEmptyHistoryIgnoresEnterAndW() {
    let screen = screen(.empty)
    #expect(screen.handle(.enter) == .handled)
    #expect(screen.handle(.character("w")) == .handled)
    #expect(sent.all.isEmpty)
  }

  @Test func keysForTheShellAreLeftToIt() {
    let screen = screen(.populated)
    #expect(screen.handle(.character("q")) == .ignored)
    #expect(screen.handle(.tab) == .ignored)
    #expect(screen.handle(.character("/")) == .ignored)
  }

  @Test func fullScreenMarksTheSelectionAndScrollsToIt() {
    let screen = screen(.long)
    for _ in 0..<15 { _ = screen.handle(.down) }
    let lines = screen.render(width: 80, height: 10).map { $0.rendered(colors: false) }
    #expect(lines.count == 10)
    #expect(lines.last?.hasPrefix("› ") == true)
    #expect(lines.filter { $0.hasPrefix("› ") }.count == 1)
  }

  @Test func printedOnceMarksNothing() {
    let lines = screen(.long).render(width: 80, height: nil).map { $0.rendered(colors: false) }
    #expect(lines.count == 2 + 20)
    #expect(!lines.contains { $0.hasPrefix("›") })
  }
}
