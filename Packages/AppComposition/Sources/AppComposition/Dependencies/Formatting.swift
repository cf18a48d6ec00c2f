import Foundation

/// How connectors format dates and decide what has aired: a locale, a time zone and "now".
///
/// Connectors take it as a value, so unit tests fix all three and get the same text on every
/// machine.
public struct Formatting: Sendable {
  public var locale: Locale
  public var timeZone: TimeZone
  public var now: @Sendable () -> Date

  public init(locale: Locale, timeZone: TimeZone, now: @escaping @Sendable () -> Date) {
    self.locale = locale
    self.timeZone = timeZone
    self.now = now
  }

  /// The user's locale and time zone, and the real clock.
  public static var current: Formatting {
    Formatting(locale: .current, timeZone: .current, now: { Date() })
  }

  /// A short date in the formatting's locale and time zone: "Jan 20, 2008".
  public func shortDate(_ date: Date) -> String {
    var style = Date.FormatStyle(date: .abbreviated, time: .omitted)
    style.locale = locale
    style.timeZone = timeZone
    return date.formatted(style)
  }

  /// A short date of a calendar day stored as UTC midnight (air dates), whatever the time zone.
  public func airDate(_ date: Date) -> String {
    var style = Date.FormatStyle(date: .abbreviated, time: .omitted)
    style.locale = locale
    style.timeZone = TimeZone(identifier: "UTC") ?? timeZone
    return date.formatted(style)
  }
}
