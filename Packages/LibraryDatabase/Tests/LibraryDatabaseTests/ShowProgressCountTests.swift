import Foundation
import SQLite
import Testing

@testable import LibraryDatabase

/// The watched-episode count per show that triggers keep (migration v5) must always equal a
/// count over the watch events, however the events and episodes change.
@Suite struct ShowProgressCountTests {
  let directory: TemporaryDirectory
  let path: String
  let database: LibraryDatabase
  let raw: Connection

  init() throws {
    directory = try TemporaryDirectory()
    path = directory.path("library.sqlite")
    database = try LibraryDatabase(path: path, seedStarterCatalog: true)
    raw = try Connection(path: path)
    try raw.setForeignKeys(true)
  }

  /// `[show id: watched episodes]` as the triggers keep it (shows at zero left out).
  func kept() throws -> [Int64: Int] {
    try Dictionary(
      uniqueKeysWithValues: raw.query(
        "SELECT show_id, episodes FROM show_watched_counts WHERE episodes > 0"
      ).map { (try $0.get(0, as: Int64.self), try $0.get(1, as: Int.self)) })
  }

  /// `[show id: watched episodes]` counted from the events.
  func counted() throws -> [Int64: Int] {
    try Dictionary(
      uniqueKeysWithValues: raw.query(
        """
        SELECT episodes.show_id, count(DISTINCT watch_events.episode_id)
        FROM watch_events JOIN episodes ON episodes.id = watch_events.episode_id
        GROUP BY episodes.show_id
        """
      ).map { (try $0.get(0, as: Int64.self), try $0.get(1, as: Int.self)) })
  }

  func shows() throws -> (ShowRecord, [EpisodeRecord], ShowRecord, [EpisodeRecord]) {
    let first = try #require(try database.shows(titled: "Breaking Bad").first)
    let second = try #require(try database.shows(titled: "The Wire").first)
    return (
      first, try database.episodes(ofShow: first.id), second,
      try database.episodes(ofShow: second.id)
    )
  }

  @Test func watchingAndUnwatchingCountEpisodesNotEvents() throws {
    let (show, episodes, _, _) = try shows()
    let day = Date(timeIntervalSince1970: 1_700_000_000)
    try database.markWatched(episodeIDs: [episodes[0].id, episodes[1].id], at: day, source: "t")
    #expect(try kept() == [show.id: 2])
    // A rewatch is a second event of the same episode: still two episodes.
    try database.markWatched(
      episodeIDs: [episodes[0].id], at: day.addingTimeInterval(86_400), source: "t")
    #expect(try kept() == [show.id: 2])
    try database.unmarkWatched(episodeIDs: [episodes[0].id])
    #expect(try kept() == [show.id: 1])
    let hit = try #require(try database.searchShows(matching: "breaking bad", limit: 1).first)
    #expect(hit.watchedEpisodeCount == 1)
    try database.unmarkWatched(episodeIDs: [episodes[1].id])
    #expect(try kept().isEmpty)
  }

  @Test func importedHistoryIsCounted() throws {
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    _ = try database.importData(
      Fixtures.traktHistory.utf8Data, format: .trakt, source: "history.json")
    #expect(try !counted().isEmpty)
    #expect(try kept() == counted())
  }

  @Test func eventsAndEpisodesMovedOrDeletedBehindTheAppsBackStayCounted() throws {
    let (first, episodes, second, others) = try shows()
    let day = Date(timeIntervalSince1970: 1_700_000_000)
    try database.markWatched(
      episodeIDs: [episodes[0].id, episodes[1].id, episodes[2].id, others[0].id], at: day,
      source: "t")
    #expect(try kept() == [first.id: 3, second.id: 1])

    // An event moved to another show's episode.
    try raw.run(
      "UPDATE watch_events SET episode_id = ? WHERE episode_id = ?", [others[1].id, episodes[2].id])
    #expect(try kept() == counted())
    #expect(try kept() == [first.id: 2, second.id: 2])

    // An episode moved to the other show, with its event (as a special, so no number clashes).
    try raw.run("INSERT OR IGNORE INTO seasons (show_id, number) VALUES (?, 0)", [second.id])
    try raw.run(
      "UPDATE episodes SET show_id = ?, season = 0, number = NULL WHERE id = ?",
      [second.id, episodes[1].id])
    #expect(try kept() == [first.id: 1, second.id: 3])

    // An episode deleted with its events, then a whole show.
    try raw.run("DELETE FROM episodes WHERE id = ?", [others[0].id])
    #expect(try kept() == [first.id: 1, second.id: 2])
    try raw.run("DELETE FROM shows WHERE id = ?", [second.id])
    #expect(try kept() == [first.id: 1])
    #expect(try kept() == counted())
  }
}
