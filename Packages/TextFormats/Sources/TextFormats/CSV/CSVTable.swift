/// A CSV file (RFC 4180) with a header line, read a record at a time: quoted fields may hold
/// commas, doubled quotes and line breaks; lines end in CRLF, LF or CR; a UTF-8 byte order
/// mark is skipped. Columns are found by the header's names, never by position, since the
/// exports that write these files order their columns differently from year to year.
///
/// The whole file is checked first (UTF-8, quotes, field counts, the limits below), so an
/// error anywhere is found before the first record is read, and every error names the line
/// the record starts on: `line 812: 3 fields, but the header has 2 columns`. The file is read
/// from its own bytes, one record at a time: memory grows with the longest record, not the
/// file.
///
/// ```swift
/// var table = try CSVTable.parse(buffer, longestField: 20_000)
/// while let record = try table.next() { let name = record["tv_show_name"] }
/// ```
public struct CSVTable {
  /// The most columns a file may have.
  public static let maximumColumns = 512

  /// The header's column names, in the file's order.
  public let header: [String]
  /// How many records follow the header (empty lines are not records).
  public let count: Int
  private let columns: [String: Int]
  private let bytes: UnsafeBufferPointer<UInt8>
  private var scanner: CSVScanner

  /// Reads the header and checks every record of the file's bytes, which must stay valid
  /// while the table is read.
  ///
  /// - Throws: ``TextFormatError`` for a file that is empty, not UTF-8 (or UTF-16), has a quote
  ///   that is not closed, text after a closing quote, a record with more or fewer fields than
  ///   the header, a header naming a column twice, or a field or a header past the limits: a
  ///   field may hold `longestField` characters (checked as four bytes each).
  public static func parse(
    _ data: UnsafeBufferPointer<UInt8>, longestField: Int
  ) throws(TextFormatError) -> CSVTable {
    let bytes: UnsafeBufferPointer<UInt8>
    do {
      bytes = try CheckedText(data).bytes
    } catch {
      switch error {
      case .utf16:
        throw TextFormatError(location: "line 1", message: CheckedText.utf16Message)
      case .invalidUTF8(let offset, let skipped):
        let text = UnsafeBufferPointer(rebasing: data[skipped...])
        throw TextFormatError(
          location: "line \(CSVScanner.line(of: offset, in: text))",
          message: CheckedText.invalidUTF8Message(byte: "\(offset + skipped)"))
      }
    }
    var scanner = CSVScanner(bytes: bytes, longestField: longestField)
    guard let (line, names) = try scanner.next(building: true) else {
      throw TextFormatError(message: "the file is empty; expected CSV with a header line")
    }
    guard names.count <= maximumColumns else {
      throw TextFormatError(
        location: "line \(line)",
        message: "the header has \(names.count) columns, more than the \(maximumColumns) a "
          + "file may have")
    }
    let header = names.map { $0.trimmingWhitespace() }
    var columns: [String: Int] = [:]
    for (index, name) in header.enumerated() where !name.isEmpty {
      guard columns[name] == nil else {
        throw TextFormatError(
          location: "line \(line)",
          message: "the header names the column \(JSONEscaping.literal(name)) twice")
      }
      columns[name] = index
    }
    // Check every record, building nothing, before the first is read.
    var checker = scanner
    var count = 0
    while try checker.next(building: false, expected: header.count) != nil {
      count += 1
    }
    return CSVTable(
      header: header, count: count, columns: columns, bytes: bytes, scanner: scanner)
  }

  /// Whether the header has the column.
  public func has(_ column: String) -> Bool { columns[column] != nil }

  /// The next record, or `nil` after the last.
  public mutating func next() throws(TextFormatError) -> CSVRecord? {
    guard let (line, fields) = try scanner.next(building: true, expected: header.count) else {
      return nil
    }
    return CSVRecord(line: line, fields: fields, columns: columns)
  }
}

/// One record of a ``CSVTable``: its fields by the header's column names, and its line.
public struct CSVRecord {
  /// The line the record starts on, from 1 (the header's).
  public let line: Int
  fileprivate let fields: [String]
  fileprivate let columns: [String: Int]

  /// The field of `column`, trimmed of surrounding whitespace; `nil` when the file has no such
  /// column or the field is empty.
  public subscript(_ column: String) -> String? {
    guard let index = columns[column], index < fields.count else { return nil }
    let field = fields[index].trimmingWhitespace()
    return field.isEmpty ? nil : field
  }

  /// The field of `column` as a whole number in `range`; `nil` when empty or missing.
  ///
  /// - Throws: ``TextFormatError`` at the record's line when the field is not a whole number
  ///   or not in `range`, naming the field as `what` ("episode number").
  public func int(
    _ column: String, in range: ClosedRange<Int>, what: String
  ) throws(TextFormatError) -> Int? {
    guard let text = self[column] else { return nil }
    guard let value = Int(text) else {
      throw error("the \(what) (\(column)) is \(JSONEscaping.literal(text)), not a whole number")
    }
    guard range.contains(value) else {
      throw error(
        "the \(what) (\(column)) \(value) is out of range (from \(range.lowerBound) to "
          + "\(range.upperBound))")
    }
    return value
  }

