import SQLite

/// Brings a database's schema up to date, one migration per `PRAGMA user_version` step.
///
/// Migrations run with foreign keys off, as GRDB runs them: SQLite changes a table by making a
/// new one, copying the rows, dropping the old one and renaming the new one, and with foreign
/// keys on, dropping `shows` would delete every episode and watch event through `ON DELETE
/// CASCADE`. Before the transaction commits, `PRAGMA foreign_key_check` makes sure no row
/// refers to a row that is not there; if one does, nothing is changed.
enum Migrator {
  /// Applies every migration of `migrations` above the stored version, up to `target` (the
  /// last of them when `nil`), then
  /// `then` (given whether the database was empty before: a new file), in one transaction with
  /// foreign keys off, and says whether the database was empty before.
  ///
  /// `PRAGMA foreign_keys` cannot change inside a transaction, so it is turned off before the
  /// transaction begins and put back as it was after it ends, whether it committed or not.
  ///
  /// - Throws: ``LibraryDatabaseError/newerSchema(found:supported:)`` when a newer program wrote
  ///   the file; ``LibraryDatabaseError/danglingReferences(version:table:)`` (and nothing is
  ///   changed) when the migrated rows refer to rows that are not there.
  @discardableResult
  static func migrate(
    _ connection: Connection, upTo target: Int? = nil,
    migrations: [Migration] = Migrations.all, then: (Bool) throws -> Void = { _ in }
  ) throws -> Bool {
    let latest = migrations.last?.version ?? 0
    let target = target ?? latest
    let foreignKeys = try connection.foreignKeys()
    try connection.setForeignKeys(false)
    defer { try? connection.setForeignKeys(foreignKeys) }
    return try connection.transaction(.immediate) {
      let current = try connection.userVersion()
      guard current <= latest else {
        throw LibraryDatabaseError.newerSchema(found: current, supported: latest)
      }
      let objectCount = try connection.scalar("SELECT count(*) FROM sqlite_schema", as: Int.self)
      let wasEmpty = current == 0 && objectCount == 0
      var migrated = false
      for migration in migrations where migration.version > current && migration.version <= target {
        try connection.execute(migration.sql)
        try connection.setUserVersion(migration.version)
        migrated = true
      }
      try then(wasEmpty)
      // Only after a migration (a library already at the latest version is not scanned at
      // each open, nor refused for a row older programs left).
      if migrated, let row = try connection.queryFirst("PRAGMA foreign_key_check") {
        throw LibraryDatabaseError.danglingReferences(
          version: try connection.userVersion(), table: try row.get(0))
      }
      return wasEmpty
    }
  }
}
