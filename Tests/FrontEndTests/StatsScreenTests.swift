import FrontEnds
import Identifiers
import Redux
import Stats
import Terminal
import Testing

@MainActor
struct StatsScreenTests {
  let sent = SentActions<StatsView.Action>()

  func screen(_ state: StatsView.State) -> StatsScreen {
    StatsScreen(viewModel: .stub(state) { [sent] in sent.record($0) })
  }

  @Test func enterOpensTheSelectedTopShow() {
    let screen = screen(.populated)
    _ = screen.handle(.character("j"))
    _ = screen.handle(.enter)
    #expect(sent.all == [.showSelected(StatsView.State.populated.topShows[1].show)])
  }

  @Test func leftAndRightWalkTheYearsAndBackToEveryYear() {
    // All time: ← is the last year, → the first.
    let allTime = screen(.populated)
    _ = allTime.handle(.left)
    _ = allTime.handle(.character("]"))
    #expect(sent.all == [.yearSelected(2026), .yearSelected(2023)])
    // 2026 is the last year of the long fixture: → goes back to every year, ← to 2025.
    let year = StatsScreen(viewModel: .stub(.long) { [sent] in sent.record($0) })
    _ = year.handle(.right)
    _ = year.handle(.left)
    #expect(sent.all.suffix(2) == [.yearSelected(nil), .yearSelected(2025)])
    #expect(year.handle(.character("x")) == .ignored)
  }

  /// Plays and episodes counted apart, plays of unknown length beside the bar (which is by
  /// time, so cannot show them), and the current streak above the longest.
  @Test func theFiguresAreDrawnWithUnknownRuntimesApart() {
    let text = StatsScreen(viewModel: .stub(.populated)).render(width: 80, height: nil)
      .map(\.plainText)
    #expect(text[0] == "Stats · all time")
    #expect(
      text.contains("Watched   412 plays of 380 episodes · 309 h (7 plays of unknown length)"))
    #expect(text.contains("Streak    2 days now, since 2026-11-29"))
    #expect(text.contains("Longest   9 days in a row, 2026-03-02 to 2026-03-10"))
    #expect(text.contains("By month, 2026"))
    #expect(
      text.contains { $0.hasPrefix("  2026  ██████████") && $0.hasSuffix("150 h · 200 plays") })
    #expect(
      text.contains {
        $0.hasPrefix("  2023  ░░░░") && $0.hasSuffix("7 plays · 7 of unknown length")
      })
    #expect(text.contains { $0.contains("Northern Lights") && $0.contains("62 plays · 46 h") })
  }

  /// One play of unknown length is said too, in the singular; none, nothing is said.
  @Test func onePlayOfUnknownLengthIsSaid() {
    func watched(unknown: Int) -> String? {
      let totals = StatsView.Totals(plays: 3, minutes: 90, unknownRuntime: unknown, time: "1.5 h")
      return StatsScreen(viewModel: .stub(StatsView.State(totals: totals)))
        .render(width: 80, height: nil).map(\.plainText).first { $0.hasPrefix("Watched") }
    }
    #expect(watched(unknown: 1) == "Watched   3 plays · 1.5 h (1 play of unknown length)")
    #expect(watched(unknown: 0) == "Watched   3 plays · 1.5 h")
  }
}
