/// Why a file could not be imported, and where in it.
///
/// Nothing is written when an import fails. The description names the file, the place and the
/// problem:
///
/// ```
/// history.json: item 3 (.episode.season): expected a number, found a string
/// shows.json: line 4, column 12 (byte 57): expected ',' or '}' after an object member
/// ```
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file name, or `-` for standard input.
  public var source: String
  /// Where in the file: `item 3 (.episode.season)` for the 3rd item (counted from 1) of a
  /// top-level array, `.seasons[0].number` (jq paths, from 0) inside an object, or
  /// `line 1, column 1 (byte 0)` for a syntax error; `nil` when it concerns the whole file.
  public var location: String?
  /// What is wrong.
  public var message: String

  /// Creates an import error.
  public init(source: String, location: String? = nil, message: String) {
    self.source = source
    self.location = location
    self.message = message
  }

  /// `source: location: message`, or `source: message` without a location.
  public var description: String {
    if let location {
      return "\(source): \(location): \(message)"
    }
    return "\(source): \(message)"
  }
}
