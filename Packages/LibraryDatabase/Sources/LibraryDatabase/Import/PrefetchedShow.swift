import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A show fetched from TVMaze that an import saves first, in the import's own transaction and
/// undo step, and the names of the file's shows it is: what a TV Time import found on TVMaze
/// for the shows the library lacked.
///
/// The show is saved as a refresh saves one (saving it follows nothing; the file's watches and
/// follows of it then do, as for any show), and the file's rows of `names` are then its rows,
/// whatever the file's own matching would find.
/// Undoing the import removes the show with the rest; a dry run saves it and rolls it back.
///
/// ```swift
/// let show = PrefetchedShow(
///   body: document, source: "TVMaze show 82", updated: nil, fetchedAt: .now,
///   names: ["Game of Thrones"])
/// let summary = try database.importData(
///   csv, format: .tvtime, source: "seen_episode_source.csv", saving: [show])
/// ```
public struct PrefetchedShow: Sendable, Hashable {
  /// The response body: a TVMaze show with `_embedded.episodes`.
  public var body: Data
  /// Names the fetch in errors: "TVMaze show 82".
  public var source: String
  /// TVMaze's `updated` time of the show.
  public var updated: Int?
  /// When it was fetched.
  public var fetchedAt: Date
  /// The file's names of the show, as ``ImportSummary/unmatched`` keys them.
  public var names: [String]

  /// Creates a show to save first.
  public init(body: Data, source: String, updated: Int?, fetchedAt: Date, names: [String]) {
    self.body = body
    self.source = source
    self.updated = updated
    self.fetchedAt = fetchedAt
    self.names = names
  }
}

extension LibraryDatabase {
  /// Saves `shows` on `connection` (inside an import's transaction) and says what the saves
  /// added and updated, and which library show each of their names is.
  static func savePrefetched(
    _ shows: [PrefetchedShow], in connection: Connection
  ) throws -> (summary: ImportSummary, names: [String: Int64]) {
    var summary = ImportSummary()
    var names: [String: Int64] = [:]
    for show in shows {
      let saved = try show.body.withUnsafeBytes { raw in
        let document = try JSONDocument.parse(
          raw.bindMemory(to: UInt8.self), source: show.source)
        return try saveTVMazeShow(
          document, source: show.source, in: connection, added: false, updated: show.updated,
          at: show.fetchedAt)
      }
      summary.showsAdded += saved.summary.showsAdded
      summary.showsUpdated += saved.summary.showsUpdated
      summary.episodesAdded += saved.summary.episodesAdded
      summary.episodesUpdated += saved.summary.episodesUpdated
      for name in show.names { names[name] = saved.showID }
    }
    return (summary, names)
  }
}
