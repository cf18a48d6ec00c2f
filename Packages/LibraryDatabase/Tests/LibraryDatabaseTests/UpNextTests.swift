import Foundation
import LibraryDatabase
import Testing

struct UpNextTests {
  /// A show of three aired episodes and two more: one announced, one with no air date.
  static let lantern = """
    {"id": 9100, "name": "Lantern Row", "status": "Running", "premiered": "2020-01-06",
     "_embedded": {"episodes": [
       {"id": 91001, "name": "One", "season": 1, "number": 1, "airdate": "2020-01-06"},
       {"id": 91002, "name": "Two", "season": 1, "number": 2, "airdate": "2020-01-13"},
       {"id": 91003, "name": "Three", "season": 1, "number": 3, "airdate": "2020-01-20"},
       {"id": 91004, "name": "Special", "season": 0, "number": 1, "airdate": "2020-02-01"},
       {"id": 91005, "name": "Four", "season": 2, "number": 1, "airdate": "2027-01-14"},
       {"id": 91006, "name": "Unknown", "season": 2, "number": 2, "airdate": null}
     ]}}
    """

  private func library() throws -> LibraryDatabase {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    _ = try database.importData(Data(Self.lantern.utf8), format: .tvmaze, source: "lantern.json")
    return database
  }

  private func episodes(_ database: LibraryDatabase, show title: String) throws -> [EpisodeRecord] {
    let show = try #require(try database.shows(titled: title).first)
    return try database.episodes(ofShow: show.id)
  }

  private func watch(_ database: LibraryDatabase, _ episodes: [EpisodeRecord], at seconds: Double)
    throws
  {
    try database.markWatched(
      episodeIDs: episodes.map(\.id), at: Date(timeIntervalSince1970: seconds), source: "test")
  }

  @Test func aStartedShowShowsItsNextAiredEpisodeAndHowManyAreLeft() throws {
    let database = try library()
    let lantern = try episodes(database, show: "Lantern Row")
    try watch(database, [lantern[0]], at: 1_600_000_000)
    let entries = try database.upNext(today: "2026-12-01", limit: 25)
    #expect(entries.map(\.showTitle) == ["Lantern Row"])
    #expect(entries[0].next?.title == "Two")
    // Two and Three have aired; the special, the announced and the undated ones do not count.
    #expect(entries[0].airedLeft == 2)
    #expect(entries[0].upcoming == nil)
    #expect(entries[0].lastWatchedAt == Date(timeIntervalSince1970: 1_600_000_000))
  }

  @Test func aCaughtUpShowWithAnAnnouncedEpisodeShowsIt() throws {
    let database = try library()
    let lantern = try episodes(database, show: "Lantern Row")
    try watch(database, Array(lantern.filter { $0.season == 1 }), at: 1_600_000_000)
    let entry = try #require(try database.upNext(today: "2026-12-01", limit: 25).first)
    #expect(entry.next == nil)
    #expect(entry.upcoming?.title == "Four")
    #expect(entry.upcoming?.airdate == "2027-01-14")
    #expect(entry.airedLeft == 0)
    // Once it airs, it is the next episode.
    #expect(try database.upNext(today: "2027-01-14", limit: 25).first?.next?.title == "Four")
  }

  @Test func finishedShowsLeaveAndTheMostRecentActivityComesFirst() throws {
    let database = try library()
    let lantern = try episodes(database, show: "Lantern Row")
    let breaking = try episodes(database, show: "Breaking Bad")
    let wire = try episodes(database, show: "The Wire")
    try watch(database, [breaking[0]], at: 1_600_000_000)
    try watch(database, [lantern[0]], at: 1_600_000_100)
    try watch(database, wire, at: 1_600_000_200)  // all of it: finished
    let titles = try database.upNext(today: "2026-12-01", limit: 25).map(\.showTitle)
    #expect(titles == ["Lantern Row", "Breaking Bad"])
    #expect(try database.upNext(today: "2026-12-01", limit: 1).map(\.showTitle) == ["Lantern Row"])
    #expect(try database.upNext(today: "2026-12-01", limit: 0).isEmpty)
  }

  @Test func theNextEpisodeIsTheFirstUnwatchedInOrderNotAfterTheLastWatched() throws {
    let database = try library()
    let breaking = try episodes(database, show: "Breaking Bad")
    try watch(database, [breaking[1], breaking[2]], at: 1_600_000_000)
    let entry = try #require(try database.upNext(today: "2026-12-01", limit: 25).first)
    #expect(entry.next?.season == 1)
    #expect(entry.next?.number == 1)
    #expect(entry.airedLeft == breaking.filter { $0.season > 0 }.count - 2)
  }

  @Test func anUnnumberedSpecialInARegularSeasonIsNeitherNextNorLeft() throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: false)
    let show = """
      {"id": 9200, "name": "Harbor Lights", "status": "Running", "premiered": "2020-01-06",
       "_embedded": {"episodes": [
         {"id": 92001, "name": "Pilot", "season": 1, "number": 1, "airdate": "2020-01-06"},
         {"id": 92002, "name": "Holiday Special", "season": 1, "number": null,
          "airdate": "2020-01-08"},
         {"id": 92003, "name": "Second", "season": 1, "number": 2, "airdate": "2020-01-13"}
       ]}}
      """
    _ = try database.importData(Data(show.utf8), format: .tvmaze, source: "harbor.json")
    let harbor = try episodes(database, show: "Harbor Lights")
    try watch(database, harbor.filter { $0.title == "Pilot" }, at: 1_600_000_000)
    let entry = try #require(try database.upNext(today: "2026-12-01", limit: 25).first)
    #expect(entry.next?.title == "Second")
    #expect(entry.airedLeft == 1)
  }

  @Test func theDataVersionMovesWithAnotherConnectionsChangeOnly() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("data-version-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("library.sqlite").path
    let app = try LibraryDatabase(path: path, seedStarterCatalog: true)
    let other = try LibraryDatabase(path: path, seedStarterCatalog: true)
    let breakingBad = try #require(try app.shows(titled: "Breaking Bad").first)
    let pilot = try #require(try app.episodes(ofShow: breakingBad.id).first)
    let start = try app.dataVersion()
    try app.markWatched(
      episodeIDs: [pilot.id], at: Date(timeIntervalSince1970: 1_600_000_000), source: "test")
    #expect(try app.dataVersion() == start)
    try other.markWatched(
      episodeIDs: [pilot.id], at: Date(timeIntervalSince1970: 1_600_000_100), source: "test")
    #expect(try app.dataVersion() != start)
  }

  @Test func anEmptyHistoryHasNothingUpNext() throws {
    #expect(try library().upNext(today: "2026-12-01", limit: 25).isEmpty)
  }
}
