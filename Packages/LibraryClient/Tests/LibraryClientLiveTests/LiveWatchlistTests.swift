import Foundation
import Identifiers
import LibraryClient
import LibraryClientLive
import LibraryDatabase
import Testing

/// The live client's watchlist on a real in-memory library.
struct LiveWatchlistTests {
  private let database: LibraryDatabase
  private let library: LibraryClient

  init() throws {
    database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    library = .live(database: database)
  }

  @Test func savingAndRemovingSayWhatChangedAndAreUndoSteps() async throws {
    let show = try await library.resolveShow("breaking bad")
    #expect(try await library.watchlist().isEmpty)
    let saved = try await library.setWatchlisted(show.id, true)
    #expect(saved == WatchlistChange(show: show, isWatchlisted: true, changed: true))
    #expect(try await library.setWatchlisted(show.id, true).changed == false)
    #expect(try await library.loadShow(show.id).isWatchlisted)
    let items = try await library.watchlist()
    #expect(items.map(\.show.title) == ["Breaking Bad"])
    #expect(items.first?.show.year == 2008)
    #expect(items.first?.show.network == "AMC")
    #expect(items.first?.episodes == (try await library.loadShow(show.id).episodes.count))
    #expect(items.first?.isKnownByIDsAlone == false)
    #expect(try await library.setWatchlisted(show.id, false).changed)
    #expect(try await library.watchlist().isEmpty)
    #expect(try await library.loadShow(show.id).isWatchlisted == false)
    // Each change that changed something is one step back.
    #expect(try await library.undo()?.kind == .unwatchlisted)
    #expect(try await library.watchlist().map(\.show.id) == [show.id])
    #expect(try await library.undo()?.kind == .watchlisted)
    #expect(try await library.watchlist().isEmpty)
    #expect(try await library.redo()?.kind == .watchlisted)
    #expect(try await library.watchlist().map(\.show.id) == [show.id])
    await #expect(throws: LibraryError.showMissing(ShowID(rawValue: 999_999))) {
      try await library.setWatchlisted(ShowID(rawValue: 999_999), true)
    }
  }

  @Test func aShowSavedFromTraktByItsIDsAloneIsKnownByThem() async throws {
    let file = """
      [{"rank": 1, "id": 1, "listed_at": "2023-04-01T12:00:00.000Z", "type": "show",
        "show": {"title": "Velvet Static", "year": 2024,
                 "ids": {"trakt": 90, "tvdb": 700090, "imdb": "tt9000090"}}}]
      """
    _ = try database.importData(Data(file.utf8), format: .trakt, source: "watchlist.json")
    let items = try await library.watchlist()
    #expect(items.map(\.show.title) == ["Velvet Static"])
    #expect(items.first?.show.year == 2024)
    #expect(items.first?.episodes == 0)
    #expect(items.first?.isKnownByIDsAlone == true)
    #expect(items.first?.addedAt == ISO8601DateFormatter().date(from: "2023-04-01T12:00:00Z"))
    // It can be named like any show, and removed.
    let show = try await library.resolveShow("velvet static")
    #expect(try await library.setWatchlisted(show.id, false).changed)
  }
}
