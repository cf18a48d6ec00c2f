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
}
