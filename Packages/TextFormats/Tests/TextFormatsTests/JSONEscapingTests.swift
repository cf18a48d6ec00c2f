import Testing

@testable import TextFormats

@Suite struct JSONEscapingTests {
  @Test func aLiteralIsOneLineWithEveryControlEscaped() {
    #expect(JSONEscaping.literal("odd key") == #""odd key""#)
    #expect(JSONEscaping.literal("a\"b\\c") == #""a\"b\\c""#)
    #expect(JSONEscaping.literal("a\nb\rc\td") == #""a\nb\rc\td""#)
    #expect(JSONEscaping.literal("\u{1B}[2J\u{7F}\u{9B}") == #""\u001B[2J\u007F\u009B""#)
    #expect(
      JSONEscaping.literal("\u{202E}\u{2066}\u{200F}\u{061C}\u{2028}")
        == #""\u202E\u2066\u200F\u061C\u2028""#)
    #expect(JSONEscaping.literal("Carnivàle 進撃") == #""Carnivàle 進撃""#)
  }

  @Test func encoderOutputKeepsItsTextAndLosesItsRawControls() {
    #expect(
      JSONEscaping.escapingTerminalControls("[\"a\u{9B}b\u{2029}\"]") == #"["a\u009Bb\u2029"]"#)
    #expect(JSONEscaping.escapingTerminalControls("[\"\u{A0}\u{200D}\"]") == "[\"\u{A0}\u{200D}\"]")
  }

  @Test func anOddKeyInAPathIsAnEscapedJSONString() {
    let path = JSONPath.root.appending(index: 0).appending(key: "show").appending(key: "a\nb")
    #expect(path.location == #"item 1 (.show["a\nb"])"#)
  }
}
