import CSQLite

/// An error reported by SQLite, with SQLite's own message and the SQL that caused it.
///
/// ```swift
/// do { try connection.execute("SELEC 1") } catch let error as SQLiteError {
///   print(error)  // SQLite error 1: near "SELEC": syntax error (in: SELEC 1)
/// }
/// ```
public struct SQLiteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE`, `SQLITE_BUSY`, ...).
  public var code: Int32
  /// SQLite's message, or this wrapper's when the error is not SQLite's (a NULL column, say).
  public var message: String
  /// The statement that failed, when there is one.
  public var sql: String?

  /// Creates an error from its parts.
  public init(code: Int32, message: String, sql: String? = nil) {
    self.code = code
    self.message = message
    self.sql = sql
  }

  /// The primary result code: ``code`` without its extended bits (`SQLITE_CONSTRAINT`, ...).
  public var primaryCode: Int32 { code & 0xFF }

  /// Whether the database was locked by another connection past the busy timeout.
  public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }

  /// Whether the file could not be opened (a missing folder, no permission).
  public var isCannotOpen: Bool { primaryCode == SQLITE_CANTOPEN }

  /// Whether a constraint (unique, foreign key, not null, check) rejected the statement.
  public var isConstraintViolation: Bool { primaryCode == SQLITE_CONSTRAINT }

  /// `SQLite error <code>: <message>`, followed by the SQL when known.
  public var description: String {
    var text = "SQLite error \(code): \(message)"
    if let sql {
      text += " (in: \(sql))"
    }
    return text
  }
}
