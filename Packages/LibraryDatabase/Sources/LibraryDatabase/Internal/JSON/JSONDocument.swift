import TextFormats

/// An import file's JSON (``JSONFile``), its values as ``JSONNode``s that know the file's name
/// and their place in it: a top-level array is read an item at a time (``JSONItems``), so a
/// file of 100,000 episodes is never held as one tree; any other document is parsed whole.
enum JSONDocument {
  /// An object or a scalar, parsed whole.
  case value(JSONNode)
  /// A top-level array, read an item at a time.
  case items(JSONItems)

  /// Parses the file's bytes, which must stay valid while the document is read: the items of
  /// an array are parsed from them as they are asked for.
  static func parse(
    _ data: UnsafeBufferPointer<UInt8>, source: String
  ) throws(ImportError) -> JSONDocument {
    do {
      switch try JSONFile.parse(data) {
      case .value(let value):
        return .value(JSONNode(value: value, path: .root, source: source))
      case .items(let items):
        return .items(JSONItems(items: items, source: source))
      }
    } catch {
      throw ImportError(error, source: source)
    }
  }
}

/// The items of a top-level JSON array, parsed one at a time as they are read; each comes
/// with its place (`item 3`) for error messages. A syntax error further on surfaces when the
/// reading gets there (imports run in one transaction, so nothing is kept).
struct JSONItems {
  private var items: JSONFile.Items
  let source: String
  private var index = 0

  fileprivate init(items: JSONFile.Items, source: String) {
    self.items = items
    self.source = source
  }

  /// How many items the array has.
  var count: Int { items.count }

  /// The next item, or `nil` after the last.
  mutating func next() throws(ImportError) -> JSONNode? {
    let value: JSONValue?
    do {
      value = try items.next()
    } catch {
      throw ImportError(error, source: source)
    }
    guard let value else { return nil }
    defer { index += 1 }
    return JSONNode(value: value, path: JSONPath.root.appending(index: index), source: source)
  }
}
