import Foundation
import SQLite
import Testing

@testable import LibraryDatabase

/// The triggers that keep the watch statistics (schema v11's, through `watch_stats_changes`)
/// against a count of every event from scratch, through every way events and episodes change;
/// and the upgrade from v10's triggers keeps the totals.
@Suite struct WatchStatsTriggerTests {
  /// The three kept tables, without rows whose totals came back to zero (a recount has none).
  private func keptTotals(_ connection: Connection) throws -> [String] {
    var rows: [String] = []
    for (table, key) in [
      ("watch_days", "day"), ("show_watch_time", "show_id"),
      ("show_year_watch_time", "year || '/' || show_id"),
    ] {
      rows += try connection.query(
        """
        SELECT '\(table) ' || \(key) || ': ' || episodes || ' ' || minutes || ' ' ||
          unknown_runtime FROM \(table)
        WHERE episodes != 0 OR minutes != 0 OR unknown_runtime != 0 ORDER BY 1
        """
      ).map { try $0.get(0, as: String.self) }
    }
    return rows
  }

  /// The totals counted again from every event.
  private func recounted(_ connection: Connection) throws -> [String] {
    try connection.execute("SAVEPOINT recount")
    defer { try? connection.execute("ROLLBACK TO recount; RELEASE recount") }
    try connection.execute(WatchStatsSchema.rebuild)
    return try keptTotals(connection)
  }

  /// A library at `version` with two shows, episodes with and without a runtime, and watches
  /// on three days in two years.
  private func library(at version: Int, in directory: TemporaryDirectory) throws -> Connection {
    let connection = try Connection(path: directory.path("stats.sqlite"))
    _ = try Migrator.migrate(connection, upTo: version)
    try connection.execute(
      """
      INSERT INTO shows (id, title) VALUES (1, 'Ember Lane'), (2, 'Lantern Row');
      INSERT INTO seasons (show_id, number) VALUES (1, 1), (2, 1);
      INSERT INTO episodes (id, show_id, season, number, title, runtime) VALUES
        (11, 1, 1, 1, 'One', 30), (12, 1, 1, 2, 'Two', NULL), (21, 2, 1, 1, 'Uno', 45);
      INSERT INTO watch_events (episode_id, watched_at, source, plays) VALUES
        (11, 1772366400000, 'test', 1), (12, 1772366400000, 'test', 2),
        (21, 1772452800000, 'test', 1), (11, 1804000000000, 'test', 1);
      """)
    return connection
  }

  @Test func everyChangeKeepsTheTotalsACountFromScratchGives() throws {
    let directory = try TemporaryDirectory()
    let connection = try library(at: Migrations.latestVersion, in: directory)
    #expect(try keptTotals(connection) == recounted(connection))
    #expect(try keptTotals(connection).count == 8)
    let changes = [
      "UPDATE watch_events SET plays = 3 WHERE episode_id = 12",
      "UPDATE watch_events SET watched_at = watched_at + 86400000 WHERE episode_id = 21",
      "UPDATE watch_events SET episode_id = 21 WHERE episode_id = 12",
      "UPDATE episodes SET runtime = 50 WHERE id = 12",
      "UPDATE episodes SET runtime = NULL WHERE id = 11",
      "UPDATE episodes SET show_id = 2, number = 2 WHERE id = 11",
      "DELETE FROM watch_events WHERE watched_at = 1804000000000",
      "DELETE FROM episodes WHERE id = 21",
      "INSERT INTO watch_events (episode_id, watched_at, source) VALUES (12, 1772366400000, 'test')",
    ]
    for change in changes {
      try connection.execute(change)
      #expect(try keptTotals(connection) == recounted(connection), "after \(change)")
    }
  }

  @Test func upgradingFromVersionTenKeepsTheTotalsAndTheNewTriggersKeepThem() throws {
    let directory = try TemporaryDirectory()
    let connection = try library(at: 10, in: directory)
    let before = try keptTotals(connection)
    _ = try Migrator.migrate(connection)
    #expect(try connection.userVersion() == Migrations.latestVersion)
    #expect(try keptTotals(connection) == before)
    try connection.execute("UPDATE watch_events SET plays = 4 WHERE episode_id = 21")
    #expect(try keptTotals(connection) == recounted(connection))
    let triggers = try connection.scalar(
      "SELECT sum(length(sql)) FROM sqlite_master WHERE name LIKE 'watch_stats%'", as: Int.self)
    #expect(try #require(triggers) < 4_000)
  }
}
