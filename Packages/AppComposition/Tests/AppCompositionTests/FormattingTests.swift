import AppComposition
import Foundation
import LibraryClient
import Testing

struct FormattingTests {
  // 2021-06-01T20:00:00Z
  let evening = Date(timeIntervalSince1970: 1_622_577_600)

  @Test func shortDatesAreDaysAtTheUsersOffset() {
    #expect(Formatting(utcOffset: 0).shortDate(evening) == "2021-06-01")
    #expect(Formatting(utcOffset: 4 * 3_600).shortDate(evening) == "2021-06-02")
    #expect(Formatting(utcOffset: -21 * 3_600).shortDate(evening) == "2021-05-31")
  }

  @Test func theOffsetIsAskedForTheMomentBeingFormatted() {
    // A daylight-saving rule: +1 h from day 18,779 (2021-06-01) on, else 0.
    let formatting = Formatting(
      utcOffset: { $0.timeIntervalSince1970 >= 1_622_505_600 ? 3_600 : 0 })
    #expect(formatting.shortDate(Date(timeIntervalSince1970: 1_622_501_999)) == "2021-05-31")
    #expect(formatting.shortDate(Date(timeIntervalSince1970: 1_622_588_400)) == "2021-06-02")
  }

  @Test func aDayStartsAtLocalMidnight() throws {
    let day = try #require(CalendarDay("2021-06-01"))
    #expect(
      Formatting(utcOffset: 0).start(of: day) == Date(timeIntervalSince1970: 1_622_505_600))
    // Two hours ahead of UTC: local midnight is 22:00 UTC the day before.
    #expect(
      Formatting(utcOffset: 2 * 3_600).start(of: day)
        == Date(timeIntervalSince1970: 1_622_505_600 - 7_200))
    let behind = Formatting(utcOffset: -5 * 3_600)
    #expect(behind.day(of: behind.start(of: day)) == day)
    #expect(
      behind.day(of: behind.start(of: day).addingTimeInterval(-1)) == CalendarDay("2021-05-31"))
  }

  @Test func airDatesIgnoreTheOffset() {
    let midnight = Date(timeIntervalSince1970: 1_622_505_600)  // 2021-06-01T00:00:00Z
    #expect(Formatting(utcOffset: -5 * 3_600).airDate(midnight) == "2021-06-01")
  }
}
