@_spi(_Unicode) import Swift
import TextFormats

/// Titles as a media server's play is matched with the library's: without case and accents,
/// and with the letters search spells otherwise (ø as o, ß as ss, æ as ae, …) spelled so, as
/// `LibraryClient`'s `TitleFolding` and the search index (schema v9) fold them; runs of
/// whitespace are one space, and the ends are trimmed.
///
/// `LibraryDatabase` depends on no other package (`ArchitectureRules`), so the fold is spelled
/// here again, the same way.
enum TitleFold {
  static func folded(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in text.lowercased()._nfd
    where scalar.properties.generalCategory != .nonspacingMark {
      if scalar.properties.isWhitespace {
        pendingSpace = !scalars.isEmpty
        continue
      }
      if pendingSpace {
        scalars.append(" ")
        pendingSpace = false
      }
      if let spelled = letters[scalar] {
        scalars.append(contentsOf: spelled.unicodeScalars)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// The lower-case letters search spells otherwise, as it spells them (``SearchFolding``).
  static let letters: [Unicode.Scalar: String] = [
    "ø": "o", "ß": "ss", "æ": "ae", "œ": "oe", "đ": "d", "ð": "d", "ł": "l", "þ": "th",
    "ı": "i",
  ]

  /// `text` on one line, for a message: each line break, tab or other control character is a
  /// space.
  static func oneLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .lineSeparator
            || scalar.properties.generalCategory == .paragraphSeparator ? " " : scalar
        }))
  }

  /// `text` in single quotes, on one line (``oneLine(_:)``): `'Severance'`.
  static func quoted(_ text: String) -> String {
    "'" + oneLine(text) + "'"
  }

  /// A title that ends in a year in parentheses, as servers name a series that shares its
  /// name (`Doctor Who (2005)`): the title before it, and the year.
  static func splitYear(_ title: String) -> (title: String, year: Int)? {
    let trimmed = title.trimmingWhitespace()
    guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return nil }
    let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    guard inside.count == 4, inside.allSatisfy(\.isASCII), let year = Int(inside) else {
      return nil
    }
    let rest = String(trimmed[..<open]).trimmingWhitespace()
    return rest.isEmpty ? nil : (rest, year)
  }
}

/// Episode codes as the app writes them (`AppComposition`'s `EpisodeText.code`): `S01E02`, and
/// `S00` for a special without a number.
enum EpisodeCode {
  static func code(season: Int, number: Int?) -> String {
    guard let number else { return "S\(twoDigits(season))" }
    return "S\(twoDigits(season))E\(twoDigits(number))"
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 && value >= 0 ? "0\(value)" : "\(value)"
  }
}
