import LibraryClient
import Testing

struct TitleFoldingTests {
  @Test func foldingDropsCaseAndAccentsButKeepsSpaces() {
    #expect(TitleFolding.folded("Amélie Poulain") == "amelie poulain")
    #expect(TitleFolding.folded("ÇA  VA ") == "ca  va ")
    // A prefix ending in a space asks for a word to end there.
    #expect(!TitleFolding.folded("Theodore").hasPrefix(TitleFolding.folded("The ")))
    #expect(TitleFolding.folded("The Wire").hasPrefix(TitleFolding.folded("thé ")))
  }

  @Test func trimmingDropsOnlyTheWhitespaceAround() {
    #expect(TitleFolding.trimmed("  Better  Call Saul \t") == "Better  Call Saul")
    #expect(TitleFolding.trimmed(" \n ") == "")
    #expect(TitleFolding.trimmed("Girls") == "Girls")
  }
}

extension TitleFoldingTests {
  @Test func theLettersSearchSpellsOtherwiseAreFoldedAsSearchFoldsThem() {
    #expect(TitleFolding.folded("Krøniken") == "kroniken")
    #expect(TitleFolding.folded("Straße") == "strasse")
    #expect(TitleFolding.folded("Æon Flux") == "aeon flux")
    #expect(TitleFolding.folded("Łódź") == "lodz")
  }
}
