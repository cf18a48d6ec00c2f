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
}
