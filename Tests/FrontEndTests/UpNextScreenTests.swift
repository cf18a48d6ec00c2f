import FrontEnds
import Identifiers
import Redux
import Terminal
import Testing
import UpNext

@MainActor
struct UpNextScreenTests {
  let sent = SentActions<UpNextView.Action>()

  func screen(_ state: UpNextView.State) -> UpNextScreen {
    UpNextScreen(viewModel: .stub(state) { [sent] in sent.record($0) })
  }

  @Test func enterOpensTheShowAtTheRowsEpisodeAndWMarksIt() throws {
    let rows = UpNextView.State.populated.rows
    let screen = screen(.populated)
    _ = screen.handle(.enter)
    _ = screen.handle(.character("w"))
    // The third row is caught up: Enter opens its announced episode; w still names the show,
    // and the library's answer says there is nothing to mark.
    _ = screen.handle(.down)
    _ = screen.handle(.down)
    _ = screen.handle(.enter)
    _ = screen.handle(.character("w"))
    let next = try #require(rows[0].next)
    let upcoming = try #require(rows[2].upcoming)
    // w names the show, not the episode drawn: the library marks whichever is next when the
    // press reaches it.
    #expect(
      sent.all == [
        .episodeOpened(next.ids), .markNextWatched(show: rows[0].show),
        .episodeOpened(upcoming.ids), .markNextWatched(show: rows[2].show),
      ])
  }
}
