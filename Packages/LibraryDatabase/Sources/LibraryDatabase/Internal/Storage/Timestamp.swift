#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Watch times as the database stores them: whole milliseconds since 1970 (UTC), so equal times
/// compare equal and `UNIQUE (episode_id, watched_at)` can hold.
enum Timestamp {
  /// `date` in whole milliseconds, within ``representable``: a moment outside it (or not a
  /// number: `Date(timeIntervalSince1970: .nan)`) comes to its nearest end, never a trap. The
  /// front ends refuse such moments where they enter; here, none can crash a write.
  static func milliseconds(_ date: Date) -> Int64 {
    if let value = representableMilliseconds(date) { return value }
    return date.timeIntervalSince1970 > 0 ? representable.upperBound : representable.lowerBound
  }

  /// `date` in whole milliseconds, or `nil` when it lies outside ``representable`` or is not a
  /// number.
  static func representableMilliseconds(_ date: Date) -> Int64? {
    let value = (date.timeIntervalSince1970 * 1000).rounded()
    guard value >= Double(representable.lowerBound), value <= Double(representable.upperBound)
    else { return nil }
    return Int64(value)
  }

  static func date(milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// Reads ISO 8601 date-times like Trakt's `2014-03-31T09:28:53.000Z`, with or without
  /// fractional seconds, with `Z` or an offset.
  static func milliseconds(iso8601 text: String) -> Int64? {
    let styles = [
      Date.ISO8601FormatStyle(includingFractionalSeconds: true), Date.ISO8601FormatStyle(),
    ]
    for style in styles {
      if let date = try? style.parse(text) {
        // Years 0001–9999, as ISO 8601 writes them and SQLite's date functions read them (the
        // watch statistics' days): "20021-01-10" is a typo, not a date.
        return representableMilliseconds(date)
      }
    }
    return nil
  }

  /// 0001-01-01T00:00:00.000Z through 9999-12-31T23:59:59.999Z, in milliseconds since 1970.
  static let representable: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

  /// Writes `2014-03-31T09:28:53.000Z`: UTC, always three fractional digits.
  static func iso8601(milliseconds: Int64) -> String {
    let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
    let wholeSeconds = fraction < 0 ? seconds - 1 : seconds
    let millis = fraction < 0 ? fraction + 1000 : fraction
    let base = Date(timeIntervalSince1970: Double(wholeSeconds))
      .formatted(Date.ISO8601FormatStyle())
    let digits = String(millis)
    let padded = String(repeating: "0", count: 3 - digits.count) + digits
    return base.dropLast() + ".\(padded)Z"
  }
}
