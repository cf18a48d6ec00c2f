/// Bytes checked to be UTF-8 text: the one check both readers run before they read.
///
/// A UTF-8 byte order mark is skipped (editors on Windows write one), a UTF-16 one is refused,
/// and the first byte that is not well-formed UTF-8 (RFC 3629: no overlong forms, no
/// surrogates, nothing above U+10FFFF) is found. Each reader says where in its own terms: a
/// line and column in JSON, a line in CSV.
struct CheckedText {
  /// What the check found.
  enum Failure: Error {
    /// The bytes start with a UTF-16 byte order mark.
    case utf16
    /// The byte at `offset` cannot start or continue a character; `offset` counts from the
    /// end of the byte order mark, which took `skipped` bytes.
    case invalidUTF8(offset: Int, skipped: Int)
  }

  /// The text's bytes without a byte order mark.
  let bytes: UnsafeBufferPointer<UInt8>
  /// How many bytes the byte order mark took (0 or 3), for offsets counted from the start.
  let skipped: Int

  /// Checks `data`, which must stay valid while ``bytes`` is read.
  init(_ data: UnsafeBufferPointer<UInt8>) throws(Failure) {
    var bytes = data
    var skipped = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      bytes = UnsafeBufferPointer(rebasing: bytes[3...])
      skipped = 3
    } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      throw .utf16
    }
    if let offset = Self.firstInvalidUTF8Offset(in: bytes) {
      throw .invalidUTF8(offset: offset, skipped: skipped)
    }
    self.bytes = bytes
    self.skipped = skipped
  }

  /// The message for ``Failure/utf16``.
  static let utf16Message =
    "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8"

  /// The message for ``Failure/invalidUTF8(offset:skipped:)``, naming the byte as `byte` says it.
  static func invalidUTF8Message(byte: String) -> String {
    "not valid UTF-8 (byte \(byte) cannot start or continue a character here); save the file "
      + "as UTF-8"
  }

  /// The offset of the first byte that is not part of a well-formed UTF-8 sequence (RFC 3629:
  /// no overlong forms, no surrogates, nothing above U+10FFFF).
  static func firstInvalidUTF8Offset(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    var offset = 0
    let count = buffer.count
    while offset < count {
      let lead = buffer[offset]
      if lead < 0x80 {
        offset += 1
        continue
      }
      // The allowed range of the second byte depends on the lead byte; later bytes are
      // plain continuation bytes (0x80–0xBF).
      let length: Int
      var second: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, second) = (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, second) = (3, 0x80...0x9F)
      case 0xF0: (length, second) = (4, 0x90...0xBF)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, second) = (4, 0x80...0x8F)
      default: return offset
      }
      guard offset + 1 < count, second.contains(buffer[offset + 1]) else { return offset }
      for next in 2..<length {
        guard offset + next < count, (0x80...0xBF).contains(buffer[offset + next]) else {
          return offset
        }
      }
      offset += length
    }
    return nil
  }
}
