import Terminal
import Testing

struct DisplayWidthTests {
  @Test func combiningMarksTakeNoColumn() {
    #expect(DisplayWidth.of("Carniva\u{300}le") == 9)
    #expect(DisplayWidth.of("Carnivàle") == 9)
  }

  @Test func eastAsianWideCharactersTakeTwoColumns() {
    #expect(DisplayWidth.of("進撃の巨人") == 10)
    #expect(DisplayWidth.of("ＡＢ") == 4)
    #expect(DisplayWidth.of("한국") == 4)
  }

  @Test func emojiTakeTwoColumns() {
    #expect(DisplayWidth.of("📺") == 2)
    #expect(DisplayWidth.of("❤️") == 2)
  }

  @Test func truncationCountsColumnsAndNeverSplitsACharacter() {
    #expect(DisplayWidth.truncate("Breaking Bad", to: 8) == "Breakin…")
    #expect(DisplayWidth.truncate("Breaking Bad", to: 12) == "Breaking Bad")
    #expect(DisplayWidth.truncate("進撃の巨人", to: 6) == "進撃…")
    #expect(DisplayWidth.truncate("Carniva\u{300}le", to: 8) == "Carniva\u{300}…")
    #expect(DisplayWidth.truncate("Two words", to: 5) == "Two…")
  }

  @Test func fittingPadsToTheExactWidth() {
    #expect(DisplayWidth.fit("進撃", to: 6) == "進撃  ")
    #expect(DisplayWidth.fit("7", to: 3, alignment: .right) == "  7")
    #expect(DisplayWidth.of(DisplayWidth.fit("進撃の巨人", to: 7)) == 7)
  }

  @Test func wrappingBreaksAtSpaces() {
    #expect(
      DisplayWidth.wrap("a lighthouse keeper on an island", to: 12) == [
        "a lighthouse", "keeper on an", "island",
      ])
  }
}
