@_spi(_Unicode) import Swift

/// How titles compare when the user types them: ignoring case and accents, and the spaces
/// around a title.
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
  public static func folded(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(
      contentsOf: text.lowercased()._nfd.filter {
        $0.properties.generalCategory != .nonspacingMark
      })
    return String(scalars)
  }

  /// `text` without the whitespace before and after it: a title as the user meant it.
  public static func trimmed(_ text: String) -> String {
    guard let start = text.firstIndex(where: { !$0.isWhitespace }),
      let end = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[start...end])
  }
}
