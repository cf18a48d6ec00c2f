import Foundation
import LibraryClient
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

  @Test func theDayOfAMomentDependsOnTheOffset() {
    let evening = Date(timeIntervalSince1970: 1_622_577_600)  // 2021-06-01T20:00:00Z
    #expect(CalendarDay(evening, utcOffset: 0).description == "2021-06-01")
    #expect(CalendarDay(evening, utcOffset: 4 * 3_600).description == "2021-06-02")
    #expect(CalendarDay(evening, utcOffset: -21 * 3_600).description == "2021-05-31")
  }

  @Test func daysAreOrderedAndHaveANextDay() {
    let last = CalendarDay("2020-02-28")!
    #expect(last.next.description == "2020-02-29")
    #expect(last.next.next.description == "2020-03-01")
    #expect(CalendarDay("2019-12-31")!.next.description == "2020-01-01")
    #expect(last < last.next)
    #expect(CalendarDay("2019-12-31")! < CalendarDay("2020-01-01")!)
    #expect(!(last.next < last))
  }
}
