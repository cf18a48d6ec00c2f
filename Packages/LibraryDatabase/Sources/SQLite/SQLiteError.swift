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

  /// The error SQLite gives when a write finds the disk full (`SQLITE_FULL`).
  public static let diskFull = SQLiteError(code: SQLITE_FULL, message: "database or disk is full")

  /// The primary result code: ``code`` without its extended bits (`SQLITE_CONSTRAINT`, ...).
  public var primaryCode: Int32 { code & 0xFF }

  /// Whether the database was locked by another connection past the busy timeout.
  public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }

  /// Whether the file could not be opened (a missing folder, no permission).
  public var isCannotOpen: Bool { primaryCode == SQLITE_CANTOPEN }

  /// Whether a constraint (unique, foreign key, not null, check) rejected the statement.
  public var isConstraintViolation: Bool { primaryCode == SQLITE_CONSTRAINT }

  /// Whether the file is damaged or is not a database at all (`SQLITE_CORRUPT`,
  /// `SQLITE_NOTADB`): a file of other bytes opened as a library, say. Retrying will not help;
  /// the user has to restore or move the file.
  public var isCorrupt: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

  /// Whether a write was refused because the database is read-only (`SQLITE_READONLY`): the
  /// file or its folder is not writable, or the connection was opened read-only.
  public var isReadOnly: Bool { primaryCode == SQLITE_READONLY }

  /// Whether the operating system reported an I/O error while reading or writing the file
  /// (`SQLITE_IOERR`, with any of its extended codes).
  public var isIOError: Bool { primaryCode == SQLITE_IOERR }

  /// Whether a write failed because the disk (or the database's size limit) is full
  /// (`SQLITE_FULL`).
  public var isFull: Bool { primaryCode == SQLITE_FULL }

  /// `SQLite error <code>: <message>`, followed by the SQL when known.
  public var description: String {
    var text = "SQLite error \(code): \(message)"
    if let sql {
      text += " (in: \(sql))"
    }
    return text
  }
}
