import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How connectors write dates and decide what has aired: the user's offset from UTC, and "now".
///
/// Dates are ISO 8601 calendar days ("2008-01-20"): the same in every locale, unambiguous, and
/// sortable in a terminal's columns. Connectors take a `Formatting` as a value, so unit tests
/// fix the offset and the clock and get the same text on every machine.
///
/// ```swift
/// let formatting = Formatting(utcOffset: 0, now: { Date(timeIntervalSince1970: 0) })
/// formatting.shortDate(Date(timeIntervalSince1970: 1_200_787_200))  // "2008-01-20"
/// ```
public struct Formatting: Sendable {
  /// The seconds to add to UTC to get the user's wall-clock time at a moment; it changes with
  /// daylight saving time, so it depends on the moment.
  public var utcOffset: @Sendable (Date) -> Int
  /// The current moment.
  public var now: @Sendable () -> Date

  /// A formatting with a time zone rule and a clock.
  public init(utcOffset: @escaping @Sendable (Date) -> Int, now: @escaping @Sendable () -> Date) {
    self.utcOffset = utcOffset
    self.now = now
  }

  /// A formatting whose offset from UTC never changes: for tests, and for users who want UTC.
  public init(utcOffset seconds: Int, now: @escaping @Sendable () -> Date) {
    self.init(utcOffset: { _ in seconds }, now: now)
  }

  /// The user's time zone, as the C library resolves it (`TZ`, else `/etc/localtime`), and
  /// the real clock.
  ///
  /// Reading the zone through the C library rather than `TimeZone.current` keeps ICU's time-zone
  /// data out of every command that prints a date (a few milliseconds per process).
  public static var current: Formatting {
    Formatting(utcOffset: systemUTCOffset, now: { Date() })
  }

  /// The calendar day of `date` in the user's time zone: "2008-01-20".
  public func shortDate(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + utcOffset(date)
    return CalendarDay(daysSince1970: seconds.flooredDivision(by: 86_400)).description
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
