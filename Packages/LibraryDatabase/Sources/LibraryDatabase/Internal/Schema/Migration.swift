/// One forward step of the schema: the SQL that takes `PRAGMA user_version` from
/// `version - 1` to `version`.
///
/// The SQL is made when it runs, not when the list of migrations is read: every command reads
/// ``Migrations/latestVersion``, and some migrations' SQL is generated (the search folding
/// tables), which cost every command a few hundred microseconds to build.
struct Migration: Sendable {
  let version: Int
  let name: String
  private let makeSQL: @Sendable () -> String

  init(version: Int, name: String, sql: @autoclosure @escaping @Sendable () -> String) {
    self.version = version
    self.name = name
    self.makeSQL = sql
  }

  /// The statements of the step.
  var sql: String { makeSQL() }
}
