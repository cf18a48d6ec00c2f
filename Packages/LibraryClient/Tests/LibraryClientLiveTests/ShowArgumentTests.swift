import Foundation
import Identifiers
import LibraryClient
import LibraryClientLive
import LibraryDatabase
import Testing

/// A SHOW argument means the same as a search: case, accents and ø ß æ folded; the exact
/// folded title first, then a unique prefix; typed ids anywhere a SHOW goes.
struct ShowArgumentTests {
  private let library: LibraryClient

  static let page = """
    [{"id": 701, "name": "Carnivàle", "premiered": "2003-09-14", "status": "Ended",
      "externals": {"thetvdb": 70860, "imdb": "tt0319969"}},
     {"id": 702, "name": "Krøniken", "premiered": "2004-01-04", "status": "Ended"},
     {"id": 703, "name": "Straße der Lieder", "premiered": "1990-01-01", "status": "Ended"},
     {"id": 704, "name": "Æon Flux", "premiered": "1991-11-30", "status": "Ended"},
     {"id": 705, "name": "Carnival Row", "premiered": "2019-08-30", "status": "Ended"}]
    """

  init() async throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    _ = try database.importData(Data(Self.page.utf8), format: .tvmaze, source: "page.json")
    library = .live(database: database)
  }

  @Test(arguments: [
    ("carnivale", "Carnivàle"), ("CARNIVÀLE", "Carnivàle"), ("krøniken", "Krøniken"),
    ("kroniken", "Krøniken"), ("Krøniken", "Krøniken"), ("strasse der", "Straße der Lieder"),
    ("aeon", "Æon Flux"), ("æon flux", "Æon Flux"), ("carnival r", "Carnival Row"),
    ("tvmaze:701", "Carnivàle"), ("tvdb:70860", "Carnivàle"), ("imdb:tt0319969", "Carnivàle"),
    ("tvmaze:169", "Breaking Bad"), ("tvdb:81189", "Breaking Bad"),
    ("imdb:tt0903747", "Breaking Bad"),
  ])
  func aShowArgumentFindsWhatSearchFinds(argument: String, title: String) async throws {
    #expect(try await library.resolveShow(argument).title == title)
  }

  @Test func theExactFoldedTitleWinsOverAPrefixAndSeveralPrefixesAreListed() async throws {
    // "carnivale" is Carnivàle's whole title, and only the start of no other.
    #expect(try await library.resolveShow("carnivale").title == "Carnivàle")
    await #expect(throws: LibraryError.self) { try await library.resolveShow("carniv") }
    do {
      _ = try await library.resolveShow("carniv")
    } catch LibraryError.ambiguousShow(_, let candidates, let total) {
      #expect(total == 2)
      #expect(Set(candidates.map(\.title)) == ["Carnivàle", "Carnival Row"])
    }
  }

  @Test func aTypedIdNoShowHoldsIsNotFound() async throws {
    await #expect(throws: LibraryError.showNotFound("tvmaze:999999")) {
      try await library.resolveShow("tvmaze:999999")
    }
  }
}
