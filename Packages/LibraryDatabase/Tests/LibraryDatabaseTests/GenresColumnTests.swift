import Foundation
import Testing

@testable import LibraryDatabase

@Suite struct GenresColumnTests {
  static let awkward = [
    "Drama", "Science-Fiction", "Quote \" and \\ backslash", "Tab\tand\nnewline", "\u{1}bell",
    "Émigré 日本", "",
  ]

  @Test func genresSurviveTheRoundTrip() {
    #expect(Genres.decode(Genres.encode(Self.awkward)) == Self.awkward)
    #expect(Genres.decode(Genres.encode([])) == [])
  }

  @Test func theColumnIsJSONThatOtherToolsRead() throws {
    let text = Genres.encode(Self.awkward)
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
    #expect(parsed == Self.awkward)
    #expect(Genres.encode(["Drama", "Crime"]) == #"["Drama","Crime"]"#)
  }

  @Test(arguments: ["", "not json", "{}", "[1, 2]", "[\"Drama\"", "null"])
  func aColumnThatIsNotAnArrayOfStringsReadsAsNoGenres(text: String) {
    #expect(Genres.decode(text).isEmpty)
  }

  @Test func stringsAmongOtherValuesAreKept() {
    #expect(Genres.decode(#"["Drama", 3, null, "Crime"]"#) == ["Drama", "Crime"])
  }
}
