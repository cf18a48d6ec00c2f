import TextFormats

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the servers' decoders share: reading the body as one JSON object, their lenient
/// numbers and flags, event times, and turning what an event says into a ``MediaServerEvent``.
enum WebhookPayload {
  /// The longest two-episode (or more) file taken: `EpisodeNumberEnd` at most this many past
  /// `EpisodeNumber`.
  static let longestEpisodeSpan = 24

  /// The body's top-level JSON object.
  static func root(_ json: [UInt8], source: String) throws(ImportError) -> JSONNode {
    guard json.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      throw ImportError(source: source, message: "the body is empty; expected a JSON object")
    }
    let document = try json.withUnsafeBufferPointer { buffer throws(ImportError) in
      try JSONDocument.parse(buffer, source: source)
    }
    guard case .value(let root) = document, case .object = root.value else {
      let found: String
      if case .value(let root) = document {
        found = root.value.kindDescription
      } else {
        found = "an array"
      }
      throw ImportError(source: source, message: "expected a JSON object, found \(found)")
    }
    return root
  }

  /// What an event means before its item is looked at.
  enum Verdict {
    /// The end of a play, or an item marked played.
    case play
    /// An event that records nothing, for this reason.
    case ignored(IgnoredMediaServerEvent.Reason)
  }

  /// What the item of an event is, from the server's type name (`Episode`, `movie`, `Audio`).
  enum ItemKind {
    case episode
    case movie
    case other

    init(_ type: String) {
      switch type.lowercased() {
      case "episode": self = .episode
      case "movie": self = .movie
      default: self = .other
      }
    }
  }

  /// The event, or the reason it records nothing: an unknown event is that whatever its item;
  /// a movie, music or anything else that is not an episode is that whatever the event (a
  /// play event with no item type is not an episode); an episode's event is its verdict.
  /// `play` reads the episode, and is called only for an episode's play.
  static func event(
    _ verdict: Verdict, itemType: String?, server: MediaServer, user: String?, detail: String,
    play: () throws(ImportError) -> ScrobbledPlay
  ) throws(ImportError) -> MediaServerEvent {
    func ignored(_ reason: IgnoredMediaServerEvent.Reason) -> MediaServerEvent {
      .ignored(IgnoredMediaServerEvent(reason: reason, server: server, user: user, detail: detail))
    }
    if case .ignored(.unknownEvent) = verdict { return ignored(.unknownEvent) }
    switch itemType.map(ItemKind.init) {
    case .movie?: return ignored(.movie)
    case .other?: return ignored(.notAnEpisode)
    case nil:
      if case .ignored(let reason) = verdict { return ignored(reason) }
      return ignored(.notAnEpisode)
    case .episode?:
      if case .ignored(let reason) = verdict { return ignored(reason) }
      return .play(try play())
    }
  }

  /// The log's text for an event: its name, and its item's kind and title when it has them:
  /// `media.scrobble of the movie "Heat"`. Names that are not plain words, and every title,
  /// are escaped as JSON strings, so the text is one line a terminal shows as it is.
  static func detail(event: String, itemType: String?, title: String?) -> String {
    var text = isPlainName(event) ? event : JSONEscaping.literal(event)
    if let itemType {
      let kind = isPlainName(itemType) ? itemType.lowercased() : "item"
      text += " of the \(kind)"
    }
    if let title {
      text += (itemType == nil ? " of " : " ") + JSONEscaping.literal(title)
    }
    return text
  }

  private static func isPlainName(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 64
      && text.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || [UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-")].contains(byte)
      }
  }

  /// The episode numbers of a file: `first`, or every number from `first` to `last`.
  static func episodes(
    first: Int, last: Int?, lastNode: JSONNode?
  ) throws(ImportError) -> [Int] {
    guard let last, let lastNode, last != first else { return [first] }
    guard last > first else {
      throw lastNode.error("the last episode number \(last) is before the first, \(first)")
    }
    guard last - first <= longestEpisodeSpan else {
      throw lastNode.error(
        "a file of episodes \(first) to \(last) is more than \(longestEpisodeSpan + 1) episodes")
    }
    return Array(first...last)
  }

  /// The event's time from ISO 8601 text (`2023-01-20T14:03:21.1234567Z`, up to 7 fraction
  /// digits, `Z` or an offset), or `receivedAt` when the payload has none.
  static func date(_ node: JSONNode?, receivedAt: Date) throws(ImportError) -> Date {
    guard let node else { return receivedAt }
    let text = try node.string().trimmingWhitespace()
    guard !text.isEmpty else { return receivedAt }
    guard let normalized = threeFractionDigits(text),
      let milliseconds = Timestamp.milliseconds(iso8601: normalized)
    else {
      throw node.error(
        "expected an ISO 8601 date-time like 2023-01-20T14:03:21.1234567Z, found "
          + JSONEscaping.literal(text))
    }
    return Timestamp.date(milliseconds: milliseconds)
  }

  /// `text` with its fraction of a second written with exactly three digits (none when it has
  /// none), as the ISO 8601 reader takes it; `nil` for a fraction of more than 7 digits.
  private static func threeFractionDigits(_ text: String) -> String? {
    guard text.utf8.count <= 64 else { return nil }
    guard let dot = text.firstIndex(of: ".") else { return text }
    let afterDot = text.index(after: dot)
    let end = text[afterDot...].firstIndex { !("0"..."9").contains($0) } ?? text.endIndex
    let digits = text[afterDot..<end]
    guard (1...7).contains(digits.count) else { return nil }
    let three = String((digits + "00").prefix(3))
    return text[..<afterDot] + three + text[end...]
  }

  /// The event's time from Unix seconds, or `receivedAt` when the payload has none.
  static func date(unixSeconds node: JSONNode?, receivedAt: Date) throws(ImportError) -> Date {
    guard let node, let seconds = try number(node) else { return receivedAt }
    guard
      let milliseconds = Int64(exactly: seconds).map({ $0.multipliedReportingOverflow(by: 1000) }),
      !milliseconds.overflow, Timestamp.representable.contains(milliseconds.partialValue)
    else {
      throw node.error("\(seconds) seconds since 1970 is not a date from year 1 to 9999")
    }
    return Timestamp.date(milliseconds: milliseconds.partialValue)
  }

  /// A whole number sent as a JSON number or as a string of digits; `nil` for an empty string.
  static func number(_ node: JSONNode) throws(ImportError) -> Int? {
    if case .string(let text) = node.value {
      let trimmed = text.trimmingWhitespace()
      if trimmed.isEmpty { return nil }
      guard trimmed.utf8.count <= 18, trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
        let value = Int(trimmed)
      else {
        throw node.error(
          "expected a whole number or a string of digits, found " + JSONEscaping.literal(trimmed))
      }
      return value
    }
    return try node.int()
  }

  /// The member `key` as a whole number in `range` (a JSON number or a string of digits);
  /// `nil` when missing, null or an empty string.
  static func number(
    _ node: JSONNode, _ key: String, in range: ClosedRange<Int>
  ) throws(ImportError) -> Int? {
    guard let member = try node.optional(key), let value = try number(member) else { return nil }
    guard range.contains(value) else {
      throw member.error(
        "\(value) is out of range (from \(range.lowerBound) to \(range.upperBound))")
    }
    return value
  }

  /// The member `key` as a whole number in `range`, which an episode's play must have.
  static func requiredNumber(
    _ node: JSONNode, _ key: String, in range: ClosedRange<Int>, missing message: String
  ) throws(ImportError) -> Int {
    guard let value = try number(node, key, in: range) else {
      throw ImportError(
        source: node.source, location: node.path.appending(key: key).location, message: message)
    }
    return value
  }

  /// The member `key` as text, which an episode's play must have.
  static func requiredText(
    _ node: JSONNode, _ key: String, missing message: String
  ) throws(ImportError) -> String {
    guard let text = try node.optionalString(key) else {
      throw ImportError(
        source: node.source, location: node.path.appending(key: key).location, message: message)
    }
    return text
  }

  /// The member `key` as a flag: `true`/`false`, or the strings `"true"`/`"false"`; `nil`
  /// when missing or null.
  static func flag(_ node: JSONNode, _ key: String) throws(ImportError) -> Bool? {
    guard let member = try node.optional(key) else { return nil }
    switch member.value {
    case .bool(let value): return value
    case .string(let text) where text.lowercased() == "true": return true
    case .string(let text) where text.lowercased() == "false": return false
    default:
      throw member.error("expected true or false, found \(member.value.kindDescription)")
    }
  }

  /// An episode's ids: TheTVDB and TMDB as numbers (0 and empty strings are unknown), IMDb as
  /// text.
  static func ids(tvdb: JSONNode?, imdb: JSONNode?, tmdb: JSONNode?) throws(ImportError)
    -> ExternalIDs
  {
    func positive(_ node: JSONNode?) throws(ImportError) -> Int? {
      guard let node, let value = try number(node), value > 0 else { return nil }
      return value
    }
    var imdbID: String?
    if let imdb {
      let text = try imdb.string().trimmingWhitespace()
      imdbID = text.isEmpty ? nil : try imdb.checkedLength(text)
    }
    return ExternalIDs(tvdb: try positive(tvdb), imdb: imdbID, tmdb: try positive(tmdb))
  }
}
