import Foundation
import LibraryDatabase
import Testing

@Suite struct ShowQueriesTests {
  private func library() throws -> LibraryDatabase {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    _ = try database.importData(
      Fixtures.showIndexPage.utf8Data, format: .tvmaze, source: "page.json")
    return database
  }

  @Test func showByIDReturnsEveryStoredField() throws {
    let database = try library()
    let id = try #require(try database.shows(titled: "Harbour Lights").first?.id)
    let show = try #require(try database.show(id: id))
    #expect(show.title == "Harbour Lights")
    #expect(show.premiered == "2015-03-02")
    #expect(show.ended == "2016-05-30")
    #expect(show.network == "Coastline TV")
    #expect(show.webChannel == nil)
    #expect(show.status == "Ended")
    #expect(show.genres == ["Drama", "Mystery"])
    #expect(show.summary == "A ferry captain & her crew keep an island's secrets \"safe\".")
    #expect(show.posterURL == "https://example.org/harbour-m.jpg")
    #expect(show.externalIDs == ExternalIDs(tvmaze: 9001, tvdb: 700001, imdb: "tt9000001"))
  }

  @Test func unknownShowIDIsNil() throws {
    #expect(try library().show(id: 999_999) == nil)
  }

  @Test func titleLookupIgnoresCaseAndPrefersExactMatches() throws {
    let database = try library()
    #expect(try database.shows(titled: "harbour lights").map(\.title) == ["Harbour Lights"])
    #expect(try database.shows(titled: "  PIXEL kitchen ").map(\.title) == ["Pixel Kitchen"])
  }

  @Test func titleLookupFallsBackToTitlesStartingWithIt() throws {
    let database = try library()
    #expect(try database.shows(titled: "harb").map(\.title) == ["Harbour Lights"])
    #expect(try database.shows(titled: "zzz").isEmpty)
    #expect(try database.shows(titled: "").isEmpty)
  }

  @Test func likeWildcardsInATitleMatchThemselves() throws {
    let database = try library()
    #expect(try database.shows(titled: "%").isEmpty)
    #expect(try database.shows(titled: "_arbour").isEmpty)
  }

  @Test func episodesComeInSeasonOrderWithSpecialsLast() throws {
    let database = try library()
    let id = try #require(try database.shows(titled: "Harbour Lights").first?.id)
    let episodes = try database.episodes(ofShow: id)
    #expect(episodes.map(\.title) == ["Low Tide", "Fog Bank", "Spring Tide", "Behind the Lights"])
    #expect(episodes.map(\.season) == [1, 1, 2, 0])
    #expect(episodes.last?.number == nil)
    #expect(episodes.first?.runtime == 45)
    #expect(episodes[2].runtime == nil)
    #expect(episodes.allSatisfy { $0.showID == id && $0.lastWatchedAt == nil })
  }

  @Test func webShowUsesItsChannelAsNetwork() throws {
    let show = try #require(try library().shows(titled: "Pixel Kitchen").first)
    #expect(show.network == "StreamBox")
    #expect(show.webChannel == "StreamBox")
    #expect(show.externalIDs == ExternalIDs(tvmaze: 9002))
  }
}
