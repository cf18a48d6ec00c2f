/// How many terminal columns text takes.
///
/// The rule, per grapheme cluster (what a reader sees as one character):
/// - A cluster whose first scalar is an East Asian wide or fullwidth character (CJK, Hangul,
///   fullwidth forms) or an emoji takes 2 columns; so does a cluster with the emoji
///   presentation selector U+FE0F.
/// - A cluster that starts with a combining mark (alone, with nothing to combine with) or a
///   zero-width format character takes 0 columns.
/// - Every other cluster takes 1 column: combining marks that follow a base character belong
///   to its cluster and add nothing, so "Carnivàle" written with U+0300 is 9 columns.
///
/// This is a table of the main blocks, not the full Unicode East Asian Width data: rare
/// characters outside them count as 1.
public enum DisplayWidth {
  /// The columns `text` takes.
  public static func of(_ text: String) -> Int {
    width(of: text)
  }

  /// The columns `text` takes.
  public static func of(_ text: Substring) -> Int {
    width(of: text)
  }

  // One body for both overloads, inlined into each so that neither goes through the
  // unspecialized generic code of `StringProtocol`.
  @inline(__always)
  private static func width(of text: some StringProtocol) -> Int {
    // Printable ASCII, most titles and all of the app's own text, is one column a byte.
    if isPrintableASCII(text) { return text.utf8.count }
    // Text whose every scalar stands alone ("·", "–", "█", "é", 日本) is one character a
    // scalar; only text with scalars that may join their neighbours (combining marks,
    // joiners, variation selectors, jamo, flags) pays for grapheme breaking.
    var width = 0
    for scalar in text.unicodeScalars {
      guard standsAlone(scalar) else { return text.reduce(0) { $0 + of($1) } }
      width += isWide(scalar) ? 2 : 1
    }
    return width
  }

  /// The columns one character (grapheme cluster) takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    if character.isASCII { return 1 }
    guard let first = character.unicodeScalars.first else { return 0 }
    if isZeroWidth(first) { return 0 }
    if isWide(first) { return 2 }
    if character.unicodeScalars.contains("\u{FE0F}") { return 2 }
    return 1
  }

  /// `text` cut to at most `width` columns, ending in `…` (after no space) when something was
  /// cut.
  ///
  /// ```swift
  /// DisplayWidth.truncate("Breaking Bad", to: 8)  // "Breakin…"
  /// ```
  public static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard of(text) > width else { return text }
    return markingCut(prefix(of: text, columns: width - 1))
  }

  /// What was kept of a cut text, without trailing spaces, and `…`.
  static func markingCut(_ kept: String) -> String {
    String(kept.reversed().drop { $0 == " " }.reversed()) + "…"
  }

  /// The longest start of `text` that fits in `columns` columns, never splitting a character.
  public static func prefix(of text: String, columns: Int) -> String {
    if isPrintableASCII(text) {
      return String(decoding: text.utf8.prefix(max(0, columns)), as: UTF8.self)
    }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = of(character)
      if used + characterWidth > columns { break }
      result.append(character)
      used += characterWidth
    }
    return result
  }

  /// `text` cut or padded with spaces to exactly `width` columns.
  ///
  /// - Parameter alignment: Where the text sits when it is padded.
  public static func fit(_ text: String, to width: Int, alignment: Alignment = .left) -> String {
    let textWidth = of(text)
    let cut = textWidth <= width ? text : truncate(text, to: width)
    let padding = String(" ", repeated: width - (textWidth <= width ? textWidth : of(cut)))
    switch alignment {
    case .left: return cut + padding
    case .right: return padding + cut
    }
  }

  /// Splits `text` into lines of at most `width` columns, breaking at spaces, tabs and line
  /// breaks (not at no-break spaces); a word longer than a line is cut.
  public static func wrap(_ text: String, to width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    // Split on the bytes of ASCII whitespace, which never occur inside a multi-byte character.
    let words = text.utf8.split { $0 == 0x20 || (0x09...0x0D).contains($0) }.map { Substring($0) }
    for word in words {
      let wordWidth = of(word)
      if line.isEmpty, wordWidth <= width {
        (line, lineWidth) = (String(word), wordWidth)
      } else if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
      } else {
        if !line.isEmpty { lines.append(line) }
        line = wordWidth <= width ? String(word) : truncate(String(word), to: width)
        lineWidth = of(line)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// Where padded text sits.
  public enum Alignment: Sendable {
    case left
    case right
  }

  /// Whether every byte of `text` is printable ASCII (U+0020–U+007E): one column each.
  @inline(__always)
  private static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { (0x20..<0x7F).contains($0) } }
      ?? text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
  }

  /// Whether `scalar` is a grapheme cluster of its own whatever surrounds it (its
  /// Grapheme_Cluster_Break property is Other, and it is neither a control nor a mark): printable
  /// ASCII and the blocks below, less the few marks and joiners inside them. A scalar outside
  /// this list may still stand alone; it only means the slower, exact path is taken.
  private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E,  // printable ASCII
      0xA0...0xAC, 0xAE...0x2FF,  // Latin-1 (less SOFT HYPHEN), Latin Extended, IPA
      0x370...0x482,  // Greek, Cyrillic (combining Cyrillic marks start at U+0483)
      0x2010...0x2027, 0x2030...0x205E,  // dashes, quotes, bullets, primes
      0x20A0...0x20C0,  // currency signs
      0x2100...0x2BFF,  // letterlike, arrows, maths, box drawing, blocks, shapes, dingbats
      0x3000...0x3029, 0x3030...0x303F,  // CJK symbols (U+302A–U+302F are tone marks)
      0x3041...0x3098, 0x309B...0x30FF,  // kana (U+3099–U+309A are voicing marks)
      0x3400...0x4DBF, 0x4E00...0x9FFF,  // CJK ideographs
      0xAC00...0xD7A3,  // Hangul syllables (the jamo that join them are not listed)
      0xFF01...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
      0x1F300...0x1F3FA, 0x1F400...0x1F64F,  // pictographs (U+1F3FB–U+1F3FF are skin tones)
      0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF:  // transport, symbols
      return true
    default:
      return false
    }
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    // Below U+00AD (SOFT HYPHEN, a format character) nothing is a mark or a format character.
    guard scalar.value >= 0xAD else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  /// Whether `scalar` is East Asian wide or fullwidth, or an emoji: a switch over the main
  /// blocks (no table to build at run time, which cost a command more than its lookups).
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F,  // Hangul Jamo initial consonants
      0x231A...0x231B,  // watch, hourglass
      0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
      0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, CJK compatibility
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xA000...0xA4CF,  // Yi
      0xA960...0xA97F,  // Hangul Jamo extended A
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE30...0xFE4F,  // CJK compatibility forms
      0xFF00...0xFF60,  // fullwidth forms
      0xFFE0...0xFFE6,  // fullwidth signs
      0x1F300...0x1F64F,  // pictographs, emoticons
      0x1F680...0x1F6FF,  // transport and map symbols
      0x1F900...0x1F9FF,  // supplemental symbols and pictographs
      0x1FA70...0x1FAFF,  // symbols and pictographs extended A
      0x20000...0x2FFFD,  // CJK extensions B–F
      0x30000...0x3FFFD:  // CJK extension G and later
      return true
    default:
      return false
    }
  }
}
