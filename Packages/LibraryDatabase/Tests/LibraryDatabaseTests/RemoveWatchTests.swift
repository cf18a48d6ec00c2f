import Foundation
import LibraryDatabase
import Testing

@Suite struct RemoveWatchTests {
  @Test func removingOneOfThreeWatchesKeepsTheOtherTwo() throws {
    let library = try LibraryFile()
    let (_, episodes) = try library.show("Breaking Bad")
    let pilot = episodes[0].id
    for (offset, source) in [(0.0, "a"), (86_400.0, "b"), (172_800.0, "c")] {
      try library.database.markWatched(episodeIDs: [pilot], at: .day(offset), source: source)
    }
    try library.database.markWatched(episodeIDs: [episodes[1].id], at: .day(86_400), source: "x")

    #expect(try library.database.removeWatch(episodeID: pilot, at: .day(86_400)) == 1)

    let base: Int64 = 1_700_000_000_000
    #expect(
      try library.events(of: pilot) == [
        .init(milliseconds: base, source: "a"),
        .init(milliseconds: base + 172_800_000, source: "c"),
      ])
    // The other episode's watch at the same time stays.
    #expect(try library.events(of: episodes[1].id).count == 1)
    #expect(try library.database.counts().watchEvents == 3)
    #expect(
      try library.database.episodes(ofShow: episodes[0].showID)[0].lastWatchedAt == .day(172_800))
    try library.expectKeptCountsAreRight()
  }

  @Test func theTimeMustMatchToTheMillisecond() throws {
    let library = try LibraryFile()
    let pilot = try library.show("Breaking Bad").1[0].id
    try library.database.markWatched(episodeIDs: [pilot], at: .day(0.25), source: "a")
    #expect(try library.database.removeWatch(episodeID: pilot, at: .day(0.251)) == 0)
    #expect(try library.database.removeWatch(episodeID: pilot, at: .day(0.249)) == 0)
    #expect(try library.database.removeWatch(episodeID: 987_654, at: .day(0.25)) == 0)
    #expect(try library.database.counts().watchEvents == 1)
    // A time read back from the history (as stored) finds it.
    let entry = try #require(
      try library.database.history(showID: nil, limit: 1, offset: 0).entries.first)
    #expect(try library.database.removeWatch(episodeID: pilot, at: entry.watchedAt) == 1)
    #expect(try library.database.counts().watchEvents == 0)
    try library.expectKeptCountsAreRight()
  }

  @Test func removingTheLastWatchOfAnEpisodeLowersTheShowsProgress() throws {
    let library = try LibraryFile()
    let (show, episodes) = try library.show("Breaking Bad")
    try library.database.markWatched(
      episodeIDs: [episodes[0].id, episodes[1].id], at: .day(0), source: "a")
    try library.database.removeWatch(episodeID: episodes[0].id, at: .day(0))
    let hit = try #require(
      try library.database.searchShows(matching: "breaking bad", limit: 5).first {
        $0.show.id == show.id
      })
    #expect(hit.watchedEpisodeCount == 1)
    try library.expectKeptCountsAreRight()
  }

  @Test func unmarkWatchedReturnsHowManyEventsItRemoved() throws {
    let library = try LibraryFile()
    let (_, episodes) = try library.show("Breaking Bad")
    for offset in [0.0, 10, 20] {
      try library.database.markWatched(episodeIDs: [episodes[0].id], at: .day(offset), source: "a")
    }
    try library.database.markWatched(episodeIDs: [episodes[1].id], at: .day(0), source: "a")
    try library.database.markWatched(episodeIDs: [episodes[2].id], at: .day(0), source: "a")
    let removed = try library.database.unmarkWatched(
      episodeIDs: [episodes[0].id, episodes[1].id, episodes[0].id, 987_654])
    #expect(removed == 4)
    #expect(try library.database.counts().watchEvents == 1)
    #expect(try library.database.unmarkWatched(episodeIDs: [episodes[0].id]) == 0)
    try library.expectKeptCountsAreRight()
  }
}
