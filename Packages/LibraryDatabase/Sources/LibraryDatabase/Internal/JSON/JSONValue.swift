/// A parsed JSON value that keeps objects' key order and tells integers from other numbers.
indirect enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int64)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The kind of value with its article, for messages: "a string", "an array", "null".
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .integer, .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON object: its members and the order their keys appeared in.
struct JSONObject: Sendable, Hashable {
  private(set) var keys: [String] = []
  private(set) var members: [String: JSONValue] = [:]

  subscript(key: String) -> JSONValue? { members[key] }

  /// Sets `key`; a repeated key keeps its first position and its last value.
  mutating func set(_ key: String, _ value: JSONValue) {
    if members.updateValue(value, forKey: key) == nil {
      keys.append(key)
    }
  }
}
