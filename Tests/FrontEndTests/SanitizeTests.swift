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
}
