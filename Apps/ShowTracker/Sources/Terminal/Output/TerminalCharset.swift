@_spi(_Unicode) import Swift

/// What the user's locale can show: UTF-8, or only ASCII.
///
/// The locale comes from the environment as the C library reads it: the first of `LC_ALL`,
/// `LC_CTYPE` and `LANG` that is set and not empty, else `C`. Only a UTF-8 codeset
/// (`en_US.UTF-8`, `C.utf8`, or macOS's bare `UTF-8`) shows UTF-8; `C`, `POSIX` and every other
/// codeset get ASCII substitutes, so a terminal that cannot draw "✓" shows "x", not
/// three bytes of noise.
///
/// ```swift
/// TerminalCharset.current(environment: ["LANG": "C"])             // .ascii
/// TerminalCharset.current(environment: ["LANG": "de_DE.UTF-8"])   // .utf8
/// TerminalCharset.ascii.substitute("✓ S01E01 · “Pilot”…")         // "x S01E01 . \"Pilot\"..."
/// ```
public enum TerminalCharset: Sendable, Hashable {
  /// Text is written as it is, in UTF-8.
  case utf8
  /// Text is written in ASCII: the app's symbols get ASCII look-alikes, accented letters lose
  /// their accents, and anything else is `?` for each column it took.
  case ascii

  /// The charset of the locale `environment` names.
  public static func current(environment: [String: String]) -> TerminalCharset {
    let locale =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
      ?? "C"
    // language[_territory][.codeset][@modifier]; macOS also sets a bare codeset.
    let afterDot = locale.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let codeset =
      (afterDot.count == 2 ? afterDot[1] : afterDot[0])
      .split(separator: "@", maxSplits: 1).first ?? ""
    let normalized = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
    return normalized == "utf8" ? .utf8 : .ascii
  }

  /// `text` as this charset can show it.
  ///
  /// - Parameter preservingWidth: Whether each character's substitute takes as many columns as
  ///   it did (a full-screen frame, whose layout is already done); otherwise substitutes read
  ///   better ("…" is "...", "—" is "--").
  public func substitute(_ text: String, preservingWidth: Bool = false) -> String {
    guard self == .ascii, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character.isASCII {
        result.append(character)
      } else {
        result += Self.ascii(for: character, preservingWidth: preservingWidth)
      }
    }
    return result
  }

  private static func ascii(for character: Character, preservingWidth: Bool) -> String {
    if let symbol = symbols[character] {
      return preservingWidth ? symbol.narrow : symbol.readable
    }
    if let letter = letters[character] {
      return preservingWidth ? String(letter.prefix(1)) : letter
    }
    // An accented Latin letter is its base letter and combining marks: keep the base.
    if let base = character.unicodeScalars.first, base.isASCII,
      character.unicodeScalars.dropFirst().allSatisfy({ isCombiningMark($0) })
    {
      return String(Character(base))
    }
    // The canonical decomposition (NFD), from the standard library's Unicode SPI:
    // Foundation's `decomposedStringWithCanonicalMapping` would link ICU into the app.
    let decomposed = Array(String(character)._nfd)
    if let base = decomposed.first, base.isASCII, base.properties.isAlphabetic,
      decomposed.dropFirst().allSatisfy({ isCombiningMark($0) })
    {
      return String(Character(base))
    }
    return String(repeating: "?", count: max(DisplayWidth.of(character), 1))
  }

  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// The app's own symbols: a one-column substitute for frames, a readable one for lines.
  /// Every symbol of the key hints and the help is here (the keys ⏎ and ⇥ too), so none of
  /// them reads as `?`, the help key.
  private static let symbols: [Character: (narrow: String, readable: String)] = [
    "✓": ("x", "x"), "✔": ("x", "x"), "✗": ("-", "-"), "·": (".", "."), "•": ("*", "*"),
    "█": ("#", "#"), "▌": ("#", "#"), "░": ("-", "-"), "▒": ("-", "-"), "▸": (">", ">"),
    "▶": (">", ">"), "→": (">", "->"), "←": ("<", "<-"), "↑": ("^", "^"), "↓": ("v", "v"),
    "“": ("\"", "\""), "”": ("\"", "\""), "„": ("\"", "\""), "‘": ("'", "'"), "’": ("'", "'"),
    "«": ("\"", "<<"), "»": ("\"", ">>"), "…": (".", "..."), "—": ("-", "--"), "–": ("-", "-"),
    "−": ("-", "-"), "×": ("x", "x"), "★": ("*", "*"), "☆": ("*", "*"), "│": ("|", "|"),
    "─": ("-", "-"), "⏎": ("<", "enter"), "⇥": (">", "tab"), "\u{00A0}": (" ", " "),
    "\u{2009}": (" ", " "), "\u{202F}": (" ", " "),
    "\u{FFFD}": ("?", "?"),
  ]

  /// Letters that have no base letter to fall back on.
  private static let letters: [Character: String] = [
    "ø": "o", "Ø": "O", "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ł": "l",
    "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i",
  ]
}
