import Stats
import Testing

/// Totals a connector makes without figures are all zero.
struct StatsDefaultsTests {
  @Test func totalsWithoutFiguresAreZero() {
    let totals = StatsView.Totals()
    #expect(totals.plays == 0)
    #expect(totals.episodes == nil)
    #expect(totals.minutes == 0)
    #expect(totals.unknownRuntime == 0)
    #expect(totals.time == "0 h")
  }
}
