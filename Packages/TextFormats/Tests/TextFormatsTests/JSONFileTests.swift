import Testing

import TextFormats

/// A JSON file as the imports read it: checked UTF-8 first, then whole or an item at a time,
/// every error one located line.
@Suite struct JSONFileTests {
  private func failure(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { buffer -> String? in
      do {
        switch try JSONFile.parse(buffer) {
        case .value: return nil
        case .items(var items):
          while try items.next() != nil {}
          return nil
        }
      } catch {
        return "\(error)"
      }
    }
  }

  private func failure(_ text: String) -> String? { failure(Array(text.utf8)) }

  @Test func anArrayIsReadAnItemAtATimeAndAnythingElseWhole() throws {
    try Array(#"[{"a": 1}, 2]"#.utf8).withUnsafeBufferPointer { buffer in
      guard case .items(var items) = try JSONFile.parse(buffer) else {
        Issue.record("expected items")
        return
      }
      #expect(items.count == 2)
      #expect(try items.next() == .object(object(#"{"a": 1}"#)))
      #expect(try items.next() == .integer(2))
      #expect(try items.next() == nil)
    }
    try Array("\u{FEFF}{\"a\": true}".utf8).withUnsafeBufferPointer { buffer in
      guard case .value(let value) = try JSONFile.parse(buffer) else {
        Issue.record("expected a value")
        return
      }
      #expect(value == .object(object(#"{"a": true}"#)))
    }
  }

  @Test func theEncodingIsCheckedAndLocatedBeforeTheSyntax() {
    #expect(failure("") == "the file is empty; expected JSON")
    #expect(failure(" \n\t") == "the file holds only whitespace; expected JSON")
    #expect(failure("\u{FEFF}") == "the file holds only whitespace; expected JSON")
    #expect(
      failure([0x50, 0x4B, 0x03, 0x04, 0x00])
        == "byte 0: the file is a zip archive, not JSON; unpack it and import the files inside")
    #expect(
      failure([0x1F, 0x8B, 0x08])
        == "byte 0: the file is gzip-compressed, not JSON; unpack it and import the files inside")
    #expect(
      failure([0xFF, 0xFE, 0x5B, 0x00])
        == "byte 0: the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8")
    // After a byte order mark, bytes still count from the start of the file.
    #expect(
      failure([0xEF, 0xBB, 0xBF] + Array("[1,\n \"é".utf8) + [0xC3, 0x28] + Array("\"]".utf8))
        == "line 2, column 4 (byte 11): not valid UTF-8 (byte 0xC3 cannot start or continue a "
        + "character here); save the file as UTF-8")
  }

  @Test func aSyntaxErrorSaysItsLineColumnAndByte() {
    #expect(
      failure("[1,\n  2,\n]")
        == "line 3, column 1 (byte 9): not valid JSON: unexpected ']', expected a value")
    #expect(
      failure("<!DOCTYPE html><html></html>")?.hasPrefix(
        "line 1, column 1 (byte 0): this looks like a web page (HTML)") == true)
    #expect(
      failure("name,year\nLost,2004\n")
        == "line 1, column 1 (byte 0): this looks like a CSV table (its first line is "
        + "\"name,year\"), not JSON")
  }

  private func object(_ text: String) -> JSONObject {
    guard case .object(let object)? = try? JSONParser.parse(Array(text.utf8)) else {
      return JSONObject()
    }
    return object
  }
}