  /// An error at the record's line.
  public func error(_ message: String) -> TextFormatError {
    TextFormatError(location: "line \(line)", message: message)
  }
}

/// Reads the records of CSV bytes, one at a time.
private struct CSVScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The most characters a field may hold.
  let longestField: Int
  private var position = 0
  private var line = 1

  init(bytes: UnsafeBufferPointer<UInt8>, longestField: Int) {
    self.bytes = bytes
    self.longestField = longestField
  }

  /// The longest field, in bytes: `longestField` characters of up to four bytes each.
  var maximumFieldBytes: Int { 4 * longestField }

  private static let quote = UInt8(ascii: "\"")
  private static let comma = UInt8(ascii: ",")
  private static let lineFeed: UInt8 = 0x0A
  private static let carriageReturn: UInt8 = 0x0D

  /// The line (from 1) of the byte at `offset`: CRLF, LF and CR each end one.
  static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var line = 1
    var index = 0
    while index < min(offset, bytes.count) {
      if bytes[index] == lineFeed {
        line += 1
      } else if bytes[index] == carriageReturn {
        line += 1
        if index + 1 < bytes.count, bytes[index + 1] == lineFeed { index += 1 }
      }
      index += 1
    }
    return line
  }

  /// The next record's first line and fields (empty strings when not `building`), skipping
  /// empty lines; `nil` at the end. With `expected`, a record of another field count is an
  /// error.
  mutating func next(
    building: Bool, expected: Int? = nil
  ) throws(TextFormatError) -> (line: Int, fields: [String])? {
    while position < bytes.count, isLineEnd(bytes[position]) {
      endLine()
    }
    guard position < bytes.count else { return nil }
    let start = line
    var fields: [String] = []
    var count = 0
    while true {
      let field = try readField(building: building, recordLine: start)
      count += 1
      if building { fields.append(field) }
      guard count <= CSVTable.maximumColumns + 1 else {
        throw error(
          "more than \(CSVTable.maximumColumns) fields, the most a record may have", start)
      }
      if position < bytes.count, bytes[position] == Self.comma {
        position += 1
        continue
      }
      if position < bytes.count { endLine() }
      break
    }
    if let expected, count != expected {
      throw error(
        "\(count) \(count == 1 ? "field" : "fields"), but the header has \(expected) columns",
        start)
    }
    return (start, fields)
  }

  private func isLineEnd(_ byte: UInt8) -> Bool {
    byte == Self.lineFeed || byte == Self.carriageReturn
  }

  /// Moves past the line end at `position` (CRLF, LF or CR).
  private mutating func endLine() {
    if bytes[position] == Self.carriageReturn, position + 1 < bytes.count,
      bytes[position + 1] == Self.lineFeed
    {
      position += 1
    }
    position += 1
    line += 1
  }

  /// One field, quoted or not, leaving `position` at the comma or line end after it.
  private mutating func readField(
    building: Bool, recordLine: Int
  ) throws(TextFormatError) -> String {
    guard position < bytes.count, bytes[position] == Self.quote else {
      let start = position
      while position < bytes.count, bytes[position] != Self.comma, !isLineEnd(bytes[position]) {
        position += 1
      }
      try checkLength(position - start, recordLine)
      return building ? text(start..<position) : ""
    }
    position += 1
    var field: [UInt8] = []
    var length = 0
    var runStart = position
    while true {
      guard position < bytes.count else {
        throw error("a quoted field is not closed by the end of the file", recordLine)
      }
      let byte = bytes[position]
      if byte == Self.quote {
        if building { field.append(contentsOf: bytes[runStart..<position]) }
        length += position - runStart
        position += 1
        if position < bytes.count, bytes[position] == Self.quote {
          // A doubled quote is one quote in the field.
          if building { field.append(Self.quote) }
          length += 1
          position += 1
          runStart = position
          continue
        }
        break
      }
      if byte == Self.lineFeed || (byte == Self.carriageReturn && !nextIsLineFeed) {
        line += 1
      }
      position += 1
    }
    try checkLength(length, recordLine)
    if position < bytes.count, bytes[position] != Self.comma, !isLineEnd(bytes[position]) {
      throw error(
        "text after a field's closing quote (a quote inside a quoted field is written twice)",
        line)
    }
    return building ? String(decoding: field, as: UTF8.self) : ""
  }

  private var nextIsLineFeed: Bool {
    position + 1 < bytes.count && bytes[position + 1] == Self.lineFeed
  }

  private func checkLength(_ length: Int, _ recordLine: Int) throws(TextFormatError) {
    guard length <= maximumFieldBytes else {
      throw error(
        "a field of \(length) bytes, longer than the \(longestField) characters a "
          + "field may hold", recordLine)
    }
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private func error(_ message: String, _ line: Int) -> TextFormatError {
    TextFormatError(location: "line \(line)", message: message)
  }
}
