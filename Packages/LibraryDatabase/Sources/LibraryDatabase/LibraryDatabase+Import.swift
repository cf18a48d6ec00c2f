import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LibraryDatabase {
  /// Imports a TVMaze or Trakt API response in one transaction and says what changed.
  ///
  /// Importing is idempotent: the same file a second time adds nothing and counts its items
  /// under `skipped["already imported"]`. It is atomic: on any error nothing is written.
  /// A UTF-8 byte order mark at the start is skipped. An import that changed something is
  /// one undo step: ``undoLastChange()`` puts back exactly what was there before it. See ``ImportFormat`` for the responses
  /// each format accepts.
  ///
  /// A file whose top level is an array (episode lists, show pages, watch history) is checked
  /// whole first, then read and written an item at a time, so memory grows with the file, not
  /// with the tree of everything in it.
  ///
  /// ```swift
  /// let data = try Data(contentsOf: URL(fileURLWithPath: "history.json"))
  /// let summary = try database.importData(data, format: .trakt, source: "history.json")
  /// print(summary.eventsAdded, summary.skipped)
  /// ```
  ///
  /// > Important: `progress` is called on the importing thread while the library is locked;
  /// > it must return quickly and must not call back into this `LibraryDatabase`.
  ///
  /// - Parameters:
  ///   - source: The file name (or `-` for standard input), used in error messages.
  ///   - progress: Called with 0 of N before the first item and after each item.
  ///   - dryRun: Import, then roll everything back: the summary says what the import would
  ///     do, and nothing is written (no undo step either).
  ///   - show: The library's show that TVMaze episodes without a show of their own belong to
  ///     (an episode list from `/shows/:id/episodes` names its show only in `_links`, and
  ///     older API versions not even there).
  ///   - shows: Shows fetched from TVMaze to save first, in the same transaction and undo step
  ///     (``PrefetchedShow``); the summary's show and episode counts include theirs.
  ///   - matching: The library's show for names of the file's shows that its own matching
  ///     does not find (TV Time's, as ``ImportSummary/unmatched`` keys them): the user's
  ///     answers in an ``UnmatchedShowsFile``.
  /// - Throws: ``ImportError`` for input that is not UTF-8, not JSON, not the expected response,
  ///   empty, or missing a required field (naming the item and field); `SQLiteError` when the
  ///   database cannot be written.
  public func importData(
    _ data: Data, format: ImportFormat, source: String,
    progress: (@Sendable (ImportProgress) -> Void)? = nil, show: Int64? = nil,
    dryRun: Bool = false, saving shows: [PrefetchedShow] = [], matching: [String: Int64] = [:]
  ) throws -> ImportSummary {
    // The items are parsed from the file's own bytes as they are read: no copy of the file.
    try data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      try Self.rejectOtherFormat(bytes, format: format, source: source)
      return try importTransaction(source: source, dryRun: dryRun) { connection in
        let saved = try Self.savePrefetched(shows, in: connection)
        var run = ImportRun(
          writer: CatalogWriter(connection: connection), source: source, progress: progress)
        run.show = show
        run.matchedNames = matching.merging(saved.names) { _, saved in saved }
        var summary = try format.importer.run(bytes, run)
        summary.showsAdded += saved.summary.showsAdded
        summary.showsUpdated += saved.summary.showsUpdated
        summary.episodesAdded += saved.summary.episodesAdded
        summary.episodesUpdated += saved.summary.episodesUpdated
        return summary
      }
    }
  }

  /// Runs `body` in an import's one transaction and undo step; with `dryRun`, rolls it all
  /// back after and returns what it would have done: a dry run reads and matches exactly as the
  /// import does, and writes nothing.
  func importTransaction<Result: Sendable>(
    source: String, dryRun: Bool, _ body: (Connection) throws -> Result
  ) throws -> Result {
    var result: Result?
    do {
      return try withConnection { connection in
        try connection.transaction(.immediate) {
          let done = try journaled(connection, .imported, source: source) { try body(connection) }
          guard dryRun else { return done }
          result = done
          throw DryRunRolledBack()
        }
      }
    } catch is DryRunRolledBack {
      guard let result else { throw DryRunRolledBack() }
      return result
    }
  }

  /// Throws when the file is surely of another format than the one it was given as, naming
  /// what it is and the format that reads it.
  static func rejectOtherFormat(
    _ bytes: UnsafeBufferPointer<UInt8>, format: ImportFormat, source: String
  ) throws(ImportError) {
    let name = source.split(separator: "/").last.map(String.init) ?? source
    let head = UnsafeBufferPointer(rebasing: bytes.prefix(4096))
    guard !format.importer.recognizes(name: name, head: head),
      let other = ImportFormat.recognizing(source: source, head: head), other != format
    else { return }
    throw ImportError(
      source: source,
      message: "this is a file of a \(other.title) export, not \(format.title) data; import it "
        + "with `import \(other.rawValue)`")
  }
}

/// Thrown inside a dry run's transaction to roll it back.
private struct DryRunRolledBack: Error {}
