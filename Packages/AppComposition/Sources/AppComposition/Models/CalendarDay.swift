import Foundation

/// A day of the proleptic Gregorian calendar, with no time zone: an air date, a premiere.
///
/// Converts to and from day counts by arithmetic (Howard Hinnant's `days_from_civil` and
/// `civil_from_days`) rather than through `Calendar`, which would load ICU's time-zone data
/// into every command that prints a date.
///
/// ```swift
/// CalendarDay("2008-01-20")?.daysSince1970  // 13_898
/// CalendarDay(daysSince1970: 13_898).description  // "2008-01-20"
/// ```
public struct CalendarDay: Hashable, Sendable, CustomStringConvertible {
  public var year: Int
  /// 1...12.
  public var month: Int
  /// 1...31.
  public var day: Int

  /// The day `days` days after 1970-01-01 (negative: before it).
  public init(daysSince1970 days: Int) {
    // Counts in 400-year eras (146,097 days each) of years that start on March 1, so the
    // leap day is the last day of its year and every month's length follows one formula.
    let shifted = days + 719_468  // days from 0000-03-01 to 1970-01-01
    let era = shifted.flooredDivision(by: 146_097)
    let dayOfEra = shifted - era * 146_097  // 0...146_096
    let yearOfEra =
      (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365  // 0...399
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // 0...365
    let monthFromMarch = (5 * dayOfYear + 2) / 153  // 0...11
    day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    year = era * 400 + yearOfEra + (month <= 2 ? 1 : 0)
  }

  /// The UTC calendar day of `date`.
  public init(utc date: Date) {
    self.init(
      daysSince1970: Int(date.timeIntervalSince1970.rounded(.down)).flooredDivision(by: 86_400))
  }

  /// Parses `yyyy-MM-dd` ("2008-01-20"); `nil` if the text is not a real day of that form.
  public init?(_ text: some StringProtocol) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]),
      let day = Int(parts[2]),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
    guard CalendarDay(daysSince1970: daysSince1970) == self else { return nil }  // "2023-02-30"
  }

  /// Days from 1970-01-01 to this day (negative: before it).
  public var daysSince1970: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = shiftedYear.flooredDivision(by: 400)
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Midnight UTC at the start of this day: how the app's models hold calendar days.
  public var utcMidnight: Date {
    Date(timeIntervalSince1970: Double(daysSince1970) * 86_400)
  }

  /// ISO 8601, `yyyy-MM-dd`: "2008-01-20".
  public var description: String {
    let yearText = year < 0 ? "-" + Self.padded(-year, to: 4) : Self.padded(year, to: 4)
    return "\(yearText)-\(Self.padded(month, to: 2))-\(Self.padded(day, to: 2))"
  }

  private static func padded(_ value: Int, to width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}

extension Int {
  /// Division rounding toward negative infinity: `(-1).flooredDivision(by: 86_400) == -1`.
  func flooredDivision(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
