import Terminal
import Testing

struct RepeatedTextTests {
  @Test(arguments: [0, 1, 2, 7, 80])
  func aScalarRepeatedIsThatManyCopies(count: Int) {
    #expect(String(" ", repeated: count) == String(repeating: " ", count: count))
    #expect(String("█", repeated: count) == String(repeating: "█", count: count))
    #expect(String("😀", repeated: count).unicodeScalars.count == count)
  }

  @Test func aNegativeCountIsEmpty() {
    #expect(String("░", repeated: -3).isEmpty)
  }
}
