import Foundation
import LibraryDatabase
import Testing

@Suite struct ConcurrencyTests {
  @Test func twoLibrariesOnOneFileCanBothWriteAtOnce() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("shared.sqlite")
    let first = try LibraryDatabase(path: path, seedStarterCatalog: false)
    _ = try first.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "a.json")
    let second = try LibraryDatabase(path: path, seedStarterCatalog: false)
    let episodes = try first.episodes(
      ofShow: try #require(first.shows(titled: "Harbour").first?.id))
    let ids = episodes.map(\.id)

    try await withThrowingTaskGroup(of: Int.self) { group in
      for (index, database) in [first, second].enumerated() {
        group.addTask {
          var added = 0
          for round in 0..<25 {
            let date = Date(timeIntervalSince1970: Double(index * 1000 + round))
            added += try database.markWatched(episodeIDs: ids, at: date, source: "writer\(index)")
          }
          return added
        }
      }
      var total = 0
      for try await added in group {
        total += added
      }
      #expect(total == 2 * 25 * ids.count)
    }
    #expect(try first.counts().watchEvents == 2 * 25 * ids.count)
    #expect(try second.history(showID: nil, limit: 1, offset: 0).totalCount == 200)
  }

  @Test func oneLibraryIsSafeToUseFromManyTasks() async throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "a.json")
    let ids = try database.episodes(
      ofShow: try #require(database.shows(titled: "Harbour").first?.id)
    )
    .map(\.id)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          try database.markWatched(
            episodeIDs: ids, at: Date(timeIntervalSince1970: Double(task)), source: "t")
          _ = try database.searchShows(matching: "harbour", limit: 5)
        }
      }
      try await group.waitForAll()
    }
    #expect(try database.counts().watchEvents == 8 * ids.count)
  }
}
