import Foundation
import LibraryDatabase
import Testing

/// Real response shapes that older or other endpoints return, in the project's own fixtures:
/// each imports.
@Suite struct ResponseShapeTests {
  /// TVMaze `/schedule?country=US&date=…`: each item carries its show in `show`.
  static let schedule = """
    [{"id": 96001, "name": "Night Ferry", "season": 2, "number": 5, "type": "regular",
      "airdate": "2024-05-06", "airtime": "21:00", "airstamp": "2024-05-07T01:00:00+00:00",
      "runtime": 45, "show": \(Fixtures.pixelKitchen)},
     {"id": 96002, "name": "Morning Tide", "season": 2, "number": 6, "type": "regular",
      "airdate": "2024-05-13", "airtime": "21:00", "runtime": 45, "show": \(Fixtures.pixelKitchen)}]
    """

  @Test func scheduleItemsImportTheirEpisodesAndShows() throws {
    let database = try LibraryDatabase.inMemory()
    let summary = try database.importData(
      Self.schedule.utf8Data, format: .tvmaze, source: "schedule.json")
    #expect(summary.showsAdded == 1)
    #expect(summary.episodesAdded == 2)
    let show = try #require(try database.shows(titled: "Pixel Kitchen").first)
    #expect(try database.episodes(ofShow: show.id).map(\.title) == ["Night Ferry", "Morning Tide"])
  }

  @Test func traktHistoryWithoutTypeIsToldByItsEpisodeOrMovie() throws {
    let untyped =
      "["
      + [Fixtures.traktEpisode(id: 1), Fixtures.traktMovie(id: 2), Fixtures.traktMovie(id: 3)]
      .map { $0.replacingOccurrences(of: #""type": "episode","#, with: "") }
      .map { $0.replacingOccurrences(of: #""type": "movie","#, with: "") }
      .joined(separator: ",") + "]"
    #expect(!untyped.contains("\"type\""))
    let database = try LibraryDatabase.inMemory()
    let summary = try database.importData(untyped.utf8Data, format: .trakt, source: "old.json")
    #expect(summary.eventsAdded == 1)
    #expect(summary.skipped == [ImportSummary.movie: 2])
  }

  @Test func watchedEpisodesWithoutATimeTakeTheirSeasonsOrShows() throws {
    let watched = """
      [{"plays": 3, "last_watched_at": "2022-02-02T22:00:00.000Z",
        "show": {"title": "Harbour Lights", "year": 2015, "ids": {"trakt": 50}},
        "seasons": [
          {"number": 1, "last_watched_at": "2022-01-01T10:00:00.000Z",
           "episodes": [{"number": 1, "plays": 1}]},
          {"number": 2, "episodes": [{"number": 1, "plays": 2}]}]}]
      """
    let database = try LibraryDatabase.inMemory()
    let summary = try database.importData(watched.utf8Data, format: .trakt, source: "w.json")
    #expect(summary.eventsAdded == 2)
    let times = try database.history(showID: nil, limit: 5, offset: 0).entries.map(\.watchedAt)
    #expect(
      times == [
        Date(timeIntervalSince1970: 1_643_839_200),  // the show's
        Date(timeIntervalSince1970: 1_641_031_200),  // season 1's
      ])
  }

  @Test func aWatchedEpisodeWithNoTimeAnywhereIsALocatedError() throws {
    let watched = """
      [{"show": {"title": "Harbour Lights", "ids": {"trakt": 50}},
        "seasons": [{"number": 1, "episodes": [{"number": 1}]}]}]
      """
    let database = try LibraryDatabase.inMemory()
    let error = #expect(throws: ImportError.self) {
      try database.importData(watched.utf8Data, format: .trakt, source: "w.json")
    }
    #expect(error?.message.contains("no last_watched_at") == true)
    #expect(error?.location?.hasPrefix("item 1") == true)
  }
}

/// Plays and duplicates across an export and an import.
@Suite struct RoundTripTests {
  @Test func playsSurviveARoundTrip() throws {
    let source = try LibraryDatabase.inMemory()
    _ = try source.importData(
      Fixtures.traktWatchedShows.utf8Data, format: .trakt, source: "watched.json")
    let plays = try source.exportHistory()
    let copy = try LibraryDatabase.inMemory()
    let summary = try copy.importData(plays, format: .trakt, source: "export.json")
    #expect(summary.eventsAdded == 3)
    let exported = try #require(
      try JSONSerialization.jsonObject(with: copy.exportHistory()) as? [[String: Any]])
    #expect(exported.map { $0["plays"] as? Int ?? 1 } == [1, 3, 2])
    #expect(try copy.exportHistory() == plays)
  }

  @Test func anEventTheFileRepeatsIsADuplicateInTheFileNotAlreadyImported() throws {
    let database = try LibraryDatabase.inMemory()
    let summary = try database.importData(
      "[\(Fixtures.traktEpisode(id: 1)), \(Fixtures.traktEpisode(id: 2))]".utf8Data,
      format: .trakt, source: "twice.json")
    #expect(summary.eventsAdded == 1)
    #expect(summary.skipped == [ImportSummary.duplicateInFile: 1])
    let again = try database.importData(
      "[\(Fixtures.traktEpisode(id: 3))]".utf8Data, format: .trakt, source: "again.json")
    #expect(again.skipped == [ImportSummary.alreadyImported: 1])
  }
}

/// Episode lists that name no show, attached to the show the user names.
@Suite struct EpisodeListShowTests {
  @Test func aBareEpisodeListIsAttachedToTheShowGiven() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.pixelKitchen.utf8Data, format: .tvmaze, source: "pixel.json")
    let show = try #require(try database.shows(titled: "Pixel Kitchen").first)
    let summary = try database.importData(
      Fixtures.bareEpisodes.utf8Data, format: .tvmaze, source: "eps.json", show: show.id)
    #expect(summary.episodesAdded == 2)
    #expect(try database.episodes(ofShow: show.id).map(\.title).contains("Fog Bank"))
  }
}
