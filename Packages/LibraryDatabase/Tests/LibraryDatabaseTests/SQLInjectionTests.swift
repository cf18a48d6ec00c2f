import Foundation
import LibraryDatabase
import Testing

@Suite struct SQLInjectionTests {
  @Test func hostileTitleIsStoredSearchedAndReadBackAsText() throws {
    let database = try LibraryDatabase.inMemory()
    let title = "Bobby'); DROP TABLE shows;--"
    let show = #"{"id": 77, "name": "Bobby'); DROP TABLE shows;--", "genres": ["x\"y"]}"#
    _ = try database.importData(show.utf8Data, format: .tvmaze, source: "bobby.json")
    let stored = try #require(try database.shows(titled: title).first)
    #expect(stored.title == title)
    #expect(stored.genres == ["x\"y"])
    #expect(try database.searchShows(matching: title, limit: 5).map(\.show.title) == [title])
    #expect(try database.searchShows(matching: "bobby", limit: 5).count == 1)
    #expect(try database.counts().shows == 1)
  }

  @Test func hostileSourceAndTitleLookupDoNotRunSQL() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "a.json")
    let show = try #require(try database.shows(titled: "Harbour Lights").first)
    let episode = try #require(try database.episodes(ofShow: show.id).first)
    let source = "x'); DELETE FROM watch_events;--"
    try database.markWatched(episodeIDs: [episode.id], at: Date(), source: source)
    #expect(try database.shows(titled: "' OR 1=1 --").isEmpty)
    #expect(try database.history(showID: nil, limit: 5, offset: 0).entries.first?.source == source)
    #expect(try database.counts().watchEvents == 1)
  }
}
