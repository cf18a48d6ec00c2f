/// A JSON file: a top-level array is read an item at a time (``Items``), so a file of 100,000
/// episodes is never held as one tree; any other document is parsed whole.
///
/// Parsing checks that the bytes are UTF-8 first, and every error says where the bytes stop
/// being UTF-8 or JSON. A UTF-8 byte order mark is accepted and skipped (editors on Windows
/// write one); byte offsets in errors still count from the start of the file.
///
/// ```swift
/// switch try JSONFile.parse(buffer) {
/// case .value(let value): …
/// case .items(var items): while let item = try items.next() { … }
/// }
/// // line 1, column 7 (byte 6): not valid JSON: unexpected ']', expected a value
/// ```
public enum JSONFile {
  /// An object or a scalar, parsed whole.
  case value(JSONValue)
  /// A top-level array, read an item at a time.
  case items(Items)

  /// Parses the file's bytes, which must stay valid while the file is read: the items of an
  /// array are parsed from them as they are asked for.
  ///
  /// - Throws: ``TextFormatError`` when the file is empty or only whitespace, a zip or gzip
  ///   archive, UTF-16, not UTF-8, or not JSON, located at its line, column and byte.
  public static func parse(_ data: UnsafeBufferPointer<UInt8>) throws(TextFormatError) -> JSONFile {
    let text = try checkedText(data)
    let (bytes, skipped) = (text.bytes, text.skipped)
    do {
      if let reader = try JSONParser.ArrayReader(bytes) {
        return .items(Items(reader: reader, bytes: bytes, skipped: skipped))
      }
      return .value(try JSONParser.parse(bytes))
    } catch {
      throw syntaxError(error, in: bytes, skipped: skipped)
    }
  }

  /// The file's bytes, checked to be UTF-8 JSON text.
  private static func checkedText(
    _ data: UnsafeBufferPointer<UInt8>
  ) throws(TextFormatError) -> CheckedText {
    guard !data.isEmpty else {
      throw TextFormatError(message: "the file is empty; expected JSON")
    }
    if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) || data.starts(with: [0x1F, 0x8B]) {
      let kind = data[0] == 0x50 ? "a zip archive" : "gzip-compressed"
      throw TextFormatError(
        location: "byte 0",
        message: "the file is \(kind), not JSON; unpack it and import the files inside")
    }
    let text: CheckedText
    do {
      text = try CheckedText(data)
    } catch {
      switch error {
      case .utf16:
        throw TextFormatError(location: "byte 0", message: CheckedText.utf16Message)
      case .invalidUTF8(let offset, let skipped):
        let bytes = UnsafeBufferPointer(rebasing: data[skipped...])
        throw TextFormatError(
          location: position(of: offset, in: bytes, skipped: skipped),
          message: CheckedText.invalidUTF8Message(byte: "0x\(hex(bytes[offset]))"))
      }
    }
    if text.bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
      throw TextFormatError(message: "the file holds only whitespace; expected JSON")
    }
    return text
  }

  /// The error for a syntax error at its place in the file.
  static func syntaxError(
    _ error: JSONParser.SyntaxError, in bytes: UnsafeBufferPointer<UInt8>, skipped: Int
  ) -> TextFormatError {
    let location = position(of: error.offset, in: bytes, skipped: skipped)
    // Wrong from its first character: not broken JSON but another kind of file; say which.
    let first = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if error.offset == first, let kind = otherKind(of: bytes) {
      return TextFormatError(location: location, message: "this looks like \(kind), not JSON")
    }
    return TextFormatError(location: location, message: "not valid JSON: \(error.message)")
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

extension JSONFile {
  /// The items of a top-level JSON array, parsed one at a time as they are read. A syntax
  /// error further on surfaces when the reading gets there.
  public struct Items {
    private var reader: JSONParser.ArrayReader
    private let bytes: UnsafeBufferPointer<UInt8>
    private let skipped: Int

    fileprivate init(
      reader: JSONParser.ArrayReader, bytes: UnsafeBufferPointer<UInt8>, skipped: Int
    ) {
      self.reader = reader
      self.bytes = bytes
      self.skipped = skipped
    }

    /// How many items the array has.
    public var count: Int { reader.count }

    /// The next item, or `nil` after the last.
    public mutating func next() throws(TextFormatError) -> JSONValue? {
      do {
        return try reader.next()
      } catch {
        throw JSONFile.syntaxError(error, in: bytes, skipped: skipped)
      }
    }
  }
}
