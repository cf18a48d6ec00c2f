import Foundation
import SQLite
import Testing

@testable import LibraryDatabase

@Suite struct MigrationTests {
  @Test func versionOneDatabaseIsUpgradedAndKeepsItsData() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("old.sqlite")
    do {
      let old = try Connection(path: path)
      try Migrator.migrate(old, upTo: 1)
      #expect(try old.userVersion() == 1)
      try old.run(
        "INSERT INTO shows (id, title, network, genres) VALUES (?, ?, ?, ?)",
        [Int64(1), "Old Lighthouse", "Coastline TV", #"["Drama"]"#])
      try old.run("INSERT INTO seasons (show_id, number) VALUES (?, ?)", [Int64(1), 1])
      try old.run(
        "INSERT INTO episodes (id, show_id, season, number, title) VALUES (?, ?, ?, ?, ?)",
        [Int64(10), Int64(1), 1, 1, "First Light"])
      try old.run(
        "INSERT INTO watch_events (episode_id, watched_at, source) VALUES (?, ?, ?)",
        [Int64(10), Int64(1_000), "cli"])
    }

    let database = try LibraryDatabase(path: path, seedStarterCatalog: true)

    #expect(try Connection(path: path).userVersion() == Migrations.latestVersion)
    #expect(Migrations.latestVersion >= 3)
    #expect(try database.counts() == (shows: 1, episodes: 1, watchEvents: 1))  // not seeded
    #expect(try database.searchShows(matching: "lighth", limit: 5).map(\.show.id) == [1])
    // v5 counted the watched episode that was already there.
    #expect(try database.searchShows(matching: "lighth", limit: 5).first?.watchedEpisodeCount == 1)
    #expect(try database.show(id: 1)?.genres == ["Drama"])
    let entry = try #require(try database.history(showID: 1, limit: 5, offset: 0).entries.first)
    #expect(entry.episode.title == "First Light")
    #expect(entry.watchedAt == Date(timeIntervalSince1970: 1))
    let plays = try Connection(path: path).scalar("SELECT plays FROM watch_events", as: Int.self)
    #expect(plays == 1)
    // v4 counted the events that were already there.
    #expect(try database.history(showID: nil, limit: 0, offset: 0).totalCount == 1)
  }

  @Test func versionFiveDatabaseGetsTheJournalAndKeepsItsData() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("v5.sqlite")
    do {
      let old = try Connection(path: path)
      try old.setForeignKeys(true)
      try Migrator.migrate(old, upTo: 5)
      #expect(try old.userVersion() == 5)
      try old.run("INSERT INTO shows (id, title) VALUES (?, ?)", [Int64(1), "Old Lighthouse"])
      try old.run("INSERT INTO seasons (show_id, number) VALUES (?, ?)", [Int64(1), 1])
      for number in 1...2 {
        try old.run(
          "INSERT INTO episodes (id, show_id, season, number, title) VALUES (?, ?, 1, ?, ?)",
          [Int64(10 + number), Int64(1), number, "Part \(number)"])
      }
      for (episode, time) in [(Int64(11), Int64(1_000)), (11, 2_000), (12, 3_000)] {
        try old.run(
          "INSERT INTO watch_events (episode_id, watched_at, source) VALUES (?, ?, 'cli')",
          [episode, time])
      }
    }

    let database = try LibraryDatabase(path: path, seedStarterCatalog: true)

    #expect(try Connection(path: path).userVersion() == Migrations.latestVersion)
    #expect(try database.counts() == (shows: 1, episodes: 2, watchEvents: 3))
    #expect(
      try database.searchShows(matching: "lighthouse", limit: 1).first?.watchedEpisodeCount == 2)
    // Nothing from before the journal can be undone, and undoing nothing changes nothing.
    #expect(try database.lastChange() == nil)
    #expect(try database.undoLastChange() == nil)
    #expect(try database.counts().watchEvents == 3)
    // The journal works on the migrated file.
    #expect(try database.removeWatch(episodeID: 11, at: Date(timeIntervalSince1970: 1)) == 1)
    #expect(try database.undoLastChange()?.eventsRemoved == 1)
    #expect(try database.history(showID: 1, limit: 5, offset: 0).entries.count == 3)
  }

  /// Posters stored over http (TVMaze's API writes them so) never loaded in the browser, whose
  /// policy takes https images only (issue #43, item 3): v19 moves TVMaze's to https, and an
  /// import stores them so.
  @Test func tvmazePostersAreStoredOverHTTPSInOldLibrariesAndNewImports() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("v18.sqlite")
    let poster = "static.tvmaze.com/uploads/images/medium_portrait/1/4.jpg"
    do {
      let old = try Connection(path: path)
      try old.setForeignKeys(true)
      try Migrator.migrate(old, upTo: 18)
      for (id, url) in [(1, "http://" + poster), (2, "http://example.org/p.jpg"), (3, nil)] {
        try old.run(
          "INSERT INTO shows (id, title, poster_url) VALUES (?, ?, ?)",
          [Int64(id), "Show \(id)", url])
      }
    }
    let database = try LibraryDatabase(path: path, seedStarterCatalog: false)
    #expect(try database.show(id: 1)?.posterURL == "https://" + poster)
    #expect(try database.show(id: 2)?.posterURL == "http://example.org/p.jpg")
    #expect(try database.show(id: 3)?.posterURL == nil)

    let show = """
      {"id": 77, "name": "Tidewater", "premiered": "2019-04-01", "updated": 1700000000,
       "image": {"medium": "http://\(poster)"},
       "_embedded": {"episodes": [
         {"id": 7701, "season": 1, "number": 1, "name": "Slack", "airdate": "2019-04-01"}]}}
      """
    _ = try database.importData(show.utf8Data, format: .tvmaze, source: "t.json")
    #expect(try database.shows(titled: "Tidewater").first?.posterURL == "https://" + poster)
  }

  @Test func reopeningAnUpToDateDatabaseChangesNothing() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("library.sqlite")
    _ = try LibraryDatabase(path: path, seedStarterCatalog: false)
    let again = try LibraryDatabase(path: path, seedStarterCatalog: true)
    #expect(try again.counts().shows == 0)
    #expect(try Connection(path: path).userVersion() == Migrations.latestVersion)
  }

  @Test func aNewFileIsWriteAheadLoggedAndItsMissingFoldersAreCreated() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("data/showtracker/library.sqlite")
    let database = try LibraryDatabase(path: path, seedStarterCatalog: true)
    #expect(try database.counts().shows > 0)
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(try Connection(path: path).scalar("PRAGMA journal_mode", as: String.self) == "wal")
  }

  @Test func aFileThatCannotBeOpenedIsAnErrorNamingIt() throws {
    let directory = try TemporaryDirectory()
    let blocker = directory.path("not-a-folder")
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
    let error = try #require(throws: (any Error).self) {
      try LibraryDatabase(path: blocker + "/library.sqlite", seedStarterCatalog: false)
    }
    #expect("\(error)".contains("not-a-folder"))
  }

  @Test func databaseFromANewerProgramIsRefused() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("future.sqlite")
    // A newer showtracker's library says it is one, as every library does.
    let future = try Connection(path: path)
    try future.setApplicationID(LibraryIdentity.applicationID)
    try future.setUserVersion(Migrations.latestVersion + 1)
    let error = try #require(throws: LibraryDatabaseError.self) {
      try LibraryDatabase(path: path, seedStarterCatalog: false)
    }
    #expect(
      error
        == .newerSchema(found: Migrations.latestVersion + 1, supported: Migrations.latestVersion))
  }

  @Test func migrationVersionsCountUpFromOne() {
    #expect(Migrations.all.map(\.version) == Array(1...Migrations.all.count))
  }
}
