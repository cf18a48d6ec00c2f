import Foundation
import LibraryDatabase
import Testing

/// What the journal says a change was about: the episodes a watch or an unwatch touched, by
/// season and number, and a rating's item and values (issue #43: `undo --list` says what).
@Suite struct JournalDetailTests {
  @Test func aWatchNamesItsEpisodesBySeasonAndNumberInOrder() throws {
    let library = try LibraryFile()
    let (_, episodes) = try library.show("Breaking Bad")
    let picked = [episodes[2], episodes[0], episodes[1]]
    try library.database.markWatched(episodeIDs: picked.map(\.id), at: .day(0), source: "cli")

    let change = try #require(try library.database.lastChange())

    #expect(
      change.episodeNumbers
        == picked.sorted { ($0.season, $0.number ?? 0) < ($1.season, $1.number ?? 0) }.map {
          JournalChange.EpisodeNumber(season: $0.season, number: $0.number)
        })
    #expect(change.episodeNumbers.count == 3)
    #expect(change.rating == nil)
  }

  @Test func anUnwatchNamesItsEpisodeEvenAfterItIsUndone() throws {
    let library = try LibraryFile()
    let pilot = try library.show("Breaking Bad").1[0]
    try library.database.markWatched(episodeIDs: [pilot.id], at: .day(0), source: "cli")
    try library.database.markWatched(episodeIDs: [pilot.id], at: .day(1), source: "cli")
    try library.database.unmarkWatched(episodeIDs: [pilot.id])

    let undone = try #require(try library.database.undoLastChange())

    #expect(undone.episodeNumbers == [.init(season: pilot.season, number: pilot.number)])
    #expect(try library.database.lastUndoneChange()?.episodeNumbers == undone.episodeNumbers)
  }

  @Test func aRatingNamesItsItemAndTheValuesBeforeAndAfter() throws {
    let library = try LibraryFile()
    let (show, episodes) = try library.show("Breaking Bad")
    let episode = episodes[1]
    try library.database.setRating(7, of: .episode(episode.id))
    try library.database.setRating(9, of: .episode(episode.id))
    let changed = try #require(try library.database.lastChange())
    #expect(
      changed.rating
        == JournalChange.Rating(
          season: nil, episode: .init(season: episode.season, number: episode.number), old: 7,
          new: 9))

    try library.database.setRating(8, of: .season(showID: show.id, number: 1))
    try library.database.setRating(nil, of: .season(showID: show.id, number: 1))
    let cleared = try #require(try library.database.lastChange())
    #expect(cleared.rating == JournalChange.Rating(season: 1, episode: nil, old: 8, new: nil))

    try library.database.setRating(10, of: .show(show.id))
    let first = try #require(try library.database.lastChange())
    #expect(first.rating == JournalChange.Rating(season: nil, episode: nil, old: nil, new: 10))
    #expect(first.episodeNumbers.isEmpty)
  }
}
