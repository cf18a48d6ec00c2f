/// JSON string escapes for text that reaches a terminal: in error messages that quote data
/// from an import file, and in the export.
public enum JSONEscaping {
  /// `text` as a JSON string literal on one line, with nothing a terminal acts on: quotes,
  /// backslashes and C0 controls escaped as JSON requires (`\"`, `\\`, `\n`, `\u001B`), and
  /// DEL, C1 controls, the bidirectional controls and U+2028/U+2029 as `\uXXXX`.
  ///
  /// ```swift
  /// JSONEscaping.literal("a\nb")  // "\"a\\nb\""
  /// ```
  public static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || isTerminalControl(scalar) {
          result += unicodeEscape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// JSON text from `JSONEncoder` with the terminal controls it writes raw (DEL, C1, the
  /// bidirectional controls, U+2028/U+2029) escaped as `\uXXXX`. Outside strings JSON is
  /// ASCII, so every one of them is inside a string, where the escape means the same character.
  public static func escapingTerminalControls(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: isTerminalControl) else { return json }
    var result = ""
    for scalar in json.unicodeScalars {
      if isTerminalControl(scalar) {
        result += unicodeEscape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A character above U+007E that a terminal may act on: DEL, a C1 control, a bidirectional
  /// control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), or U+2028/U+2029. The same
  /// set as the app's `sanitize(_:)` and JSON front ends, above the C0 controls.
  public static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `\u` and four upper-case hex digits (every scalar escaped here is below U+10000).
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
