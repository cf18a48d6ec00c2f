import Foundation
import LibraryDatabase
import Testing

/// `markNextWatched(showID:today:at:source:)`: the show's next episode, found and marked in one
/// transaction, so calls in a row mark the episodes in order and never one twice.
struct MarkNextWatchedTests {
  private func library() throws -> (LibraryDatabase, show: Int64, [EpisodeRecord]) {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: false)
    _ = try database.importData(
      Data(UpNextTests.lantern.utf8), format: .tvmaze, source: "lantern.json")
    let show = try #require(try database.shows(titled: "Lantern Row").first)
    return (database, show.id, try database.episodes(ofShow: show.id))
  }

  private func plays(_ database: LibraryDatabase, _ episodes: [EpisodeRecord]) throws -> [String:
    Int]
  {
    var plays: [String: Int] = [:]
    for episode in episodes {
      let count = try database.watchTimes(episodeID: episode.id).count
      if count > 0 { plays[episode.title] = count }
    }
    return plays
  }

  @Test func callsInARowMarkTheAiredEpisodesInOrderEachOnce() throws {
    let (database, show, episodes) = try library()
    let start = Date(timeIntervalSince1970: 1_600_000_000)
    var marked: [String] = []
    // The same moment for every call: a mark is never taken for the previous one's repeat.
    for _ in 0..<5 {
      if let episode = try database.markNextWatched(
        showID: show, today: "2026-12-01", at: start, source: "test")
      {
        marked.append(episode.title)
      }
    }
    // The special, the announced and the undated episodes are never next.
    #expect(marked == ["One", "Two", "Three"])
    #expect(try plays(database, episodes) == ["One": 1, "Two": 1, "Three": 1])
  }

  @Test func itMarksWhatUpNextNamesAsNextAndUndoTakesItBack() throws {
    let (database, show, episodes) = try library()
    try database.markWatched(
      episodeIDs: [episodes[1].id], at: Date(timeIntervalSince1970: 1_600_000_000), source: "t")
    let next = try #require(try database.upNext(today: "2026-12-01", limit: 5).first?.next)
    let marked = try database.markNextWatched(
      showID: show, today: "2026-12-01", at: Date(timeIntervalSince1970: 1_600_000_100),
      source: "test")
    #expect(marked == next)
    #expect(marked?.title == "One")
    try database.undoLastChange()
    #expect(try plays(database, episodes) == ["Two": 1])
  }

  @Test func aCaughtUpShowMarksNothingAndAnUnknownShowIsRefused() throws {
    let (database, show, episodes) = try library()
    try database.markWatched(
      episodeIDs: episodes.filter { $0.season == 1 }.map(\.id),
      at: Date(timeIntervalSince1970: 1_600_000_000), source: "t")
    let before = try database.nextChanges(undone: false, limit: 10).count
    #expect(
      try database.markNextWatched(showID: show, today: "2026-12-01", at: .now, source: "t") == nil)
    // Nothing recorded: not even an empty undo step.
    #expect(try database.nextChanges(undone: false, limit: 10).count == before)
    #expect(throws: LibraryDatabaseError.unknownShow(987_654)) {
      try database.markNextWatched(showID: 987_654, today: "2026-12-01", at: .now, source: "t")
    }
  }
}
