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
///
/// ```swift
/// sanitize("Evil\u{1B}[31m")  // "Evil␛[31m"
/// ```
public func sanitize(_ text: String) -> String {
  guard holdsControls(text) else { return text }
  var result = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    result.append(isControl(scalar) ? standIn(for: scalar) : scalar)
  }
  return String(result)
}

/// Whether `text` holds a control character, read from its UTF-8 bytes: a byte below 0x20,
/// DEL, or a C1 control (U+0080–U+009F, encoded 0xC2 0x80–0x9F). Cheaper than decoding
/// scalars, and every span of every screen is checked.
private func holdsControls(_ text: String) -> Bool {
  var previous: UInt8 = 0
  for byte in text.utf8 {
    if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0) { return true }
    previous = byte
  }
  return false
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
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
