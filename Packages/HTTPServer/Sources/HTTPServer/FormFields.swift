/// The fields of a form or a query string (`application/x-www-form-urlencoded`), in order.
///
/// ```swift
/// let fields = try FormFields(urlEncoded: Array("q=the+wire&page=2".utf8)[...])
/// fields["q"]     // "the wire"
/// fields["page"]  // "2"
/// ```
public struct FormFields: Sendable, Equatable {
  /// The fields in the order sent; a name may come more than once.
  public var fields: [(name: String, value: String)]

  /// The fields given.
  public init(_ fields: [(String, String)] = []) {
    self.fields = fields.map { (name: $0.0, value: $0.1) }
  }

  /// Decodes `name=value&name=value`: `+` is a space, `%XX` a byte, and the bytes must be UTF-8.
  /// An empty input has no fields; a pair without `=` is a name with an empty value.
  ///
  /// - Throws: ``PercentDecodingError`` for a `%` not followed by two hex digits, or bytes that
  ///   are not UTF-8 or hold a control character.
  public init(urlEncoded bytes: ArraySlice<UInt8>) throws(PercentDecodingError) {
    var fields: [(name: String, value: String)] = []
    for pair in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
      let equals = pair.firstIndex(of: UInt8(ascii: "="))
      let name = pair[..<(equals ?? pair.endIndex)]
      let value = equals.map { pair[pair.index(after: $0)...] } ?? []
      fields.append(
        (
          name: try PercentDecoding.decode(name, plusIsSpace: true),
          value: try PercentDecoding.decode(value, plusIsSpace: true)
        ))
    }
    self.fields = fields
  }

  /// The first value of `name`.
  public subscript(name: String) -> String? {
    fields.first { $0.name == name }?.value
  }

  /// Every value of `name`, in order.
  public func values(of name: String) -> [String] {
    fields.filter { $0.name == name }.map(\.value)
  }

  /// Whether there are no fields.
  public var isEmpty: Bool { fields.isEmpty }

  /// The fields encoded again (`+` for spaces, `%XX` for every byte outside `A-Z a-z 0-9 - . _ ~`).
  public var urlEncoded: String {
    fields.map {
      PercentDecoding.encode($0.name, spaceAsPlus: true) + "="
        + PercentDecoding.encode($0.value, spaceAsPlus: true)
    }.joined(separator: "&")
  }

  public static func == (lhs: FormFields, rhs: FormFields) -> Bool {
    lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
  }
}

/// Why percent-encoded text could not be decoded.
public enum PercentDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A `%` not followed by two hex digits.
  case badEscape
  /// The decoded bytes are not UTF-8.
  case notUTF8
  /// The decoded text holds a control character (NUL, a line break, DEL…).
  case controlCharacter

  public var description: String {
    switch self {
    case .badEscape: "a '%' not followed by two hex digits"
    case .notUTF8: "bytes that are not UTF-8"
    case .controlCharacter: "a control character"
    }
  }
}

/// Percent-encoding (RFC 3986) of paths, query strings and forms.
public enum PercentDecoding {
  /// The text `bytes` encode: `%XX` is the byte XX and, with `plusIsSpace` (forms and queries),
  /// `+` is a space. The result must be UTF-8 without C0 controls or DEL (a tab is allowed).
  public static func decode(
    _ bytes: ArraySlice<UInt8>, plusIsSpace: Bool
  ) throws(PercentDecodingError) -> String {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.endIndex, let high = ASCII.hexValue(bytes[index + 1]),
          let low = ASCII.hexValue(bytes[index + 2])
        else { throw .badEscape }
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index += 1
      }
    }
    if decoded.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) {
      throw .controlCharacter
    }
    guard let text = String(validating: decoded, as: UTF8.self) else { throw .notUTF8 }
    return text
  }

  /// `text` percent-encoded: every byte outside the unreserved set `A-Z a-z 0-9 - . _ ~` is
  /// `%XX`; with `spaceAsPlus`, a space is `+`.
  public static func encode(_ text: String, spaceAsPlus: Bool = false) -> String {
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: " ") where spaceAsPlus:
        encoded += "+"
      default:
        let digits = Array("0123456789ABCDEF".utf8)
        encoded.unicodeScalars.append("%")
        encoded.unicodeScalars.append(Unicode.Scalar(digits[Int(byte >> 4)]))
        encoded.unicodeScalars.append(Unicode.Scalar(digits[Int(byte & 0xF)]))
      }
    }
    return encoded
  }
}
