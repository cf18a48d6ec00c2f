/// Turns the small HTML fragments TVMaze uses for summaries into plain text.
///
/// `<p>` and `<br>` become line breaks, other tags vanish, entities are decoded
/// (`&amp;` → `&`, `&#39;` → `'`, `&#x2014;` → `—`), and runs of spaces collapse.
enum HTMLText {
  static func plainText(_ html: String) -> String {
    var output = ""
    var index = html.startIndex
    while index < html.endIndex {
      let character = html[index]
      if character == "<", let close = html[index...].firstIndex(of: ">") {
        let tag = html[html.index(after: index)..<close].lowercased()
        let name = tag.drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber })
        if ["p", "br", "div", "li"].contains(String(name)) {
          output.append("\n")
        }
        index = html.index(after: close)
      } else if character == "&", let semicolon = html[index...].prefix(12).firstIndex(of: ";"),
        let decoded = entity(String(html[html.index(after: index)..<semicolon]))
      {
        output.append(decoded)
        index = html.index(after: semicolon)
      } else {
        output.append(character)
        index = html.index(after: index)
      }
    }
    return tidy(output)
  }

  private static let named: [String: Character] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
    "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}", "lsquo": "\u{2018}",
    "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "eacute": "\u{E9}",
  ]

  private static func entity(_ name: String) -> Character? {
    if name.hasPrefix("#x") || name.hasPrefix("#X") {
      return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(Character.init)
    }
    if name.hasPrefix("#") {
      return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map(Character.init)
    }
    return named[name]
  }

  /// Collapses spaces within lines, drops blank lines, trims the ends.
  private static func tidy(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: true)
      .map { line in line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
      }
      .filter { !$0.isEmpty }
      .joined(separator: "\n")
  }
}
