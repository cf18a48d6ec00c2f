/// The header fields of a request or a response, in the order they came, with case-insensitive
/// look-up by name.
///
/// ```swift
/// var headers = HTTPHeaders()
/// headers.add("Set-Cookie", "a=1")
/// headers["content-type"] = "text/html; charset=utf-8"
/// headers["Content-Type"]  // "text/html; charset=utf-8"
/// ```
public struct HTTPHeaders: Sendable, Equatable, Sequence {
  /// The fields as sent: names with their spelling, values without surrounding whitespace.
  public private(set) var fields: [(name: String, value: String)] = []

  /// No fields.
  public init() {}

  /// The fields given, in order.
  public init(_ fields: [(String, String)]) {
    self.fields = fields.map { (name: $0.0, value: $0.1) }
  }

  /// The first value of the field `name` (any case); setting replaces every field of that name,
  /// and `nil` removes them.
  public subscript(name: String) -> String? {
    get { fields.first { Self.same($0.name, name) }?.value }
    set {
      fields.removeAll { Self.same($0.name, name) }
      if let newValue { fields.append((name: name, value: newValue)) }
    }
  }

  /// Every value of the field `name` (any case), in order.
  public func values(of name: String) -> [String] {
    fields.filter { Self.same($0.name, name) }.map(\.value)
  }

  /// Adds a field, keeping any of the same name (`Set-Cookie` is sent once per cookie).
  public mutating func add(_ name: String, _ value: String) {
    fields.append((name: name, value: value))
  }

  /// Whether a field `name` (any case) is present.
  public func contains(_ name: String) -> Bool {
    fields.contains { Self.same($0.name, name) }
  }

  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    fields.makeIterator()
  }

  public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
    lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
  }

  /// Whether two field names are the same (ASCII, any case).
  static func same(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.count == rhs.utf8.count
      && zip(lhs.utf8, rhs.utf8).allSatisfy { ASCII.lowercased($0) == ASCII.lowercased($1) }
  }
}
