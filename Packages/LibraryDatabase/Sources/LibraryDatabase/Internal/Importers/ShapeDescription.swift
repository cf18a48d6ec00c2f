import TextFormats

/// Describes a JSON document's shape for "expected ..., found ..." errors.
enum ShapeDescription {
  /// Like `an array of objects with keys action, episode, id` or `an object with keys id, name`.
  static func of(_ value: JSONValue) -> String {
    switch value {
    case .array(let elements):
      return ofArray(first: elements.first)
    case .object(let object):
      return object.keys.isEmpty ? "an empty object" : "an object with keys \(keyList(object))"
    default:
      return value.kindDescription
    }
  }

  /// An array described by its first element (the rest of a large file is not read for this).
  static func ofArray(first: JSONValue?) -> String {
    guard let first else { return "an empty array" }
    if case .object(let object) = first {
      return "an array of objects with keys \(keyList(object))"
    }
    return "an array of \(plural(first.kindDescription))"
  }

  private static func keyList(_ object: JSONObject) -> String {
    let keys = object.keys.sorted().map(quotedIfOdd)
    let shown = keys.prefix(12).joined(separator: ", ")
    return keys.count > 12 ? shown + ", ..." : shown
  }

  /// A key of ASCII letters, digits and `_` as it is; any other as an escaped JSON string, so
  /// a key cannot break the message's line or hold a control.
  private static func quotedIfOdd(_ key: String) -> String {
    let isPlain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
          || scalar == "_"
      }
    return isPlain ? key : JSONEscaping.literal(key)
  }

  private static func plural(_ kind: String) -> String {
    switch kind {
    case "null": "nulls"
    case "a boolean": "booleans"
    case "a number": "numbers"
    case "a string": "strings"
    case "an array": "arrays"
    default: "objects"
    }
  }
}
