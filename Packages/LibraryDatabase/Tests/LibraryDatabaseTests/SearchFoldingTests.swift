import Foundation
import LibraryDatabase
import SQLite
import Testing

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
    // Undoing the page's import deletes its shows, and their index entries with them.
    #expect(try database.undoLastChange() != nil)
    #expect(try database.searchShows(matching: "aeon", limit: 5).isEmpty)
    #expect(try database.searchShows(matching: "chronicle", limit: 5).isEmpty)
  }

  @Test func anOlderLibrarysTitlesAreFoldedWhenItIsUpgraded() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("v8.sqlite")
    do {
      let old = try LibraryDatabase(path: path, seedStarterCatalog: false)
      _ = try old.importData(Self.page.utf8Data, format: .tvmaze, source: "page.json")
    }
    // Back to before v9: the old triggers and an index of the bare titles.
    let connection = try Connection(path: path)
    try connection.execute(
      """
      DROP TRIGGER shows_search_after_insert;
      INSERT INTO shows_search(shows_search) VALUES ('delete-all');
      INSERT INTO shows_search(rowid, title, network, web_channel)
        SELECT id, title, network, web_channel FROM shows;
      CREATE TRIGGER shows_search_after_insert AFTER INSERT ON shows BEGIN SELECT 1; END;
      PRAGMA user_version = 8;
      """)
    let upgraded = try LibraryDatabase(path: path, seedStarterCatalog: false)
    #expect(try upgraded.searchShows(matching: "strasse", limit: 5).count == 1)
    #expect(try upgraded.searchShows(matching: "plain", limit: 5).count == 1)
  }
}
