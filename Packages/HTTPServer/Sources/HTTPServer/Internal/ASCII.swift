/// Byte-level helpers for the parser: HTTP is defined on octets, not on Unicode text.
enum ASCII {
  static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// A `tchar` of RFC 9110 §5.6.2: what method and header names are made of.
  static func isTokenCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  /// A byte a header value may hold (RFC 9110 §5.5): a tab, visible ASCII, a space, or obs-text.
  static func isFieldValueByte(_ byte: UInt8) -> Bool {
    byte == 0x09 || (0x20...0x7E).contains(byte) || byte >= 0x80
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  func trimmingASCIISpaces() -> String {
    let bytes = Array(utf8)
    guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
      let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
    else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}
