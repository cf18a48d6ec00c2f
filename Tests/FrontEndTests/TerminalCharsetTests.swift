import Testing

@testable import Terminal

struct TerminalCharsetTests {
  @Test(arguments: [
    ([:], TerminalCharset.ascii),
    (["LANG": "C"], .ascii),
    (["LANG": "POSIX"], .ascii),
    (["LANG": "en_US.UTF-8"], .utf8),
    (["LANG": "C.utf8"], .utf8),
    (["LANG": "de_DE.utf-8@euro"], .utf8),
    (["LANG": "en_US.ISO-8859-1"], .ascii),
    (["LANG": "en_US"], .ascii),
    (["LC_CTYPE": "UTF-8"], .utf8),
    (["LANG": "en_US.UTF-8", "LC_ALL": "C"], .ascii),
    (["LANG": "C", "LC_CTYPE": "en_US.UTF-8"], .utf8),
    (["LANG": "en_US.UTF-8", "LC_ALL": ""], .utf8),
  ])
  func theLocaleDecidesTheCharset(environment: [String: String], charset: TerminalCharset) {
    #expect(TerminalCharset.current(environment: environment) == charset)
  }

  @Test func asciiReplacesTheAppsSymbolsAndKeepsASCII() {
    let text = "✓ S01E01 · “Pilot” █████░░░ 68 shows match … — 3 left"
    #expect(
      TerminalCharset.ascii.substitute(text)
        == "x S01E01 . \"Pilot\" #####--- 68 shows match ... -- 3 left")
    #expect(TerminalCharset.utf8.substitute(text) == text)
    #expect(TerminalCharset.ascii.substitute("\u{1B}[1mBold\u{1B}[0m") == "\u{1B}[1mBold\u{1B}[0m")
  }

  @Test func lettersLoseTheirAccentsAndTheRestIsAQuestionMarkAColumn() {
    let ascii = TerminalCharset.ascii
    #expect(ascii.substitute("Café Carnivàle") == "Cafe Carnivale")
    #expect(ascii.substitute("Carniva\u{0300}le") == "Carnivale")
    #expect(ascii.substitute("Krøniken Straße Æon") == "Kroniken Strasse AEon")
    #expect(ascii.substitute("日本 🎬") == "???? ??")
  }

  @Test func aFramesSubstitutesTakeTheColumnsTheirCharactersTook() {
    let frame = "Breaking Ba… — Straße 日本 ✓"
    let substituted = TerminalCharset.ascii.substitute(frame, preservingWidth: true)
    #expect(substituted == "Breaking Ba. - Strase ???? x")
    #expect(DisplayWidth.of(substituted) == DisplayWidth.of(frame))
    #expect(substituted.utf8.allSatisfy { $0 < 0x80 })
  }
}
