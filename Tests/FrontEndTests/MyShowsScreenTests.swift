import FrontEnds
import Identifiers
import MyShows
import Redux
import Terminal
import Testing

@MainActor
struct MyShowsScreenTests {
  let sent = SentActions<MyShowsView.Action>()

  func screen(_ state: MyShowsView.State) -> MyShowsScreen {
    MyShowsScreen(viewModel: .stub(state) { [sent] in sent.record($0) })
  }

  @Test func enterOpensAndFFollowsOrUnfollowsTheSelectedShow() {
    let state = MyShowsView.State.long
    let screen = screen(state)
    _ = screen.handle(.enter)
    // Row 0 is followed: f unfollows it. Row 25 is not: f follows it.
    _ = screen.handle(.character("f"))
    for _ in 0..<25 { _ = screen.handle(.character("j")) }
    _ = screen.handle(.character("f"))
    #expect(
      sent.all == [
        .showSelected(state.rows[0].show), .followToggled(show: state.rows[0].show, follow: false),
        .followToggled(show: state.rows[25].show, follow: true),
      ])
  }

  @Test func vAndSMoveToTheNextFilterAndOrderFromTheTop() {
    let screen = screen(.populated)  // following, by recent activity
    _ = screen.handle(.character("j"))
    _ = screen.handle(.character("v"))
    _ = screen.handle(.character("s"))
    #expect(sent.all == [.filterChanged(.behind), .orderChanged(.title)])
    #expect(screen.selection == 0)
    #expect(screen.handle(.character("x")) == .ignored)
  }

  @Test func aRowHasItsBarProgressNextEpisodeAndNextAirDay() {
    let text = MyShowsScreen(viewModel: .stub(.populated)).render(width: 100, height: nil)
      .map(\.plainText)
    #expect(text[0] == "My Shows · following · by recent activity · 3 shows")
    let harbour = text.first { $0.contains("The Harbour") } ?? ""
    #expect(harbour.contains("★"))
    #expect(harbour.contains("12/12"))
    #expect(harbour.contains("caught up"))
    #expect(harbour.contains("airs tomorrow · Netflix"))
    #expect(!harbour.contains("Running"))
    #expect(text.first { $0.contains("Norfolk") }?.contains("BBC One · Ended") == true)
    let northern = text.first { $0.contains("Northern Lights") } ?? ""
    #expect(northern.contains("5/12"))
    #expect(northern.contains("S01E06 · The Crossing"))
  }
}
