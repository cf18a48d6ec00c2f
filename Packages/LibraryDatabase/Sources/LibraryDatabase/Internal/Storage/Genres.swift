import TextFormats

/// A show's genres as the `shows.genres` column stores them: a JSON array of strings,
/// `["Drama","Crime"]`.
///
/// Written and read with the library's own JSON code rather than `JSONEncoder`/`JSONDecoder`,
/// whose first use costs a command more than the rest of reading a show.
enum Genres {
  static func encode(_ genres: [String]) -> String {
    "[" + genres.map(quoted).joined(separator: ",") + "]"
  }

  /// The genres, or none when the column does not hold an array of strings.
  static func decode(_ text: String) -> [String] {
    guard text != "[]", case .array(let values)? = try? JSONParser.parse(Array(text.utf8)) else {
      return []
    }
    return values.compactMap { value in
      if case .string(let genre) = value { genre } else { nil }
    }
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped.
  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
