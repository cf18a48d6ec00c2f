import Terminal
import Testing

struct KeyDecoderTests {
  func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test func arrowsInBothEncodings() {
    #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(decode("\u{1B}OA\u{1B}OB") == [.up, .down])
  }

  @Test func editingAndPagingKeys() {
    #expect(
      decode("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[3~\u{1B}[Z")
        == [.pageUp, .pageDown, .home, .end, .delete, .backTab])
  }

  @Test func controlKeys() {
    #expect(
      decode("\r\n\t\u{7F}\u{8}\u{3}") == [
        .enter, .enter, .tab, .backspace, .backspace, .interrupt,
      ])
  }

  @Test func aLoneEscapeIsTheEscapeKey() {
    #expect(decode("\u{1B}") == [.escape])
    #expect(decode("\u{1B}j") == [.escape, .character("j")])
  }

  @Test func printableAndMultibyteCharacters() {
    #expect(decode("jk/?Wé進") == ["j", "k", "/", "?", "W", "é", "進"].map(Key.character))
  }

  @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
    #expect(decoder.decode(Array("Ax".utf8)) == [.up, .character("x")])
    let bytes = Array("é".utf8)
    #expect(decoder.decode([bytes[0]]) == [])
    #expect(decoder.decode([bytes[1]]) == [.character("é")])
  }
}
