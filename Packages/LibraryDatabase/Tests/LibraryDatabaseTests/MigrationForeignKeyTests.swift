import Foundation
import SQLite
import Testing

@testable import LibraryDatabase

/// Migrations run with foreign keys off (as GRDB runs them), so a migration that makes a table
/// again keeps the rows that refer to it, and one that leaves a row referring to nothing is
/// refused before it commits.
@Suite struct MigrationForeignKeyTests {
  /// A library at the latest version with one show, its episode and a watch of it, on a
  /// connection with foreign keys on, as every library connection has them.
  private func libraryWithAWatch() throws -> (TemporaryDirectory, String) {
    let directory = try TemporaryDirectory()
    let path = directory.path("library.sqlite")
    let database = try LibraryDatabase(path: path, seedStarterCatalog: false)
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    let show = try #require(try database.shows(titled: "Harbour Lights").first).id
    let pilot = try #require(try database.episodes(ofShow: show).first).id
    try database.markWatched(
      episodeIDs: [pilot], at: Date(timeIntervalSince1970: 10), source: "cli")
    return (directory, path)
  }

  /// `shows` made again the way SQLite changes a table: a new table, the rows copied, the old
  /// one dropped, the new one renamed (the view that reads it goes first and comes back).
  private static let rebuildShows = Migration(
    version: Migrations.latestVersion + 1, name: "rebuild shows",
    sql: """
      DROP VIEW shows_search_rows;
      CREATE TABLE shows_new (
        id INTEGER PRIMARY KEY, title TEXT NOT NULL, year INTEGER, premiered TEXT, ended TEXT,
        network TEXT, web_channel TEXT, status TEXT, genres TEXT NOT NULL DEFAULT '[]',
        summary TEXT, poster_url TEXT, tvmaze_id INTEGER, tvdb_id INTEGER, imdb_id TEXT,
        trakt_id INTEGER, tmdb_id INTEGER);
      INSERT INTO shows_new SELECT id, title, year, premiered, ended, network, web_channel,
        status, genres, summary, poster_url, tvmaze_id, tvdb_id, imdb_id, trakt_id, tmdb_id
        FROM shows;
      DROP TABLE shows;
      ALTER TABLE shows_new RENAME TO shows;
      CREATE VIEW shows_search_rows (id, title, network, web_channel) AS
        SELECT id, title, network, web_channel FROM shows;
      """)

  @Test func aMigrationThatMakesShowsAgainKeepsTheirEpisodesAndWatches() throws {
    let (directory, path) = try libraryWithAWatch()
    _ = directory
    let connection = try Connection(path: path)
    try connection.setForeignKeys(true)
    let before = try connection.scalar("SELECT count(*) FROM episodes", as: Int.self)
    #expect(before == 4)

    try Migrator.migrate(connection, migrations: Migrations.all + [Self.rebuildShows])

    #expect(try connection.userVersion() == Migrations.latestVersion + 1)
    #expect(try connection.scalar("SELECT count(*) FROM shows", as: Int.self) == 1)
    #expect(try connection.scalar("SELECT count(*) FROM episodes", as: Int.self) == before)
    #expect(try connection.scalar("SELECT count(*) FROM watch_events", as: Int.self) == 1)
    #expect(try connection.foreignKeys())
    #expect(try connection.query("PRAGMA foreign_key_check").isEmpty)
  }

  @Test func aMigrationLeavingARowReferringToNothingIsRefusedAndChangesNothing() throws {
    let (directory, path) = try libraryWithAWatch()
    _ = directory
    let connection = try Connection(path: path)
    try connection.setForeignKeys(true)
    let dangling = Migration(
      version: Migrations.latestVersion + 1, name: "dangling",
      sql: """
        CREATE TABLE notes (id INTEGER PRIMARY KEY);
        INSERT INTO watch_events (episode_id, watched_at, source) VALUES (987654, 1, 'cli');
        """)

    let error = try #require(throws: LibraryDatabaseError.self) {
      try Migrator.migrate(connection, migrations: Migrations.all + [dangling])
    }

    #expect(
      error == .danglingReferences(version: Migrations.latestVersion + 1, table: "watch_events"))
    #expect(!error.description.contains("SELECT"))
    #expect(try connection.userVersion() == Migrations.latestVersion)
    #expect(try connection.scalar("SELECT count(*) FROM watch_events", as: Int.self) == 1)
    #expect(
      try connection.scalar(
        "SELECT count(*) FROM sqlite_schema WHERE name = 'notes'", as: Int.self) == 0)
    #expect(try connection.foreignKeys())
    // The library opens as it was.
    #expect(try LibraryDatabase(path: path, seedStarterCatalog: false).counts().watchEvents == 1)
  }
}
