import HTTPServer
import SeededRandom
import Testing

@Suite struct FormFieldsTests {
  private func fields(_ text: String) throws(PercentDecodingError) -> FormFields {
    try FormFields(urlEncoded: Array(text.utf8)[...])
  }

  @Test func fieldsAreDecodedInOrder() throws {
    let form = try fields("a=1&b=x+y&a=%E2%9C%93&empty=&bare&&c=%2B%26%3D")
    #expect(form.fields.map(\.name) == ["a", "b", "a", "empty", "bare", "c"])
    #expect(form["a"] == "1")
    #expect(form.values(of: "a") == ["1", "✓"])
    #expect(form["b"] == "x y")
    #expect(form["empty"] == "")
    #expect(form["bare"] == "")
    #expect(form["c"] == "+&=")
    #expect(form["missing"] == nil)
    #expect(try fields("").isEmpty)
  }

  @Test func badEncodingsAreRefused() {
    #expect(throws: PercentDecodingError.badEscape) { try fields("a=%") }
    #expect(throws: PercentDecodingError.badEscape) { try fields("a=%4") }
    #expect(throws: PercentDecodingError.badEscape) { try fields("a=%G0") }
    #expect(throws: PercentDecodingError.notUTF8) { try fields("a=%C3") }
    #expect(throws: PercentDecodingError.controlCharacter) { try fields("a=%0D%0A") }
    #expect(throws: PercentDecodingError.controlCharacter) { try fields("a=%7F") }
  }

  /// Encoding then decoding gives the fields back, for random text of every kind (seeded).
  @Test func encodingRoundTrips() throws {
    let alphabet: [Character] = Array("ab Z09-._~+&=%?/#\t€✓\u{1F600}<>\"'")
    for seed in 1...300 {
      var random = SeededGenerator(seed: UInt64(seed))
      let pairs = (0..<Int(random.next() % 4)).map { _ in
        (word(&random, alphabet), word(&random, alphabet))
      }
      let form = FormFields(pairs)
      let decoded = try fields(form.urlEncoded)
      #expect(decoded == form, "seed \(seed): \(pairs) encoded as \(form.urlEncoded)")
    }
  }

  private func word(_ random: inout SeededGenerator, _ alphabet: [Character]) -> String {
    String(
      (0..<Int(random.next() % 6)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))]
      })
  }

  @Test func percentEncodingKeepsOnlyUnreservedBytes() {
    #expect(PercentDecoding.encode("a b/ü") == "a%20b%2F%C3%BC")
    #expect(PercentDecoding.encode("a b", spaceAsPlus: true) == "a+b")
  }
}
