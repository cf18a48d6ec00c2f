import Foundation
import LibraryDatabase
import SQLite
import Testing

/// Imports every real API sample in `shared/data` (see its PROVENANCE.md). The expected
/// numbers were counted from the files themselves (with Python's json module).
@Suite(.enabled(if: SharedData.isAvailable, "needs ../shared/data or $SHOWTRACKER_SHARED_DATA"))
struct SharedDataIntegrationTests {
  private func importFile(
    _ file: String, _ format: ImportFormat, into database: LibraryDatabase
  ) throws -> ImportSummary {
    try database.importData(
      try SharedData.data(file), format: format,
      source: URL(fileURLWithPath: file).lastPathComponent)
  }

  /// What each file must do on an empty library: import with this summary, or fail with a
  /// message containing this text. A file missing here fails ``everyFileHasAnExpectation()``.
  private static let expectations: [String: Result<ImportSummary, ExpectedFailure>] = [
    "tvmaze/show_embed_episodes.json": .success(ImportSummary(showsAdded: 1, episodesAdded: 39)),
    "tvmaze/show.json": .success(ImportSummary(showsAdded: 1)),
    "tvmaze/shows.json": .success(ImportSummary(showsAdded: 240)),
    "tvmaze/search_show.json": .success(ImportSummary(showsAdded: 10)),
    "tvmaze/web-schedule-2025-schema.json": .success(
      ImportSummary(showsAdded: 3, episodesAdded: 3)),
    "tvmaze/episodes.json": .failure(ExpectedFailure("give its show with --show SHOW")),
    "tvmaze/episode.json": .failure(ExpectedFailure("give its show with --show SHOW")),
    "tvmaze/seasons.json": .failure(ExpectedFailure("expected a TVMaze show")),
    "trakt/sync-history-shows.json": .success(
      ImportSummary(
        showsAdded: 1, episodesAdded: 3, eventsAdded: 3,
        skipped: [ImportSummary.duplicateInFile: 22])),
    "trakt/sync-history-mixed.json": .success(
      ImportSummary(showsAdded: 1, episodesAdded: 1, eventsAdded: 1, skipped: ["movie": 2])),
    "trakt/traktkit-sync-history.json": .success(
      ImportSummary(showsAdded: 1, episodesAdded: 1, eventsAdded: 1, skipped: ["movie": 2])),
    "trakt/sync-watched-shows.json": .success(
      ImportSummary(showsAdded: 9, episodesAdded: 41, eventsAdded: 41)),
    "trakt/traktkit-sync-watched-shows.json": .success(
      ImportSummary(showsAdded: 2, episodesAdded: 8, eventsAdded: 8)),
    "trakt/show-1390-seasons-extended-episodes.json": .failure(ExpectedFailure("season list")),
    "trakt/traktkit-seasons-with-episodes.json": .failure(ExpectedFailure("season list")),
    // Ratings of shows, seasons and episodes, through their shows (movies skipped); a
    // watchlist of shows, a season and an episode saving their show (counted once, the second
    // item finds it saved); a collection refused by name.
    "trakt/pahnev-sync-watchlist.json": .success(
      ImportSummary(
        showsAdded: 18, watchlistAdded: 18, skipped: ["movie": 1, "already imported": 1])),
    "trakt/pahnev-sync-ratings.json": .success(
      ImportSummary(showsAdded: 4, episodesAdded: 3, ratingsChanged: 6, skipped: ["movie": 4])),
    "trakt/traktkit-collection_shows.json": .failure(
      ExpectedFailure("a Trakt collection: it lists what you own, not what you watched")),
  ]

  private struct ExpectedFailure: Error {
    var text: String
    init(_ text: String) { self.text = text }
  }

  @Test func everyFileHasAnExpectation() throws {
    #expect(try SharedData.allJSONFiles() == Self.expectations.keys.sorted())
  }

