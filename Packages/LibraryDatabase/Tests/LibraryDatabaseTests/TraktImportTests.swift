import Foundation
import LibraryDatabase
import SQLite
import Testing

@Suite struct TraktImportTests {
  @Test func historyCreatesShowsEpisodesAndEventsAndSkipsMovies() throws {
    let database = try LibraryDatabase.inMemory()
    let summary = try database.importData(
      Fixtures.traktHistory.utf8Data, format: .trakt, source: "history.json")
    #expect(summary.showsAdded == 2)
    #expect(summary.episodesAdded == 3)
    #expect(summary.eventsAdded == 3)
    #expect(summary.skipped == [ImportSummary.movie: 1, ImportSummary.duplicateInFile: 1])
    #expect(try database.counts() == (shows: 2, episodes: 3, watchEvents: 3))
  }

  @Test func historyEventsKeepTheirTimesToTheMillisecond() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(Fixtures.traktHistory.utf8Data, format: .trakt, source: "h.json")
    let newest = try #require(try database.history(showID: nil, limit: 1, offset: 0).entries.first)
    #expect(newest.showTitle == "Quiet Orchard")
    #expect(newest.episode.title == "Episode 7")
    #expect(newest.episode.season == 3)
    #expect(newest.watchedAt == Date(timeIntervalSince1970: 1_610_267_400.25))
    #expect(newest.source == "trakt")
  }

  @Test func historyAttachesToTheCatalogShowByExternalID() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "a.json")
    let summary = try database.importData(
      Fixtures.traktHistory.utf8Data, format: .trakt, source: "h.json")
    #expect(summary.showsAdded == 1)  // only Quiet Orchard
    #expect(summary.episodesAdded == 1)
    let harbour = try #require(try database.shows(titled: "Harbour Lights").first)
    #expect(harbour.externalIDs.trakt == 50)
    #expect(harbour.externalIDs.tvmaze == 9001)
    let watched = try database.episodes(ofShow: harbour.id).filter { $0.lastWatchedAt != nil }
    #expect(watched.map(\.title) == ["Low Tide", "Fog Bank"])
  }

  @Test func showWithoutIDsMatchesByTitleAndYear() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "a.json")
    let noIDs = #"{"trakt": null, "tvdb": null, "imdb": null, "tmdb": null}"#
    let sameYear = "[\(Fixtures.traktEpisode(id: 1, show: "harbour LIGHTS", showIDs: noIDs))]"
    #expect(
      try database.importData(sameYear.utf8Data, format: .trakt, source: "a.json").showsAdded == 0)
    let otherYear =
      "[\(Fixtures.traktEpisode(id: 1, show: "Harbour Lights", year: 1990, showIDs: noIDs))]"
    #expect(
      try database.importData(otherYear.utf8Data, format: .trakt, source: "b.json").showsAdded == 1)
  }

  /// Trakt's rules: one play per history id, and one episode at one moment is one play; the
  /// summary says which rule merged an item.
  @Test func aRepeatedHistoryIDIsOnePlayAndSaysWhyItWasMerged() throws {
    let database = try LibraryDatabase.inMemory()
    let items = [
      Fixtures.traktEpisode(id: 7, watchedAt: "2020-05-01T20:00:00.000Z"),
      // The same history id at another time: the same play listed again, not a second one.
      Fixtures.traktEpisode(id: 7, watchedAt: "2020-05-03T20:00:00.000Z"),
      // Another id, the same episode at the same moment: one play.
      Fixtures.traktEpisode(id: 8, watchedAt: "2020-05-01T20:00:00.000Z"),
      // Another id, the same episode on another day: a second play.
      Fixtures.traktEpisode(id: 9, watchedAt: "2020-05-04T20:00:00.000Z"),
    ]
    let summary = try database.importData(
      "[\(items.joined(separator: ","))]".utf8Data, format: .trakt, source: "history.json")
    #expect(summary.eventsAdded == 2)
    #expect(
      summary.skipped == [ImportSummary.repeatedHistoryID: 1, ImportSummary.duplicateInFile: 1])
    #expect(try database.counts().watchEvents == 2)
  }

  @Test func historyImportIsIdempotent() throws {
    let database = try LibraryDatabase.inMemory()
    let data = Fixtures.traktHistory.utf8Data
    _ = try database.importData(data, format: .trakt, source: "h.json")
    let second = try database.importData(data, format: .trakt, source: "h.json")
    #expect(
      second == ImportSummary(skipped: [ImportSummary.movie: 1, ImportSummary.alreadyImported: 4]))
    #expect(try database.counts() == (shows: 2, episodes: 3, watchEvents: 3))
  }

  @Test func watchedShowsCreateOneEventPerEpisodeWithItsPlays() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("library.sqlite")
    let database = try LibraryDatabase(path: path, seedStarterCatalog: false)
    let summary = try database.importData(
      Fixtures.traktWatchedShows.utf8Data, format: .trakt, source: "watched.json")
    #expect(summary == ImportSummary(showsAdded: 1, episodesAdded: 3, eventsAdded: 3))
    let plays = try Connection(path: path).scalar(
      "SELECT sum(plays) FROM watch_events", as: Int.self)
    #expect(plays == 6)
    let show = try #require(try database.shows(titled: "Harbour Lights").first)
    let episodes = try database.episodes(ofShow: show.id)
    #expect(episodes.map(\.season) == [1, 1, 0])
    #expect(episodes[1].lastWatchedAt == Date(timeIntervalSince1970: 1_643_839_200))
    let again = try database.importData(
      Fixtures.traktWatchedShows.utf8Data, format: .trakt, source: "watched.json")
    #expect(again == ImportSummary(skipped: [ImportSummary.alreadyImported: 3]))
  }

  @Test func seasonListIsRejectedBecauseItNamesNoShow() throws {
    let database = try LibraryDatabase.inMemory()
    let error = try #require(throws: ImportError.self) {
      try database.importData(Fixtures.traktSeasons.utf8Data, format: .trakt, source: "s.json")
    }
    #expect(error.source == "s.json")
    #expect(error.message.contains("season list"))
    #expect(error.message.contains("names no show"))
    #expect(try database.counts() == (shows: 0, episodes: 0, watchEvents: 0))
  }

  /// Found by the fuzzer: a five-digit year parsed as a date that SQLite's date functions (the
  /// watch statistics' days) cannot hold, and the import failed on a database constraint.
  @Test func aDateOutsideYearsOneToNineThousandIsALocatedError() throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    let history = """
      [{"id": 1, "watched_at": "20021-01-10T08:30:00.250Z", "action": "watch", "type": "episode",
        "episode": {"season": 1, "number": 1, "title": "Pilot", "ids": {}},
        "show": {"title": "Harbour Lights", "year": 2015, "ids": {"trakt": 25}}}]
      """
    let error = try #require(throws: ImportError.self) {
      try database.importData(history.utf8Data, format: .trakt, source: "h.json")
    }
    #expect(error.message.contains("expected an ISO 8601 date-time"))
    #expect(error.message.contains("20021-01-10T08:30:00.250Z"))
    #expect(error.location != nil)
    #expect(try database.counts().watchEvents == 0)
  }

  @Test func nullEpisodeTitleAndNullIDsAreNotErrors() throws {
    let database = try LibraryDatabase.inMemory()
    let item = Fixtures.traktEpisode(
      id: 1, year: nil, showIDs: #"{"trakt": null, "tvdb": null}"#, title: nil)
    let summary = try database.importData("[\(item)]".utf8Data, format: .trakt, source: "h.json")
    #expect(summary.eventsAdded == 1)
    let show = try #require(try database.shows(titled: "Harbour Lights").first)
    #expect(show.externalIDs.isEmpty)
    #expect(try database.episodes(ofShow: show.id).first?.title == "Episode 1")
  }

  /// Found by the Trakt fuzzer (Tests/Fuzz): an episode with no number, no title and no ids
  /// was added again, with its watch, on every import of the same file.
  @Test func anEpisodeWithNoNumberTitleOrIdsIsImportedOnce() throws {
    let database = try LibraryDatabase.inMemory()
    let data = Data(
      #"""
      [{"id": 3, "watched_at": "2020-05-02T20:00:00.000Z", "action": "watch", "type": "episode",
        "episode": {"season": 1, "ids": {"trakt": null, "tvdb": null}},
        "show": {"title": "Harbour Lights", "year": 2015, "ids": {"trakt": 50}}}]
      """#.utf8)
    let first = try database.importData(data, format: .trakt, source: "h.json")
    #expect(first.episodesAdded == 1 && first.eventsAdded == 1)
    let second = try database.importData(data, format: .trakt, source: "h.json")
    #expect(second == ImportSummary(skipped: [ImportSummary.alreadyImported: 1]))
    #expect(try database.counts() == (shows: 1, episodes: 1, watchEvents: 1))
  }

  /// Numberless, untitled episodes that have ids are told apart by them, not merged under
  /// the placeholder title.
  @Test func untitledNumberlessEpisodesWithIdsStayApart() throws {
    let database = try LibraryDatabase.inMemory()
    let items = [101, 102].map { tvdb in
      """
      {"id": \(tvdb), "watched_at": "2020-05-02T20:00:00.000Z", "action": "watch",
       "type": "episode", "episode": {"season": 0, "ids": {"tvdb": \(tvdb)}},
       "show": {"title": "Harbour Lights", "year": 2015, "ids": {"trakt": 50}}}
      """
    }
    let data = Data(("[" + items.joined(separator: ",") + "]").utf8)
    _ = try database.importData(data, format: .trakt, source: "h.json")
    _ = try database.importData(data, format: .trakt, source: "h.json")
    #expect(try database.counts() == (shows: 1, episodes: 2, watchEvents: 2))
  }

  /// Found by the Trakt fuzzer (Tests/Fuzz/Regressions/import-trakt): a show with trakt id 50
  /// was matched by title to a show of trakt id 9, then a later item made its own show with id
  /// 50, so importing the file again put the first watch on that one: a watch added again.
  @Test func aShowIsNotMatchedByTitleToAShowWithAnotherID() throws {
    let database = try LibraryDatabase.inMemory()
    let items = [
      Fixtures.traktEpisode(id: 1, year: nil, showIDs: #"{"trakt": 9}"#, number: 1),
      Fixtures.traktEpisode(
        id: 2, year: 2014, showIDs: #"{"trakt": 50}"#, number: 2,
        watchedAt: "2010-05-02T20:00:00.000Z"),
      Fixtures.traktEpisode(id: 3, year: 2015, showIDs: #"{"trakt": 50}"#, number: 2),
    ]
    let data = Data(("[" + items.joined(separator: ",") + "]").utf8)
    let first = try database.importData(data, format: .trakt, source: "h.json")
    #expect(first.showsAdded == 2 && first.eventsAdded == 3)
    let second = try database.importData(data, format: .trakt, source: "h.json")
    #expect(second == ImportSummary(skipped: [ImportSummary.alreadyImported: 3]))
    #expect(try database.counts() == (shows: 2, episodes: 2, watchEvents: 3))
  }

  /// Found by the Trakt fuzzer (Tests/Fuzz/Regressions/import-trakt): a numberless, untitled
  /// episode whose only id belongs to another show's episode is saved without it, so it must be
  /// found again by its placeholder title, or each import adds it again.
  @Test func aNumberlessEpisodeWithAnotherEpisodesIdIsImportedOnce() throws {
    let database = try LibraryDatabase.inMemory()
    let data = Data(
      #"""
      [{"id": 1, "watched_at": "2021-06-02T20:00:00.000Z", "action": "watch", "type": "episode",
        "episode": {"season": 1, "number": 2, "ids": {"tvmaze": 910101}},
        "show": {"title": "Harbour Lights", "year": 2015, "ids": {}}},
       {"id": 2, "watched_at": "2021-06-01T20:00:00.000Z", "action": "watch", "type": "episode",
        "episode": {"season": 1, "ids": {"tvmaze": 910101}},
        "show": {"title": "Quiet Orchard", "year": 2019, "ids": {"tvmaze": 900001}}}]
      """#.utf8)
    _ = try database.importData(data, format: .trakt, source: "h.json")
    let second = try database.importData(data, format: .trakt, source: "h.json")
    #expect(second == ImportSummary(skipped: [ImportSummary.alreadyImported: 2]))
    #expect(try database.counts() == (shows: 2, episodes: 2, watchEvents: 2))
  }

  /// Found by the Trakt fuzzer (Tests/Fuzz/Regressions/import-trakt): an item whose Trakt id
  /// the library did not know matched a show by its TVDB id; a later item naming the show by that
  /// Trakt id alone made a show of its own, so importing the file again put the first item's
  /// episode and watch there too. The Trakt id is now remembered as the show's other id.
  @Test func anIDSeenWithAShowFindsItAgainSoAFileImportsOnce() throws {
    let database = try LibraryDatabase.inMemory()
    let items = [
      Fixtures.traktEpisode(id: 1, showIDs: #"{"trakt": 25, "tvdb": 700001}"#, number: 1),
      Fixtures.traktEpisode(
        id: 2, year: 2014, showIDs: #"{"trakt": 50, "tvdb": 700001}"#, number: 2,
        title: "Fog Bank"),
      Fixtures.traktEpisode(id: 3, year: 2014, showIDs: #"{"trakt": 50}"#, number: 3),
    ]
    let data = Data(("[" + items.joined(separator: ",") + "]").utf8)
    let first = try database.importData(data, format: .trakt, source: "h.json")
    #expect(first.showsAdded == 1 && first.eventsAdded == 3)
    let second = try database.importData(data, format: .trakt, source: "h.json")
    #expect(second == ImportSummary(skipped: [ImportSummary.alreadyImported: 3]))
    #expect(try database.counts() == (shows: 1, episodes: 3, watchEvents: 3))
  }

  /// The other id is kept across imports: a second file naming the show by it alone finds the
  /// show, and the first file imported again adds nothing.
  @Test func anotherFileNamingTheShowByItsOtherIDFindsIt() throws {
    let database = try LibraryDatabase.inMemory()
    func file(_ items: String...) -> Data { Data(("[" + items.joined(separator: ",") + "]").utf8) }
    let first = file(
      Fixtures.traktEpisode(id: 1, showIDs: #"{"trakt": 25, "tvdb": 700001}"#, number: 1),
      Fixtures.traktEpisode(id: 2, showIDs: #"{"trakt": 50, "tvdb": 700001}"#, number: 2))
    let second = file(
      Fixtures.traktEpisode(id: 3, year: 2065, showIDs: #"{"trakt": 50}"#, number: 3))
    _ = try database.importData(first, format: .trakt, source: "a.json")
    let other = try database.importData(second, format: .trakt, source: "b.json")
    #expect(other.showsAdded == 0 && other.eventsAdded == 1)
    let again = try database.importData(first, format: .trakt, source: "a.json")
    #expect(again == ImportSummary(skipped: [ImportSummary.alreadyImported: 2]))
    #expect(try database.counts() == (shows: 1, episodes: 3, watchEvents: 3))
  }
}
