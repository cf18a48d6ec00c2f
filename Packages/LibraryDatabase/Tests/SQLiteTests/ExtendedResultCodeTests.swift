import CSQLite
import SQLite
import Testing

/// A connection reports SQLite's extended result codes: which constraint failed, not only that
/// one did.
@Suite struct ExtendedResultCodeTests {
  func failure(_ sql: String) throws -> SQLiteError? {
    let connection = try Connection(path: ":memory:")
    try connection.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)")
    try connection.execute("INSERT INTO t (id, name) VALUES (1, 'a')")
    do {
      try connection.execute(sql)
      return nil
    } catch let error as SQLiteError {
      return error
    }
  }

  @Test func aUniqueAndANotNullViolationHaveTheirOwnCodes() throws {
    let unique = try #require(try failure("INSERT INTO t (id, name) VALUES (2, 'a')"))
    #expect(unique.code == SQLITE_CONSTRAINT | (8 << 8))  // SQLITE_CONSTRAINT_UNIQUE
    let notNull = try #require(try failure("INSERT INTO t (id, name) VALUES (3, NULL)"))
    #expect(notNull.code == SQLITE_CONSTRAINT | (5 << 8))  // SQLITE_CONSTRAINT_NOTNULL
    let key = try #require(try failure("INSERT INTO t (id, name) VALUES (1, 'b')"))
    #expect(key.code == SQLITE_CONSTRAINT | (6 << 8))  // SQLITE_CONSTRAINT_PRIMARYKEY
    #expect(
      unique.isConstraintViolation && notNull.isConstraintViolation && key.isConstraintViolation)
  }

  /// A statement that cannot be prepared says why in its code too: here, a collation that does
  /// not exist (`SQLITE_ERROR_MISSING_COLLSEQ`, not the bare `SQLITE_ERROR`).
  @Test func aStatementThatCannotBePreparedHasItsExtendedCode() throws {
    let connection = try Connection(path: ":memory:")
    let error = #expect(throws: SQLiteError.self) {
      _ = try connection.prepare("SELECT 1 WHERE 'a' = 'b' COLLATE no_such_collation")
    }
    #expect(error?.code == SQLITE_ERROR | (1 << 8))
    #expect(error?.message.contains("no_such_collation") == true)
  }
}
