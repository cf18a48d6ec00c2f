import Foundation
import Testing

@testable import LibraryDatabase

/// TV Time's data export (issue #42): its CSV files, in the project's own small fixtures, on the
/// starter catalog (Breaking Bad is TheTVDB 81189, first aired 2008).
struct TVTimeImportTests {
  /// The 2024 tracking log: watches by TheTVDB id (one with its numbers in `s_no`/`ep_no`), a
  /// rewatch, a follow, a movie, a statistics row, and a show the library lacks.
  static let trackingV2 = """
    key,series_name,s_id,season_number,episode_number,s_no,ep_no,ep_id,created_at,rewatch_count,\
    is_followed,is_archived,movie_name
    watch-episode-1,Breaking Bad,81189,1,1,,,349232,2021-03-01 20:00:00,0,,,
    watch-episode-2,Breaking Bad,81189,,,1,2,349235,2021-03-02 20:00:00,0,,,
    rewatch-episode-3,Breaking Bad,81189,1,1,,,349232,2023-05-01T21:00:00Z,2,,,
    user-series-4,Breaking Bad,81189,,,,,,2021-03-01 19:00:00,,1,0,
    user-series-9,Game of Thrones,121361,,,,,,2021-03-01 19:00:00,,1,0,
    watch-movie-5,,,,,,,,2022-01-01 10:00:00,,,,Heat
    tracking-stats-6,,,,,,,,2022-01-01 10:00:00,,,,
    watch-episode-7,Lost,73739,1,1,,,127131,2020-01-01 10:00:00,0,,,
    watch-episode-8,Lost,73739,1,2,,,127132,2020-01-02 10:00:00,0,,,
    watch-episode-10,Breaking Bad,0,1,3,,,0,2021-03-03 20:00:00,0,,,

    """

  /// Watches by show name only: CRLF, a byte order mark, a quoted title with a comma, a
  /// year-suffixed title.
  static let seenEpisodes =
    "\u{FEFF}episode_number,episode_id,created_at,tv_show_name,episode_season_number\r\n"
    + "3,349236,2019-04-26 13:23:11,Breaking Bad (2008),1\r\n"
    + "4,349237,2019-04-26 13:23:11 +0000 UTC,breaking bad,1\r\n"
    + "1,1,2019-04-26 13:23:11,\"Love, Death & Robots\",1\r\n"
    + "1,2,2019-04-26 13:23:11,Breaking Bad (1999),1\r\n"

  static let followed = """
    archived,tv_show_name,tv_show_id,created_at
    1,Chernobyl,360893,2020-07-04 14:41:53
    0,Shōgun,389020,2024-03-01 10:00:00

    """

  private func importCSV(
    _ text: String, into library: LibraryFile, source: String = "tracking-prod-records-v2.csv",
    format: ImportFormat = .tvtime
  ) throws -> ImportSummary {
    try library.database.importData(Data(text.utf8), format: format, source: source)
  }

  private func breakingBadEpisode(_ season: Int, _ number: Int, in library: LibraryFile) throws
    -> Int64
  {
    let (_, episodes) = try library.show("Breaking Bad")
    return try #require(episodes.first { $0.season == season && $0.number == number }).id
  }

