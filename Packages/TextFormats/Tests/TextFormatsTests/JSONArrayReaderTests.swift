import Testing

@testable import TextFormats

/// Large import files are top-level arrays, read an element at a time.
@Suite struct JSONArrayReaderTests {
  func elements(_ text: String) throws -> (count: Int, values: [JSONValue])? {
    try JSONParser.withBytes(of: Array(text.utf8)) { bytes throws(JSONParser.SyntaxError) in
      guard var reader = try JSONParser.ArrayReader(bytes) else { return nil }
      var values: [JSONValue] = []
      while let value = try reader.next() { values.append(value) }
      return (reader.count, values)
    }
  }

  @Test func readsEachElementInOrderAndCountsThemFirst() throws {
    let text = #" [ {"a": "x,]}"}, [1, [2, 3]], "q\"],", 4.5, null ] "#
    let read = try #require(try elements(text))
    #expect(read.count == 5)
    #expect(
      read.values == [
        .object(JSONParser.parseObjectForTest(#"{"a": "x,]}"}"#)),
        .array([.integer(1), .array([.integer(2), .integer(3)])]), .string("q\"],"),
        .double(4.5), .null,
      ])
  }

  @Test func anEmptyArrayHasNoElements() throws {
    let read = try #require(try elements("[ ]"))
    #expect(read.count == 0)
    #expect(read.values.isEmpty)
  }

  @Test(arguments: [#"{"a": [1, 2]}"#, "42", #""text""#])
  func aDocumentThatIsNotAnArrayHasNoReader(text: String) throws {
    #expect(try elements(text) == nil)
  }

  @Test(arguments: [
    ("[1, 2, 3,]", 9), ("[1, 2] x", 7), ("[1, {\"a\": tru}]", 10), ("[1, 2", 5),
    ("[\"a\", \"b]", 6), ("[1, \"\\q\"]", 6), ("[[[1]], {\"a\" 2}]", 13),
  ])
  func aSyntaxErrorAnywhereIsReportedBeforeAnyElementIsReadAsAWholeParseReportsIt(
    text: String, offset: Int
  ) {
    let error = #expect(throws: JSONParser.SyntaxError.self) {
      _ = try elements(text)
    }
    let whole = #expect(throws: JSONParser.SyntaxError.self) {
      _ = try JSONParser.parse(Array(text.utf8))
    }
    #expect(error?.offset == offset)
    #expect(error == whole)
  }

  @Test func elementsMatchAWholeParse() throws {
    let text = #"[{"id": 1, "name": "Pilot", "_embedded": {"show": {"id": 7}}}, {"id": 2}]"#
    let read = try #require(try elements(text))
    #expect(try JSONParser.parse(Array(text.utf8)) == .array(read.values))
  }
}

extension JSONParser {
  /// The object in `text`, for expected values.
  fileprivate static func parseObjectForTest(_ text: String) -> JSONObject {
    guard case .object(let object)? = try? parse(Array(text.utf8)) else { return JSONObject() }
    return object
  }
}
