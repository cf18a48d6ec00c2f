import Terminal
import Testing

struct LineTests {
  let line = Line("Breaking Bad", .bold) + Line("  2008–2013", .dim)

  @Test func fittingCutsAcrossSpansWithAnEllipsis() {
    #expect(line.fitted(to: 16).plainText == "Breaking Bad  2…")
    #expect(line.fitted(to: 10).plainText == "Breaking…")
    #expect(line.fitted(to: 30).plainText == "Breaking Bad  2008–2013")
  }

  @Test func paddingFillsTheWidth() {
    #expect(line.fitted(to: 30, padded: true).width == 30)
  }

  @Test func colourOffIsPlainTextWithoutTrailingSpaces() {
    #expect(line.fitted(to: 30, padded: true).rendered(colors: false) == "Breaking Bad  2008–2013")
  }

  @Test func colourOnWrapsEachStyledSpan() {
    #expect(
      line.rendered(colors: true)
        == "\u{1B}[1mBreaking Bad\u{1B}[0m\u{1B}[2m  2008–2013\u{1B}[0m")
    #expect(Line("plain").rendered(colors: true) == "plain")
  }
}
