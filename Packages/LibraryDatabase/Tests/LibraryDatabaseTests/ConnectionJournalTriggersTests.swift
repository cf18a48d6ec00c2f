import Foundation
import SQLite
import Testing

@testable import LibraryDatabase

/// Schema v17: the journal's triggers are each connection's own (TEMP), made when it first
/// records a change; the file holds none, so a command that only reads never parses them.
@Suite struct ConnectionJournalTriggersTests {
  /// The names of the journal triggers in the file (`main`) or the connection's own (`temp`).
  private func journalTriggers(_ connection: Connection, in schema: String) throws -> [String] {
    try connection.query(
      "SELECT name FROM \(schema).sqlite_master WHERE type = 'trigger' AND name GLOB 'journal_*'"
    ).map { try $0.get(0, as: String.self) }
  }

  @Test func aLibraryThatOnlyReadsHasNoJournalTriggersAndOneThatRecordsHasAllOfThem() throws {
    let library = try LibraryFile()
    #expect(try journalTriggers(library.raw, in: "main").isEmpty)
    let (_, episodes) = try library.show("Breaking Bad")
    _ = try library.database.searchShows(matching: "breaking", limit: 5)
    _ = try library.database.history(showID: nil, limit: 20, offset: 0)
    #expect(try library.database.withConnection { try journalTriggers($0, in: "temp") }.isEmpty)

    try library.database.markWatched(episodeIDs: [episodes[0].id], at: .day(0), source: "cli")
    let made = try library.database.withConnection { try journalTriggers($0, in: "temp") }
    #expect(made.count == JournalSchema.tables.count * 3)
    #expect(try journalTriggers(library.raw, in: "main").isEmpty)
    #expect(try library.database.undoLastChange()?.eventsAdded == 1)
    #expect(try library.database.counts().watchEvents == 0)
    try library.expectKeptCountsAreRight()
  }

  @Test func aChangeAfterOneThatFailedIsStillRecorded() throws {
    let library = try LibraryFile()
    let (_, episodes) = try library.show("Breaking Bad")
    // The first change fails (an episode that is not there) and rolls back, with the
    // triggers its connection had just made.
    #expect(throws: (any Error).self) {
      try library.database.markWatched(episodeIDs: [999_999_999], at: .day(0), source: "cli")
    }
    try library.database.markWatched(episodeIDs: [episodes[1].id], at: .day(1), source: "cli")
    #expect(try library.database.undoLastChange()?.episodeIDs == [episodes[1].id])
    #expect(try library.database.counts().watchEvents == 0)
    #expect(try library.database.redoLastUndoneChange()?.eventsAdded == 1)
    #expect(try library.database.counts().watchEvents == 1)
  }

  @Test func aVersion16LibraryLosesTheFilesJournalTriggersAndItsUndoStillWorks() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("v16.sqlite")
    do {
      let old = try Connection(path: path)
      try old.setForeignKeys(true)
      try Migrator.migrate(old, upTo: TitleWordsSchema.version)
      #expect(
        try journalTriggers(old, in: "main").count
          == JournalSchema.tables(asOf: TitleWordsSchema.version).count * 3)
      try old.run("INSERT INTO shows (id, title) VALUES (1, 'Old Lighthouse')")
      try old.run("INSERT INTO seasons (show_id, number) VALUES (1, 1)")
      try old.run(
        "INSERT INTO episodes (id, show_id, season, number, title) VALUES (11, 1, 1, 1, 'Dawn')")
    }
    let database = try LibraryDatabase(path: path, seedStarterCatalog: false)
    let raw = try Connection(path: path)
    #expect(try raw.userVersion() == Migrations.latestVersion)
    #expect(try journalTriggers(raw, in: "main").isEmpty)
    try database.markWatched(episodeIDs: [11], at: .day(0), source: "cli")
    try database.setWatchlisted(true, showID: 1)
    #expect(try database.undoLastChange()?.kind == .watchlisted)
    #expect(try database.isWatchlisted(showID: 1) == false)
    #expect(try database.undoLastChange()?.kind == .watched)
    #expect(try database.counts().watchEvents == 0)
    #expect(try database.check().isHealthy)
  }
}
