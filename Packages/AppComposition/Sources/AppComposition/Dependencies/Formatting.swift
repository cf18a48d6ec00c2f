import LibraryClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How connectors write dates: the user's offset from UTC.
///
/// Dates are ISO 8601 calendar days ("2008-01-20"): the same in every locale, unambiguous, and
/// sortable in a terminal's columns. Connectors take a `Formatting` as a value, so unit tests
/// fix the offset and get the same text on every machine. There is no clock here: connectors
/// read today's date from the state (``AppState/today``).
///
/// ```swift
/// let formatting = Formatting(utcOffset: 0)
/// formatting.shortDate(Date(timeIntervalSince1970: 1_200_787_200))  // "2008-01-20"
/// ```
public struct Formatting: Sendable {
  /// The seconds to add to UTC to get the user's wall-clock time at a moment; it changes with
  /// daylight saving time, so it depends on the moment.
  public var utcOffset: @Sendable (Date) -> Int
  /// A formatting with a time zone rule.
  public init(utcOffset: @escaping @Sendable (Date) -> Int) {
    self.utcOffset = utcOffset
  }

  /// A formatting whose offset from UTC never changes: for tests, and for users who want UTC.
  public init(utcOffset seconds: Int) {
    self.init(utcOffset: { _ in seconds })
  }

  /// The user's time zone, as the C library resolves it (`TZ`, else `/etc/localtime`).
  ///
  /// Reading the zone through the C library rather than `TimeZone.current` keeps ICU's time-zone
  /// data out of every command that prints a date (a few milliseconds per process).
  public static var current: Formatting {
    Formatting(utcOffset: systemUTCOffset)
  }

  /// The calendar day of `date` in the user's time zone: "2008-01-20".
  public func shortDate(_ date: Date) -> String {
    day(of: date).description
  }

  /// The calendar day `date` falls on in the user's time zone.
  public func day(of date: Date) -> CalendarDay {
    CalendarDay(date, utcOffset: utcOffset(date))
  }

  /// The first moment of `day` in the user's time zone: when the clock passes midnight.
  public func start(of day: CalendarDay) -> Date {
    let utcMidnight = day.utcMidnight
    // The offset at the start of the day, found from the offset at UTC midnight (they differ
    // only on a day the clocks change, by the change).
    let guess = utcMidnight.addingTimeInterval(-Double(utcOffset(utcMidnight)))
    return utcMidnight.addingTimeInterval(-Double(utcOffset(guess)))
  }

  /// The time of day of `date` in the user's time zone, 24-hour: "21:04".
  public func timeOfDay(_ date: Date) -> String {
    let seconds = Int((date.timeIntervalSince1970 + Double(utcOffset(date))).rounded(.down))
    let ofDay = (seconds % 86_400 + 86_400) % 86_400
    return Self.twoDigits(ofDay / 3_600) + ":" + Self.twoDigits(ofDay / 60 % 60)
  }

  /// The day and time of day of `date` in the user's time zone: "2008-01-20 21:04".
  public func dateAndTime(_ date: Date) -> String {
    shortDate(date) + " " + timeOfDay(date)
  }

  /// `date` in UTC, ISO 8601 to the second, whatever the time zone: "2013-06-25T03:00:00Z".
  public static func utcTimestamp(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let ofDay = (seconds % 86_400 + 86_400) % 86_400
    let day = CalendarDay(daysSince1970: (seconds - ofDay) / 86_400)
    return "\(day)T" + twoDigits(ofDay / 3_600) + ":" + twoDigits(ofDay / 60 % 60) + ":"
      + twoDigits(ofDay % 60) + "Z"
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  /// The calendar day of a date stored as UTC midnight (air dates), whatever the time zone:
  /// "2008-01-20".
  public func airDate(_ date: Date) -> String {
    CalendarDay(utc: date).description
  }
}

/// The offset of the C library's local time zone at `date`.
@Sendable
private func systemUTCOffset(at date: Date) -> Int {
  var time = time_t(date.timeIntervalSince1970.rounded(.down))
  var parts = tm()
  guard localtime_r(&time, &parts) != nil else { return 0 }
  return Int(parts.tm_gmtoff)
}
