/// Where a value sits in an import file, for error messages.
///
/// Inside a top-level array it reads `item 3 (.episode.season)`, with items counted from 1 as a
/// person counts them; below that it is a jq path, with array indexes from 0.
public struct JSONPath: Sendable, Hashable {
  /// The 1-based index of the top-level array item, if the file is an array.
  public var item: Int?
  /// Path components like `.show`, `[0]` or `["odd key"]` (a key as an escaped JSON string).
  public var components: [String] = []

  /// The whole file.
  public static let root = JSONPath()

  /// The path of the member `key` of the value here.
  public func appending(key: String) -> JSONPath {
    var path = self
    // ASCII letters, digits and `_`, checked on bytes: a path is made for every field read.
    let isPlain =
      !key.isEmpty
      && key.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
      }
    // Any other key as a JSON string, escaped, so a key cannot break the message's line.
    path.components.append(isPlain ? ".\(key)" : "[\(JSONEscaping.literal(key))]")
    return path
  }

  /// The path of the element at `index` (from 0) of the array here.
  public func appending(index: Int) -> JSONPath {
    var path = self
    if item == nil, components.isEmpty {
      path.item = index + 1
    } else {
      path.components.append("[\(index)]")
    }
    return path
  }

  /// The location for an error message, or `nil` at the root of the file.
  public var location: String? {
    let jqPath = components.joined()
    switch (item, jqPath.isEmpty) {
    case (let item?, true): return "item \(item)"
    case (let item?, false): return "item \(item) (\(jqPath))"
    case (nil, false): return jqPath
    case (nil, true): return nil
    }
  }
}
