import SQLite

/// Brings a database's schema up to date, one migration per `PRAGMA user_version` step.
enum Migrator {
  /// Applies every migration above the stored version, up to `target`, in one transaction, and
  /// says whether the database was empty before (a new file).
  ///
  /// - Throws: ``LibraryDatabaseError/newerSchema(found:supported:)`` when a newer program wrote
  ///   the file.
  @discardableResult
  static func migrate(
    _ connection: Connection, upTo target: Int = Migrations.latestVersion
  ) throws -> Bool {
    try connection.transaction(.immediate) {
      let current = try connection.userVersion()
      guard current <= Migrations.latestVersion else {
        throw LibraryDatabaseError.newerSchema(found: current, supported: Migrations.latestVersion)
      }
      let objectCount = try connection.scalar("SELECT count(*) FROM sqlite_schema", as: Int.self)
      let wasEmpty = current == 0 && objectCount == 0
      for migration in Migrations.all
      where migration.version > current && migration.version <= target {
        try connection.execute(migration.sql)
        try connection.setUserVersion(migration.version)
      }
      return wasEmpty
    }
  }
}
