import FrontEnds
import Identifiers
import Redux
import ShowDetail
import Terminal
import Testing

@MainActor
struct ShowDetailScreenTests {
  let sent = SentActions<ShowDetailView.Action>()

  func screen(_ state: ShowDetailView.State) -> ShowDetailScreen {
    ShowDetailScreen(viewModel: .stub(state) { [sent] in sent.record($0) })
  }

  var populated: ShowDetailView.Show {
    get throws { try #require(ShowDetailView.State.populated.show) }
  }

  @Test func wTogglesTheSelectedEpisode() throws {
    let screen = screen(.populated)
    _ = screen.handle(.down)
    _ = screen.handle(.down)
    _ = screen.handle(.down)
    _ = screen.handle(.character("w"))
    #expect(sent.all == [.episodeWatchedToggled(try populated.seasons[0].episodes[3].ids)])
  }

  @Test func everyMovementKeyMovesTheEpisodeSelectionItsOwnWay() throws {
    let screen = screen(.populated)
    let last = try populated.seasons[0].episodes.count - 1
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

  @Test func arrowsChangeTheSeasonWithinBounds() {
    let screen = screen(.populated)  // seasons 1 and 2, season 1 selected
    _ = screen.handle(.left)
    _ = screen.handle(.right)
    _ = screen.handle(.character("l"))
    #expect(sent.all == [.seasonSelected(2), .seasonSelected(2)])
  }

  @Test func shiftWMarksTheSeasonWatched() throws {
    let screen = screen(.populated)
    _ = screen.handle(.character("W"))
    #expect(sent.all == [.seasonMarkedWatched(show: try populated.id, season: 1)])
  }

  @Test func escapeGoesBackEvenWithNoShow() {
    let screen = screen(.empty)
    #expect(screen.handle(.escape) == .handled)
    #expect(screen.handle(.character("w")) == .ignored)
    #expect(sent.all == [.backTapped])
  }

  @Test func printedOnceListsEverySeason() {
    let text = plainText(of: screen(.long), height: nil)
    for season in 1...6 { #expect(text.contains("Season \(season) ·")) }
  }

  @Test func fullScreenListsTheSelectedSeasonOnly() {
    let text = plainText(of: screen(.long), height: 22)
    #expect(text.contains("Season 1 ·"))
    #expect(!text.contains("Season 2 ·"))
    #expect(text.components(separatedBy: "\n").count <= 23)
  }
}
