import FrontEnds
import History
import Identifiers
import Redux
import Terminal
import Testing

struct SanitizeTests {
  @Test func escapeSequencesBecomeVisibleAndInert() {
    #expect(sanitize("Evil\u{1B}[31mTitle") == "Evil␛[31mTitle")
    #expect(sanitize("\u{1B}]52;c;AAAA\u{07}") == "␛]52;c;AAAA␇")
  }

  @Test func c1ControlsAndDeleteAreReplaced() {
    #expect(sanitize("a\u{9B}31mb") == "a\u{FFFD}31mb")
    #expect(sanitize("a\u{85}b\u{7F}") == "a\u{FFFD}b␡")
    #expect(sanitize("\u{0}") == "␀")
  }

  @Test func lineBreaksAndTabsBecomeSpaces() {
    #expect(sanitize("one\ntwo\tthree\r") == "one two three ")
  }

  @Test func ordinaryTextIsUntouched() {
    let text = "Carnivàle · 進撃の巨人 · Ünïcödé — “quotes”"
    #expect(sanitize(text) == text)
  }

  @Test func spansSanitizeWhateverTheyAreGiven() {
    #expect(Span("x\u{1B}[2Jy").text == "x␛[2Jy")
  }

  @MainActor
  @Test func aHostileTitleCannotReachTheTerminal() {
    let poster = HistoryView.State.Poster(
      ids: Ids(show: 1, episode: 1), imageURL: nil,
      title: "Pwned\u{1B}[31m\u{9B}2J\u{1B}]0;x\u{07}",
      subtitle: "Watched\u{1B}[5m today")
    let screen = HistoryScreen(viewModel: .stub(HistoryView.State(posters: [poster])))
    for colors in [false, true] {
      let output = screen.render(width: 80, height: 10).map { $0.rendered(colors: colors) }
        .joined(separator: "\n")
      #expect(output.contains("Pwned␛[31m\u{FFFD}2J␛]0;x␇"))
      #expect(!output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
      // With colour on, the only escapes are the front end's own styles (ESC [ … m).
      let escapes = output.components(separatedBy: "\u{1B}").dropFirst()
      #expect(escapes.allSatisfy { $0.hasPrefix("[") && $0.contains("m") })
      #expect(colors || escapes.isEmpty)
    }
  }

  @Test func printableTextPassesThroughUnchanged() {
    for text in ["S01E02 · Fog Signal", "Carnivàle ©", "進撃の巨人", "¡Qué! ¿Sí?", "\u{A0}\u{BF}", ""] {
      #expect(sanitize(text) == text)
    }
    // U+00A0 and up share the lead byte 0xC2 with the C1 controls; only U+0080–U+009F are controls.
    #expect(sanitize("\u{9F}\u{A0}") == "\u{FFFD}\u{A0}")
  }

  @Test func bidiControlsAndLineSeparatorsAreReplacedLikeC1() {
    // Printed raw, RIGHT-TO-LEFT OVERRIDE would show "lmth.exe" reversed, as "exe.html".
    #expect(sanitize("a\u{202E}lmth.exe\u{202C}b") == "a\u{FFFD}lmth.exe\u{FFFD}b")
    let controls: [Unicode.Scalar] = [
      "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}",
      "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{2028}", "\u{2029}",
    ]
    for control in controls {
      #expect(sanitize("x\(control)y") == "x\u{FFFD}y", "U+\(String(control.value, radix: 16))")
      #expect(control.isTerminalControl)
    }
    // Their neighbours are ordinary text.
    let neighbours = ["\u{200D}", "\u{2027}", "\u{202F}", "\u{2065}", "\u{206A}", "\u{061B}"]
    for text in neighbours {
      #expect(sanitize("x\(text)y") == "x\(text)y")
    }
  }

  @Test func oneLineShowsLineBreaksEscapedAndSanitizesTheRest() {
    #expect(sanitizeToOneLine("x\nImported 1\r\tshows") == #"x\nImported 1\r\tshows"#)
    #expect(sanitizeToOneLine("a\u{1B}[2J\u{202E}b") == "a␛[2J\u{FFFD}b")
    #expect(sanitizeToOneLine("plain 'text'") == "plain 'text'")
    #expect(
      !sanitizeToOneLine("a\u{2028}b\u{85}c\u{0B}d").unicodeScalars.contains {
        $0.isTerminalControl
      })
  }
}