  @Test func theTrackingLogImportsWatchesRewatchesAndFollowsAndListsWhatItLacks() throws {
    let library = try LibraryFile()
    let summary = try importCSV(Self.trackingV2, into: library)
    // The last watch's ids are 0, TV Time's unknown: it is matched by its title.
    #expect(summary.eventsAdded == 4)
    #expect(summary.followsAdded == 1)
    #expect(summary.showsAdded == 0 && summary.episodesAdded == 0)
    #expect(summary.unmatched == ["Lost": 2])
    // Breaking Bad is followed by its watches already; Game of Thrones by its follow.
    #expect(
      summary.skipped == [
        ImportSummary.movie: 1, ImportSummary.statistics: 1, ImportSummary.alreadyImported: 1,
      ])
    let pilot = try breakingBadEpisode(1, 1, in: library)
    let pilotPlays = try library.raw.scalar(
      "SELECT sum(plays) FROM watch_events WHERE episode_id = ?", [pilot], as: Int.self)
    // The first watch and two rewatches.
    #expect(pilotPlays == 3)
    #expect(
      try library.events(of: pilot).map(\.milliseconds) == [1_614_628_800_000, 1_682_974_800_000])
    #expect(try library.events(of: pilot).allSatisfy { $0.source == "tvtime" })
    #expect(try library.events(of: try breakingBadEpisode(1, 2, in: library)).count == 1)
    try library.expectKeptCountsAreRight()
  }

  @Test func importingTheSameFileAgainAddsNothingAndOneUndoTakesItAllBack() throws {
    let library = try LibraryFile()
    let before = try library.count("watch_events")
    _ = try importCSV(Self.trackingV2, into: library)
    let again = try importCSV(Self.trackingV2, into: library)
    #expect(again.eventsAdded == 0 && again.followsAdded == 0)
    #expect(!again.changedSomething)
    #expect(again.skipped[ImportSummary.alreadyImported] == 6)
    #expect(try library.database.undoableChangeCount() == 1)
    _ = try library.database.undoLastChange()
    #expect(try library.count("watch_events") == before)
    #expect(try library.count("followed_shows") == 0)
  }

  @Test func aDryRunSaysWhatTheImportWouldDoAndWritesNothing() throws {
    let library = try LibraryFile()
    let events = try library.count("watch_events")
    let dry = try library.database.importData(
      Data(Self.trackingV2.utf8), format: .tvtime, source: "tracking-prod-records-v2.csv",
      dryRun: true)
    #expect(try library.count("watch_events") == events)
    #expect(try library.count("followed_shows") == 0)
    #expect(try library.database.undoableChangeCount() == 0)
    // What it said is what the import then does.
    let real = try importCSV(Self.trackingV2, into: library)
    #expect(dry == real)
    let folder = try library.database.importFolder(
      [(name: "followed_tv_show.csv", data: Data(Self.followed.utf8))], format: .tvtime,
      source: "export", dryRun: true)
    #expect(folder.map(\.summary.followsAdded) == [1])
    #expect(try library.database.undoableChangeCount() == 1)
  }

  @Test func aNewerPlayInTheLibraryStays() throws {
    let library = try LibraryFile()
    let pilot = try breakingBadEpisode(1, 1, in: library)
    let later = Date(timeIntervalSince1970: 1_800_000_000)
    _ = try library.database.markWatched(episodeIDs: [pilot], at: later, source: "test")
    _ = try importCSV(Self.trackingV2, into: library)
    let times = try library.events(of: pilot).map(\.milliseconds)
    #expect(times.last == 1_800_000_000_000)
    #expect(times.count == 3)
  }

  @Test func showsAreMatchedByTitleAndYearAndNeverGuessed() throws {
    let library = try LibraryFile()
    let summary = try importCSV(Self.seenEpisodes, into: library, source: "seen_episode_source.csv")
    #expect(summary.eventsAdded == 2)
    #expect(summary.unmatched == ["Love, Death & Robots": 1, "Breaking Bad (1999)": 1])
    #expect(try library.count("shows") == 13)
  }

  @Test func followsBecomeFollowsAndUnmatchedFollowsAreListed() throws {
    let library = try LibraryFile()
    let summary = try importCSV(Self.followed, into: library, source: "followed_tv_show.csv")
    #expect(summary.followsAdded == 1)
    #expect(summary.unmatched == ["Shōgun": 0])
    #expect(summary.changedSomething)
  }

  @Test func aFolderIsOneImportAndOneUndoStep() throws {
    let library = try LibraryFile()
    let summaries = try library.database.importFolder(
      [
        (name: "seen_episode_source.csv", data: Data(Self.seenEpisodes.utf8)),
        (name: "tracking-prod-records-v2.csv", data: Data(Self.trackingV2.utf8)),
        (name: "followed_tv_show.csv", data: Data(Self.followed.utf8)),
      ], format: .tvtime, source: "tvtime-export")
    #expect(
      summaries.map(\.name)
        == ["followed_tv_show.csv", "tracking-prod-records-v2.csv", "seen_episode_source.csv"])
    #expect(summaries.map(\.summary.eventsAdded) == [0, 4, 2])
    #expect(try library.database.undoableChangeCount() == 1)
  }

  @Test func aBrokenRowImportsNothingAndNamesItsLine() throws {
    let library = try LibraryFile()
    let broken =
      "tv_show_name,episode_season_number,episode_number,created_at\n"
      + "Breaking Bad,1,1,2019-04-26 13:23:11\n" + "Breaking Bad,1,,2019-04-26 13:23:11\n"
    let error = #expect(throws: ImportError.self) {
      try importCSV(broken, into: library, source: "seen_episode_source.csv")
    }
    #expect(
      error?.description == "seen_episode_source.csv: line 3: no episode number (episode_number)")
    let badTime =
      "tv_show_name,episode_season_number,episode_number,created_at\n"
      + "Breaking Bad,1,1,yesterday\n"
    let timeError = #expect(throws: ImportError.self) {
      try importCSV(badTime, into: library, source: "seen_episode_source.csv")
    }
    #expect(timeError?.location == "line 2")
    #expect(try library.count("watch_events") == 0)
    #expect(try library.database.undoableChangeCount() == 0)
  }

  @Test func aTVTimeFileGivenAsAnotherFormatIsNamedForWhatItIs() throws {
    let library = try LibraryFile()
    for format in [ImportFormat.trakt, .tvmaze] {
      let error = #expect(throws: ImportError.self) {
        try importCSV(
          Self.followed, into: library, source: "export/followed_tv_show.csv", format: format)
      }
      #expect(
        error?.message
          == "this is a file of a TV Time export, not \(format.title) data; import it with "
          + "`import tvtime`")
      // A file renamed is told by its header.
      let renamed = #expect(throws: ImportError.self) {
        try importCSV(Self.trackingV2, into: library, source: "mine.csv", format: format)
      }
      #expect(renamed?.message.contains("import it with `import tvtime`") == true)
    }
  }

  @Test func anExportOfIdsOnlyIsRefusedSayingWhy() throws {
    let library = try LibraryFile()
    let ids =
      "tweet_id,user_id,episode_id,created_at,updated_at,fb_action_id\n"
      + ",1,349232,2017-05-02 21:24:51 +0000 UTC,2017-05-02 21:24:51 +0000 UTC,\n"
    let error = #expect(throws: ImportError.self) {
      try importCSV(ids, into: library, source: "seen_episode.csv")
    }
    #expect(error?.message.contains("TheTVDB ids only") == true)
  }

  @Test func everyTimeFormOfTheExportsReads() {
    let moment: Int64 = 1_614_628_800_000
    for text in [
      "2021-03-01 20:00:00", "2021-03-01T20:00:00Z", "2021-03-01 20:00:00 +0000 UTC",
      "2021-03-01T20:00:00.000Z", "2021-03-01 21:00:00 +0100", "1614628800",
    ] {
      #expect(TVTimeImporter.milliseconds(text) == moment, "\(text)")
    }
    #expect(TVTimeImporter.milliseconds("2021") == nil)
    #expect(TVTimeImporter.milliseconds("yesterday") == nil)
  }

  // MARK: - Shows found on TVMaze, saved first

  /// Every row of the tables an import writes, as text: what "undo restores exactly" compares.
  private func contents(_ library: LibraryFile) throws -> [String] {
    try ["shows", "episodes", "watch_events", "followed_shows", "tvmaze_sync"].flatMap { table in
      try library.raw.query("SELECT * FROM \(table) ORDER BY 1").map { row in
        table + ": " + row.values.map { String(describing: $0) }.joined(separator: "|")
      }
    }
  }

  @Test func anUnmatchedShowIsListedWithItsTheTVDBIDTitleAndYear() throws {
    let library = try LibraryFile()
    let summary = try importCSV(Self.trackingV2, into: library)
    #expect(
      summary.unmatchedShows == ["Lost": ImportSummary.UnmatchedShow(tvdb: 73739, title: "Lost")])
    let seen = try importCSV(Self.seenEpisodes, into: library, source: "seen_episode_source.csv")
    #expect(
      seen.unmatchedShows["Breaking Bad (1999)"]
        == ImportSummary.UnmatchedShow(title: "Breaking Bad", year: 1999))
  }

  @Test func aShowFoundOnTVMazeIsSavedFirstAndTheFilesRowsOfItsNamesAreItsInOneUndoStep()
    throws
  {
    let library = try LibraryFile()
    let before = try contents(library)
    let file =
      "tv_show_name,episode_season_number,episode_number,created_at\n"
      + "Harbour Lights (TV Time's name),1,1,2021-03-01 20:00:00\n"
      + "Harbour Lights (TV Time's name),1,2,2021-03-02 20:00:00\n"
      + "Breaking Bad,1,1,2021-03-03 20:00:00\n"
    let show = PrefetchedShow(
      body: Data(Fixtures.harbourLightsWithEpisodes.utf8), source: "TVMaze show 9001",
      updated: 1_700_000_000, fetchedAt: Date(timeIntervalSince1970: 1_800_000_000),
      names: ["Harbour Lights (TV Time's name)"])
    let dry = try library.database.importData(
      Data(file.utf8), format: .tvtime, source: "seen_episode_source.csv", dryRun: true,
      saving: [show])
    #expect(try contents(library) == before)
    let summary = try library.database.importData(
      Data(file.utf8), format: .tvtime, source: "seen_episode_source.csv", saving: [show])
    #expect(dry == summary)
    #expect(summary.showsAdded == 1 && summary.episodesAdded == 4)
    #expect(summary.eventsAdded == 3)
    #expect(summary.unmatched.isEmpty)
    let (saved, episodes) = try library.show("Harbour Lights")
    #expect(saved.externalIDs.tvdb == 700001)
    #expect(try library.events(of: try #require(episodes.first { $0.number == 2 }).id).count == 1)
    #expect(try library.database.undoableChangeCount() == 1)
    _ = try library.database.undoLastChange()
    #expect(try contents(library) == before)
  }

  @Test func aFolderSavesTheShowsFirstAndCountsThemApart() throws {
    let library = try LibraryFile()
    let show = PrefetchedShow(
      body: Data(Fixtures.harbourLightsWithEpisodes.utf8), source: "TVMaze show 9001",
      updated: nil, fetchedAt: Date(timeIntervalSince1970: 1_800_000_000), names: ["Shōgun"])
    let imported = try library.database.importFolder(
      [(name: "followed_tv_show.csv", data: Data(Self.followed.utf8))], format: .tvtime,
      source: "tvtime-export", saving: [show])
    #expect(imported.shows.showsAdded == 1 && imported.shows.episodesAdded == 4)
    #expect(imported.files.map(\.summary.followsAdded) == [2])
    #expect(imported.files.map(\.summary.showsAdded) == [0])
    #expect(imported.files.allSatisfy { $0.summary.unmatched.isEmpty })
    #expect(try library.database.undoableChangeCount() == 1)
  }

  @Test func aShowThatIsNotATVMazeShowImportsNothing() throws {
    let library = try LibraryFile()
    let show = PrefetchedShow(
      body: Data("{\"id\": 1}".utf8), source: "TVMaze show 1", updated: nil,
      fetchedAt: Date(), names: ["Lost"])
    #expect(throws: ImportError.self) {
      try library.database.importData(
        Data(Self.trackingV2.utf8), format: .tvtime, source: "tracking-prod-records-v2.csv",
        saving: [show])
    }
    #expect(try library.count("watch_events") == 0)
    #expect(try library.database.undoableChangeCount() == 0)
  }
}

