import Foundation
import LibraryDatabase
import Synchronization
import Testing

@Suite struct TVMazeImportTests {
  @Test func showWithEmbeddedEpisodesAddsTheShowAndItsEpisodes() throws {
    let database = try LibraryDatabase.inMemory()
    let summary = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    #expect(summary == ImportSummary(showsAdded: 1, episodesAdded: 4))
    #expect(try database.counts() == (shows: 1, episodes: 4, watchEvents: 0))
  }

  @Test func importingTheSameFileTwiceAddsNothingAndReportsSkips() throws {
    let database = try LibraryDatabase.inMemory()
    let data = Fixtures.harbourLightsWithEpisodes.utf8Data
    _ = try database.importData(data, format: .tvmaze, source: "harbour.json")
    let second = try database.importData(data, format: .tvmaze, source: "harbour.json")
    #expect(second == ImportSummary(skipped: [ImportSummary.alreadyImported: 5]))
    #expect(try database.counts() == (shows: 1, episodes: 4, watchEvents: 0))
  }

  @Test func showIsUpdatedInPlaceWhenMatchedByTVMazeID() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(Fixtures.pixelKitchen.utf8Data, format: .tvmaze, source: "a.json")
    let changed = Fixtures.pixelKitchen.replacingOccurrences(
      of: "\"status\": \"Running\"", with: "\"status\": \"Ended\"")
    let summary = try database.importData(changed.utf8Data, format: .tvmaze, source: "b.json")
    #expect(summary.showsUpdated == 1)
    #expect(summary.showsAdded == 0)
    #expect(try database.shows(titled: "Pixel Kitchen").map(\.status) == ["Ended"])
  }

  @Test func showIsMatchedByTVDBIDWhenTheTVMazeIDIsNew() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "a.json")
    let other = """
      {"id": 123456, "name": "Harbour Lights (Remastered)", "genres": [],
       "externals": {"thetvdb": 700001, "imdb": null}}
      """
    let summary = try database.importData(other.utf8Data, format: .tvmaze, source: "b.json")
    #expect(summary.showsUpdated == 1)
    #expect(try database.counts().shows == 1)
    #expect(try database.shows(titled: "Harbour Lights (Remastered)").count == 1)
  }

  @Test func searchResultsAndIndexPagesImportTheirShows() throws {
    let database = try LibraryDatabase.inMemory()
    let search = try database.importData(
      Fixtures.searchResults.utf8Data, format: .tvmaze, source: "search.json")
    #expect(search.showsAdded == 2)
    let page = try database.importData(
      Fixtures.showIndexPage.utf8Data, format: .tvmaze, source: "page.json")
    #expect(page.showsAdded == 1)
    #expect(page.skipped == [ImportSummary.alreadyImported: 1])
    #expect(try database.counts().shows == 3)
  }

  @Test func scheduleEpisodesBringTheirEmbeddedShow() throws {
    let database = try LibraryDatabase.inMemory()
    let summary = try database.importData(
      Fixtures.webSchedule.utf8Data, format: .tvmaze, source: "web.json")
    #expect(summary == ImportSummary(showsAdded: 1, episodesAdded: 2))
    let show = try #require(try database.shows(titled: "Pixel Kitchen").first)
    let episodes = try database.episodes(ofShow: show.id)
    #expect(episodes.map(\.number) == [3, 4])
    #expect(episodes.map(\.runtime) == [nil, 31])
  }

  @Test func bareEpisodeListWithUnknownShowIsRejected() throws {
    let database = try LibraryDatabase.inMemory()
    let error = try #require(throws: ImportError.self) {
      try database.importData(Fixtures.bareEpisodes.utf8Data, format: .tvmaze, source: "eps.json")
    }
    #expect(error.source == "eps.json")
    #expect(error.location == "item 1")
    #expect(error.message.contains("give its show with --show SHOW"))
    #expect(error.message.contains("?embed=episodes"))
  }

  @Test func bareEpisodeListUpdatesEpisodesAlreadyInTheLibrary() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "a.json")
    let summary = try database.importData(
      Fixtures.bareEpisodes.utf8Data, format: .tvmaze, source: "eps.json")
    #expect(
      summary == ImportSummary(episodesUpdated: 1, skipped: [ImportSummary.alreadyImported: 1]))
    let show = try #require(try database.shows(titled: "Harbour Lights").first)
    #expect(try database.episodes(ofShow: show.id).first?.title == "Low Tide (Director's Cut)")
  }

  @Test func episodeLinkedToAKnownShowIsAttachedToIt() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(Fixtures.pixelKitchen.utf8Data, format: .tvmaze, source: "a.json")
    let linked = """
      [{"id": 96001, "name": "Soup Week", "season": 1, "number": 1, "airdate": "2021-01-15",
        "_links": {"show": {"href": "https://api.tvmaze.com/shows/9002"}}}]
      """
    let summary = try database.importData(linked.utf8Data, format: .tvmaze, source: "b.json")
    #expect(summary.episodesAdded == 1)
  }

  @Test func progressIsReportedForEveryItem() throws {
    let database = try LibraryDatabase.inMemory()
    let reports = Mutex<[ImportProgress]>([])
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "a.json"
    ) { progress in
      reports.withLock { $0.append(progress) }
    }
    let seen = reports.withLock { $0 }
    #expect(seen.first == ImportProgress(processed: 0, total: 5))
    #expect(seen.last == ImportProgress(processed: 5, total: 5))
    #expect(seen.count == 6)
  }
}
