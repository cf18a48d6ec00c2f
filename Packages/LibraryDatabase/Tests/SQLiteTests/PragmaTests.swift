import Foundation
import SQLite
import Testing

@Suite struct PragmaTests {
  @Test func userVersionIsStoredAndReadBack() throws {
    let connection = try Connection(path: ":memory:")
    #expect(try connection.userVersion() == 0)
    try connection.setUserVersion(3)
    #expect(try connection.userVersion() == 3)
  }

  @Test func fileDatabaseSwitchesToWriteAheadLog() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sqlite-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let connection = try Connection(path: directory.appendingPathComponent("wal.sqlite").path)
    #expect(try connection.setJournalMode(.wal) == "wal")
  }

  @Test func foreignKeysCanBeTurnedOn() throws {
    let connection = try Connection(path: ":memory:")
    try connection.setForeignKeys(true)
    #expect(try connection.foreignKeys())
    try connection.execute(
      """
      CREATE TABLE parents(id INTEGER PRIMARY KEY);
      CREATE TABLE children(parent_id INTEGER NOT NULL REFERENCES parents(id));
      """)
    let error = try #require(throws: SQLiteError.self) {
      try connection.run("INSERT INTO children VALUES (?)", [99])
    }
    #expect(error.isConstraintViolation)
  }

  @Test func pragmaRefusesNamesThatAreNotIdentifiers() throws {
    let connection = try Connection(path: ":memory:")
    #expect(throws: SQLiteError.self) { try connection.pragma("user_version = 5") }
    #expect(try connection.userVersion() == 0)
    #expect(try connection.pragma("user_version").count == 1)
  }
}
