import Foundation
import LibraryDatabase
import Testing

@Suite struct ExportTests {
  /// A library with a TVMaze show, Trakt history and a manual watch.
  private func populated() throws -> LibraryDatabase {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "a.json")
    _ = try database.importData(Fixtures.traktHistory.utf8Data, format: .trakt, source: "h.json")
    let show = try #require(try database.shows(titled: "Harbour Lights").first)
    let special = try #require(try database.episodes(ofShow: show.id).last)
    try database.markWatched(
      episodeIDs: [special.id], at: Date(timeIntervalSince1970: 1_650_000_000.123), source: "cli")
    return database
  }

  private struct Watch: Hashable {
    var show: String
    var season: Int
    var number: Int?
    var title: String
    var watchedAt: Date
  }

  private func watches(_ database: LibraryDatabase) throws -> [Watch] {
    try database.history(showID: nil, limit: 1000, offset: 0).entries.map {
      Watch(
        show: $0.showTitle, season: $0.episode.season, number: $0.episode.number,
        title: $0.episode.title, watchedAt: $0.watchedAt)
    }
  }

  @Test func exportIsTraktHistoryJSON() throws {
    let data = try populated().exportHistory()
    let items = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(items.count == 4)
    let newest = try #require(items.last)
    #expect(newest["type"] as? String == "episode")
    #expect(newest["action"] as? String == "watch")
    #expect(newest["watched_at"] as? String == "2022-04-15T05:20:00.123Z")
    let show = try #require(newest["show"] as? [String: Any])
    #expect(show["title"] as? String == "Harbour Lights")
    #expect(show["year"] as? Int == 2015)
    let ids = try #require(show["ids"] as? [String: Any])
    #expect(ids["tvdb"] as? Int == 700001)
    #expect(ids["trakt"] as? Int == 50)
    let episode = try #require(newest["episode"] as? [String: Any])
    #expect(episode["season"] as? Int == 0)
    #expect(episode["title"] as? String == "Behind the Lights")
    let episodeIDs = try #require(episode["ids"] as? [String: Any])
    #expect(episodeIDs["tvmaze"] as? Int == 90014)
    #expect(ids["tvmaze"] as? Int == 9001)
  }

  @Test func everyExportedWatchKeepsItsShowAndEpisodeTVMazeIDs() throws {
    let data = try populated().exportHistory()
    let items = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    let pairs = items.map { item in
      let show = (item["show"] as? [String: Any])?["ids"] as? [String: Any]
      let episode = (item["episode"] as? [String: Any])?["ids"] as? [String: Any]
      return [show?["tvmaze"] as? Int, episode?["tvmaze"] as? Int]
    }
    // Oldest first: episodes 1 and 2 from the Trakt history, a show TVMaze does not know (no
    // ids), then the manual watch of the special.
    #expect(pairs == [[9001, 90011], [9001, 90012], [nil, nil], [9001, 90014]])
  }

  @Test func aRoundTripThenTheTVMazeShowDuplicatesNoEpisode() throws {
    let copy = try LibraryDatabase.inMemory()
    _ = try copy.importData(try populated().exportHistory(), format: .trakt, source: "export.json")
    // The TVMaze show imported afterwards finds its episodes by their TVMaze ids: no duplicates,
    // and every watch stays on its episode.
    _ = try copy.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "a.json")
    let show = try #require(try copy.shows(titled: "Harbour Lights").first)
    let episodes = try copy.episodes(ofShow: show.id)
    #expect(episodes.count == 4)
    #expect(episodes.filter { $0.lastWatchedAt != nil }.count == 3)
    #expect(try copy.exportHistory() == (try populated().exportHistory()))
  }

  @Test func exportImportedIntoAnEmptyLibraryReproducesTheHistory() throws {
    let original = try populated()
    let copy = try LibraryDatabase.inMemory()
    let summary = try copy.importData(
      try original.exportHistory(), format: .trakt, source: "export.json")
    #expect(summary.eventsAdded == 4)
    #expect(try watches(copy) == watches(original))
  }

  @Test func exportImportedIntoTheSameLibraryChangesNothing() throws {
    let database = try populated()
    let before = try database.counts()
    let historyBefore = try database.history(showID: nil, limit: 100, offset: 0)
    let summary = try database.importData(
      try database.exportHistory(), format: .trakt, source: "export.json")
    #expect(summary == ImportSummary(skipped: [ImportSummary.alreadyImported: 4]))
    #expect(try database.counts() == before)
    #expect(try database.history(showID: nil, limit: 100, offset: 0) == historyBefore)
  }

  @Test func emptyLibraryExportsAnEmptyArray() throws {
    let data = try LibraryDatabase.inMemory().exportHistory()
    let items = try JSONSerialization.jsonObject(with: data) as? [Any]
    #expect(items?.isEmpty == true)
  }

  /// DEL, a C1 control (the one-byte CSI), bidirectional controls and the line and paragraph
  /// separators: `JSONEncoder` writes them raw.
  static let terminalControls: [Unicode.Scalar] = [
    "\u{7F}", "\u{85}", "\u{9B}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
    "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}",
    "\u{2028}", "\u{2029}",
  ]

  @Test func terminalControlsInTitlesAreEscapedAndTheExportRoundTrips() throws {
    let controls = String(String.UnicodeScalarView(Self.terminalControls))
    let escaped = Self.terminalControls.map { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
    let original = try LibraryDatabase.inMemory()
    let history =
      "["
      + Fixtures.traktEpisode(
        id: 1, show: "Evil" + escaped.joined() + "Show", title: "Low" + escaped.joined() + "Tide")
      + "]"
    _ = try original.importData(history.utf8Data, format: .trakt, source: "h.json")
    #expect(try watches(original).first?.show == "Evil\(controls)Show")
    #expect(try watches(original).first?.title == "Low\(controls)Tide")

    let export = String(decoding: try original.exportHistory(), as: UTF8.self)
    #expect(!export.unicodeScalars.contains { Self.terminalControls.contains($0) })
    #expect(!export.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(export.contains("Evil" + escaped.joined() + "Show"))

    let copy = try LibraryDatabase.inMemory()
    let summary = try copy.importData(Data(export.utf8), format: .trakt, source: "export.json")
    #expect(summary.eventsAdded == 1)
    #expect(try watches(copy) == watches(original))
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(export.utf8)) as? [[String: Any]])
    #expect((items.first?["show"] as? [String: Any])?["title"] as? String == "Evil\(controls)Show")
  }
}
