import Foundation
import Testing

@testable import LibraryDatabase

@Suite struct StarterCatalogTests {
  @Test func starterCatalogHasAtLeastTwelveShowsEachWithEpisodes() throws {
    let document = try StarterCatalog.decode()
    #expect(document.shows.count >= 12)
    for show in document.shows {
      #expect(show.seasons.flatMap(\.episodes).count >= 1, "\(show.title) has no episodes")
    }
  }

  @Test func seededLibraryHoldsTheCatalogAndFindsAShowByPrefix() throws {
    let document = try StarterCatalog.decode()
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    let counts = try database.counts()
    #expect(counts.shows == document.shows.count)
    #expect(counts.episodes == document.shows.flatMap(\.seasons).flatMap(\.episodes).count)
    #expect(counts.watchEvents == 0)
    let first = try #require(document.shows.first)
    let prefix = String(first.title.prefix(4))
    let hits = try database.searchShows(matching: prefix, limit: 20)
    #expect(hits.contains { $0.show.title == first.title })
    #expect(hits.first?.airedEpisodeCount ?? 0 >= 1)
  }

  @Test func newFileIsSeededOnceAndNotAgainOnReopen() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("nested/dirs/library.sqlite")
    let first = try LibraryDatabase(path: path)
    let seeded = try first.counts().shows
    #expect(seeded >= 12)
    #expect(FileManager.default.fileExists(atPath: path))
    let reopened = try LibraryDatabase(path: path)
    #expect(try reopened.counts().shows == seeded)
  }

  @Test func seedingCanBeTurnedOff() throws {
    #expect(try LibraryDatabase.inMemory().counts().shows == 0)
  }

  @Test func wrongFormatIsRejected() {
    #expect(throws: LibraryDatabaseError.self) {
      try StarterCatalog.decode(#"{"format": "other", "version": 1, "shows": []}"#)
    }
    #expect(throws: LibraryDatabaseError.self) {
      try StarterCatalog.decode(#"{"format": "showtracker-catalog", "version": 2, "shows": []}"#)
    }
  }
}
