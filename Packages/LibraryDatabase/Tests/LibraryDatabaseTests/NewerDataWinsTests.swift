import Foundation
import LibraryDatabase
import Testing

/// TVMaze's `updated` versions a show and its episodes: an import or a refresh never replaces
/// them with data older than what the library holds, and the summary says what it kept.
struct NewerDataWinsTests {
  /// Harbour Lights as TVMaze had it at `updated`, in `status`, its pilot called `pilot`.
  static func harbour(updated: Int, status: String, pilot: String = "Low Tide") -> String {
    Fixtures.harbourLightsWithEpisodes
      .replacingOccurrences(
        of: #""status": "Ended""#, with: #""status": "\#(status)", "updated": \#(updated)"#
      )
      .replacingOccurrences(of: #""name": "Low Tide""#, with: #""name": "\#(pilot)""#)
  }

  @Test func anOlderFileKeepsTheNewerShowAndEpisodes() throws {
    let library = try LibraryFile(seedStarterCatalog: false)
    _ = try library.database.importData(
      Self.harbour(updated: 2_000, status: "Ended").utf8Data, format: .tvmaze, source: "new.json")
    let summary = try library.database.importData(
      Self.harbour(updated: 1_000, status: "Running", pilot: "Old Title").utf8Data,
      format: .tvmaze, source: "old.json")
    let (show, episodes) = try library.show("Harbour Lights")
    #expect(show.status == "Ended")
    #expect(episodes.first?.title == "Low Tide")
    #expect(summary.showsUpdated == 0 && summary.episodesUpdated == 0)
    #expect(summary.skipped[ImportSummary.olderThanLibrary] == 5)  // the show and its 4 episodes
    // Nothing changed, so nothing to undo.
    #expect(try library.database.lastChange()?.kind == .imported(source: "new.json"))

    // A newer one replaces it.
    _ = try library.database.importData(
      Self.harbour(updated: 3_000, status: "Running", pilot: "New Title").utf8Data,
      format: .tvmaze, source: "newer.json")
    let (renewed, renewedEpisodes) = try library.show("Harbour Lights")
    #expect(renewed.status == "Running")
    #expect(renewedEpisodes.first?.title == "New Title")
  }

  @Test func anOlderFetchKeepsTheNewerShowAndItsVersion() throws {
    let library = try LibraryFile(seedStarterCatalog: false)
    let database = library.database
    _ = try database.saveTVMazeShow(
      Self.harbour(updated: 2_000, status: "Ended").utf8Data, source: "TVMaze show 9001",
      added: true, updated: 2_000, at: .day(0))
    let older = try database.saveTVMazeShow(
      Self.harbour(updated: 1_000, status: "Running").utf8Data, source: "TVMaze show 9001",
      added: false, updated: 1_000, at: .day(10))
    #expect(older.summary.skipped[ImportSummary.olderThanLibrary] == 5)
    #expect(try library.show("Harbour Lights").0.status == "Ended")
    #expect(try database.tvmazeLink(showID: older.showID)?.updated == 2_000)
  }
}
