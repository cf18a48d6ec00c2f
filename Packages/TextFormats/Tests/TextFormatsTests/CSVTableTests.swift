import Testing

import TextFormats

/// The CSV reader the TV Time import reads with: RFC 4180, columns by name, located errors.
@Suite struct CSVTableTests {
  /// The header, and each record's line and fields by the header's names.
  /// The field limit the library's imports use.
  private static let longestField = 20_000

  private func read(
    _ text: String
  ) throws -> (header: [String], count: Int, records: [(line: Int, fields: [String: String])]) {
    try Array(text.utf8).withUnsafeBufferPointer { bytes in
      var table = try CSVTable.parse(bytes, longestField: Self.longestField)
      var records: [(line: Int, fields: [String: String])] = []
      while let record = try table.next() {
        var fields: [String: String] = [:]
        for name in table.header { fields[name] = record[name] }
        records.append((record.line, fields))
      }
      return (table.header, table.count, records)
    }
  }

  private func failure(_ text: String) -> String? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func readsColumnsByNameInAnyOrder() throws {
    let one = try read("name,id\nLost,73739\n")
    let other = try read("id,name\n73739,Lost\n")
    #expect(one.records.map(\.fields) == [["name": "Lost", "id": "73739"]])
    #expect(other.records.map(\.fields) == one.records.map(\.fields))
    #expect(one.count == 1)
  }

  @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() throws {
    let text =
      "name,note\n\"Love, Death & Robots\",\"said \"\"hi\"\"\"\n\"two\nlines\",x\nlast,\"\"\n"
    let table = try read(text)
    #expect(
      table.records.map(\.fields) == [
        ["name": "Love, Death & Robots", "note": "said \"hi\""],
        ["name": "two\nlines", "note": "x"],
        ["name": "last"],
      ])
    // The record after a field with a line break starts on its own line of the file.
    #expect(table.records.map(\.line) == [2, 3, 5])
  }

  @Test func crlfLfAndABomReadTheSame() throws {
    let plain = try read("name,id\nShōgun,1\nQI,2")
    let windows = try read("\u{FEFF}name,id\r\nShōgun,1\r\nQI,2\r\n")
    #expect(windows.header == ["name", "id"])
    #expect(windows.records.map(\.fields) == plain.records.map(\.fields))
    #expect(windows.records.map(\.line) == [2, 3])
  }

  @Test func emptyLinesAreNotRecordsAndEmptyFieldsAreMissing() throws {
    let table = try read("a,b,c\n\n1,,3\n\n")
    #expect(table.count == 1)
    #expect(table.records.map(\.fields) == [["a": "1", "c": "3"]])
    #expect(table.records.map(\.line) == [3])
  }

  @Test func aNumberIsCheckedAndItsErrorNamesTheLine() throws {
    try Array("show,episode_number\nQI,x\nQI,7\n".utf8).withUnsafeBufferPointer { bytes in
      var table = try CSVTable.parse(bytes, longestField: Self.longestField)
      let first = try #require(try table.next())
      let error = #expect(throws: TextFormatError.self) {
        try first.int("episode_number", in: 0...99, what: "episode number")
      }
      #expect(
        error?.description
          == "line 2: the episode number (episode_number) is \"x\", not a whole number"
      )
      let second = try #require(try table.next())
      #expect(try second.int("episode_number", in: 0...99, what: "episode number") == 7)
      let outOfRange = #expect(throws: TextFormatError.self) {
        try second.int("episode_number", in: 0...5, what: "episode number")
      }
      #expect(
        outOfRange?.description
          == "line 3: the episode number (episode_number) 7 is out of range "
          + "(from 0 to 5)")
      #expect(try second.int("missing", in: 0...5, what: "episode number") == nil)
    }
  }

  @Test func everyMalformedFileIsOneLocatedLine() {
    #expect(failure("") == "the file is empty; expected CSV with a header line")
    #expect(
      failure("\u{FEFF}\r\n") == "the file is empty; expected CSV with a header line")
    #expect(
      failure("a,b\n1,2\n\"open,3\n4,5\n")
        == "line 3: a quoted field is not closed by the end of the file")
    #expect(
      failure("a,b\n\"x\"y,2\n")?.hasPrefix("line 2: text after a field's closing quote")
        == true)
    #expect(failure("a,b\n1,2\n3\n") == "line 3: 1 field, but the header has 2 columns")
    #expect(
      failure("a,b\n1,2,3\n") == "line 2: 3 fields, but the header has 2 columns")
    #expect(failure("a,a\n1,2\n") == "line 1: the header names the column \"a\" twice")
  }

  @Test func aFileThatIsNotUTF8IsRefusedWithItsLine() throws {
    var bytes = Array("name\nLost\n".utf8)
    bytes.append(0xFF)
    let error = #expect(throws: TextFormatError.self) {
      try bytes.withUnsafeBufferPointer { try CSVTable.parse($0, longestField: Self.longestField) }
    }
    #expect(error?.location == "line 3")
    #expect(error?.message.hasPrefix("not valid UTF-8") == true)
    let utf16: [UInt8] = [0xFF, 0xFE, 0x61, 0x00]
    let wide = #expect(throws: TextFormatError.self) {
      try utf16.withUnsafeBufferPointer { try CSVTable.parse($0, longestField: Self.longestField) }
    }
    #expect(wide?.message.contains("UTF-16") == true)
  }

  @Test func theLimitsHold() {
    let wide = (0...CSVTable.maximumColumns).map { "c\($0)" }.joined(separator: ",")
    #expect(failure(wide + "\n")?.contains("more than the 512") == true)
    let long = String(repeating: "x", count: 4 * Self.longestField + 1)
    #expect(failure("a\n" + long + "\n")?.hasPrefix("line 2: a field of") == true)
    #expect(failure("a\n\"" + long + "\"\n")?.hasPrefix("line 2: a field of") == true)
  }

  @Test func anErrorLateInTheFileIsFoundBeforeTheFirstRecordIsRead() {
    // Nothing is read (or written) from a file that is broken further on.
    #expect(failure("a\n1\n2\n\"3\n")?.hasPrefix("line 4") == true)
  }
}
