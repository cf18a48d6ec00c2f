import Foundation
import LibraryDatabase
import Testing

@Suite struct HistoryTests {
  @Test func historyIsNewestFirstWithShowDetailsAndSource() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    let show = try #require(try database.shows(titled: "Harbour Lights").first)
    let episodes = try database.episodes(ofShow: show.id)
    try database.markWatched(
      episodeIDs: [episodes[0].id], at: Date(timeIntervalSince1970: 100), source: "cli")
    try database.markWatched(
      episodeIDs: [episodes[1].id], at: Date(timeIntervalSince1970: 300), source: "tui")
    try database.markWatched(
      episodeIDs: [episodes[2].id], at: Date(timeIntervalSince1970: 200), source: "cli")

    let page = try database.history(showID: nil, limit: 10, offset: 0)
    #expect(page.totalCount == 3)
    #expect(page.entries.map(\.episode.title) == ["Fog Bank", "Spring Tide", "Low Tide"])
    let newest = try #require(page.entries.first)
    #expect(newest.showTitle == "Harbour Lights")
    #expect(newest.posterURL == show.posterURL)
    #expect(newest.source == "tui")
    #expect(newest.watchedAt == Date(timeIntervalSince1970: 300))
    #expect(newest.episode.lastWatchedAt == Date(timeIntervalSince1970: 300))
  }

  @Test func pagesSplitTheHistoryAndKeepTheTotal() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    let episodes = try database.episodes(
      ofShow: try #require(database.shows(titled: "Harbour").first?.id))
    for (offset, episode) in episodes.enumerated() {
      try database.markWatched(
        episodes: [episode.id], at: Date(timeIntervalSince1970: Double(offset)))
    }
    let first = try database.history(showID: nil, limit: 3, offset: 0)
    let second = try database.history(showID: nil, limit: 3, offset: 3)
    #expect(first.entries.count == 3)
    #expect(second.entries.count == 1)
    #expect(first.totalCount == 4 && second.totalCount == 4)
    #expect(second.entries.first?.episode.id == episodes[0].id)
    #expect(try database.history(showID: nil, limit: 0, offset: 0).entries.isEmpty)
  }

  @Test func historyFiltersByShow() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    _ = try database.importData(Fixtures.webSchedule.utf8Data, format: .tvmaze, source: "web.json")
    let harbour = try #require(try database.shows(titled: "Harbour Lights").first)
    let pixel = try #require(try database.shows(titled: "Pixel Kitchen").first)
    try database.markWatched(
      episodes: try database.episodes(ofShow: harbour.id).map(\.id), at: Date())
    try database.markWatched(
      episodes: try database.episodes(ofShow: pixel.id).map(\.id), at: Date())
    let page = try database.history(showID: pixel.id, limit: 10, offset: 0)
    #expect(page.totalCount == 2)
    #expect(page.entries.allSatisfy { $0.showTitle == "Pixel Kitchen" })
    #expect(try database.history(showID: nil, limit: 10, offset: 0).totalCount == 6)
  }
}

@Suite struct HistoryCountTests {
  @Test func theKeptCountFollowsEveryWayEventsComeAndGo() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    let episodes = try database.episodes(
      ofShow: try #require(database.shows(titled: "Harbour Lights").first?.id))
    func total() throws -> Int { try database.history(showID: nil, limit: 0, offset: 0).totalCount }

    try database.markWatched(episodes: episodes.map(\.id), at: Date(timeIntervalSince1970: 10))
    #expect(try total() == episodes.count)
    // The same episodes at the same time again add nothing, and the count agrees.
    try database.markWatched(episodes: episodes.map(\.id), at: Date(timeIntervalSince1970: 10))
    #expect(try total() == episodes.count)
    try database.markWatched(episodes: [episodes[0].id], at: Date(timeIntervalSince1970: 20))
    #expect(try total() == episodes.count + 1)
    _ = try database.unmarkWatched(episodeIDs: [episodes[0].id])
    #expect(try total() == episodes.count - 1)
    #expect(try total() == database.counts().watchEvents)
  }
}
