import CSQLite

extension Connection {
  /// Copies the whole database into a new database file at `path` with SQLite's online backup
  /// API, in one step: the copy is the database as of one moment, and other connections may
  /// go on reading (and, in WAL mode, writing) while it is made.
  ///
  /// ```swift
  /// try connection.backup(to: "/backups/library-2026-12-01.sqlite")
  /// ```
  ///
  /// The copy is written without a journal and without syncing, as a copy in the making has
  /// nothing to roll back to: write it under a temporary name (an empty file there is filled),
  /// sync it, and only then give it its name.
  ///
  /// - Throws: ``SQLiteError`` when the copy cannot be opened or written; the partial copy is
  ///   left for the caller to remove.
  public func backup(to path: String) throws {
    let destination = try Connection(path: path)
    try destination.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
    guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
      throw SQLiteError(
        code: sqlite3_extended_errcode(destination.handle),
        message: String(cString: sqlite3_errmsg(destination.handle)))
    }
    let step = sqlite3_backup_step(backup, -1)
    let finish = sqlite3_backup_finish(backup)
    guard step == SQLITE_DONE, finish == SQLITE_OK else {
      let code = step == SQLITE_DONE ? finish : step
      throw SQLiteError(code: code, message: String(cString: sqlite3_errstr(code)))
    }
  }
}
