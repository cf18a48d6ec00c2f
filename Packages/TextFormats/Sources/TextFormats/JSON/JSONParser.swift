/// A strict RFC 8259 JSON parser over UTF-8 bytes that reports where it stopped.
///
/// Foundation's parsers say only "not valid JSON" on Linux and accept trailing commas; this
/// one rejects them and gives a line, column and byte offset.
public struct JSONParser {
  /// Where and why the input is not JSON.
  public struct SyntaxError: Error, Hashable {
    /// What was expected or found.
    public var message: String
    /// 0-based byte offset into the parsed bytes.
    public var offset: Int
  }

  /// The document, borrowed: the caller keeps the memory alive while parsing (see
  /// ``withBytes(of:_:)``).
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var depth = 0
  private static let maximumDepth = 512

  /// Parses one JSON document; whitespace may surround it, nothing else may follow it.
  public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    try withBytes(of: bytes) { buffer throws(SyntaxError) in try parse(buffer) }
  }

  /// Parses one JSON document in `bytes`, which must stay valid while this runs.
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    try parser.finishDocument()
    return value
  }

  /// Checks that only whitespace follows the document's value.
  private mutating func finishDocument() throws(SyntaxError) {
    skipWhitespace()
    guard position == bytes.count else {
      throw error("unexpected \(describeCurrent()) after the JSON value")
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Runs `body` on the bytes of `array`, for parsing arrays of bytes.
  static func withBytes<Result>(
    of array: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> Result
  ) throws(SyntaxError) -> Result {
    try array.withUnsafeBufferPointer { buffer throws(SyntaxError) in try body(buffer) }
  }

  /// Reads one value. With `building` false it only checks the syntax and moves past the
  /// value, allocating nothing, and returns `null`: that is how a large array is checked whole
  /// before its elements are read one at a time.
  private mutating func parseValue(building: Bool = true) throws(SyntaxError) -> JSONValue {
    guard position < bytes.count else { throw error("unexpected end of input, expected a value") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject(building: building)
    case UInt8(ascii: "["): return try parseArray(building: building)
    case UInt8(ascii: "\""): return .string(try parseString(building: building))
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try parseNumber(building: building)
    default: throw error("unexpected \(describeCurrent()), expected a value")
    }
  }

  private mutating func parseObject(building: Bool) throws(SyntaxError) -> JSONValue {
    try enter()
    position += 1
    var object = JSONObject()
    skipWhitespace()
    if consume(UInt8(ascii: "}")) {
      depth -= 1
      return .object(object)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()), expected a member name in double quotes")
      }
      let key = try parseString(building: building)
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else {
        throw error("unexpected \(describeCurrent()), expected ':' after a member name")
      }
      skipWhitespace()
      let value = try parseValue(building: building)
      if building { object.set(key, value) }
      skipWhitespace()
      if consume(UInt8(ascii: "}")) { break }
      guard consume(UInt8(ascii: ",")) else {
        throw error("unexpected \(describeCurrent()), expected ',' or '}' in an object")
      }
    }
    depth -= 1
    return .object(object)
  }

  private mutating func parseArray(building: Bool) throws(SyntaxError) -> JSONValue {
    try enter()
    position += 1
    var elements: [JSONValue] = []
    var count = 0
    while let element = try nextElement(isFirst: count == 0, building: building) {
      count += 1
      if building { elements.append(element) }
    }
    return .array(elements)
  }

  /// Inside an array: the next element (after its `,` unless it is the first), or `nil` at
  /// the closing `]`, which leaves the array.
  private mutating func nextElement(
    isFirst: Bool, building: Bool
  ) throws(SyntaxError) -> JSONValue? {
    skipWhitespace()
    if consume(UInt8(ascii: "]")) {
      depth -= 1
      return nil
    }
    if !isFirst {
      guard consume(UInt8(ascii: ",")) else {
        throw error("unexpected \(describeCurrent()), expected ',' or ']' in an array")
      }
      skipWhitespace()
    }
    return try parseValue(building: building)
  }

  private mutating func parseString(building: Bool) throws(SyntaxError) -> String {
    let start = position
    position += 1
    // Most strings have no escape: they are their bytes, made into a string in one step.
    var end = position
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
      bytes[end] >= 0x20
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      defer { position = end + 1 }
      return building ? String(decoding: bytes[position..<end], as: UTF8.self) : ""
    }
    var text: [UInt8] = Array(bytes[position..<end])
    position = end
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return building ? String(decoding: text, as: UTF8.self) : ""
      case UInt8(ascii: "\\"):
        position += 1
        try parseEscape(into: &text)
      case 0..<0x20:
        throw error("control character in a string; write it as an escape like \\n")
      default:
        text.append(byte)
        position += 1
      }
    }
    throw SyntaxError(message: "unterminated string", offset: start)
  }

  private mutating func parseEscape(into text: inout [UInt8]) throws(SyntaxError) {
    guard position < bytes.count else { throw error("unexpected end of input in an escape") }
    let escaped = bytes[position]
    position += 1
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "u"):
      // A surrogate must come in a pair (high, then low); a lone one is not text, and is an
      // error here, as in Foundation's JSONSerialization.
      let escape = position - 2
      var scalar = try parseHex4()
      if (0xDC00..<0xE000).contains(scalar) {
        throw SyntaxError(
          message: "unpaired surrogate \\u\(Self.hex(scalar)) (a low surrogate with no high one "
            + "before it)", offset: escape)
      }
      if (0xD800..<0xDC00).contains(scalar) {
        guard bytes[position...].starts(with: Array("\\u".utf8)) else {
          throw SyntaxError(
            message: "unpaired surrogate \\u\(Self.hex(scalar)) (not followed by a low "
              + "surrogate)", offset: escape)
        }
        position += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw SyntaxError(
            message: "unpaired surrogate \\u\(Self.hex(scalar)) (followed by \\u\(Self.hex(low)), "
              + "not a low surrogate)", offset: escape)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let character = Unicode.Scalar(scalar) else {
        throw SyntaxError(message: "invalid escape \\u\(Self.hex(scalar))", offset: escape)
      }
      text.append(contentsOf: Array(String(character).utf8))
    default:
      position -= 1
      throw error("invalid escape \\\(describeCurrent())")
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw error("expected 4 hex digits after \\u") }
    var value: UInt32 = 0
    for byte in bytes[position..<position + 4] {
      guard let digit = Self.hexValue(byte) else { throw error("expected 4 hex digits after \\u") }
      value = value << 4 | digit
    }
    position += 4
    return value
  }

  /// Four uppercase hex digits: `D83D`.
  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func parseNumber(building: Bool) throws(SyntaxError) -> JSONValue {
    let start = position
    var isInteger = true
    _ = consume(UInt8(ascii: "-"))
    if consume(UInt8(ascii: "0")) {
      // A leading zero stands alone.
    } else {
      guard consumeDigits() else { throw error("expected a digit in a number") }
    }
    if consume(UInt8(ascii: ".")) {
      isInteger = false
      guard consumeDigits() else { throw error("expected a digit after the decimal point") }
    }
    if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
      isInteger = false
      _ = consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
      guard consumeDigits() else { throw error("expected a digit in the exponent") }
    }
    guard building else { return .null }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if isInteger, let integer = Int64(text) {
      return .integer(integer)
    }
    guard let double = Double(text) else {
      throw SyntaxError(message: "number out of range", offset: start)
    }
    return .double(double)
  }

  private mutating func consumeDigits() -> Bool {
    let start = position
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
    {
      position += 1
    }
    return position > start
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(SyntaxError)
    -> JSONValue
  {
    let utf8 = Array(word.utf8)
    guard bytes[position...].starts(with: utf8) else {
      throw error("unexpected \(describeCurrent()), expected a value")
    }
    position += utf8.count
    return value
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nested more than \(Self.maximumDepth) levels deep")
    }
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        position += 1
      default:
        return
      }
    }
  }

  private func describeCurrent() -> String {
    guard position < bytes.count else { return "end of input" }
    let byte = bytes[position]
    if (0x21..<0x7F).contains(byte) {
      return "'\(Character(Unicode.Scalar(byte)))'"
    }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
  }

  private func error(_ message: String) -> SyntaxError {
    SyntaxError(message: message, offset: position)
  }
}

