import Foundation
import LibraryDatabase
import Testing

/// A Trakt watched/shows summary counts every play up to its `last_watched_at`: after a history
/// of the same plays it adds none, and only the plays beyond them otherwise.
struct SummaryPlaysTests {
  static func history(_ times: [String]) -> String {
    "["
      + times.enumerated().map { index, time in
        Fixtures.traktEpisode(id: index + 1, number: 1, watchedAt: time)
      }.joined(separator: ",") + "]"
  }

  static func summary(plays: Int, last: String) -> String {
    """
    [{"plays": \(plays), "last_watched_at": "\(last)",
      "show": {"title": "Harbour Lights", "year": 2015,
               "ids": {"trakt": 50, "slug": "harbour-lights", "tvdb": 700001, "imdb": null}},
      "seasons": [{"number": 1, "episodes": [
        {"number": 1, "plays": \(plays), "last_watched_at": "\(last)"}]}]}]
    """
  }

  /// The plays of every event of the library, summed.
  func plays(_ library: LibraryFile) throws -> Int {
    try library.raw.scalar("SELECT coalesce(sum(plays), 0) FROM watch_events", as: Int.self) ?? 0
  }

  @Test func aSummaryOfTheSamePlaysAddsNone() throws {
    let library = try LibraryFile(seedStarterCatalog: false)
    let times = ["2020-05-01T20:00:00.000Z", "2020-06-01T20:00:00.000Z"]
    _ = try library.database.importData(
      Self.history(times).utf8Data, format: .trakt, source: "history.json")
    #expect(try plays(library) == 2)
    let summary = try library.database.importData(
      Self.summary(plays: 2, last: times[1]).utf8Data, format: .trakt, source: "watched.json")
    #expect(try plays(library) == 2)
    #expect(summary.eventsAdded == 0)
    #expect(summary.skipped[ImportSummary.alreadyImported, default: 0] >= 1)
  }

  @Test func aSummaryAddsOnlyThePlaysBeyondTheHistorys() throws {
    let library = try LibraryFile(seedStarterCatalog: false)
    _ = try library.database.importData(
      Self.history(["2020-05-01T20:00:00.000Z"]).utf8Data, format: .trakt, source: "h.json")
    let summary = try library.database.importData(
      Self.summary(plays: 3, last: "2020-07-01T20:00:00.000Z").utf8Data, format: .trakt,
      source: "watched.json")
    #expect(summary.eventsAdded == 1)
    #expect(try plays(library) == 3)
    // A summary whose plays the history already holds before its moment adds nothing.
    let again = try library.database.importData(
      Self.summary(plays: 1, last: "2020-08-01T20:00:00.000Z").utf8Data, format: .trakt,
      source: "old-summary.json")
    #expect(again.eventsAdded == 0)
    #expect(again.skipped[ImportSummary.playsAlreadyHeld] == 1)
    #expect(try plays(library) == 3)
  }
}
