/// One forward step of the schema: the SQL that takes `PRAGMA user_version` from
/// `version - 1` to `version`.
struct Migration: Sendable {
  let version: Int
  let name: String
  let sql: String
}
