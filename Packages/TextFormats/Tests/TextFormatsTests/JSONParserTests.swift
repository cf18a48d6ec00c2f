import Testing

import TextFormats

@Suite struct JSONParserTests {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test func parsesEveryKindOfValueKeepingKeyOrder() throws {
    let value = try parse(#"{"b": [1, -2.5, true, null, "x\u00e9\n"], "a": {}}"#)
    guard case .object(let object) = value else {
      Issue.record("expected an object")
      return
    }
    #expect(object.keys == ["b", "a"])
    #expect(
      object["b"] == .array([.integer(1), .double(-2.5), .bool(true), .null, .string("xé\n")]))
  }

  @Test func aRepeatedKeyKeepsItsLastValueAndIsListedOnce() throws {
    guard case .object(let object) = try parse(#"{"a": 1, "b": 2, "a": 3}"#) else {
      Issue.record("expected an object")
      return
    }
    #expect(object["a"] == .integer(3))
    #expect(object["b"] == .integer(2))
    #expect(object["c"] == nil)
    #expect(object.keys == ["a", "b"])
  }

  @Test func surrogatePairsDecodeToOneCharacter() throws {
    #expect(try parse(#""\ud83c\udfac""#) == .string("🎬"))
  }

  @Test(arguments: [
    (#"["x\uD83D\u0041"]"#, 3, "unpaired surrogate \\uD83D (followed by \\u0041"),
    (#"["\uD83D"]"#, 2, "unpaired surrogate \\uD83D (not followed by a low surrogate)"),
    (#"["ab\uDC00"]"#, 4, "unpaired surrogate \\uDC00 (a low surrogate with no high one"),
  ])
  func anUnpairedSurrogateIsAnErrorAtItsEscape(text: String, offset: Int, message: String) {
    let error = #expect(throws: JSONParser.SyntaxError.self) { try parse(text) }
    #expect(error?.offset == offset)
    #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
  }

  @Test(arguments: [
    ("[1,]", 3), ("{\"a\" 1}", 5), ("[01]", 2), ("\"abc", 0), ("[1] x", 4), ("{'a': 1}", 1),
    ("", 0), ("nul", 0), ("{\"a\":1,}", 7), ("{\"a\": 1, }", 9), ("[1, ]", 4), ("{,}", 1),
    ("[,1]", 1),
  ])
  func syntaxErrorsReportTheOffendingByte(text: String, offset: Int) throws {
    let error = try #require(throws: JSONParser.SyntaxError.self) { try parse(text) }
    #expect(error.offset == offset, "\(text): \(error.message)")
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONParser.SyntaxError.self) { try parse(deep) }
  }
}
