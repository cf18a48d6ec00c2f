/// Describes a JSON document's shape for "expected ..., found ..." errors.
enum ShapeDescription {
  /// Like `an array of objects with keys action, episode, id` or `an object with keys id, name`.
  static func of(_ value: JSONValue) -> String {
    switch value {
    case .array(let elements):
      guard let first = elements.first else { return "an empty array" }
      if case .object(let object) = first {
        return "an array of objects with keys \(keyList(object))"
      }
      return "an array of \(plural(first.kindDescription))"
    case .object(let object):
      return object.keys.isEmpty ? "an empty object" : "an object with keys \(keyList(object))"
    default:
      return value.kindDescription
    }
  }

  private static func keyList(_ object: JSONObject) -> String {
    let keys = object.keys.sorted()
    let shown = keys.prefix(12).joined(separator: ", ")
    return keys.count > 12 ? shown + ", ..." : shown
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
