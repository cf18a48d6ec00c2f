// libFuzzer harness: the import CSV reader (`CSVTable`) on arbitrary bytes.
//
// Checks, beyond "does not crash, hang or overflow":
// - a file is read whole or fails with one `TextFormatError` whose description is one
//   harmless line naming a line of the file inside it;
// - a file that reads gives exactly the records it counted, every one starting on a later line
//   than the one before;
// - what it read, written back as CSV (every field quoted, CRLF), reads back the same.

import TextFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVTable(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: count == 0 ? nil : start, count: count)
  guard let (header, records) = read(bytes, checkLines: true) else { return 0 }
  var written = line(header)
  for record in records { written += line(record) }
  let again = written.withUnsafeBufferPointer { read($0, checkLines: false) }
  guard let (headerAgain, recordsAgain) = again else {
    fatalError("fuzz check failed: what was read does not read back")
  }
  require(headerAgain == header, "the header read back as \(headerAgain), not \(header)")
  require(recordsAgain == records, "the records read back differently")
  return 0
}

/// The header and every record's fields by the header's names, or `nil` after checking the
/// error.
private func read(
  _ bytes: UnsafeBufferPointer<UInt8>, checkLines: Bool
) -> (header: [String], records: [[String]])? {
  let lines = 1 + bytes.filter { $0 == 0x0A || $0 == 0x0D }.count
  do {
    var table = try CSVTable.parse(bytes, longestField: 20_000)
    var records: [[String]] = []
    var previous = 1
    while let record = try table.next() {
      require(record.line > previous, "record on line \(record.line) after line \(previous)")
      require(record.line <= lines, "record on line \(record.line) of \(lines)")
      previous = record.line
      records.append(table.header.map { record[$0] ?? "" })
    }
    require(records.count == table.count, "read \(records.count) of \(table.count) records")
    return (table.header, records)
  } catch {
    require(isOneHarmlessLine(error.description), "error not one harmless line: \(error)")
    if checkLines, let location = error.location {
      let number = Int(location.dropFirst("line ".count)) ?? 0
      require(location.hasPrefix("line ") && (1...lines).contains(number), "at \(location)")
    }
    if !checkLines { fatalError("fuzz check failed: a written file failed: \(error)") }
    return nil
  }
}

/// One CSV line of the fields, each quoted, quotes doubled: byte by byte, since a quote
/// followed by a combining mark is one `Character` that is not a quote.
private func line(_ fields: [String]) -> [UInt8] {
  var bytes: [UInt8] = []
  for (index, field) in fields.enumerated() {
    if index > 0 { bytes.append(UInt8(ascii: ",")) }
    bytes.append(UInt8(ascii: "\""))
    for byte in field.utf8 {
      bytes.append(byte)
      if byte == UInt8(ascii: "\"") { bytes.append(byte) }
    }
    bytes.append(UInt8(ascii: "\""))
  }
  return bytes + [0x0D, 0x0A]
}
