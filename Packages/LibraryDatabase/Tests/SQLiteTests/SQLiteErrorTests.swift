import CSQLite
import Foundation
import SQLite
import Testing

@Suite struct SQLiteErrorTests {
  @Test func extendedCodesAreClassifiedByTheirPrimaryCode() {
    let corrupt = SQLiteError(code: SQLITE_CORRUPT | (3 << 8), message: "")  // SQLITE_CORRUPT_INDEX
    let notADatabase = SQLiteError(code: SQLITE_NOTADB, message: "")
    let readOnly = SQLiteError(code: SQLITE_READONLY | (4 << 8), message: "")  // _DBMOVED
    let ioError = SQLiteError(code: SQLITE_IOERR | (3 << 8), message: "")  // SQLITE_IOERR_WRITE
    let full = SQLiteError(code: SQLITE_FULL, message: "")
    #expect(corrupt.isCorrupt && notADatabase.isCorrupt)
    #expect(readOnly.isReadOnly)
    #expect(ioError.isIOError)
    #expect(full.isFull)
    // Each property names one kind of failure only.
    let all: [SQLiteError] = [corrupt, notADatabase, readOnly, ioError, full]
    #expect(all.filter(\.isCorrupt).count == 2)
    #expect(all.filter(\.isReadOnly).count == 1)
    #expect(all.filter(\.isIOError).count == 1)
    #expect(all.filter(\.isFull).count == 1)
    #expect(all.filter(\.isBusy).isEmpty)
  }

  @Test func aFileOfOtherBytesIsCorrupt() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("garbage-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    #expect(FileManager.default.createFile(atPath: path, contents: garbage))
    let error = try #require(throws: SQLiteError.self) {
      let connection = try Connection(path: path)
      _ = try connection.scalar("SELECT count(*) FROM sqlite_schema", as: Int.self)
    }
    #expect(error.isCorrupt, "\(error)")
  }

  @Test func writingThroughAReadOnlyConnectionIsReadOnly() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("readonly-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Connection(path: path).execute("CREATE TABLE notes(body TEXT)")
    let reader = try Connection(path: path, readOnly: true)
    let error = try #require(throws: SQLiteError.self) {
      try reader.run("INSERT INTO notes(body) VALUES (?)", ["x"])
    }
    #expect(error.isReadOnly, "\(error)")
  }

  @Test func writingPastTheSizeLimitIsFull() throws {
    let connection = try Connection(path: ":memory:")
    try connection.execute("CREATE TABLE notes(body BLOB)")
    _ = try connection.scalar("PRAGMA max_page_count = 4", as: Int.self)
    let error = try #require(throws: SQLiteError.self) {
      for _ in 0..<16 {
        try connection.run("INSERT INTO notes(body) VALUES (?)", [Data(count: 4096)])
      }
    }
    #expect(error.isFull, "\(error)")
  }
}
