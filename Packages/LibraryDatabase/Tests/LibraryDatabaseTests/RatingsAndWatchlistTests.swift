import Foundation
import SQLite
import Testing

@testable import LibraryDatabase

struct RatingsAndWatchlistTests {
  private func harbour() throws -> (LibraryFile, ShowRecord, [EpisodeRecord]) {
    let library = try LibraryFile(seedStarterCatalog: false)
    _ = try library.database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    let (show, episodes) = try library.show("Harbour Lights")
    return (library, show, episodes)
  }

  /// A Trakt data export's custom list has the watchlist's items; imported alone it went onto
  /// the watchlist (issue #43, item 8). It is refused by its name, and nothing is imported.
  @Test func aCustomListOfTheDataExportIsRefusedByName() throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    let before = try database.counts()
    for source in [
      "lists-favorites.json", "export/lists-list-1234-to-watch.json", "/tmp/x/lists-list-9.json",
    ] {
      let error = try #require(throws: ImportError.self) {
        try database.importData(Fixtures.traktWatchlist.utf8Data, format: .trakt, source: source)
      }
      #expect(error.source == source)
      let name = String(source.split(separator: "/").last!)
      #expect(error.message.contains("this is a Trakt custom list (\(name)), not your watchlist"))
    }
    #expect(try database.watchlist().isEmpty)
    #expect(try database.counts() == before)
    // The watchlist's own file, by its export name, is the watchlist.
    _ = try database.importData(
      Fixtures.traktWatchlist.utf8Data, format: .trakt, source: "export/lists-watchlist.json")
    #expect(try database.watchlist().count == 2)
  }

  @Test func ratingsOfAShowASeasonAndAnEpisodeAreKeptChangedAndCleared() throws {
    let (library, show, episodes) = try harbour()
    let database = library.database
    #expect(try database.setRating(8, of: .show(show.id)))
    #expect(try database.setRating(7, of: .season(showID: show.id, number: 2)))
    #expect(try database.setRating(10, of: .episode(episodes[0].id)))
    #expect(try database.setRating(10, of: .episode(episodes[0].id)) == false)
    #expect(
      try database.ratings(showID: show.id)
        == ShowRatings(show: 8, seasons: [2: 7], episodes: [episodes[0].id: 10]))
    #expect(try database.setRating(4, of: .show(show.id)))
    #expect(try database.setRating(nil, of: .season(showID: show.id, number: 2)))
    #expect(try database.setRating(nil, of: .season(showID: show.id, number: 2)) == false)
    #expect(
      try database.ratings(showID: show.id)
        == ShowRatings(show: 4, episodes: [episodes[0].id: 10]))
    #expect(try library.count("ratings") == 2)
  }

  @Test func aBadRatingTargetOrValueIsOneErrorAndChangesNothing() throws {
    let (library, show, _) = try harbour()
    let database = library.database
    #expect(throws: LibraryDatabaseError.ratingOutOfRange(11)) {
      try database.setRating(11, of: .show(show.id))
    }
    #expect(throws: LibraryDatabaseError.ratingOutOfRange(0)) {
      try database.setRating(0, of: .show(show.id))
    }
    #expect(throws: LibraryDatabaseError.unknownSeason(showID: show.id, season: 7)) {
      try database.setRating(5, of: .season(showID: show.id, number: 7))
    }
    #expect(throws: LibraryDatabaseError.unknownEpisode(999_999)) {
      try database.setRating(5, of: .episode(999_999))
    }
    #expect(LibraryDatabaseError.ratingOutOfRange(11).description == "a rating is 1 to 10, not 11")
    #expect(try library.count("ratings") == 0)
    #expect(try database.undoableChangeCount() == 1)  // the import only
  }

  @Test func ratingAndClearingAreUndoStepsThatPutBackTheRatingExactly() throws {
    let (library, show, _) = try harbour()
    let database = library.database
    try database.setRating(8, of: .show(show.id), at: .milliseconds(1 * 86_400_000))
    try database.setRating(3, of: .show(show.id), at: .milliseconds(2 * 86_400_000))
    try database.setRating(nil, of: .show(show.id))
    let rowBefore = { () throws -> String? in
      try library.raw.scalar("SELECT json_array(rating, rated_at) FROM ratings", as: String.self)
    }
    #expect(try database.undoLastChange()?.kind == .unrated)
    #expect(try rowBefore() == "[3,172800000]")
    #expect(try database.undoLastChange()?.kind == .rated)
    #expect(try rowBefore() == "[8,86400000]")
    #expect(try database.undoLastChange()?.showTitle == "Harbour Lights")
    #expect(try rowBefore() == nil)
    try database.redoLastUndoneChange()
    #expect(try rowBefore() == "[8,86400000]")
  }

  @Test func theWatchlistKeepsShowsUntilTheFirstWatchAndIsUndoneExactly() throws {
    let (library, show, episodes) = try harbour()
    let database = library.database
    #expect(try database.setWatchlisted(true, showID: show.id, at: .milliseconds(3 * 86_400_000)))
    #expect(try database.setWatchlisted(true, showID: show.id) == false)
    let entry = try #require(try database.watchlist().first)
    #expect(entry.title == "Harbour Lights" && entry.year == 2015 && entry.episodes == 4)
    #expect(entry.network == "Coastline TV" && entry.addedAt == .milliseconds(3 * 86_400_000))
    try database.markWatched(episodeIDs: [episodes[0].id], at: Date(), source: "test")
    #expect(try database.isWatchlisted(showID: show.id) == false)
    // The watch and the show leaving the watchlist are one step.
    #expect(try database.undoLastChange()?.kind == .watched)
    #expect(try database.isWatchlisted(showID: show.id))
    #expect(try database.setWatchlisted(false, showID: show.id))
    #expect(try database.watchlist().isEmpty)
    #expect(try database.undoLastChange()?.kind == .unwatchlisted)
    #expect(try database.watchlist().map(\.addedAt) == [.milliseconds(3 * 86_400_000)])
    #expect(throws: LibraryDatabaseError.unknownShow(424_242)) {
      try database.setWatchlisted(true, showID: 424_242)
    }
  }

  @Test func traktRatingsAreImportedThroughTheirShowsAndAgainChangeNothing() throws {
    let (library, show, episodes) = try harbour()
    let database = library.database
    let summary = try database.importData(
      Fixtures.traktRatings.utf8Data, format: .trakt, source: "ratings.json")
    #expect(summary.ratingsChanged == 4)
    #expect(summary.skipped["movie"] == 1)
    #expect(summary.showsAdded == 1 && summary.episodesAdded == 1)  // Quiet Orchard's
    let fogBank = try #require(episodes.first { $0.title == "Fog Bank" })
    #expect(
      try database.ratings(showID: show.id)
        == ShowRatings(show: 9, seasons: [2: 6], episodes: [fogBank.id: 10]))
    let again = try database.importData(
      Fixtures.traktRatings.utf8Data, format: .trakt, source: "ratings.json")
    #expect(again.changedSomething == false)
    #expect(try database.undoableChangeCount() == 2)
    try database.undoLastChange()
    try database.undoLastChange()
    #expect(try library.count("ratings") == 0)
  }

  @Test func aTraktWatchlistSavesAShowTheLibraryLacksByItsIdsAndTitle() throws {
    let (library, show, _) = try harbour()
    let database = library.database
    let summary = try database.importData(
      Fixtures.traktWatchlist.utf8Data, format: .trakt, source: "watchlist.json")
    #expect(summary.watchlistAdded == 2 && summary.showsAdded == 1)
    #expect(summary.skipped == ["movie": 1])
    #expect(try database.watchlist().map(\.title) == ["Harbour Lights", "Velvet Static"])
    let velvet = try #require(try database.shows(titled: "Velvet Static").first)
    #expect(
      velvet.externalIDs.trakt == 90 && velvet.externalIDs.tvdb == 700090
        && velvet.externalIDs.imdb == "tt9000090")
    #expect(try database.episodes(ofShow: velvet.id).isEmpty)
    #expect(try database.isWatchlisted(showID: show.id))
    // Not followed: a show to start is not one the user is watching.
    #expect(try database.isFollowed(showID: velvet.id) == false)
  }

  @Test func ratingsAndTheWatchlistSurviveAnExportAndAnImportIntoAnEmptyLibrary() throws {
    let (library, show, episodes) = try harbour()
    let database = library.database
    try database.setRating(8, of: .show(show.id), at: .milliseconds(1 * 86_400_000))
    try database.setRating(
      6, of: .season(showID: show.id, number: 1), at: .milliseconds(2 * 86_400_000))
    try database.setRating(9, of: .episode(episodes[1].id), at: .milliseconds(3 * 86_400_000))
    _ = try database.importData(
      Fixtures.traktWatchlist.utf8Data, format: .trakt, source: "watchlist.json")
    let ratings = try database.exportRatings()
    let watchlist = try database.exportWatchlist()

    let copy = try LibraryFile(seedStarterCatalog: false)
    _ = try copy.database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    _ = try copy.database.importData(watchlist, format: .trakt, source: "lists-watchlist.json")
    _ = try copy.database.importData(ratings, format: .trakt, source: "ratings.json")
    let (copied, copiedEpisodes) = try copy.show("Harbour Lights")
    #expect(
      try copy.database.ratings(showID: copied.id)
        == ShowRatings(show: 8, seasons: [1: 6], episodes: [copiedEpisodes[1].id: 9]))
    let listed = { (database: LibraryDatabase) in
      try database.watchlist().map { "\($0.title) \($0.year ?? 0) \($0.addedAt)" }
    }
    #expect(try listed(copy.database) == listed(database))
    // The same files again, and the data export's three ratings files, change nothing.
    for kind in RatingKind.allCases {
      let part = try database.exportRatings(of: kind)
      #expect(
        try copy.database.importData(part, format: .trakt, source: "ratings-\(kind).json")
          .changedSomething == false)
    }
    #expect(try copy.database.exportRatings() == ratings)
    #expect(try copy.database.exportWatchlist() == watchlist)
  }

  @Test func aLibraryAtVersion13KeepsItsUndoJournalThroughTheUpgrade() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("old.sqlite")
    do {
      let old = try Connection(path: path)
      try old.setForeignKeys(true)
      _ = try Migrator.migrate(old, upTo: 13)
      try old.run(
        "INSERT INTO shows (id, title) VALUES (1, 'Old Show')")
      try old.run(
        """
        INSERT INTO journal_changes (id, kind, made_at) VALUES (7, 'followed', 1);
        """)
      try old.run("INSERT INTO followed_shows (show_id, active_at) VALUES (1, 1)")
      try old.run(
        "INSERT INTO journal_rows (change_id, table_name, old, new) VALUES (7, 'followed_shows', NULL, '[1,1]')"
      )
      try old.run("DELETE FROM journal_changes WHERE id = 7")
      try old.run("INSERT INTO journal_changes (id, kind, made_at) VALUES (5, 'followed', 1)")
      try old.run(
        "INSERT INTO journal_rows (change_id, table_name, old, new) VALUES (5, 'followed_shows', NULL, '[1,1]')"
      )
    }
    let database = try LibraryDatabase(path: path)
    #expect(try database.undoableChangeCount() == 1)
    // A change id is never reused: the next is above the 7 the old journal had handed out.
    try database.setWatchlisted(true, showID: 1)
    #expect(try database.lastChange()?.id == 8)
    try database.undoLastChange()
    #expect(try database.undoLastChange()?.kind == .followed)
    #expect(try database.isFollowed(showID: 1) == false)
  }
}
