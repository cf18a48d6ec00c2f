#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An import file's JSON: a top-level array is read an item at a time (``JSONItems``), so a
/// file of 100,000 episodes is never held as one tree; any other document is parsed whole.
///
/// Parsing checks that the bytes are UTF-8 first, and every error says where the bytes stop
/// being UTF-8 or JSON. A UTF-8 byte order mark is accepted and skipped (editors on Windows
/// write one); byte offsets in errors still count from the start of the file.
enum JSONDocument {
  /// An object or a scalar, parsed whole.
  case value(JSONNode)
  /// A top-level array, read an item at a time.
  case items(JSONItems)

  /// Parses the file's bytes, which must stay valid while the document is read: the items of
  /// an array are parsed from them as they are asked for.
  static func parse(
    _ data: UnsafeBufferPointer<UInt8>, source: String
  ) throws(ImportError) -> JSONDocument {
    let (bytes, skipped) = try checkedBytes(data, source: source)
    do {
      if let reader = try JSONParser.ArrayReader(bytes) {
        return .items(JSONItems(reader: reader, bytes: bytes, skipped: skipped, source: source))
      }
      return .value(JSONNode(value: try JSONParser.parse(bytes), path: .root, source: source))
    } catch {
      throw syntaxError(error, in: bytes, skipped: skipped, source: source)
    }
  }

  /// The file's bytes without a byte order mark, and how many bytes that mark took.
  private static func checkedBytes(
    _ data: UnsafeBufferPointer<UInt8>, source: String
  ) throws(ImportError) -> (bytes: UnsafeBufferPointer<UInt8>, skipped: Int) {
    var bytes = data
    guard !bytes.isEmpty else {
      throw ImportError(source: source, message: "the file is empty; expected JSON")
    }
    if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x1F, 0x8B]) {
      let kind = bytes[0] == 0x50 ? "a zip archive" : "gzip-compressed"
      throw ImportError(
        source: source, location: "byte 0",
        message: "the file is \(kind), not JSON; unpack it and import the files inside")
    }
    var skipped = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      bytes = UnsafeBufferPointer(rebasing: bytes[3...])
      skipped = 3
    } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      throw ImportError(
        source: source, location: "byte 0",
        message: "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8")
    }
    if let offset = firstInvalidUTF8Offset(in: bytes) {
      throw ImportError(
        source: source, location: position(of: offset, in: bytes, skipped: skipped),
        message: "not valid UTF-8 (byte 0x\(hex(bytes[offset])) cannot start or continue a "
          + "character here); save the file as UTF-8")
    }
    if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
      throw ImportError(source: source, message: "the file holds only whitespace; expected JSON")
    }
    return (bytes, skipped)
  }

  /// The import error for a syntax error at its place in the file.
  static func syntaxError(
    _ error: JSONParser.SyntaxError, in bytes: UnsafeBufferPointer<UInt8>, skipped: Int,
    source: String
  ) -> ImportError {
    let location = position(of: error.offset, in: bytes, skipped: skipped)
    // Wrong from its first character: not broken JSON but another kind of file; say which.
    let first = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if error.offset == first, let kind = otherKind(of: bytes) {
      return ImportError(
        source: source, location: location, message: "this looks like \(kind), not JSON")
    }
    return ImportError(
      source: source, location: location, message: "not valid JSON: \(error.message)")
  }

  /// What a file that is not JSON from its first character looks like, when it can be told:
  /// a web page, XML, a CSV table (a first line of comma-separated names), plain text.
  static func otherKind(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let head = String(decoding: bytes.prefix(512), as: UTF8.self)
    let firstLine = head.split(whereSeparator: \.isNewline).first.map(String.init) ?? head
    let lowered = head.lowercased()
    if lowered.hasPrefix("<!doctype html") || lowered.contains("<html") {
      return "a web page (HTML), perhaps an error page or a page saved from a browser"
    }
    if head.hasPrefix("<") { return "XML" }
    let columns = firstLine.split(separator: ",", omittingEmptySubsequences: false)
    if columns.count > 1, !firstLine.contains("{"), !firstLine.contains("[") {
      let printable = firstLine.filter { character in
        !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
      }
      let shown = printable.count > 60 ? String(printable.prefix(60)) + "…" : printable
      return "a CSV table (its first line is \"\(shown)\")"
    }
    return nil
  }

  /// The offset of the first byte that is not part of a well-formed UTF-8 sequence (RFC 3629:
  /// no overlong forms, no surrogates, nothing above U+10FFFF).
  static func firstInvalidUTF8Offset(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    var offset = 0
    let count = buffer.count
    while offset < count {
      let lead = buffer[offset]
      if lead < 0x80 {
        offset += 1
        continue
      }
      // The allowed range of the second byte depends on the lead byte; later bytes are
      // plain continuation bytes (0x80–0xBF).
      let length: Int
      var second: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, second) = (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, second) = (3, 0x80...0x9F)
      case 0xF0: (length, second) = (4, 0x90...0xBF)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, second) = (4, 0x80...0x8F)
      default: return offset
      }
      guard offset + 1 < count, second.contains(buffer[offset + 1]) else { return offset }
      for next in 2..<length {
        guard offset + next < count, (0x80...0xBF).contains(buffer[offset + next]) else {
          return offset
        }
      }
      offset += length
    }
    return nil
  }

  /// `line L, column C (byte B)`, with lines and columns from 1 and columns in characters.
  private static func position(
    of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, skipped: Int
  ) -> String {
    let before = bytes[..<min(offset, bytes.count)]
    let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let column = 1 + bytes[lineStart..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count
    return "line \(line), column \(column) (byte \(offset + skipped))"
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}

/// The items of a top-level JSON array, parsed one at a time as they are read; each comes
/// with its place (`item 3`) for error messages. A syntax error further on surfaces when the
/// reading gets there (imports run in one transaction, so nothing is kept).
struct JSONItems {
  private var reader: JSONParser.ArrayReader
  private let bytes: UnsafeBufferPointer<UInt8>
  private let skipped: Int
  let source: String
  private var index = 0

  fileprivate init(
    reader: JSONParser.ArrayReader, bytes: UnsafeBufferPointer<UInt8>, skipped: Int,
    source: String
  ) {
    self.reader = reader
    self.bytes = bytes
    self.skipped = skipped
    self.source = source
  }

  /// How many items the array has.
  var count: Int { reader.count }

  /// The next item, or `nil` after the last.
  mutating func next() throws(ImportError) -> JSONNode? {
    let value: JSONValue?
    do {
      value = try reader.next()
    } catch {
      throw JSONDocument.syntaxError(error, in: bytes, skipped: skipped, source: source)
    }
    guard let value else { return nil }
    defer { index += 1 }
    return JSONNode(value: value, path: JSONPath.root.appending(index: index), source: source)
  }
}
