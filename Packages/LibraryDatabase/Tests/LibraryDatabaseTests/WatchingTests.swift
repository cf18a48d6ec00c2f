import Foundation
import LibraryDatabase
import Testing

@Suite struct WatchingTests {
  private func library() throws -> (LibraryDatabase, [EpisodeRecord]) {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    let id = try #require(try database.shows(titled: "Harbour Lights").first?.id)
    return (database, try database.episodes(ofShow: id))
  }

  @Test func markWatchedAddsOneEventPerEpisodeAndSetsLastWatched() throws {
    let (database, episodes) = try library()
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let added = try database.markWatched(
      episodeIDs: [episodes[0].id, episodes[1].id], at: date, source: "test")
    #expect(added == 2)
    let after = try database.episodes(ofShow: episodes[0].showID)
    #expect(after[0].lastWatchedAt == date)
    #expect(after[1].lastWatchedAt == date)
    #expect(after[2].lastWatchedAt == nil)
    #expect(try database.counts().watchEvents == 2)
  }

  @Test func markingAgainAtTheSameTimeAddsNoDuplicate() throws {
    let (database, episodes) = try library()
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    #expect(try database.markWatched(episodeIDs: [episodes[0].id], at: date, source: "a") == 1)
    #expect(try database.markWatched(episodeIDs: [episodes[0].id], at: date, source: "b") == 0)
    #expect(
      try database.markWatched(episodeIDs: [episodes[1].id, episodes[1].id], at: date, source: "a")
        == 1)
    #expect(try database.counts().watchEvents == 2)
  }

  @Test func lastWatchedIsTheNewestEvent() throws {
    let (database, episodes) = try library()
    let older = Date(timeIntervalSince1970: 1_600_000_000)
    let newer = Date(timeIntervalSince1970: 1_700_000_000)
    try database.markWatched(episodeIDs: [episodes[0].id], at: newer, source: "test")
    try database.markWatched(episodes: [episodes[0].id], at: older)
    let episode = try database.episodes(ofShow: episodes[0].showID)[0]
    #expect(episode.lastWatchedAt == newer)
    #expect(try database.counts().watchEvents == 2)
  }

  @Test func unknownEpisodeFailsAndRecordsNothing() throws {
    let (database, episodes) = try library()
    let error = try #require(throws: LibraryDatabaseError.self) {
      try database.markWatched(episodeIDs: [episodes[0].id, 424_242], at: Date(), source: "test")
    }
    #expect(error == .unknownEpisode(424_242))
    #expect(try database.counts().watchEvents == 0)
  }

  @Test func unmarkRemovesEveryEventOfThoseEpisodesOnly() throws {
    let (database, episodes) = try library()
    try database.markWatched(
      episodes: [episodes[0].id, episodes[1].id], at: Date(timeIntervalSince1970: 10))
    try database.markWatched(episodes: [episodes[0].id], at: Date(timeIntervalSince1970: 20))
    #expect(try database.unmarkWatched(episodeIDs: [episodes[0].id, 999]) == 2)
    let after = try database.episodes(ofShow: episodes[0].showID)
    #expect(after[0].lastWatchedAt == nil)
    #expect(after[1].lastWatchedAt != nil)
    #expect(try database.unmarkWatched(episodeIDs: [episodes[0].id]) == 0)
  }
}

extension LibraryDatabase {
  /// Marks episodes watched from a test, at `date`.
  func markWatched(episodes: [Int64], at date: Date) throws {
    try markWatched(episodeIDs: episodes, at: date, source: "test")
  }
}
