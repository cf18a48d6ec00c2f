import LibraryClient
import Testing

/// `CalendarDay("yyyy-MM-dd")`: every field must be there, made of digits.
struct CalendarDayParsingTests {
  @Test(arguments: ["-03-05", "--05", "2025--05", "2025-03-", "2025-03", "+2025-03-05", ""])
  func aDayWithAMissingFieldIsNoDay(text: String) {
    #expect(CalendarDay(text) == nil)
  }

  @Test func aShortOrLongYearIsStillADay() {
    #expect(CalendarDay("1-03-05")?.year == 1)
    #expect(CalendarDay("123456-03-05")?.year == 123_456)
  }

  /// A month or day of one digit is read as its number, as a short year is.
  @Test func aOneDigitMonthOrDayIsStillADay() {
    #expect(CalendarDay("2025-3-5")?.description == "2025-03-05")
    #expect(CalendarDay("2025-12-1")?.description == "2025-12-01")
  }

  /// A year before year 0 is written with a minus and four digits, and read back.
  @Test func aYearBeforeZeroIsWrittenWithFourDigits() {
    // 0000-01-01 is 719,528 days before 1970-01-01.
    let day = CalendarDay(daysSince1970: -719_529)
    #expect(day.description == "-0001-12-31")
    #expect(CalendarDay(daysSince1970: -719_528).description == "0000-01-01")
  }
}
