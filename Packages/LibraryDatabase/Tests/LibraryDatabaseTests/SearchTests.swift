import Foundation
import LibraryDatabase
import Testing

@Suite struct SearchTests {
  private func library() throws -> LibraryDatabase {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    _ = try database.importData(
      Fixtures.showIndexPage.utf8Data, format: .tvmaze, source: "page.json")
    return database
  }

  @Test func aWordPrefixFindsTheShow() throws {
    let hits = try library().searchShows(matching: "harb", limit: 10)
    #expect(hits.map(\.show.title) == ["Harbour Lights"])
  }

  @Test func theCountIsEveryMatchNotOnlyThePage() throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    let all = try database.searchShows(matching: "the", limit: 500)
    #expect(all.count > 2)
    #expect(try database.countShows(matching: "the") == all.count)
    #expect(try database.searchShows(matching: "the", limit: 2).count == 2)
    #expect(try database.countShows(matching: "the") == all.count)
    #expect(try database.countShows(matching: "zzzz") == 0)
    #expect(try database.countShows(matching: "**") == 0)
  }

  @Test func everyWordMustMatchAsAPrefix() throws {
    let database = try library()
    #expect(try database.searchShows(matching: "harb lig", limit: 10).count == 1)
    #expect(try database.searchShows(matching: "harb kitchen", limit: 10).isEmpty)
  }

  @Test func searchIgnoresAccentsAndCase() throws {
    let database = try library()
    #expect(
      try database.searchShows(matching: "CARNIVALE", limit: 10).map(\.show.title) == [
        "Carnivàle Nights"
      ])
    #expect(try database.searchShows(matching: "carnivàle", limit: 10).count == 1)
  }

  /// Query syntax is never SQLite's: quotes, stars and operators are punctuation, and `AND`,
  /// `OR`, `NOT`, `NEAR` and column names are words the titles must contain like any other.
  @Test(
    arguments: [
      ("\"", []), ("harb\"", ["Harbour Lights"]), ("*", []), ("harb*", ["Harbour Lights"]),
      ("-harb", ["Harbour Lights"]), ("^harb", ["Harbour Lights"]), ("title:harb", []),
      ("harb AND", []), ("NEAR(harb", []), ("(", []), ("'); --", []), ("harb OR kitchen NOT", []),
      ("harb OR kitchen", []), ("{title}: x", []),
    ] as [(String, [String])])
  func searchSyntaxInTheQueryIsNeverAnError(query: String, titles: [String]) throws {
    #expect(try library().searchShows(matching: query, limit: 10).map(\.show.title) == titles)
  }

  @Test func punctuationInAWordStillFindsTheShow() throws {
    #expect(try library().searchShows(matching: "\"harbour\"", limit: 10).count == 1)
  }

  @Test func emptyOrPunctuationOnlyQueryFindsNothing() throws {
    let database = try library()
    #expect(try database.searchShows(matching: "", limit: 10).isEmpty)
    #expect(try database.searchShows(matching: "  ", limit: 10).isEmpty)
    #expect(try database.searchShows(matching: "*** --", limit: 10).isEmpty)
  }

  @Test func limitCapsTheHits() throws {
    let database = try library()
    #expect(try database.searchShows(matching: "s", limit: 1).count <= 1)
    #expect(try database.searchShows(matching: "harbour", limit: 0).isEmpty)
  }

  @Test func aTitleMatchRanksAboveANetworkMatch() throws {
    let database = try LibraryDatabase.inMemory()
    let shows = """
      [{"id": 1, "name": "Tales of the Velvet Road", "genres": [], "network": {"name": "Other"}},
       {"id": 2, "name": "Riverbank", "genres": [], "network": {"name": "Velvet"}}]
      """
    _ = try database.importData(shows.utf8Data, format: .tvmaze, source: "shows.json")
    let titles = try database.searchShows(matching: "velvet", limit: 10).map(\.show.title)
    #expect(titles == ["Tales of the Velvet Road", "Riverbank"])
  }

  @Test func hitsCountAiredAndWatchedEpisodes() throws {
    let database = try library()
    let show = try #require(try database.searchShows(matching: "harbour", limit: 1).first)
    #expect(show.airedEpisodeCount == 3)  // not the special
    #expect(show.watchedEpisodeCount == 0)
    let episodes = try database.episodes(ofShow: show.show.id)
    try database.markWatched(episodeIDs: [episodes[0].id], at: Date(), source: "test")
    try database.markWatched(
      episodeIDs: [episodes[0].id, episodes[1].id], at: Date(timeIntervalSince1970: 1),
      source: "test")
    let after = try #require(try database.searchShows(matching: "harbour", limit: 1).first)
    #expect(after.watchedEpisodeCount == 2)
  }

  @Test func futureEpisodesAreNotCountedAsAired() throws {
    let database = try LibraryDatabase.inMemory()
    let show = """
      {"id": 1, "name": "Next Year", "genres": [], "_embedded": {"episodes": [
        {"id": 11, "name": "Soon", "season": 1, "number": 1, "airdate": "2999-01-01"},
        {"id": 12, "name": "Done", "season": 1, "number": 2, "airdate": "2001-01-01"}]}}
      """
    _ = try database.importData(show.utf8Data, format: .tvmaze, source: "next.json")
    let hit = try #require(try database.searchShows(matching: "next", limit: 1).first)
    #expect(hit.airedEpisodeCount == 1)
  }

  @Test func renamedShowIsFoundByItsNewTitleOnly() throws {
    let database = try library()
    let renamed = Fixtures.pixelKitchen.replacingOccurrences(
      of: "Pixel Kitchen", with: "Byte Bistro")
    _ = try database.importData(renamed.utf8Data, format: .tvmaze, source: "renamed.json")
    #expect(try database.searchShows(matching: "bistro", limit: 5).count == 1)
    #expect(try database.searchShows(matching: "pixel", limit: 5).isEmpty)
  }

  /// A library of `titles` (TVMaze shows with ids 1, 2, ... in this order).
  func library(titles: [String]) throws -> LibraryDatabase {
    let database = try LibraryDatabase.inMemory()
    let shows = titles.enumerated().map { index, title in
      #"{"id": \#(index + 1), "name": "\#(title)", "genres": []}"#
    }
    _ = try database.importData(
      "[\(shows.joined(separator: ","))]".utf8Data, format: .tvmaze, source: "shows.json")
    return database
  }

  @Test func titlesStartingWithTheQueryComeFirstInTitleOrder() throws {
    let database = try library(titles: [
      "The Velvet", "velvet underground stories", "Tales of Velvet", "Velvet Road",
    ])
    // "The Velvet" is the best BM25 match (the shortest title), but starts with another word.
    let titles = try database.searchShows(matching: "VELVET", limit: 10).map(\.show.title)
    #expect(
      titles == ["Velvet Road", "velvet underground stories", "The Velvet", "Tales of Velvet"])
  }

  @Test func aPrefixOfSeveralWordsMatchesTheTitlesStart() throws {
    let database = try library(titles: ["Velvet Roadside", "The Velvet Road", "Velvet Rain"])
    let titles = try database.searchShows(matching: "  velvet   road ", limit: 10).map(\.show.title)
    #expect(titles == ["Velvet Roadside", "The Velvet Road"])
  }

  @Test func otherMatchesFillWhatTitleStartsLeaveWithoutRepeatingAShow() throws {
    let database = try library(titles: ["Velvet B", "Velvet A", "The Velvet", "A Velvet Night"])
    let two = try database.searchShows(matching: "velvet", limit: 2).map(\.show.title)
    #expect(two == ["Velvet A", "Velvet B"])
    let three = try database.searchShows(matching: "velvet", limit: 3).map(\.show.title)
    #expect(three == ["Velvet A", "Velvet B", "The Velvet"])
    let all = try database.searchShows(matching: "velvet", limit: 10).map(\.show.title)
    #expect(all.count == 4 && Set(all).count == 4)
  }

  @Test func wordsMatchAcrossPunctuationButAWordIsNotSplit() throws {
    let database = try library(titles: ["Velvet-Road", "Velvet Rain"])
    #expect(try database.searchShows(matching: "velvet r", limit: 10).count == 2)
    #expect(try database.searchShows(matching: "velvetr", limit: 10).isEmpty)
  }
}
