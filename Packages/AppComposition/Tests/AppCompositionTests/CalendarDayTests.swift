import AppComposition
import Foundation
import Testing

struct CalendarDayTests {
  /// Foundation's Gregorian calendar in UTC, the reference the arithmetic must agree with.
  static let gregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    return calendar
  }()

  @Test func everyDayFrom1600To2400MatchesTheGregorianCalendar() {
    // Every 13th day across 800 years: all months, leap days, and century years (1700, 2000).
    var mismatches: [Int] = []
    for days in stride(from: -135_140, through: 157_000, by: 13) {
      let date = Date(timeIntervalSince1970: Double(days) * 86_400)
      let parts = Self.gregorian.dateComponents([.year, .month, .day], from: date)
      let day = CalendarDay(daysSince1970: days)
      if day.year != parts.year || day.month != parts.month || day.day != parts.day
        || day.daysSince1970 != days
      {
        mismatches.append(days)
      }
    }
    #expect(mismatches.isEmpty)
  }

  @Test(arguments: [
    ("1970-01-01", 0), ("1969-12-31", -1), ("2000-02-29", 11_016), ("2008-01-20", 13_898),
    ("1900-03-01", -25_508), ("2100-12-31", 47_846),
  ])
  func parsesAndPrintsISODays(text: String, days: Int) throws {
    let day = try #require(CalendarDay(text))
    #expect(day.daysSince1970 == days)
    #expect(day.description == text)
    #expect(day.utcMidnight == Date(timeIntervalSince1970: Double(days) * 86_400))
  }

  @Test(arguments: [
    "2023-02-29", "2023-13-01", "2023-00-10", "2023-04-31", "2023-4", "", "x-y-z", "2023--01",
    "-2023-01-01", "2023-01-01-", "2023-01-01 ", "２０２３-01-01", "2023-1000000000-01",
  ])
  func rejectsWhatIsNotADay(text: String) {
    #expect(CalendarDay(text) == nil)
  }

  @Test func aMomentBeforeMidnightUTCIsThePreviousDay() {
    #expect(CalendarDay(utc: Date(timeIntervalSince1970: -1)).description == "1969-12-31")
    #expect(CalendarDay(utc: Date(timeIntervalSince1970: 86_399)).description == "1970-01-01")
  }
}

struct FormattingTests {
  // 2021-06-01T20:00:00Z
  let evening = Date(timeIntervalSince1970: 1_622_577_600)

  @Test func shortDatesAreDaysAtTheUsersOffset() {
    #expect(Formatting(utcOffset: 0, now: Date.init).shortDate(evening) == "2021-06-01")
    #expect(Formatting(utcOffset: 4 * 3_600, now: Date.init).shortDate(evening) == "2021-06-02")
    #expect(Formatting(utcOffset: -21 * 3_600, now: Date.init).shortDate(evening) == "2021-05-31")
  }

  @Test func theOffsetIsAskedForTheMomentBeingFormatted() {
    // A daylight-saving rule: +1 h from day 18,779 (2021-06-01) on, else 0.
    let formatting = Formatting(
      utcOffset: { $0.timeIntervalSince1970 >= 1_622_505_600 ? 3_600 : 0 }, now: Date.init)
    #expect(formatting.shortDate(Date(timeIntervalSince1970: 1_622_501_999)) == "2021-05-31")
    #expect(formatting.shortDate(Date(timeIntervalSince1970: 1_622_588_400)) == "2021-06-02")
  }

  @Test func airDatesIgnoreTheOffset() {
    let midnight = Date(timeIntervalSince1970: 1_622_505_600)  // 2021-06-01T00:00:00Z
    #expect(Formatting(utcOffset: -5 * 3_600, now: Date.init).airDate(midnight) == "2021-06-01")
  }
}
