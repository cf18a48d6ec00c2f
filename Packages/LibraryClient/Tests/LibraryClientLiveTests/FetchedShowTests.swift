import Foundation
import Identifiers
import LibraryClient
import LibraryClientLive
import LibraryDatabase
import Testing

/// Saving shows fetched from TVMaze through the live client, and the followed shows.
struct FetchedShowTests {
  private let library: LibraryClient

  init() throws {
    library = .live(database: try LibraryDatabase.inMemory())
  }

  static let show = """
    {"id": 800001, "name": "Tidewater", "premiered": "2019-04-01", "updated": 1700000000,
     "_embedded": {"episodes": [
       {"id": 810001, "season": 1, "number": 1, "name": "Slack Water", "airdate": "2019-04-01"},
       {"id": 810002, "season": 1, "number": 2, "name": "Neap", "airdate": "2019-04-08"}]}}
    """

  @Test func anAddedShowIsSavedAndFollowed() async throws {
    let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)
    let saved = try await library.saveFetchedShow(
      FetchedShow(
        body: Data(Self.show.utf8), source: "TVMaze show 800001", added: true,
        updated: 1_700_000_000, fetchedAt: fetchedAt))
    #expect(saved.show.title == "Tidewater")
    #expect(saved.show.year == 2019)
    #expect(saved.report.episodesAdded == 2)
    let link = TVMazeLink(
      show: saved.show.id, title: "Tidewater", tvmazeID: 800001, updated: 1_700_000_000,
      fetchedAt: fetchedAt)
    #expect(try await library.followedShows() == [link])
    #expect(try await library.tvmazeLink(saved.show.id) == link)
  }

  @Test func aBodyThatIsNotAShowIsAnInvalidImport() async throws {
    let error = await #expect(throws: LibraryError.self) {
      try await library.saveFetchedShow(
        FetchedShow(
          body: Data("[]".utf8), source: "TVMaze show 1", added: true, updated: nil,
          fetchedAt: Date()))
    }
    guard case .invalidImport(let source, _, _) = error else {
      Issue.record("expected an invalid import, got \(String(describing: error))")
      return
    }
    #expect(source == "TVMaze show 1")
    #expect(try await library.followedShows() == [])
  }
}