extension JSONParser {
  /// Reads a document that is one JSON array an element at a time: each element is parsed when
  /// asked for, so a file of 100,000 episodes is never one tree in memory.
  ///
  /// ```swift
  /// var reader = try JSONParser.ArrayReader(buffer)  // nil: the document is not an array
  /// while let element = try reader?.next() { … }
  /// ```
  public struct ArrayReader {
    private var parser: JSONParser
    private var index = 0
    /// How many elements the array has.
    public let count: Int

    /// A reader positioned before the first element, or `nil` when the document (after
    /// whitespace) does not start with `[`.
    ///
    /// The whole document is checked first, without building any value, so a syntax error
    /// anywhere is reported before the first element is read, as
    /// ``JSONParser/parse(_:)-(UnsafeBufferPointer<UInt8>)`` would report it; the check also
    /// counts the elements.
    public init?(_ bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) {
      var parser = JSONParser(bytes: bytes)
      parser.skipWhitespace()
      guard parser.position < bytes.count, bytes[parser.position] == UInt8(ascii: "[") else {
        return nil
      }
      try parser.enter()
      parser.position += 1
      var checker = parser
      var count = 0
      while try checker.nextElement(isFirst: count == 0, building: false) != nil { count += 1 }
      try checker.finishDocument()
      self.parser = parser
      self.count = count
    }

    /// The next element, or `nil` after the last.
    public mutating func next() throws(SyntaxError) -> JSONValue? {
      guard index < count else { return nil }
      defer { index += 1 }
      return try parser.nextElement(isFirst: index == 0, building: true)
    }
  }
}
