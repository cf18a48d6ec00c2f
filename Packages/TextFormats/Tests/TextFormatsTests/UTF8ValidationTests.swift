import Testing

@testable import TextFormats

/// The byte loop that checks import files agrees with the standard library's UTF-8 decoder.
@Suite struct UTF8ValidationTests {
  /// Where the standard library's decoder first fails, or `nil`.
  static func referenceOffset(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  static let cases: [[UInt8]] = [
    Array("plain ASCII".utf8), Array("é 日本 🎬 ü".utf8), [], [0x80], [0xC0, 0x80], [0xC1, 0xBF],
    [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0xA0, 0x80],
    [0xED, 0x9F, 0xBF], [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
    [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF],
    Array("ok".utf8) + [0xE2, 0x82], Array("a".utf8) + [0xE2, 0x28, 0xA1], [0x61, 0xC3],
    Array("x".utf8) + [0xF0, 0x9F, 0x8E] + Array("y".utf8),
  ]

  @Test(arguments: cases)
  func agreesWithTheStandardLibrary(bytes: [UInt8]) {
    let offset = bytes.withUnsafeBufferPointer { CheckedText.firstInvalidUTF8Offset(in: $0) }
    #expect(offset == Self.referenceOffset(bytes))
  }
}
