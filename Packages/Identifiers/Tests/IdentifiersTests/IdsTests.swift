import Foundation
import Identifiers
import Testing

struct IdsTests {
  @Test func idsWithTheSameShowAndEpisodeAreEqual() {
    #expect(Ids(show: 1, episode: 2) == Ids(show: 1, episode: 2))
    #expect(Ids(show: 1, episode: 2) != Ids(show: 2, episode: 2))
  }

  @Test func idsRoundTripThroughJSONAsPlainNumbers() throws {
    let data = try JSONEncoder().encode(Ids(show: 7, episode: 42))
    #expect(String(decoding: data, as: UTF8.self).contains("42"))
    #expect(try JSONDecoder().decode(Ids.self, from: data) == Ids(show: 7, episode: 42))
  }

  @Test func identifiersSortByTheirRawValue() {
    #expect([ShowID(rawValue: 3), 1, 2].sorted() == [1, 2, 3])
  }
}

struct IdentifierTests {
  @Test func identifiersEncodeAsPlainNumbers() throws {
    let data = try JSONEncoder().encode([ShowID(rawValue: 7)])
    #expect(String(decoding: data, as: UTF8.self) == "[7]")
  }

  @Test func identifiersPrintAsTheirNumber() {
    #expect("\(EpisodeID(rawValue: 42))" == "42")
  }
}
