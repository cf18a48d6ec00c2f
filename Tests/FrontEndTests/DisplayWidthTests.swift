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

  @Test func asciiIsOneColumnACharacterAndMixedTextCountsEachPart() {
    #expect(DisplayWidth.of("Breaking Bad S01E01 · 2008-01-20") == 32)
    #expect(DisplayWidth.of("ab進撃cd") == 8)
    #expect(DisplayWidth.of("a\u{AD}b") == 2)  // SOFT HYPHEN, a format character: no column
    #expect(DisplayWidth.of("tab\there") == 8)  // a control character is one column
    #expect(DisplayWidth.of("Carnivàle"[...]) == 9)
  }

  @Test func aPrefixOfAsciiTextIsCutAtTheColumn() {
    #expect(DisplayWidth.prefix(of: "Lighthouse", columns: 5) == "Light")
    #expect(DisplayWidth.prefix(of: "Lighthouse", columns: 0) == "")
    #expect(DisplayWidth.prefix(of: "Lighthouse", columns: -1) == "")
    #expect(DisplayWidth.prefix(of: "Lighthouse", columns: 40) == "Lighthouse")
    #expect(DisplayWidth.prefix(of: "進撃の巨人", columns: 5) == "進撃")
  }

  @Test func wrappingCutsWordsLongerThanALineAndKeepsWideTextInColumns() {
    #expect(
      DisplayWidth.wrap("an extraordinarily long word", to: 8) == [
        "an", "extraor…", "long", "word",
      ])
    #expect(DisplayWidth.wrap("進撃 の巨人 です", to: 7) == ["進撃", "の巨人", "です"])
    #expect(DisplayWidth.wrap("  spaced   out  ", to: 20) == ["spaced out"])
    #expect(DisplayWidth.wrap("anything", to: 0).isEmpty)
    #expect(DisplayWidth.wrap("tabs\tand\nlines", to: 20) == ["tabs and lines"])
    #expect(DisplayWidth.wrap("no\u{A0}break here", to: 8) == ["no\u{A0}break", "here"])
  }

  /// Text of scalars that stand alone is measured by scalars; anything that joins its
  /// neighbours is measured by grapheme clusters. Both must agree with measuring every
  /// character on its own.
  @Test(arguments: [
    "2009–2013 · Network 9 · Ended · Drama", "██████░░░░ 3/10", "✓ S01E01", "Carnivàle",
    "Carniva\u{300}le", "Ελληνικά и русский", "進撃の巨人 · 東京", "한국어", "ＡＢＣ",
    "❤️ love", "👍🏽 thumbs", "👨‍👩‍👧 family", "🇩🇪 flag", "\u{1100}\u{1161}\u{11A8} jamo",
    "e\u{301}\u{302}", "क्षि Devanagari", "\u{AD}soft", "€ 5 · £ 4 · ¥ 3", "→ ← ↑",
  ])
  func widthIsTheSumOfItsCharacters(text: String) {
    #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
  }
}
