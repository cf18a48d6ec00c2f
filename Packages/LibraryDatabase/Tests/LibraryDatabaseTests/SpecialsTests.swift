import Foundation
import LibraryDatabase
import Testing

/// Specials are kept apart (issue #43, item 1): an episode of season 0, or one with no number
/// (TVMaze files some specials in a regular season with `number: null`), counts in no
/// progress and is never the next episode, in My Shows, Up Next and search.
struct SpecialsTests {
  /// Two regular seasons of two, a numberless special in season 1 that aired before S02E01, and
  /// a special of season 0; all aired.
  static let quay = """
    {"id": 9300, "name": "Quay Street", "status": "Ended", "premiered": "2020-01-06",
     "_embedded": {"episodes": [
       {"id": 93001, "name": "Arrival", "season": 1, "number": 1, "airdate": "2020-01-06",
        "type": "regular"},
       {"id": 93002, "name": "Tides", "season": 1, "number": 2, "airdate": "2020-01-13",
        "type": "regular"},
       {"id": 93009, "name": "Inside Quay Street", "season": 1, "number": null,
        "airdate": "2020-01-20", "type": "significant_special"},
       {"id": 93003, "name": "Departure", "season": 2, "number": 1, "airdate": "2021-01-04",
        "type": "regular"},
       {"id": 93004, "name": "Return", "season": 2, "number": 2, "airdate": "2021-01-11",
        "type": "regular"},
       {"id": 93000, "name": "Christmas at the Quay", "season": 0, "number": 1,
        "airdate": "2020-12-25", "type": "insignificant_special"}
     ]}}
    """

  private func library() throws -> (LibraryDatabase, Int64, [String: EpisodeRecord]) {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(Data(Self.quay.utf8), format: .tvmaze, source: "quay.json")
    let show = try #require(try database.shows(titled: "Quay Street").first).id
    let episodes = try database.episodes(ofShow: show)
    return (database, show, Dictionary(uniqueKeysWithValues: episodes.map { ($0.title, $0) }))
  }

  private func watch(_ database: LibraryDatabase, _ episodes: [EpisodeRecord?]) throws {
    _ = try database.markWatched(
      episodeIDs: episodes.compactMap { $0?.id }, at: Date(timeIntervalSince1970: 1_700_000_000),
      source: "test")
  }

  private func myShow(_ database: LibraryDatabase) throws -> MyShowEntry {
    try #require(
      try database.myShows(today: "2026-12-01", filter: .all, order: .title, limit: 5).first)
  }

  @Test func myShowsCountsNeitherKindOfSpecialInProgress() throws {
    let (database, _, episodes) = try library()
    try watch(database, [episodes["Arrival"], episodes["Tides"]])
    var entry = try myShow(database)
    #expect(entry.aired == 4)
    #expect(entry.watched == 2)
    #expect(entry.next?.title == "Departure")
    // Watching the specials changes no count.
    try watch(database, [episodes["Inside Quay Street"], episodes["Christmas at the Quay"]])
    entry = try myShow(database)
    #expect(entry.watched == 2)
    #expect(entry.aired == 4)
    #expect(entry.next?.title == "Departure")
  }

  @Test func aShowWithOnlySpecialsLeftIsNotBehind() throws {
    let (database, _, episodes) = try library()
    try watch(database, [episodes["Arrival"], episodes["Tides"], episodes["Departure"]])
    try watch(database, [episodes["Return"]])
    let entry = try myShow(database)
    #expect(entry.watched == 4)
    #expect(!entry.isBehind)
    #expect(entry.next == nil)
    #expect(
      try database.myShows(today: "2026-12-01", filter: .behind, order: .title, limit: 5)
        .isEmpty)
  }

  @Test func upNextNeverOffersASpecialNorCountsOne() throws {
    let (database, _, episodes) = try library()
    try watch(database, [episodes["Arrival"], episodes["Tides"]])
    let entry = try #require(try database.upNext(today: "2026-12-01", limit: 5).first)
    #expect(entry.next?.title == "Departure")
    #expect(entry.airedLeft == 2)
  }

  @Test func searchProgressCountsNeitherKindOfSpecial() throws {
    let (database, _, episodes) = try library()
    try watch(database, [episodes["Arrival"], episodes["Inside Quay Street"]])
    let hit = try #require(try database.searchShows(matching: "quay", limit: 5).first)
    #expect(hit.airedEpisodeCount == 4)
    #expect(hit.watchedEpisodeCount == 1)
  }

  @Test func theSpecialsOfAShowWithNoSeasonZeroCanBeRatedAsSeasonZero() throws {
    // As TVMaze lists Game of Thrones: numberless specials in regular seasons, no season 0.
    let inside = """
      {"id": 9301, "name": "Inside Only", "_embedded": {"episodes": [
        {"id": 93101, "name": "One", "season": 1, "number": 1, "airdate": "2020-01-06"},
        {"id": 93109, "name": "Inside", "season": 1, "number": null, "airdate": "2020-01-20"}
      ]}}
      """
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(Data(inside.utf8), format: .tvmaze, source: "inside.json")
    let show = try #require(try database.shows(titled: "Inside Only").first).id
    #expect(try database.setRating(7, of: .season(showID: show, number: 0)))
    #expect(try database.ratings(showID: show).seasons == [0: 7])
  }
}
