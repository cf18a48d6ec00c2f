import TextFormats

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A JSON value together with where it is in the file, with typed accessors that throw an
/// ``ImportError`` naming the file, the place and the problem.
///
/// ```swift
/// let season = try item.required("episode").required("season").int()
/// // history.json: item 3 (.episode.season): expected a number, found a string
/// ```
struct JSONNode {
  let value: JSONValue
  let path: JSONPath
  let source: String

  // MARK: - Members

  /// The object's member `key`, which must be present and not null.
  func required(_ key: String) throws(ImportError) -> JSONNode {
    let object = try self.object()
    let childPath = path.appending(key: key)
    switch object[key] {
    case nil:
      throw ImportError(
        source: source, location: childPath.location, message: "required field is missing")
    case .null?:
      throw ImportError(
        source: source, location: childPath.location, message: "required field is null")
    case let value?:
      return JSONNode(value: value, path: childPath, source: source)
    }
  }

  /// The object's member `key`, or `nil` when it is missing or null.
  func optional(_ key: String) throws(ImportError) -> JSONNode? {
    let object = try self.object()
    guard let value = object[key], value != .null else { return nil }
    return JSONNode(value: value, path: path.appending(key: key), source: source)
  }

  /// Whether the value is an object with member `key` (null or not).
  func has(_ key: String) -> Bool {
    if case .object(let object) = value { object[key] != nil } else { false }
  }

  // MARK: - Values

  func object() throws(ImportError) -> JSONObject {
    guard case .object(let object) = value else { throw mismatch("an object") }
    return object
  }

  func array() throws(ImportError) -> [JSONNode] {
    guard case .array(let elements) = value else { throw mismatch("an array") }
    return elements.enumerated().map { index, element in
      JSONNode(value: element, path: path.appending(index: index), source: source)
    }
  }

  func string() throws(ImportError) -> String {
    guard case .string(let text) = value else { throw mismatch("a string") }
    return text
  }

  func int() throws(ImportError) -> Int {
    switch value {
    case .integer(let integer):
      if let int = Int(exactly: integer) { return int }
    case .double(let double):
      if let int = Int(exactly: double) { return int }
      throw error("expected a whole number, found \(double)")
    default:
      break
    }
    throw mismatch("a number")
  }

  // MARK: - Shortcuts

  /// The required member `key` as non-empty text (surrounding whitespace trimmed).
  func requiredString(_ key: String) throws(ImportError) -> String {
    let node = try required(key)
    let text = try node.string().trimmingWhitespace()
    guard !text.isEmpty else { throw node.error("required field is empty") }
    return try node.checkedLength(text)
  }

  /// The member `key` as text; `nil` when missing, null or empty (APIs write "" for unknown).
  func optionalString(_ key: String) throws(ImportError) -> String? {
    guard let node = try optional(key), case let text = try node.string().trimmingWhitespace(),
      !text.isEmpty
    else {
      return nil
    }
    return try node.checkedLength(text)
  }

  func requiredInt(_ key: String) throws(ImportError) -> Int {
    try required(key).int()
  }

  func optionalInt(_ key: String) throws(ImportError) -> Int? {
    try optional(key)?.int()
  }

  // MARK: - Errors

  /// An error located at this node.
  func error(_ message: String) -> ImportError {
    ImportError(source: source, location: path.location, message: message)
  }

  private func mismatch(_ expected: String) -> ImportError {
    error("expected \(expected), found \(value.kindDescription)")
  }
}
