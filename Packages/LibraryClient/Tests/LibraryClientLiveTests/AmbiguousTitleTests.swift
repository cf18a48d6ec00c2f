import Foundation
import LibraryClient
import LibraryClientLive
import LibraryDatabase
import Testing

/// A title that matches several shows: the error lists the first ten and says how many there
/// are.
struct AmbiguousTitleTests {
  @Test func anAmbiguousTitleListsTenCandidatesOfAllItMatches() async throws {
    let database = try LibraryDatabase.inMemory()
    for number in 1...12 {
      let json =
        #"{"id": \#(9000 + number), "name": "Harbour \#(number)", "status": "Ended", "_embedded": {"episodes": []}}"#
      _ = try database.importData(Data(json.utf8), format: .tvmaze, source: "\(number).json")
    }
    let library = LibraryClient.live(database: database)
    let error = await #expect(throws: LibraryError.self) {
      try await library.resolveShow("harbour")
    }
    guard case .ambiguousShow(let text, let candidates, let total) = error else {
      Issue.record("not ambiguous: \(String(describing: error))")
      return
    }
    #expect(text == "harbour")
    #expect(candidates.count == 10)
    #expect(total == 12)
  }
}
