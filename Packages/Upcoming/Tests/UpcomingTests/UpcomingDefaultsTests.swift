import Testing
import Upcoming

/// An Upcoming list a connector makes without saying covers two weeks and is not cut short.
struct UpcomingDefaultsTests {
  @Test func aListCoversFourteenDaysAndIsCompleteUnlessSaid() {
    let list = UpcomingView.State(days: [])
    #expect(list.dayCount == 14)
    #expect(!list.isTruncated)
    #expect(list.status == .loaded)
    #expect(list.isEmpty)
  }
}
