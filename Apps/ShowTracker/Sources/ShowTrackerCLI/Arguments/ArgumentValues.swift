import Foundation

/// Reads the values of arguments: numbers, episode codes, dates.
enum ArgumentValues {
  /// A whole number from `minimum` up to `maximum`.
  static func integer(
    _ text: String, option: String, in range: ClosedRange<Int>, command: String
  ) throws(CommandError) -> Int {
    guard let value = Int(text), range.contains(value) else {
      throw .usage(
        "\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'",
        command: command)
    }
    return value
  }

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
  /// `2024-03-01 21:30` (local time), or ISO 8601 with a zone (`2024-03-01T21:30:00Z`).
  static func date(_ text: String, timeZone: TimeZone = .current) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let date = try? Date(trimmed, strategy: .iso8601) { return date }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.isLenient = false
    for format in [
      "yyyy-MM-dd", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm:ss",
      "yyyy-MM-dd HH:mm:ss",
    ] {
      formatter.dateFormat = format
      if let date = formatter.date(from: trimmed) { return date }
    }
    return nil
  }
}
