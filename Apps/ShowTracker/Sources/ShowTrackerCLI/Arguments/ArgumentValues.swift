import AppComposition
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

/// Reads the values of arguments: numbers, episode codes, dates.
enum ArgumentValues {
  /// An episode code: `S01E02`, `s1e2` or `1x02`, as (season, number).
  static func episodeCode(_ text: String) -> (season: Int, number: Int)? {
    let lowered = text.lowercased()
    let parts: [Substring]
    if lowered.hasPrefix("s"), lowered.contains("e") {
      parts = lowered.dropFirst().split(
        separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
    } else {
      parts = lowered.split(separator: "x", maxSplits: 1, omittingEmptySubsequences: false)
    }
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let season = Int(parts[0]), let number = Int(parts[1]), season >= 0, number >= 0
    else { return nil }
    return (season, number)
  }

  /// A moment from `--at`, in any of ISO 8601's forms that name one: a day (`2024-03-01`,
  /// `20240301`: midnight, local time), or a day and a time of day (`T`, `t` or a space
  /// between), the time as `21`, `21:30`, `21:30:15` or `21:30:15.250` (basic: `2130`,
  /// `213015,25`), in local time or in a zone (`Z`, `+01:00`, `+0100`, `-05`).
  ///
  /// Local time is the C library's (`TZ`, else `/etc/localtime`), the zone dates are shown in;
  /// `timeZone` replaces it (for tests).
  static func date(_ text: String, timeZone: TimeZone? = nil) -> Date? {
    WrittenMoment(text.trimmingSpaces)?.date(timeZone: timeZone)
  }
}

extension ArgumentValues {
  /// The span a written time names, for finding a play at it: a day (`2024-03-01`, local
  /// midnight to midnight), an hour, a minute (`2024-03-01T21:30`, `2024-03-01T21:30Z`) or a
  /// second (with seconds, a fraction or not); `nil` when `text` is none of them.
  static func span(_ text: String) -> (start: Date, end: Date)? {
    guard let moment = WrittenMoment(text.trimmingSpaces), let start = moment.date() else {
      return nil
    }
    switch moment.precision {
    case .day:
      let next = CalendarDay(daysSince1970: moment.local.day.daysSince1970 + 1).description
      return date(next).map { (start, $0) }
    case .hour: return (start, start + 3_600)
    case .minute: return (start, start + 60)
    case .second:
      // A play is stored to the millisecond: the second written, from its start.
      let whole = start - Double(moment.nanoseconds) / 1e9
      return (whole, whole + 1)
    }
  }
}

extension String {
  /// The text without the spaces before and after it.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

/// A moment as ISO 8601 writes it: a day, perhaps a time of day (to the hour, minute, second or
/// a fraction of it), perhaps a zone.
struct WrittenMoment {
  /// How much of the time of day was written.
  enum Precision { case day, hour, minute, second }

  /// The wall-clock day and time.
  var local: LocalTime
  /// The fraction of the second, in nanoseconds.
  var nanoseconds = 0
  /// The zone's offset from UTC in seconds (`+01:00`: 3600); `nil` for local time.
  var offset: Int?
  var precision = Precision.day

  init?(_ text: String) {
    let parts = text.split(maxSplits: 1, omittingEmptySubsequences: false) {
      $0 == "T" || $0 == "t" || $0 == " "
    }
    guard let day = Self.day(parts[0]) else { return nil }
    local = LocalTime(day: day)
    guard parts.count == 2 else { return }
    var time = parts[1]
    if time.last == "Z" || time.last == "z" {
      offset = 0
      time = time.dropLast()
    } else if let sign = time.lastIndex(where: { $0 == "+" || $0 == "-" }) {
      guard let zone = Self.offset(time[sign...]) else { return nil }
      offset = zone
      time = time[..<sign]
    }
    guard parseClock(time) else { return nil }
  }

