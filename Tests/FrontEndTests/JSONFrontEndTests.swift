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
    let json = try HistoryJSON(viewModel: .stub(HistoryView.State(posters: [poster]))).render()
    #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!json.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    #expect(json.contains(#"\u009B"#))
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let entries = decoded?["entries"] as? [[String: Any]]
    #expect(entries?.first?["title"] as? String == title)
    #expect(entries?.first?["episodeId"] as? Int == 7)
  }
}
