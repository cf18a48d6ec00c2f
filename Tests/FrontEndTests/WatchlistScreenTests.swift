import FrontEnds
import Identifiers
import Redux
import Terminal
import Testing
import Watchlist

@MainActor
struct WatchlistScreenTests {
  let sent = SentActions<WatchlistView.Action>()

  func screen(_ state: WatchlistView.State) -> WatchlistScreen {
    WatchlistScreen(viewModel: .stub(state) { [sent] in sent.record($0) })
  }

  @Test func enterOpensAndXOrDeleteRemovesTheSelectedShow() {
    let state = WatchlistView.State.long
    let screen = screen(state)
    _ = screen.handle(.enter)
    _ = screen.handle(.character("x"))
    for _ in 0..<4 { _ = screen.handle(.character("j")) }
    _ = screen.handle(.delete)
    #expect(
      sent.all == [
        .showSelected(state.rows[0].show), .showRemoved(state.rows[0].show),
        .showRemoved(state.rows[4].show),
      ])
    #expect(screen.handle(.character("v")) == .ignored)
  }

  @Test func anEmptyListSendsNothing() {
    let screen = screen(.empty)
    #expect(screen.handle(.enter) == .handled)
    #expect(screen.handle(.character("x")) == .handled)
    #expect(sent.all.isEmpty)
    let text = screen.render(width: 80, height: nil).map(\.plainText)
    #expect(text.contains { $0.hasPrefix("No shows saved yet") })
  }

  @Test func aRowHasItsYearNetworkEpisodesAndDayAndAShowNotInTheLibrarySaysSo() {
    let text = WatchlistScreen(viewModel: .stub(.populated)).render(width: 120, height: nil)
      .map(\.plainText)
    #expect(text[0] == "Watchlist · 3 shows")
    let severance = text.first { $0.contains("Severance") } ?? ""
    #expect(severance.contains("2022"))
    #expect(severance.contains("Apple TV+"))
    #expect(severance.contains("19 episodes"))
    #expect(severance.contains("added 2026-11-30"))
    let velvet = text.first { $0.contains("Velvet Static") && $0.contains("added") } ?? ""
    #expect(velvet.contains("not in the library yet"))
    // Printed once, a note says how to fetch it.
    #expect(
      text.contains(
        "Velvet Static: not in the library yet: `showtracker refresh \"Velvet Static\"` fetches it"
      ), "\(text)")
    // Full screen, no notes.
    let full = WatchlistScreen(viewModel: .stub(.populated)).render(width: 120, height: 20)
    #expect(!full.map(\.plainText).contains { $0.contains("fetches it") })
  }
}
