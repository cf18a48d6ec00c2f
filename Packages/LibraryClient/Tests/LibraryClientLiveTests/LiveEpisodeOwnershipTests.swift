import Foundation
import Identifiers
import LibraryClient
import LibraryClientLive
import LibraryDatabase
import Testing

/// A play is recorded, or taken back, only for an episode of the show the request names: a
/// form or a command naming a real episode under another show (or none) changes nothing.
struct LiveEpisodeOwnershipTests {
  @Test func anEpisodeUnderAnotherShowIsRefusedAndNothingIsRecorded() async throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    let library = LibraryClient.live(database: database)
    var shows: [ShowDetails] = []
    for title in try database.showTitles() where shows.count < 2 {
      let details = try await library.loadShow(ShowID(rawValue: title.id))
      if !details.episodes.isEmpty { shows.append(details) }
    }
    try #require(shows.count == 2)
    let (show, other) = (shows[0], shows[1].show)
    let episode = try #require(show.episodes.first).ids
    #expect(try database.showID(ofEpisode: episode.episode.rawValue) == episode.show.rawValue)
    #expect(try database.showID(ofEpisode: 987_654_321) == nil)

    let underAnother = Ids(show: other.id, episode: episode.episode)
    let underNone = Ids(show: ShowID(rawValue: 987_654_321), episode: episode.episode)
    await #expect(
      throws: LibraryError.other(
        "no episode with id \(episode.episode.rawValue) in show \(other.id.rawValue)")
    ) {
      try await library.markWatched([underAnother], Date(timeIntervalSince1970: 10))
    }
    await #expect(throws: LibraryError.showMissing(underNone.show)) {
      try await library.markWatched([episode, underNone], Date(timeIntervalSince1970: 10))
    }
    #expect(try database.counts().watchEvents == 0)

    _ = try await library.markWatched([episode], Date(timeIntervalSince1970: 10))
    await #expect(throws: LibraryError.self) {
      try await library.removeWatch(underAnother, Date(timeIntervalSince1970: 10))
    }
    await #expect(throws: LibraryError.self) { try await library.unmarkWatched([underNone]) }
    #expect(try database.counts().watchEvents == 1)
  }
}
