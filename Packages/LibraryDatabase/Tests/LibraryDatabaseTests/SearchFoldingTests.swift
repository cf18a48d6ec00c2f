import Foundation
import SQLite
import Testing

@testable import LibraryDatabase

/// Search folds the letters that diacritic removal leaves alone.
@Suite struct SearchFoldingTests {
  static func show(_ id: Int, _ title: String) -> String {
    #"{"id": \#(id), "name": "\#(title)", "genres": [], "premiered": "2020-01-01"}"#
  }

  static let page =
    "["
    + [show(1, "Krøniken"), show(2, "Straße der Lieder"), show(3, "Æon Flux"), show(4, "Plain")]
    .joined(separator: ",") + "]"

  @Test(arguments: [
    ("kroniken", "Krøniken"), ("krøniken", "Krøniken"), ("strasse", "Straße der Lieder"),
    ("straße", "Straße der Lieder"), ("aeon", "Æon Flux"), ("æon", "Æon Flux"),
  ])
  func aFoldedQueryFindsTheTitle(query: String, title: String) throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(Self.page.utf8Data, format: .tvmaze, source: "page.json")
    #expect(try database.searchShows(matching: query, limit: 5).map(\.show.title) == [title])
    #expect(try database.countShows(matching: query) == 1)
  }

  @Test func renamedAndRemovedShowsLeaveTheIndex() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(Self.page.utf8Data, format: .tvmaze, source: "page.json")
    _ = try database.importData(
      Self.show(1, "Chronicle").utf8Data, format: .tvmaze, source: "renamed.json")
    #expect(try database.searchShows(matching: "kroniken", limit: 5).isEmpty)
    #expect(try database.searchShows(matching: "chronicle", limit: 5).count == 1)
    // Undoing the rename, then the page's import, deletes its shows and their index entries.
    #expect(try database.undoLastChange() != nil)
    #expect(try database.searchShows(matching: "kroniken", limit: 5).count == 1)
    #expect(try database.undoLastChange() != nil)
    #expect(try database.searchShows(matching: "aeon", limit: 5).isEmpty)
    #expect(try database.searchShows(matching: "chronicle", limit: 5).isEmpty)
  }

  @Test func anOlderLibrarysTitlesAreFoldedWhenItIsUpgraded() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("v8.sqlite")
    // A library as version 8 made it: its index holds the bare titles.
    do {
      let old = try Connection(path: path)
      try Migrator.migrate(old, upTo: 8)
      try old.run(
        "INSERT INTO shows (id, title) VALUES (1, 'Krøniken'), (2, 'Straße der Lieder'), "
          + "(3, 'Æon Flux'), (4, 'Plain')")
      #expect(try old.scalar("SELECT count(*) FROM shows_search", as: Int.self) == 4)
    }
    let upgraded = try LibraryDatabase(path: path, seedStarterCatalog: false)
    #expect(try upgraded.searchShows(matching: "strasse", limit: 5).count == 1)
    #expect(try upgraded.searchShows(matching: "plain", limit: 5).count == 1)
  }

  /// v18: the triggers copy each show's row of `shows_search_rows` into the index: after an
  /// upgrade from v17 and after every kind of write, the index holds exactly what one made
  /// from scratch from the view holds (every term of every column at every position).
  @Test func theIndexHoldsTheViewsRowsAfterEveryWrite() throws {
    let directory = try TemporaryDirectory()
    let connection = try Connection(path: directory.path("v17.sqlite"))
    try Migrator.migrate(connection, upTo: 17)
    try connection.run(
      "INSERT INTO shows (id, title, network) VALUES (1, 'Krøniken', 'DR1'), "
        + "(2, 'Straße der Lieder', NULL), (3, 'Plain', 'HBO')")
    try Migrator.migrate(connection)
    #expect(try connection.userVersion() == Migrations.latestVersion)
    func instances(_ table: String, in schema: String) throws -> [String] {
      try connection.execute(
        "DROP TABLE IF EXISTS temp.vocab; "
          + "CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(\(schema), \(table), 'instance')")
      return try connection.query(
        "SELECT term, doc, col, offset FROM temp.vocab ORDER BY term, doc, col, offset"
      ).map {
        "\(try $0.get(0, as: String.self)) \(try $0.get(1, as: Int.self)) "
          + "\(try $0.get(2, as: String.self)) \(try $0.get(3, as: Int.self))"
      }
    }
    func expectIndexMatchesTheView(_ step: String) throws {
      try connection.execute(
        """
        DROP TABLE IF EXISTS temp.expected;
        CREATE VIRTUAL TABLE temp.expected USING fts5(
          title, network, web_channel, tokenize = 'unicode61 remove_diacritics 2');
        INSERT INTO temp.expected (rowid, title, network, web_channel)
          SELECT * FROM shows_search_rows;
        """)
      let kept = try instances("shows_search", in: "main")
      #expect(!kept.isEmpty, "\(step)")
      #expect(kept == (try instances("expected", in: "temp")), "\(step)")
    }
    try expectIndexMatchesTheView("upgraded")
    for (step, sql) in [
      ("insert", "INSERT INTO shows (id, title, web_channel) VALUES (4, 'Æon Flux', 'Netflix')"),
      ("rename", "UPDATE shows SET title = 'Łódź Øst' WHERE id = 3"),
      ("network", "UPDATE shows SET network = 'DR2' WHERE id = 1"),
      ("other column", "UPDATE shows SET year = 2001 WHERE id = 2"),
      ("same title", "UPDATE shows SET title = title WHERE id = 4"),
      ("delete", "DELETE FROM shows WHERE id = 2"),
      (
        "upsert",
        "INSERT INTO shows (id, title) VALUES (1, 'Þing') "
          + "ON CONFLICT (id) DO UPDATE SET title = excluded.title"
      ),
    ] {
      try connection.run(sql)
      try expectIndexMatchesTheView(step)
    }
    #expect(
      try connection.scalar(
        "SELECT count(*) FROM shows_search WHERE shows_search MATCH 'strasse'", as: Int.self) == 0)
    #expect(
      try connection.scalar(
        "SELECT count(*) FROM shows_search WHERE shows_search MATCH 'thing'", as: Int.self) == 1)
  }
}
