/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// Feed it each chunk `read(2)` returns. It decodes UTF-8 characters, control keys and the
/// escape sequences of arrows and editing keys (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`, …). An
/// incomplete character or sequence at the end of a chunk waits for the next chunk, except a
/// lone `ESC`: terminals send a whole sequence in one write, so an `ESC` that ends a chunk is
/// the Escape key.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("\u{1B}[Aj".utf8))  // [.up, .character("j")]
/// ```
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// A decoder with nothing held back.
  public init() {}

  /// Decodes `bytes`, after any bytes held back from the previous call.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.key(at: index, in: pending) else { break }
      keys.append(key)
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// The key at `index` and how many bytes it took, or `nil` when more bytes are needed.
  private static func key(at index: Int, in bytes: [UInt8]) -> (Key, Int)? {
    let byte = bytes[index]
    switch byte {
    case 0x1B:
      return escapeSequence(at: index, in: bytes)
    case 0x0D, 0x0A:
      return (.enter, 1)
    case 0x09:
      return (.tab, 1)
    case 0x7F, 0x08:
      return (.backspace, 1)
    case 0x01...0x1A:
      return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x00..<0x20:
      return (.unknown, 1)
    default:
      return character(at: index, in: bytes)
    }
  }

  private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (Key, Int)? {
    guard index + 1 < bytes.count else { return (.escape, 1) }
    let introducer = bytes[index + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (.escape, 1)
    }
    // Parameters and intermediates run to a final byte in 0x40...0x7E.
    var end = index + 2
    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else { return nil }
    let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
    let key = Self.key(final: bytes[end], parameters: parameters)
    return (key, end - index + 1)
  }

  private static func key(final: UInt8, parameters: String) -> Key {
    switch Character(Unicode.Scalar(final)) {
    case "A": return .up
    case "B": return .down
    case "C": return .right
    case "D": return .left
    case "H": return .home
    case "F": return .end
    case "Z": return .backTab
    case "~":
      switch parameters {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      case "5": return .pageUp
      case "6": return .pageDown
      default: return .unknown
      }
    default: return .unknown
    }
  }

  private static func character(at index: Int, in bytes: [UInt8]) -> (Key, Int)? {
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0x00..<0x80: length = 1
    case 0xC0..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF8: length = 4
    default: return (.unknown, 1)
    }
    guard index + length <= bytes.count else { return nil }
    let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
    guard let character = text.first, text.unicodeScalars.allSatisfy({ $0 != "\u{FFFD}" }) else {
      return (.unknown, length)
    }
    if character == "\u{7F}" || (0x80...0x9F).contains(character.unicodeScalars.first?.value ?? 0) {
      return (.unknown, length)
    }
    return (.character(character), length)
  }
}
