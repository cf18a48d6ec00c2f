import Foundation
import LibraryDatabase
import Testing

/// Shows fetched from TVMaze's API: saved all or nothing, followed, refreshed without losing
/// history.
@Suite struct TVMazeSyncTests {
  let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

  private func save(
    _ database: LibraryDatabase, _ json: String = Fixtures.harbourLightsWithEpisodes,
    added: Bool, updated: Int? = 1_700_000_000
  ) throws -> TVMazeSaveResult {
    try database.saveTVMazeShow(
      json.utf8Data, source: "TVMaze show 9001", added: added, updated: updated, at: fetchedAt)
  }

  @Test func anAddedShowIsSavedWithItsEpisodesAndFollowed() throws {
    let database = try LibraryDatabase.inMemory()
    let result = try save(database, added: true)
    #expect(result.title == "Harbour Lights")
    #expect(result.year == 2015)
    #expect(result.summary.showsAdded == 1)
    #expect(result.summary.episodesAdded == 4)
    #expect(
      try database.followedTVMazeShows() == [
        TVMazeShowLink(
          showID: result.showID, title: "Harbour Lights", tvmazeID: 9001, updated: 1_700_000_000,
          fetchedAt: fetchedAt)
      ])
    // Adding is a change the user can undo.
    #expect(try database.undoLastChange() != nil)
    #expect(try database.shows(titled: "Harbour Lights").isEmpty)
    #expect(try database.followedTVMazeShows().isEmpty)
  }

  @Test func followedShowsWithoutATVMazeIDAreListedApartAToZ() throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    let fetched = try save(database, added: true)
    let plain = try database.showTitles().filter {
      try database.tvmazeLink(showID: $0.id) == nil
    }
    try #require(plain.count >= 2)
    for show in plain.prefix(2).reversed() {
      _ = try database.follow(showID: show.id, at: fetchedAt)
    }
    #expect(try database.followedShowsWithoutTVMazeID() == plain.prefix(2).map(\.title))
    #expect(try database.followedTVMazeShows().map(\.showID) == [fetched.showID])
  }

  @Test func aShowWithAWatchIsFollowedAndOneWithoutIsNot() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "h.json")
    #expect(try database.followedTVMazeShows().isEmpty)
    let show = try #require(try database.shows(titled: "Harbour Lights").first)
    let episode = try #require(try database.episodes(ofShow: show.id).first)
    _ = try database.markWatched(episodeIDs: [episode.id], at: fetchedAt, source: "test")
    let followed = try database.followedTVMazeShows()
    #expect(followed.map(\.tvmazeID) == [9001])
    // Imported from a file with no `updated`: its whole list, as of long ago.
    #expect(followed.first?.fetchedAt == Date(timeIntervalSince1970: 0))
    #expect(followed.first?.updated == nil)
    #expect(try database.tvmazeLink(showID: show.id)?.tvmazeID == 9001)
  }

  @Test func aRefreshUpdatesEpisodesAddsNewOnesAndKeepsOnesTVMazeDropped() throws {
    let database = try LibraryDatabase.inMemory()
    let first = try save(database, added: true)
    let episodes = try database.episodes(ofShow: first.showID)
    _ = try database.markWatched(episodeIDs: [episodes[0].id], at: fetchedAt, source: "test")
    let refreshed = Fixtures.harbourLightsWithEpisodes
      .replacingOccurrences(of: "\"Fog Bank\"", with: "\"Fog Bank (Part 1)\"")
      .replacingOccurrences(
        of:
          #"{"id": 90011, "name": "Low Tide", "season": 1, "number": 1, "airdate": "2015-03-02","#,
        with:
          #"{"id": 90015, "name": "New", "season": 2, "number": 2, "airdate": "2016-05-30"}, {"id": 90016, "name": "x", "season": 3, "number": 1, "airdate": null,"#
      )
    let changesBefore = try database.undoableChangeCount()
    let result = try save(database, refreshed, added: false, updated: 1_700_000_500)
    #expect(result.showID == first.showID)
    #expect(result.summary.episodesUpdated == 1)
    #expect(result.summary.episodesAdded >= 1)
    let after = try database.episodes(ofShow: first.showID)
    #expect(after.contains { $0.title == "Fog Bank (Part 1)" })
    // The watched episode TVMaze no longer lists is kept, with its watch.
    #expect(after.contains { $0.id == episodes[0].id && $0.lastWatchedAt == fetchedAt })
    // A refresh that changed something is one undoable change, and the show stays added.
    #expect(try database.undoableChangeCount() == changesBefore + 1)
    #expect(try database.lastChange()?.kind == .refreshed(source: "TVMaze show 9001"))
    #expect(try database.followedTVMazeShows().first?.updated == 1_700_000_500)
  }

  @Test func aBodyThatIsNotAShowChangesNothing() throws {
    let database = try LibraryDatabase.inMemory()
    let before = try database.counts()
    #expect(throws: ImportError.self) {
      try save(database, #"{"id": 1, "name": "No Episodes"}"#, added: true)
    }
    #expect(throws: ImportError.self) {
      try save(
        database, #"{"id": 1, "name": "Broken", "_embedded": {"episodes": [{"id": 2}]}}"#,
        added: true)
    }
    #expect(try database.counts() == before)
    #expect(try database.followedTVMazeShows().isEmpty)
  }

  @Test func onlyShowsWithTheirWholeEpisodeListHaveIt() throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    func whole(_ title: String) throws -> Bool {
      let show = try #require(try database.shows(titled: title).first)
      return try database.hasWholeEpisodeList(showID: show.id)
    }
    #expect(try whole("Breaking Bad"))
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "h.json")
    #expect(try whole("Harbour Lights"))
    _ = try database.importData(
      Fixtures.showIndexPage.utf8Data, format: .tvmaze, source: "page.json")
    #expect(try !whole("Pixel Kitchen"))
    _ = try database.importData(
      Fixtures.traktHistory.utf8Data, format: .trakt, source: "history.json")
    #expect(try !whole("Quiet Orchard"))
  }
}