  /// `2024-03-01` or `20240301`.
  private static func day(_ text: Substring) -> CalendarDay? {
    guard text.allSatisfy({ $0.isASCII }) else { return nil }
    if text.count == 8, text.allSatisfy(\.isNumber) {
      let digits = Array(text)
      return CalendarDay(
        String(digits[0..<4]) + "-" + String(digits[4..<6]) + "-" + String(digits[6..<8]))
    }
    return text.count == 10 ? CalendarDay(String(text)) : nil
  }

  /// `+01:00`, `+0100`, `+01`, `-05:30`: seconds east of UTC.
  private static func offset(_ text: Substring) -> Int? {
    let body = Array(text.dropFirst())
    let digits: [Character]
    switch body.count {
    case 2, 4: digits = body
    case 5 where body[2] == ":": digits = Array(body[0..<2] + body[3..<5])
    default: return nil
    }
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let hours = Int(String(digits[0..<2])), hours <= 14
    else { return nil }
    let minutes = digits.count == 4 ? Int(String(digits[2..<4])) ?? 60 : 0
    guard minutes < 60 else { return nil }
    return (text.first == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60)
  }

  /// `21`, `21:30`, `21:30:15`, `21:30:15.25` or basic `2130`, `213015,25`.
  private mutating func parseClock(_ text: Substring) -> Bool {
    var clock = text
    if let point = clock.firstIndex(where: { $0 == "." || $0 == "," }) {
      let fraction = clock[clock.index(after: point)...]
      guard !fraction.isEmpty, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return false
      }
      let nine = String(fraction.prefix(9))
      nanoseconds = Int(nine + String(repeating: "0", count: 9 - nine.count)) ?? 0
      clock = clock[..<point]
    }
    let fields: [Substring]
    if clock.contains(":") {
      fields = clock.split(separator: ":", omittingEmptySubsequences: false)
    } else {
      guard clock.count.isMultiple(of: 2) else { return false }
      fields = stride(from: 0, to: clock.count, by: 2).map {
        clock.dropFirst($0).prefix(2)
      }
    }
    guard (1...3).contains(fields.count),
      fields.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hour = Int(fields[0]), hour < 24
    else { return false }
    let minute = fields.count > 1 ? Int(fields[1]) ?? 60 : 0
    let second = fields.count > 2 ? Int(fields[2]) ?? 60 : 0
    // A fraction belongs to the seconds: "21:30.5" (a fraction of a minute) is not read.
    guard minute < 60, second < 60, fields.count == 3 || clock.count == text.count else {
      return false
    }
    (local.hour, local.minute, local.second) = (hour, minute, second)
    precision = [.hour, .minute, .second][fields.count - 1]
    return true
  }

  /// The moment: in its zone, else in `timeZone`, else in the C library's local time.
  func date(timeZone: TimeZone? = nil) -> Date? {
    let fraction = Double(nanoseconds) / 1e9
    let naive = local.day.utcMidnight.addingTimeInterval(Double(local.secondsIntoDay))
    if let offset { return naive.addingTimeInterval(fraction - Double(offset)) }
    guard let timeZone else { return local.date()?.addingTimeInterval(fraction) }
    // The zone's offset at the moment itself (twice, to land on the right side of a change).
    let guess = naive.addingTimeInterval(-Double(timeZone.secondsFromGMT(for: naive)))
    return naive.addingTimeInterval(fraction - Double(timeZone.secondsFromGMT(for: guess)))
  }
}

/// A wall-clock time with no zone: a day and a time of day.
struct LocalTime {
  var day: CalendarDay
  var hour = 0
  var minute = 0
  var second = 0

  var secondsIntoDay: Int { hour * 3_600 + minute * 60 + second }

  /// The moment in the C library's local time zone (`mktime`), which also settles a time
  /// that daylight saving time skips or repeats.
  func date() -> Date? {
    var parts = tm()
    parts.tm_year = Int32(day.year - 1900)
    parts.tm_mon = Int32(day.month - 1)
    parts.tm_mday = Int32(day.day)
    parts.tm_hour = Int32(hour)
    parts.tm_min = Int32(minute)
    parts.tm_sec = Int32(second)
    parts.tm_isdst = -1
    let time = mktime(&parts)
    return time == -1 ? nil : Date(timeIntervalSince1970: Double(time))
  }
}
