import Foundation
import SQLite
import Testing

@testable import LibraryDatabase

/// A library says what it is (`PRAGMA application_id`), and a file that is not one is refused
/// before anything is written to it.
struct LibraryIdentityTests {
  /// The bytes of `path`, and which of its `-wal`, `-shm` and `-journal` files exist.
  private func snapshot(_ path: String) throws -> (Data, [String]) {
    let companions = ["-wal", "-shm", "-journal"].filter {
      FileManager.default.fileExists(atPath: path + $0)
    }
    return (try Data(contentsOf: URL(fileURLWithPath: path)), companions)
  }

  private func expectRefused(
    _ path: String, saying reason: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = try snapshot(path)
    let error = try #require(throws: LibraryDatabaseError.self, sourceLocation: sourceLocation) {
      try LibraryDatabase(path: path)
    }
    #expect(error == .notALibrary(path: path, reason: reason), sourceLocation: sourceLocation)
    #expect(!"\(error)".contains("\n"), sourceLocation: sourceLocation)
    let after = try snapshot(path)
    #expect(after.0 == before.0, "the file's bytes changed", sourceLocation: sourceLocation)
    #expect(after.1 == before.1, sourceLocation: sourceLocation)
  }

  @Test func aNewLibrarySaysItIsOne() throws {
    let library = try LibraryFile()
    #expect(try library.raw.applicationID() == LibraryIdentity.applicationID)
    #expect(try library.raw.scalar("PRAGMA journal_mode", as: String.self) == "wal")
  }

  @Test func anotherProgramsDatabaseIsRefusedAndLeftAsItWas() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("other.sqlite")
    do {
      let other = try Connection(path: path)
      try other.setApplicationID(0x1234_5678)
      try other.execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine')")
    }
    try expectRefused(
      path,
      saying: "it is another program's SQLite database (application id 0x12345678); "
        + "nothing was changed")
  }

  @Test func aDatabaseWithAVersionButNotTheLibrarysTablesIsRefused() throws {
    // The reliability run's file: "user_version = 3" once made the upgrade fail after the
    // journal had been switched to WAL.
    let directory = try TemporaryDirectory()
    let path = directory.path("other.sqlite")
    do {
      let other = try Connection(path: path)
      try other.execute("CREATE TABLE notes (body TEXT); PRAGMA user_version = 3")
    }
    try expectRefused(path, saying: "it is another program's SQLite database; nothing was changed")
    // Nor with no version at all.
    try Connection(path: path).setUserVersion(0)
    try expectRefused(path, saying: "it is another program's SQLite database; nothing was changed")
  }

  @Test func anEmptyFileIsRefusedAndStaysEmpty() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("empty.sqlite")
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    try expectRefused(
      path,
      saying: "it is an empty file, not a library; nothing was changed (remove it and "
        + "showtracker makes a new library there)")
  }

  @Test func aLibraryFromBeforeTheApplicationIDIsMarkedWhenOpened() throws {
    let library = try LibraryFile()
    try library.raw.setApplicationID(0)
    _ = try LibraryDatabase(path: library.path)
    #expect(try library.raw.applicationID() == LibraryIdentity.applicationID)
    #expect(try library.raw.userVersion() == Migrations.latestVersion)
  }

  @Test func anOlderUnmarkedLibraryIsUpgradedAndMarked() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("old.sqlite")
    do {
      let old = try Connection(path: path)
      try Migrator.migrate(old, upTo: 6)
      try old.run("INSERT INTO shows (id, title) VALUES (1, 'Old Lighthouse')")
    }
    let upgraded = try LibraryDatabase(path: path, seedStarterCatalog: false)
    #expect(try upgraded.show(id: 1)?.title == "Old Lighthouse")
    let raw = try Connection(path: path)
    #expect(try raw.applicationID() == LibraryIdentity.applicationID)
    #expect(try raw.userVersion() == Migrations.latestVersion)
    #expect(try raw.scalar("PRAGMA journal_mode", as: String.self) == "wal")
  }

  @Test func aLibraryWhoseMakingWasCutShortIsMadeAgain() throws {
    // What a kill between the first write (the application id) and the schema leaves.
    let directory = try TemporaryDirectory()
    let path = directory.path("library.sqlite")
    try Connection(path: path).setApplicationID(LibraryIdentity.applicationID)
    let library = try LibraryDatabase(path: path)
    #expect(try library.counts().shows > 0)
  }
}