/// The real TV Time files in `shared/data/tvtime` (see its provenance file), each imported on
/// the starter catalog. The numbers were counted from the files with Python's csv module.
@Suite(.enabled(if: SharedData.isAvailable, "needs ../shared/data or $SHOWTRACKER_SHARED_DATA"))
struct TVTimeSharedDataTests {
  private func importFile(_ name: String) throws -> (ImportSummary, LibraryFile) {
    let library = try LibraryFile()
    let summary = try library.database.importData(
      try SharedData.data("tvtime/" + name), format: .tvtime, source: name)
    return (summary, library)
  }

  @Test func theFollowedShowsOf2024() throws {
    let (summary, _) = try importFile("samindika-2024-followed_tv_show.csv")
    #expect(summary.followsAdded == 6)
    // 58 rows of 57 names: two shows are called Prison Break (TheTVDB 75340 and 360115).
    #expect(summary.unmatched.count == 57)
    #expect(summary.unmatched.values.allSatisfy { $0 == 0 })
  }

  @Test func theTrackingLogOf2024CountsItsMoviesAndListsItsShows() throws {
    let (summary, _) = try importFile("samindika-2024-tracking-prod-records-v1.csv")
    #expect(summary.eventsAdded == 0)
    #expect(summary.skipped == [ImportSummary.movie: 456, ImportSummary.statistics: 21])
    #expect(summary.unmatched.count == 9)
    #expect(summary.unmatched.values.reduce(0, +) == 61)
    #expect(summary.unmatched["A Teacher"] == 10)
    // A watch whose row names no show is listed by its TheTVDB id.
    #expect(summary.unmatched["TheTVDB 362299"] == 4)
  }

