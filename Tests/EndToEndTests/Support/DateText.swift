/// Dates as the app prints them, in the user's locale: "Jun 1, 2021" (en_US) or "1 Jun 2021"
/// (the `en_001` that Foundation on Linux uses whatever `LANG` says).
enum DateText {
  /// The ways `day month year` may be printed.
  static func forms(_ month: String, _ day: Int, _ year: Int) -> [String] {
    ["\(month) \(day), \(year)", "\(day) \(month) \(year)"]
  }

  /// Whether `text` ends with the date.
  static func endsWith(_ text: String, _ month: String, _ day: Int, _ year: Int) -> Bool {
    forms(month, day, year).contains { text.hasSuffix($0) }
  }

  /// Whether `text` contains the date.
  static func contains(_ text: String, _ month: String, _ day: Int, _ year: Int) -> Bool {
    forms(month, day, year).contains { text.contains($0) }
  }
}
