import Terminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Encodes a JSON front end's document: pretty, keys sorted, and safe to print on a terminal.
///
/// Every JSON the app prints goes through it (the front ends' documents, the import summary),
/// so no `--json` output holds a raw terminal control.
public enum JSONText {
  /// `value` as pretty JSON with sorted keys, times in ISO 8601, and every terminal control
  /// written as a `\uXXXX` escape.
  public static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Times as ISO 8601 in UTC ("2026-12-01T20:15:00Z"), which `jq` and every language read.
    encoder.dateEncodingStrategy = .iso8601
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    return escapingTerminalControls(text)
  }

  /// `JSONEncoder` escapes C0 controls but writes DEL, the C1 controls (U+0080–U+009F), the
  /// bidirectional controls and U+2028/U+2029 raw, and a terminal may act on those (see
  /// `Unicode.Scalar.isTerminalControl`). Outside strings JSON is ASCII, so every one of them is
  /// inside a string, where `\uXXXX` means the same character.
  static func escapingTerminalControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    return text.replacingScalars { needsEscape($0) ? "\\u" + $0.hexadecimal() : nil }
  }

  /// A terminal control that `JSONEncoder` leaves raw; the C0 controls below U+0020 it escapes
  /// itself, and the ones in its output are the line breaks of pretty printing.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x7F && scalar.isTerminalControl
  }
}
