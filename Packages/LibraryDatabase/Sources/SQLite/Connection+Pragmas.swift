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

  /// Waits up to `milliseconds` for another connection's lock before failing with
  /// `SQLITE_BUSY`, retrying every few milliseconds, and calls `onWaiting` once when the wait
  /// has lasted `noticeMilliseconds`: so a program can say that it is waiting.
  ///
  /// The handler stays installed for the connection's life; a later call replaces it.
  public func setBusyHandler(
    milliseconds: Int, noticeMilliseconds: Int, onWaiting: @escaping @Sendable () -> Void
  ) throws {
    let waiter = BusyWaiter(
      limit: milliseconds, notice: noticeMilliseconds, onWaiting: onWaiting)
    busyWaiter = waiter
    let context = Unmanaged.passUnretained(waiter).toOpaque()
    let code = sqlite3_busy_handler(
      handle,
      { context, attempt in
        guard let context else { return 0 }
        return Unmanaged<BusyWaiter>.fromOpaque(context).takeUnretainedValue().wait(
          attempt: Int(attempt))
      }, context)
    guard code == SQLITE_OK else {
      throw SQLiteError(code: code, message: lastErrorMessage, sql: "sqlite3_busy_handler")
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

  /// The number the file's application wrote to say which program's file it is
  /// (`PRAGMA application_id`), 0 when none did.
  public func applicationID() throws -> Int32 {
    Int32(truncatingIfNeeded: try scalar("PRAGMA application_id", as: Int64.self) ?? 0)
  }

  /// Stores the number that says which program's file this is (`PRAGMA application_id`).
  public func setApplicationID(_ id: Int32) throws {
    try execute("PRAGMA application_id = \(id)")
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

/// The state of one connection's busy handler: how long it has waited for the lock it is
/// after, and whether it said so. Only SQLite's calls on the connection's thread touch it.
final class BusyWaiter {
  private let limit: Int
  private let notice: Int
  private let onWaiting: @Sendable () -> Void
  private var waited = 0
  private var told = false

  init(limit: Int, notice: Int, onWaiting: @escaping @Sendable () -> Void) {
    self.limit = limit
    self.notice = notice
    self.onWaiting = onWaiting
  }

  /// SQLite's busy callback: 1 to try again after a short sleep, 0 to give up.
  func wait(attempt: Int) -> Int32 {
    if attempt == 0 {
      waited = 0
      told = false
    }
    guard waited < limit else { return 0 }
    if !told, waited >= notice {
      told = true
      onWaiting()
    }
    // Short sleeps first, so a lock held for an instant costs an instant.
    let sleep = min([1, 2, 5, 10, 20, 50][min(attempt, 5)], limit - waited)
    sqlite3_sleep(Int32(sleep))
    waited += sleep
    return 1
  }
}
