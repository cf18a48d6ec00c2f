/// The ranges a value must be in to be stored, whatever an import or a TVMaze answer says: a
/// runtime of 4294967296 minutes or a year 99999 is a broken file, and is refused with the
/// import's one-line reason, naming where it is.
enum ValueLimits {
  /// The longest text of one field (a title, a summary, a network), in characters: a few
  /// pages, where a real summary is a paragraph.
  static let textLength = 20_000
  /// An episode's runtime, in minutes: up to a day.
  static let runtime = 0...1_440
  /// A season's number.
  static let season = 0...9_999
  /// An episode's number in its season.
  static let episodeNumber = 0...99_999
  /// A show's year (its first air date's).
  static let year = 1_850...2_200
  /// How many times an episode was played at one watch (Trakt `plays`).
  static let plays = 1...10_000
  /// How many episodes one show may list.
  static let episodesPerShow = 0...50_000
}

extension JSONNode {
  /// The member `key` as an integer in `range`; `nil` when missing or null.
  ///
  /// - Throws: ``ImportError`` at the member when it is not a number, or not in `range`.
  func optionalInt(_ key: String, in range: ClosedRange<Int>) throws(ImportError) -> Int? {
    guard let node = try optional(key) else { return nil }
    return try node.int(in: range)
  }

  /// The required member `key` as an integer in `range`.
  func requiredInt(_ key: String, in range: ClosedRange<Int>) throws(ImportError) -> Int {
    try required(key).int(in: range)
  }

  /// The member `key`, a date (`yyyy-MM-dd`), whose year is in ``ValueLimits/year``; `nil`
  /// when missing, null or empty.
  func optionalDate(_ key: String) throws(ImportError) -> String? {
    guard let date = try optionalString(key) else { return nil }
    if let year = ShowDraft.year(ofDate: date), !ValueLimits.year.contains(year) {
      throw try required(key).error(
        "the year \(year) is out of range (\(Self.words(ValueLimits.year)))")
    }
    return date
  }

  /// This node as an array of a length in `range` (a show's episodes).
  func array(countIn range: ClosedRange<Int>) throws(ImportError) -> [JSONNode] {
    let items = try array()
    guard range.contains(items.count) else {
      throw error("\(items.count) items is out of range (\(Self.words(range)))")
    }
    return items
  }

  /// This node as an integer in `range`.
  private func int(in range: ClosedRange<Int>) throws(ImportError) -> Int {
    let value = try int()
    guard range.contains(value) else {
      throw error("\(value) is out of range (\(Self.words(range)))")
    }
    return value
  }

  /// Text that is no longer than ``ValueLimits/textLength``.
  func checkedLength(_ text: String) throws(ImportError) -> String {
    guard text.utf8.count <= ValueLimits.textLength || text.count <= ValueLimits.textLength
    else {
      throw error(
        "the text is \(text.utf8.count) bytes long, longer than the \(ValueLimits.textLength) "
          + "characters a field may hold")
    }
    return text
  }

  private static func words(_ range: ClosedRange<Int>) -> String {
    "from \(range.lowerBound) to \(range.upperBound)"
  }
}
