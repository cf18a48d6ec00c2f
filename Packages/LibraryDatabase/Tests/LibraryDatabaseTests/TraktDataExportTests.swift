import Foundation
import Testing

@testable import LibraryDatabase

/// The whole library as one Trakt array (`exportLibrary`), as a data export's files
/// (`exportTraktFiles`), and a data export's folder imported in one transaction
/// (`importTraktDataExport`).
struct TraktDataExportTests {
  /// Harbour Lights with a watch, a rating of the show, of season 1 and of an episode, and a
  /// watchlist of other shows.
  private func ratedLibrary() throws -> LibraryFile {
    let library = try LibraryFile(seedStarterCatalog: false)
    let database = library.database
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    let (show, episodes) = try library.show("Harbour Lights")
    _ = try database.markWatched(
      episodeIDs: [episodes[0].id], at: .milliseconds(86_400_000), source: "test")
    try database.setRating(8, of: .show(show.id), at: .milliseconds(2 * 86_400_000))
    try database.setRating(
      6, of: .season(showID: show.id, number: 1), at: .milliseconds(3 * 86_400_000))
    try database.setRating(9, of: .episode(episodes[1].id), at: .milliseconds(4 * 86_400_000))
    _ = try database.importData(
      Fixtures.traktWatchlist.utf8Data, format: .trakt, source: "watchlist.json")
    return library
  }

  /// What a round trip must keep: the ratings, the watchlist and the history, by title.
  private func kept(_ library: LibraryFile) throws -> [String] {
    let database = library.database
    let (show, episodes) = try library.show("Harbour Lights")
    let ratings = try database.ratings(showID: show.id)
    let byCode = ratings.episodes.map { id, rating in
      let episode = episodes.first { $0.id == id }
      return "S\(episode?.season ?? -1)E\(episode?.number ?? -1) \(rating)"
    }
    return ["show \(ratings.show ?? 0)", "seasons \(ratings.seasons)"] + byCode.sorted()
      + (try database.watchlist().map { "listed \($0.title) \($0.addedAt)" })
      + (try database.history(showID: nil, limit: 100, offset: 0).entries.map {
        "watched \($0.episode.season)x\($0.episode.number ?? -1) \($0.watchedAt)"
      })
  }

  @Test func theLibraryExportImportsBackWholeIntoAnEmptyLibrary() throws {
    let library = try ratedLibrary()
    let export = try library.database.exportLibrary()
    let copy = try LibraryFile(seedStarterCatalog: false)
    let summary = try copy.database.importData(export, format: .trakt, source: "export.json")
    #expect(summary.ratingsChanged == 3)
    #expect(summary.watchlistAdded > 0)
    #expect(summary.eventsAdded == 1)
    #expect(try kept(copy) == kept(library))
    // Again: nothing changes, and the copy exports the same ratings and watchlist.
    #expect(
      try copy.database.importData(export, format: .trakt, source: "export.json")
        .changedSomething == false)
    #expect(try copy.database.exportRatings() == library.database.exportRatings())
    #expect(try copy.database.exportWatchlist() == library.database.exportWatchlist())
  }

  @Test func anExportOfRatingsAndAWatchlistWithNoHistoryImportsBack() throws {
    // The first item is then a rating: the watchlist items after it are still read as such.
    let library = try LibraryFile(seedStarterCatalog: false)
    _ = try library.database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    let (show, _) = try library.show("Harbour Lights")
    try library.database.setRating(5, of: .show(show.id))
    _ = try library.database.importData(
      Fixtures.traktWatchlist.utf8Data, format: .trakt, source: "watchlist.json")
    let copy = try LibraryFile(seedStarterCatalog: false)
    let summary = try copy.database.importData(
      try library.database.exportLibrary(), format: .trakt, source: "export.json")
    #expect(summary.ratingsChanged == 1)
    #expect(try copy.database.watchlist().count == library.database.watchlist().count)
  }

  @Test func theDataExportFilesAreNamedAsTraktNamesThemAndImportBackAsAFolder() throws {
    let library = try ratedLibrary()
    let files = try library.database.exportTraktFiles()
    #expect(
      files.map(\.name) == [
        "watched-history.json", "ratings-shows.json", "ratings-seasons.json",
        "ratings-episodes.json", "lists-watchlist.json",
      ])
    #expect(files[1].data == (try library.database.exportRatings(of: .show)))
    #expect(files[4].data == (try library.database.exportWatchlist()))
    let copy = try LibraryFile(seedStarterCatalog: false)
    // Given in any order, read history first and watchlist last.
    let summaries = try copy.database.importTraktDataExport(files.reversed(), source: "folder")
    #expect(summaries.map(\.name) == files.map(\.name))
    #expect(summaries.map(\.summary.ratingsChanged) == [0, 1, 1, 1, 0])
    #expect(summaries[0].summary.eventsAdded == 1)
    #expect(try kept(copy) == kept(library))
    // One undo step takes the whole folder back.
    #expect(try copy.database.undoableChangeCount() == 1)
    _ = try copy.database.undoLastChange()
    #expect(try copy.count("ratings") == 0)
    #expect(try copy.count("watch_events") == 0)
  }

  @Test func aBadFileInAFolderImportsNothingAndNamesTheFile() throws {
    let library = try ratedLibrary()
    let files = try library.database.exportTraktFiles()
    let bad = files.map { file in
      file.name == "ratings-episodes.json"
        ? (
          name: file.name,
          data: Data(
            #"[{"rated_at": "2022-01-01T00:00:00.000Z", "rating": 12, "type": "show", "show": {"title": "X"}}]"#
              .utf8)
        )
        : file
    }
    let copy = try LibraryFile(seedStarterCatalog: false)
    let error = #expect(throws: ImportError.self) {
      try copy.database.importTraktDataExport(bad, source: "folder")
    }
    #expect(error?.source == "ratings-episodes.json", "\(String(describing: error))")
    #expect(try copy.count("watch_events") == 0)
    #expect(try copy.count("ratings") == 0)
    #expect(try copy.count("shows") == 0)
    #expect(try copy.database.undoableChangeCount() == 0)
    let unknown = #expect(throws: ImportError.self) {
      try copy.database.importTraktDataExport(
        [(name: "comments.json", data: Data("[]".utf8))], source: "folder")
    }
    #expect(unknown?.source == "comments.json")
  }
}
