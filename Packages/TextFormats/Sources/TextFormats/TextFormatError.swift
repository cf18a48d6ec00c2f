/// Why bytes are not the text a reader expects, and where: the one error of this package.
///
/// The message is plain words; the location is where in the text, as a person finds it:
///
/// ```
/// line 4, column 12 (byte 57): not valid JSON: unexpected '}', expected a value
/// line 812: 3 fields, but the header has 2 columns
/// ```
public struct TextFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where: `line L, column C (byte B)` in JSON, `line L` in CSV, `byte 0` for the whole
  /// encoding; `nil` when it concerns the whole text.
  public var location: String?
  /// What is wrong, in plain words.
  public var message: String

  /// Creates an error at `location`.
  public init(location: String? = nil, message: String) {
    self.location = location
    self.message = message
  }

  /// `location: message`, or the message alone without a location.
  public var description: String {
    location.map { "\($0): \(message)" } ?? message
  }
}