  @Test(arguments: expectations.keys.sorted())
  func eachFileImportsOrFailsAsDocumented(file: String) throws {
    let format: ImportFormat = file.hasPrefix("trakt/") ? .trakt : .tvmaze
    let database = try LibraryDatabase.inMemory()
    switch Self.expectations[file] {
    case .success(let expected)?:
      #expect(try importFile(file, format, into: database) == expected)
      let again = try importFile(file, format, into: database)
      #expect(again.changedSomething == false, "not idempotent")
    case .failure(let failure)?:
      let error = try #require(throws: ImportError.self) {
        try importFile(file, format, into: database)
      }
      #expect(error.source == URL(fileURLWithPath: file).lastPathComponent)
      #expect(error.message.contains(failure.text), "\(error)")
      #expect(try database.counts() == (shows: 0, episodes: 0, watchEvents: 0))
    case nil:
      Issue.record("no expectation for \(file)")
    }
  }

  @Test func underTheDomeHasThirtyNineEpisodesInThreeSeasons() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try importFile("tvmaze/show_embed_episodes.json", .tvmaze, into: database)
    let show = try #require(try database.shows(titled: "Under the Dome").first)
    #expect(show.network == "CBS")
    #expect(show.externalIDs == ExternalIDs(tvmaze: 1, tvdb: 264492, imdb: "tt1553656"))
    #expect(show.summary?.hasPrefix("Under the Dome is the story") == true)
    #expect(show.summary?.contains("<") == false)
    let episodes = try database.episodes(ofShow: show.id)
    #expect(episodes.count == 39)
    #expect(Set(episodes.map(\.season)) == [1, 2, 3])
    #expect(episodes.first?.title == "Pilot")
  }

  @Test func bareEpisodeListMatchesTheEpisodesOfAnImportedShow() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try importFile("tvmaze/show_embed_episodes.json", .tvmaze, into: database)
    let summary = try importFile("tvmaze/episodes.json", .tvmaze, into: database)
    #expect(summary == ImportSummary(skipped: ["already imported": 39]))
    #expect(try database.counts().episodes == 39)
  }

  @Test func showIndexPageFindsCarnivaleWithoutTheAccent() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try importFile("tvmaze/shows.json", .tvmaze, into: database)
    #expect(try database.counts().shows == 240)
    let hits = try database.searchShows(matching: "carnivale", limit: 5)
    #expect(hits.map(\.show.title) == ["Carnivàle"])
    let webShow = try #require(try database.shows(titled: "House of Cards").first)
    #expect(webShow.network == "Netflix")
  }

  @Test func webScheduleOf2025ImportsShowsFromEmbeddedShow() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try importFile("tvmaze/web-schedule-2025-schema.json", .tvmaze, into: database)
    let show = try #require(try database.shows(titled: "The Reluctant Traveler").first)
    #expect(show.webChannel == "Apple TV+")
    #expect(show.network == "Apple TV+")
    let episode = try #require(try database.episodes(ofShow: show.id).first)
    #expect(episode.season == 2 && episode.number == 5 && episode.runtime == nil)
  }

  /// `airstamp` is the air time: Under the Dome's pilot aired 2013-06-24 at 22:00 in New York,
  /// 03:00 UTC the next day. A web episode with an empty `airtime` has only its day.
  @Test func airstampsAreTheEpisodesAirTimesWhenTVMazeGivesATime() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try importFile("tvmaze/show_embed_episodes.json", .tvmaze, into: database)
    let dome = try #require(try database.shows(titled: "Under the Dome").first)
    try database.follow(showID: dome.id)
    let pilot = try #require(
      try database.upcoming(from: "2013-06-24", through: "2013-06-24", limit: 5).first)
    #expect(pilot.episode.title == "Pilot")
    #expect(pilot.airsAt == ISO8601DateFormatter().date(from: "2013-06-25T03:00:00Z"))
    #expect(pilot.tvmazeID == 1)
    _ = try importFile("tvmaze/web-schedule-2025-schema.json", .tvmaze, into: database)
    let web = try #require(try database.shows(titled: "The Reluctant Traveler").first)
    try database.follow(showID: web.id)
    let entry = try #require(
      try database.upcoming(from: "2024-03-15", through: "2024-03-15", limit: 5).first {
        $0.showID == web.id
      })
    #expect(entry.airsAt == nil)
    #expect(entry.tvmazeID == 2_582_386)
  }

  @Test func watchedShowsRecordFortyOneEpisodesAndEightyTwoPlays() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("library.sqlite")
    let database = try LibraryDatabase(path: path, seedStarterCatalog: false)
    _ = try importFile("trakt/sync-watched-shows.json", .trakt, into: database)
    #expect(try database.counts() == (shows: 9, episodes: 41, watchEvents: 41))
    let plays = try Connection(path: path).scalar(
      "SELECT sum(plays) FROM watch_events", as: Int.self)
    #expect(plays == 82)
    let archer = try #require(try database.shows(titled: "Archer").first)
    #expect(try database.episodes(ofShow: archer.id).filter { $0.season == 0 }.count == 4)
  }

  /// Trakt's watched shows hold Archer's season 0: its four watched specials count in none of
  /// My Shows' progress (issue #43, item 1).
  @Test func archersWatchedSpecialsCountInNoProgress() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try importFile("trakt/sync-watched-shows.json", .trakt, into: database)
    let archer = try #require(try database.shows(titled: "Archer").first)
    let regular = try database.episodes(ofShow: archer.id).filter { $0.season > 0 }.count
    let entry = try #require(
      try database.myShows(today: "2026-12-01", filter: .all, order: .title, limit: 50).first {
        $0.showID == archer.id
      })
    #expect(entry.watched == regular)
    #expect(entry.aired == regular)
  }

  @Test func historyThenWatchedShowsShareTheParksAndRecreationShow() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try importFile("trakt/sync-history-shows.json", .trakt, into: database)
    let summary = try importFile("trakt/sync-watched-shows.json", .trakt, into: database)
    #expect(summary.showsAdded == 8)  // Parks and Recreation matched by its TVDB id
    #expect(try database.shows(titled: "Parks and Recreation").count == 1)
  }

  @Test func traktHistoryAttachesToTheStarterCatalog() throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    let before = try database.counts().shows
    let summary = try importFile("trakt/traktkit-sync-watched-shows.json", .trakt, into: database)
    #expect(summary.showsAdded == 1)  // Breaking Bad is in the catalog; Parks is not
    #expect(summary.episodesAdded == 4)
    #expect(try database.counts().shows == before + 1)
  }

  @Test func everyTraktSampleRoundTripsThroughExport() throws {
    let original = try LibraryDatabase.inMemory()
    for file in [
      "trakt/sync-history-shows.json", "trakt/sync-history-mixed.json",
      "trakt/sync-watched-shows.json", "trakt/traktkit-sync-history.json",
      "trakt/traktkit-sync-watched-shows.json",
    ] {
      _ = try importFile(file, .trakt, into: original)
    }
    let export = try original.exportHistory()
    let copy = try LibraryDatabase.inMemory()
    _ = try copy.importData(export, format: .trakt, source: "export.json")
    let originalHistory = try original.history(showID: nil, limit: 500, offset: 0)
    let copyHistory = try copy.history(showID: nil, limit: 500, offset: 0)
    #expect(copyHistory.totalCount == originalHistory.totalCount)
    #expect(
      copyHistory.entries.map {
        "\($0.showTitle) \($0.episode.season)x\($0.episode.number ?? -1) \($0.watchedAt)"
      }
        == originalHistory.entries.map {
          "\($0.showTitle) \($0.episode.season)x\($0.episode.number ?? -1) \($0.watchedAt)"
        })
    let again = try original.importData(export, format: .trakt, source: "export.json")
    #expect(again.eventsAdded == 0 && again.showsAdded == 0 && again.episodesAdded == 0)
  }
}
