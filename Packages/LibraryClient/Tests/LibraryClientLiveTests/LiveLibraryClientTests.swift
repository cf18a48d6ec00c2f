import Foundation
import Identifiers
import LibraryClient
import LibraryClientLive
import LibraryDatabase
import Testing

/// The live client on a real (in-memory or temporary) library: what the shell relies on.
struct LiveLibraryClientTests {
  private let database: LibraryDatabase
  private let library: LibraryClient

  init() throws {
    database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    library = .live(database: database)
  }

  private func firstShow(titled prefix: String) async throws -> ShowDetails {
    let show = try await library.resolveShow(prefix)
    return try await library.loadShow(show.id)
  }

  @Test func aShowIsResolvedByIdOrByTitle() async throws {
    let byTitle = try await library.resolveShow("breaking bad")
    #expect(byTitle.title == "Breaking Bad")
    #expect(byTitle.year == 2008)
    let byID = try await library.resolveShow(String(byTitle.id.rawValue))
    #expect(byID == byTitle)
  }

  @Test func anUnknownTitleIsNotFound() async throws {
    await #expect(throws: LibraryError.showNotFound("no such show at all")) {
      try await library.resolveShow("no such show at all")
    }
  }

  @Test func anAmbiguousTitleListsItsCandidates() async throws {
    do {
      _ = try await library.resolveShow("the")
      Issue.record("'the' should match several shows")
    } catch let LibraryError.ambiguousShow(text, candidates, total) {
      #expect(text == "the")
      #expect(candidates.count >= 2)
      #expect(total >= candidates.count)
      #expect(candidates.allSatisfy { $0.title.lowercased().hasPrefix("the") })
    }
  }

  @Test func searchSaysHowManyMatchBeyondTheLimit() async throws {
    let all = try await library.search("the", 500)
    let page = try await library.search("the", 2)
    #expect(page.results.count == 2)
    #expect(page.totalCount == all.results.count)
    #expect(all.totalCount == all.results.count)
  }

  @Test func removingOneWatchKeepsTheOthers() async throws {
    let show = try await firstShow(titled: "breaking bad")
    let pilot = try #require(show.episodes.first { $0.season == 1 && $0.number == 1 })
    let days = [1, 2, 3].map { Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * 86_400) }
    for day in days { _ = try await library.markWatched([pilot.ids], day) }
    let removed = try await library.removeWatch(pilot.ids, days[1])
    #expect(removed?.watchesRemoved == 1)
    #expect(removed?.kind == .unwatched)
    let history = try await library.loadHistory(pilot.ids.show, 10, 0)
    #expect(history.items.map(\.watchedAt) == [days[2], days[0]])
  }

  @Test func unwatchingSaysHowManyWatchesWent() async throws {
    let show = try await firstShow(titled: "breaking bad")
    let pilot = try #require(show.episodes.first { $0.season == 1 && $0.number == 1 })
    for offset in 0..<3 {
      _ = try await library.markWatched(
        [pilot.ids], Date(timeIntervalSince1970: 1_700_000_000 + Double(offset)))
    }
    let change = try await library.unmarkWatched([pilot.ids])
    #expect(change?.watchesRemoved == 3)
    #expect(change?.episodes == [pilot.ids])
    #expect(try await library.unmarkWatched([pilot.ids]) == nil)
  }

  @Test func undoAndRedoDescribeTheChangeWithItsShow() async throws {
    let show = try await firstShow(titled: "breaking bad")
    let season = show.episodes.filter { $0.season == 1 }.map(\.ids)
    _ = try await library.markWatched(season, Date(timeIntervalSince1970: 1_700_000_000))
    let undone = try #require(try await library.undo())
    #expect(undone.kind == .watched)
    #expect(undone.showTitle == "Breaking Bad")
    #expect(undone.watchesAdded == season.count)
    #expect(Set(undone.episodes) == Set(season))
    #expect(try await library.loadHistory(nil, 10, 0).totalCount == 0)
    let redone = try #require(try await library.redo())
    #expect(redone.watchesAdded == season.count)
    #expect(try await library.loadHistory(nil, 10, 0).totalCount == season.count)
    #expect(try await library.redo() == nil)
  }

  @Test func aFileThatIsNotALibraryIsCorrupt() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("not-a-library-\(UUID().uuidString).sqlite").path
    try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: LibraryError.corrupt) { try LibraryClient.openDatabase(path: path) }
  }

  @Test func aBadImportNamesTheFileAndThePlace() async throws {
    let request = ImportRequest(format: .trakt, source: "bad.json", data: Data("[{]".utf8))
    do {
      _ = try await library.importFile(request)
      Issue.record("a malformed file must not import")
    } catch let LibraryError.invalidImport(source, location, reason) {
      #expect(source == "bad.json")
      #expect(location?.contains("line 1") == true)
      #expect(!reason.isEmpty)
    }
  }
}

extension LiveLibraryClientTests {
  @Test func upNextListsStartedShowsWithTheirNextEpisode() async throws {
    let show = try await firstShow(titled: "breaking bad")
    let pilot = try #require(show.episodes.first { $0.season == 1 && $0.number == 1 })
    _ = try await library.markWatched([pilot.ids], Date(timeIntervalSince1970: 1_700_000_000))
    let items = try await library.upNext(try #require(CalendarDay("2026-12-01")), 10)
    #expect(items.map(\.show.title) == ["Breaking Bad"])
    #expect(items.first?.next?.title == "Cat's in the Bag...")
    #expect(items.first?.airedLeft == 61)
    #expect(items.first?.lastWatchedAt == Date(timeIntervalSince1970: 1_700_000_000))
  }
}

/// Search that forgives typos, on a real library: exact and prefix matches first, then the
/// titles a typo away, marked.
struct TypoTolerantSearchTests {
  @Test func titlesATypoAwayComeAfterTheExactAndPrefixMatchesMarked() async throws {
    let database = try LibraryDatabase.inMemory()
    let shows = ["Harbor", "Harborview", "Harbour Lights", "Lighthouse"].enumerated().map {
      index, title in
      "{\"id\": \(700 + index), \"name\": \"\(title)\", \"premiered\": \"2001-01-01\", \"genres\": []}"
    }
    _ = try database.importData(
      Data("[\(shows.joined(separator: ","))]".utf8), format: .tvmaze, source: "shows.json")
    let library = LibraryClient.live(database: database)
    let page = try await library.search("harbor", 25)
    #expect(page.results.map(\.show.title) == ["Harbor", "Harborview", "Harbour Lights"])
    #expect(page.results.map(\.isApproximate) == [false, false, true])
    #expect(page.totalCount == 3)
    // A page the exact matches fill has no corrections, and counts only those.
    let first = try await library.search("harbor", 2)
    #expect(first.results.map(\.isApproximate) == [false, false])
    #expect(first.totalCount == 2)
    // Nothing as typed: only corrections, fewest edits first (one, then two), then A to Z.
    let typo = try await library.search("harbourr", 25)
    #expect(typo.results.map(\.show.title) == ["Harbour Lights", "Harbor", "Harborview"])
    #expect(typo.results.allSatisfy { $0.isApproximate })
    #expect(try await library.search("zzzzzz", 25).results.isEmpty)
  }
}
