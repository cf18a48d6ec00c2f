#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
public struct CalendarDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
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

  /// The calendar day of `date` for a user `utcOffset` seconds ahead of UTC.
  public init(_ date: Date, utcOffset: Int) {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + utcOffset
    self.init(daysSince1970: seconds.flooredDivision(by: 86_400))
  }

  /// Parses `yyyy-MM-dd` ("2008-01-20"); `nil` if the text is not a real day of that form.
  public init?(_ text: String) {
    // Read byte by byte, with no substrings: a show screen parses every episode's air date.
    var values = (0, 0, 0)
    var digitCounts = (0, 0, 0)
    var field = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "-") {
        let digits = field == 0 ? digitCounts.0 : field == 1 ? digitCounts.1 : 0
        guard field < 2, digits > 0 else { return nil }
        field += 1
        continue
      }
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      let digit = Int(byte - UInt8(ascii: "0"))
      switch field {
      case 0: (values.0, digitCounts.0) = (values.0 * 10 + digit, digitCounts.0 + 1)
      case 1: (values.1, digitCounts.1) = (values.1 * 10 + digit, digitCounts.1 + 1)
      default: (values.2, digitCounts.2) = (values.2 * 10 + digit, digitCounts.2 + 1)
      }
      guard max(digitCounts.0, digitCounts.1, digitCounts.2) <= 9 else { return nil }
    }
    guard field == 2, digitCounts.2 > 0, (1...12).contains(values.1), (1...31).contains(values.2)
    else { return nil }
    (year, month, day) = values
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

  /// The day after this one.
  public var next: CalendarDay { CalendarDay(daysSince1970: daysSince1970 + 1) }

  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
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
