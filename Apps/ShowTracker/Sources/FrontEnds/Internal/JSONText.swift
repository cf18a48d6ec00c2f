import Foundation

/// Encodes a JSON front end's document: pretty, keys sorted, and safe to print on a terminal.
enum JSONText {
  static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Times as ISO 8601 in UTC ("2026-12-01T20:15:00Z"), which `jq` and every language read.
    encoder.dateEncodingStrategy = .iso8601
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    return escapingTerminalControls(text)
  }

  /// `JSONEncoder` escapes C0 controls but writes DEL and the C1 controls (U+0080–U+009F)
  /// raw, and a terminal may act on those. Outside strings JSON is ASCII, so every one of them
  /// is inside a string, where `\u00XX` means the same character.
  private static func escapingTerminalControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      if (0x7F...0x9F).contains(scalar.value) {
        result += "\\u00" + String(scalar.value, radix: 16, uppercase: true)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
