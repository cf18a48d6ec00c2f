@_spi(_Unicode) import Swift

/// How titles compare when the user types them: ignoring case, accents and extra spaces.
///
/// ```swift
/// TitleFolding.folded("  Amélie ")  // "amelie"
/// TitleFolding.folded("Amélie").hasPrefix(TitleFolding.folded("AME"))  // true
/// ```
public enum TitleFolding {
  /// `text` in lower case, without accents and with single spaces.
  ///
  /// The accents go with the canonical decomposition (NFD) of the standard library's Unicode
  /// SPI, as swift-foundation's own folding does; Foundation's `folding(options:locale:)` would
  /// link ICU into the app.
  public static func folded(_ text: String) -> String {
    let words = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var scalars = String.UnicodeScalarView()
    scalars.append(
      contentsOf: words._nfd.filter { $0.properties.generalCategory != .nonspacingMark })
    return String(scalars)
  }
}