  @Test func theFollowedShowsOf2026WithTheirColumnsInAnotherOrder() throws {
    let (summary, _) = try importFile("watchnook-2026-followed_tv_show.csv")
    #expect(summary.followsAdded == 3)
    #expect(summary.unmatched.count == 20)
    #expect(summary.unmatched["Love, Death & Robots"] == 0)
  }

  @Test func theShowDataOf2026() throws {
    let (summary, _) = try importFile("watchnook-2026-user_tv_show_data.csv")
    #expect(summary.followsAdded == 3)
    #expect(summary.skipped == [ImportSummary.notFollowed: 2])
    #expect(summary.unmatched.count == 18)
  }

  @Test func theWatchesByShowNameOf2026() throws {
    let (summary, library) = try importFile("watchnook-2026-seen_episode_source.csv")
    #expect(summary.eventsAdded == 4)
    // Chernobyl's "episode 0" of season 1.
    #expect(summary.skipped == [ImportSummary.episodeNotInLibrary: 1])
    #expect(summary.unmatched.count == 8)
    #expect(summary.unmatched.values.reduce(0, +) == 301)
    #expect(summary.unmatched["Marvel's Agents of S.H.I.E.L.D."] == 106)
    let again = try library.database.importData(
      try SharedData.data("tvtime/watchnook-2026-seen_episode_source.csv"), format: .tvtime,
      source: "seen_episode_source.csv")
    #expect(again.eventsAdded == 0)
  }

}
