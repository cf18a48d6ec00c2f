import SeededRandom
import Testing

@testable import TextFormats

/// The import files' UTF-8 check on random bytes, against the standard library's decoder: every
/// lead byte, truncated and overlong sequences, continuation bytes where they do not belong.
@Suite struct UTF8RandomTests {
  /// Bytes from the places UTF-8 has rules: ASCII, continuation bytes, every lead byte.
  static let alphabet: [UInt8] =
    [0x00, 0x22, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0]
    + [0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xFF]

  @Test(arguments: [UInt64(1), 2, 3, 29, 4242])
  func randomBytesAgreeWithTheStandardLibrary(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0...8, using: &random)).map { _ in
        Self.alphabet.randomElement(using: &random) ?? 0
      }
      let offset = bytes.withUnsafeBufferPointer { CheckedText.firstInvalidUTF8Offset(in: $0) }
      let expected = UTF8ValidationTests.referenceOffset(bytes)
      guard offset == expected else {
        Issue.record(
          "seed \(seed): \(bytes): \(String(describing: offset)), expected \(String(describing: expected))"
        )
        return
      }
    }
  }
}
