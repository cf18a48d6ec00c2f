import FrontEnds
import Terminal
import Testing

@testable import ShowTrackerCLI

/// Outside a UTF-8 locale the app's key hints and help are written in ASCII: every symbol in
/// them has a stand-in, so none reads as `?`, the help key.
@MainActor
struct ASCIIKeyHintsTests {
  /// Every screen's key hints (each fixture of each feature of the registry, which covers a
  /// screen's modes, such as the search while typing), the keys every screen shares, and the
  /// help of each screen.
  static func hintTexts() -> [(where: String, text: String)] {
    var texts = AppFrame.globalHints.map { ("the footer", $0.keys + " " + $0.action) }
    for feature in Features.all {
      for fixture in feature.fixtureNames {
        guard let screen = feature.previewScreen(fixture: fixture) else { continue }
        let place = "\(feature.name) \(fixture)"
        texts += screen.keyHints.map { (place, $0.keys + " " + $0.action) }
        texts += AppFrame.help(screenHints: screen.keyHints, screenName: feature.name).map {
          ("the help of \(place)", $0.plainText)
        }
      }
    }
    return texts
  }

  @Test func everySymbolInTheKeyHintsAndTheHelpHasAnASCIIStandIn() {
    let texts = Self.hintTexts()
    #expect(texts.count > 20)
    var missing: [Character: String] = [:]
    for (place, text) in texts {
      for character in text where !character.isASCII {
        for preservingWidth in [true, false] {
          let standIn = TerminalCharset.ascii.substitute(
            String(character), preservingWidth: preservingWidth)
          if standIn.contains("?") || !standIn.utf8.allSatisfy({ $0 < 0x80 }) {
            missing[character] = missing[character] ?? "\(place): \(text)"
          }
        }
      }
      // What ASCII makes of the whole text has a `?` only where the text had one.
      let ascii = TerminalCharset.ascii.substitute(text, preservingWidth: true)
      #expect(
        ascii.filter { $0 == "?" }.count == text.filter { $0 == "?" }.count,
        "\(place): \(text) → \(ascii)")
    }
    #expect(missing.isEmpty, "no ASCII stand-in: \(missing.sorted { $0.key < $1.key })")
  }
}
