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

  /// A moment from `--at`: `2024-03-01` (midnight, local time), `2024-03-01T21:30` or
  /// `2024-03-01 21:30` (local time, seconds optional), or ISO 8601 with a zone
  /// (`2024-03-01T21:30:00Z`, `2024-03-01T21:30:00+01:00`).
  ///
  /// Local time is the C library's (`TZ`, else `/etc/localtime`), the zone dates are shown in;
  /// `timeZone` replaces it (for tests).
  static func date(_ text: String, timeZone: TimeZone? = nil) -> Date? {
    let trimmed = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    if let date = try? Date(trimmed, strategy: .iso8601) { return date }
    guard let local = LocalTime(trimmed) else { return nil }
    guard let timeZone else { return local.date() }
    // The zone's offset at the moment itself (twice, to land on the right side of a change).
    let naive = local.day.utcMidnight.addingTimeInterval(Double(local.secondsIntoDay))
    let guess = naive.addingTimeInterval(-Double(timeZone.secondsFromGMT(for: naive)))
    return naive.addingTimeInterval(-Double(timeZone.secondsFromGMT(for: guess)))
  }
}

/// A wall-clock time with no zone: `2024-03-01`, `2024-03-01T21:30`, `2024-03-01 21:30:15`.
struct LocalTime {
  var day: CalendarDay
  var hour = 0
  var minute = 0
  var second = 0

  init?(_ text: String) {
    let parts = text.split(maxSplits: 1, omittingEmptySubsequences: false) {
      $0 == "T" || $0 == " "
    }
    guard let first = parts.first, parts[0].count == 10, let day = CalendarDay(String(first))
    else { return nil }
    self.day = day
    guard parts.count == 2 else { return }
    let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 2 || clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
      let hour = Int(clock[0]), let minute = Int(clock[1]), (0..<24).contains(hour),
      (0..<60).contains(minute)
    else { return nil }
    let second = clock.count == 3 ? Int(clock[2]) : 0
    guard let second, (0..<60).contains(second) else { return nil }
    (self.hour, self.minute, self.second) = (hour, minute, second)
  }

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
