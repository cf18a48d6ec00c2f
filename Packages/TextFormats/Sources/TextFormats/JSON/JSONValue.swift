/// A parsed JSON value that keeps objects' key order and tells integers from other numbers.
public indirect enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number written without a fraction or an exponent that fits in 64 bits.
  case integer(Int64)
  /// Any other number.
  case double(Double)
  /// A string, its escapes decoded.
  case string(String)
  /// An array's elements, in order.
  case array([JSONValue])
  /// An object's members, in order.
  case object(JSONObject)

  /// The kind of value with its article, for messages: "a string", "an array", "null".
  public var kindDescription: String {
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
public struct JSONObject: Sendable, Hashable {
  /// One member: its key and its value.
  public struct Member: Sendable, Hashable {
    /// The member's name.
    public var key: String
    /// The member's value.
    public var value: JSONValue
  }

  /// The members in the order they appear, a repeated key each time.
  public private(set) var members: [Member] = []

  /// An empty object.
  public init() {}

  /// The keys, each once, in the order they first appear.
  public var keys: [String] {
    var seen = Set<String>()
    return members.map(\.key).filter { seen.insert($0).inserted }
  }

  /// The value of the last member named `key`, or `nil` when there is none.
  public subscript(key: String) -> JSONValue? {
    members.last { $0.key == key }?.value
  }

  /// Adds a member; a repeated key's last value wins.
  public mutating func set(_ key: String, _ value: JSONValue) {
    members.append(Member(key: key, value: value))
  }
}
