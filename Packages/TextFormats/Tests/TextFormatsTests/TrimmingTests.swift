import Foundation
import Testing

@testable import TextFormats

@Suite struct TrimmingTests {
  @Test(arguments: [
    "Drama", "  Drama ", "\n\tDrama\r\n", "\u{A0}Drama\u{3000}", "", "   ", "Two words",
    " é ", "Émigré", "日本 ", "\u{2003}x\u{2003}",
  ])
  func trimsWhatFoundationTrims(text: String) {
    #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
