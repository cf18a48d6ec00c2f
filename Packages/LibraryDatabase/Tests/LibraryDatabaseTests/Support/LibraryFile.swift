import Foundation
import LibraryDatabase
import SQLite
import Testing

/// A library in a temporary file with the starter catalog, and a second, plain connection to
/// the same file to check what the library's own API does not show (the kept counts, the
/// journal's rows).
struct LibraryFile {
  let directory: TemporaryDirectory
  let path: String
  let database: LibraryDatabase
  let raw: Connection

  init(seedStarterCatalog: Bool = true) throws {
    directory = try TemporaryDirectory()
    path = directory.path("library.sqlite")
    database = try LibraryDatabase(path: path, seedStarterCatalog: seedStarterCatalog)
    raw = try Connection(path: path)
  }

  /// The show called `title` and its episodes.
  func show(_ title: String) throws -> (ShowRecord, [EpisodeRecord]) {
    let show = try #require(try database.shows(titled: title).first)
    return (show, try database.episodes(ofShow: show.id))
  }

  /// `(watched_at, source)` of every event of `episodeID`, oldest first.
  func events(of episodeID: Int64) throws -> [Pair] {
    try raw.query(
      "SELECT watched_at, source FROM watch_events WHERE episode_id = ? ORDER BY watched_at",
      [episodeID]
    ).map { Pair(milliseconds: try $0.get(0), source: try $0.get(1)) }
  }

  struct Pair: Hashable {
    var milliseconds: Int64
    var source: String
  }

  func count(_ table: String) throws -> Int {
    try raw.scalar("SELECT count(*) FROM \(table)", as: Int.self) ?? 0
  }

  /// Expects the counts the triggers keep (migrations v4 and v5) to equal counts over the
  /// events themselves.
  func expectKeptCountsAreRight(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let keptEvents = try raw.scalar(
      "SELECT value FROM library_counts WHERE name = 'watch_events'", as: Int.self)
    #expect(keptEvents == (try count("watch_events")), sourceLocation: sourceLocation)
    let kept = try raw.query(
      "SELECT show_id, episodes FROM show_watched_counts WHERE episodes > 0 ORDER BY show_id"
    ).map { [try $0.get(0, as: Int64.self), try $0.get(1, as: Int64.self)] }
    let counted = try raw.query(
      """
      SELECT episodes.show_id, count(DISTINCT watch_events.episode_id)
      FROM watch_events JOIN episodes ON episodes.id = watch_events.episode_id
      GROUP BY episodes.show_id ORDER BY episodes.show_id
      """
    ).map { [try $0.get(0, as: Int64.self), try $0.get(1, as: Int64.self)] }
    #expect(kept == counted, sourceLocation: sourceLocation)
  }
}

extension Date {
  /// A test time: `seconds` after 2023-11-14 22:13:20 UTC.
  static func day(_ seconds: Double) -> Date {
    Date(timeIntervalSince1970: 1_700_000_000 + seconds)
  }
}
