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

/// A JSON object: its members in the order they appear.
///
/// A list rather than a dictionary: import files hold hundreds of thousands of small objects,
/// and hashing every key cost more than the few lookups each object gets (a lookup walks the
/// list from the end, so a repeated key's last value wins, as in most JSON readers).
struct JSONObject: Sendable, Hashable {
  struct Member: Sendable, Hashable {
    var key: String
    var value: JSONValue
  }

  private(set) var members: [Member] = []

  /// The keys, each once, in the order they first appear.
  var keys: [String] {
    var seen = Set<String>()
    return members.map(\.key).filter { seen.insert($0).inserted }
  }

  subscript(key: String) -> JSONValue? {
    members.last { $0.key == key }?.value
  }

  /// Adds a member; a repeated key's last value wins.
  mutating func set(_ key: String, _ value: JSONValue) {
    members.append(Member(key: key, value: value))
  }
}
