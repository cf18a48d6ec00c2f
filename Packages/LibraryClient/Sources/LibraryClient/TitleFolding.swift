@_spi(_Unicode) import Swift

/// How titles compare when the user types them: ignoring case and accents, the letters search
/// spells otherwise (ø as o, ß as ss, æ as ae, …), and the spaces around a title.
///
/// ```swift
/// TitleFolding.folded("Amélie")  // "amelie"
/// TitleFolding.folded("Amélie").hasPrefix(TitleFolding.folded("AME"))  // true
/// TitleFolding.trimmed("  Better Call Saul ")  // "Better Call Saul"
/// ```
public enum TitleFolding {
  /// `text` in lower case and without accents; its spaces stay where they are, so a prefix
  /// that ends in a space still asks for a word to end there.
  ///
  /// The accents go with the canonical decomposition (NFD) of the standard library's Unicode
  /// SPI, as swift-foundation's own folding does; Foundation's `folding(options:locale:)` would
  /// link ICU into the app.
  ///
  /// Letters that are letters of their own rather than a letter and a mark (ø, ß, æ, œ, đ, ð,
  /// ł, þ, ı) are spelled as search spells them (the library's search index, schema v9), so a
  /// SHOW argument, a completion and a search agree: "kroniken" is "Krøniken".
  public static func folded(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.lowercased()._nfd
    where scalar.properties.generalCategory != .nonspacingMark {
      if let spelled = letters[scalar] {
        scalars.append(contentsOf: spelled.unicodeScalars)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// The lower-case letters search spells otherwise, as it spells them.
  static let letters: [Unicode.Scalar: String] = [
    "ø": "o", "ß": "ss", "æ": "ae", "œ": "oe", "đ": "d", "ð": "d", "ł": "l", "þ": "th",
    "ı": "i",
  ]

  /// `text` without the whitespace before and after it: a title as the user meant it.
  public static func trimmed(_ text: String) -> String {
    guard let start = text.firstIndex(where: { !$0.isWhitespace }),
      let end = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[start...end])
  }
}
