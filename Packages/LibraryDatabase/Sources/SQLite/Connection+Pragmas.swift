import CSQLite

extension Connection {
  /// SQLite's journal modes (`PRAGMA journal_mode`).
  public enum JournalMode: String, Sendable {
    /// The default rollback journal, deleted after each transaction.
    case delete = "DELETE"
    /// Write-ahead log: readers do not block the writer, the writer does not block readers.
    case wal = "WAL"
    /// In-memory journal.
    case memory = "MEMORY"
  }

  /// Waits up to `milliseconds` for another connection's lock before failing with `SQLITE_BUSY`.
  public func setBusyTimeout(milliseconds: Int) throws {
    let code = sqlite3_busy_timeout(handle, Int32(clamping: milliseconds))
    guard code == SQLITE_OK else {
      throw SQLiteError(code: code, message: lastErrorMessage, sql: "sqlite3_busy_timeout")
    }
  }

  /// Sets the journal mode and returns the mode in effect, lowercased (an in-memory database
  /// stays `memory` whatever is asked).
  @discardableResult
  public func setJournalMode(_ mode: JournalMode) throws -> String {
    try scalar("PRAGMA journal_mode = \(mode.rawValue)", as: String.self)?.lowercased() ?? ""
  }

  /// Turns foreign-key enforcement on or off (`PRAGMA foreign_keys`); off by default in SQLite.
  public func setForeignKeys(_ enabled: Bool) throws {
    try execute("PRAGMA foreign_keys = \(enabled ? "ON" : "OFF")")
  }

  /// Whether foreign-key enforcement is on.
  public func foreignKeys() throws -> Bool {
    try scalar("PRAGMA foreign_keys", as: Bool.self) ?? false
  }

  /// The schema version the application stored (`PRAGMA user_version`), 0 for a new database.
  public func userVersion() throws -> Int {
    try scalar("PRAGMA user_version", as: Int.self) ?? 0
  }

  /// Stores the application's schema version (`PRAGMA user_version`).
  public func setUserVersion(_ version: Int) throws {
    try execute("PRAGMA user_version = \(version)")
  }

  /// Runs `PRAGMA <name>` and returns its rows.
  ///
  /// - Throws: ``SQLiteError`` when `name` is not a plain identifier (letters, digits, `_`).
  public func pragma(_ name: String) throws -> [Row] {
    guard !name.isEmpty,
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
    else {
      throw SQLiteError(code: SQLITE_MISUSE, message: "not a pragma name: \(name)")
    }
    return try query("PRAGMA \(name)")
  }
}
