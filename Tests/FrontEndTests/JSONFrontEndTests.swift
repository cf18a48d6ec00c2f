import Foundation
import FrontEnds
import History
import Identifiers
import Redux
import Testing

@MainActor
struct JSONFrontEndTests {
  @Test func controlCharactersAreEscapedAndTheDataIsKept() throws {
    let title = "Evil\u{1B}[31m\u{9B}\u{7F}"
    let poster = HistoryView.State.Poster(
      ids: Ids(show: 3, episode: 7), imageURL: nil, title: title, subtitle: "Watched today")
    let json = try JSONFrontEnd<HistoryJSON, HistoryView.Action>(
      viewModel: .stub(HistoryView.State(posters: [poster]))
    ).render()
    #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!json.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    #expect(json.contains(#"\u009B"#))
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let entries = decoded?["entries"] as? [[String: Any]]
    #expect(entries?.first?["title"] as? String == title)
    #expect(entries?.first?["episodeId"] as? Int == 7)
  }

  @Test func bidiControlsAndLineSeparatorsAreEscapedAndTheDataIsKept() throws {
    let controls: [Unicode.Scalar] = [
      "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}",
      "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{2028}", "\u{2029}",
    ]
    let title = "Good" + String(String.UnicodeScalarView(controls)) + "doG"
    let poster = HistoryView.State.Poster(
      ids: Ids(show: 3, episode: 7), imageURL: nil, title: title, subtitle: "Watched today")
    let json = try JSONFrontEnd<HistoryJSON, HistoryView.Action>(
      viewModel: .stub(HistoryView.State(posters: [poster]))
    ).render()
    for control in controls {
      #expect(!json.unicodeScalars.contains(control))
      let hex = String(control.value, radix: 16, uppercase: true)
      #expect(json.contains("\\u" + String(repeating: "0", count: 4 - hex.count) + hex))
    }
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let entries = decoded?["entries"] as? [[String: Any]]
    #expect(entries?.first?["title"] as? String == title)
  }
}
