/// Makes text safe to print on a terminal: every control character is replaced by a visible,
/// inert stand-in.
///
/// Text from imported data can hold anything, and an escape sequence printed raw changes the
/// terminal (colours, cursor, title, even the clipboard). After `sanitize`, a title such as
/// `"Evil\u{1B}[31m"` prints as `Evil␛[31m` and changes nothing:
///
/// - C0 controls (U+0000–U+001F) become their Unicode control pictures (`␛` for ESC, `␀` for
///   NUL), except tab, line feed and carriage return, which become a space so one record stays
///   on one line.
/// - DEL (U+007F) becomes `␡`.
/// - C1 controls (U+0080–U+009F, among them the one-byte CSI U+009B) become `�`.
/// - Bidirectional controls, which reorder the text around them so a line can show something
///   else than it holds (the embeddings and overrides U+202A–U+202E, the isolates
///   U+2066–U+2069, the marks LRM U+200E, RLM U+200F and ALM U+061C), become `�`, like C1.
/// - The line and paragraph separators U+2028 and U+2029 become `�` too: some terminals and
///   viewers break the line there.
///
/// ```swift
/// sanitize("Evil\u{1B}[31m")  // "Evil␛[31m"
/// ```
public func sanitize(_ text: String) -> String {
  guard holdsControls(text) else { return text }
  var result = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    result.append(scalar.isTerminalControl ? standIn(for: scalar) : scalar)
  }
  return String(result)
}

/// Whether `text` holds a control character, read from its UTF-8 bytes: a byte below 0x20,
/// DEL, a C1 control (U+0080–U+009F, encoded 0xC2 0x80–0x9F), ALM (U+061C, 0xD8 0x9C), or a
/// bidirectional control or separator of U+2000–U+206F (0xE2 0x80 or 0x81, then the last
/// byte). Cheaper than decoding scalars, and every span of every screen is checked.
private func holdsControls(_ text: String) -> Bool {
  text.utf8.withContiguousStorageIfAvailable(holdsControls(bytes:))
    ?? Array(text.utf8).withUnsafeBufferPointer(holdsControls(bytes:))
}

private func holdsControls(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  for index in bytes.indices {
    let byte = bytes[index]
    // Printable ASCII, and the lead bytes of characters that cannot be controls: most text.
    if byte >= 0x20, byte < 0x7F { continue }
    if byte < 0x20 || byte == 0x7F { return true }
    guard index + 1 < bytes.endIndex else { return false }
    let next = bytes[index + 1]
    switch byte {
    case 0xC2 where next < 0xA0: return true
    case 0xD8 where next == 0x9C: return true
    case 0xE2 where index + 2 < bytes.endIndex:
      let last = bytes[index + 2]
      if next == 0x80, last == 0x8E || last == 0x8F || (0xA8...0xAE).contains(last) {
        return true
      }
      if next == 0x81, (0xA6...0xA9).contains(last) { return true }
    default: break
    }
  }
  return false
}

extension Unicode.Scalar {
  /// Whether the scalar must not reach a terminal raw: what ``sanitize(_:)`` replaces.
  ///
  /// C0 controls, DEL, C1 controls, the bidirectional controls (U+061C, U+200E, U+200F,
  /// U+202A–U+202E, U+2066–U+2069) and the line and paragraph separators (U+2028, U+2029).
  /// The JSON front ends escape the ones `JSONEncoder` leaves raw as `\uXXXX`.
  public var isTerminalControl: Bool {
    switch value {
    case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
      true
    default:
      false
    }
  }
}

/// Makes text safe to print on a terminal and keeps it on one line: like ``sanitize(_:)``, but
/// line feed, carriage return and tab are shown as `\n`, `\r` and `\t`.
///
/// For messages that quote data (an argument, a file name, a JSON key): a line break in the
/// data cannot start a line that looks like the program's own output, and the reader still
/// sees that it was there. Backslashes are not doubled, so `\n` may also be the two
/// characters themselves.
///
/// ```swift
/// sanitizeToOneLine("a\nshows: 1 added")  // "a\\nshows: 1 added"
/// ```
public func sanitizeToOneLine(_ text: String) -> String {
  guard holdsControls(text) else { return text }
  let escaped = text.replacingScalars { scalar in
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: nil
    }
  }
  return sanitize(escaped)
}

private func standIn(for scalar: Unicode.Scalar) -> Unicode.Scalar {
  switch scalar.value {
  case 0x09, 0x0A, 0x0D:
    return " "
  case 0x00..<0x20:
    // U+2400 CONTROL PICTURE FOR NULL and the 31 after it, in the order of the C0 set.
    return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
  case 0x7F:
    return "\u{2421}"
  default:
    return "\u{FFFD}"
  }
}
