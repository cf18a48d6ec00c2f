import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The files of a Trakt data export (the folder a user downloads from Trakt) that the library
/// reads, by their names, in the order a folder is imported: the history first, so the
/// ratings and the watchlist find its shows, and the watchlist last.
///
/// > Note: `LibraryClient`'s `TraktDataExportFile` says the same; each package has its own
/// > because neither may depend on the other (`ArchitectureRules`), and the live client maps
/// > them by name.
public enum TraktDataExportFile: String, Sendable, Hashable, CaseIterable {
  /// Every watch (`sync/history`).
  case watchedHistory = "watched-history.json"
  /// The watched shows, with each episode's plays and last watch (`sync/watched/shows`).
  case watchedShows = "watched-shows.json"
  /// The shows' own ratings (`sync/ratings/shows`).
  case ratingsShows = "ratings-shows.json"
  /// The seasons' ratings (`sync/ratings/seasons`).
  case ratingsSeasons = "ratings-seasons.json"
  /// The episodes' ratings (`sync/ratings/episodes`).
  case ratingsEpisodes = "ratings-episodes.json"
  /// The watchlist (`sync/watchlist`).
  case watchlist = "lists-watchlist.json"
}

extension LibraryDatabase {
  /// Imports the files of a Trakt data export, named as ``TraktDataExportFile`` names them:
  /// ``importFolder(_:format:source:progress:)`` with the format `.trakt`.
  ///
  /// ```swift
  /// let summaries = try database.importTraktDataExport(
  ///   [("lists-watchlist.json", watchlist), ("watched-history.json", history)],
  ///   source: "trakt-export")
  /// summaries.map(\.name)  // ["watched-history.json", "lists-watchlist.json"]
  /// ```
  public func importTraktDataExport(
    _ files: [(name: String, data: Data)], source: String,
    progress: (@Sendable (ImportProgress) -> Void)? = nil
  ) throws -> [(name: String, summary: ImportSummary)] {
    try importFolder(files, format: .trakt, source: source, progress: progress)
  }

  /// Imports the files of an export's folder, named as the format's
  /// ``ImportFormat/folderFiles`` names them, in one transaction, one undo step named `source`
  /// (the folder): all of them or, when one fails, none, the error naming that file. Files are
  /// read in ``ImportFormat/folderFiles``' order, whatever the order given; what each did is
  /// its own summary, in that order.
  ///
  /// - Throws: ``ImportError`` whose `source` is the file's name, as
  ///   ``importData(_:format:source:progress:show:)`` throws for that file alone, or for a
  ///   name that is not one of the format's ``ImportFormat/folderFiles``; `SQLiteError` when
  ///   the database cannot be written.
  ///
  /// With `dryRun`, everything is rolled back after: the summaries say what the import would
  /// do, and nothing is written.
  public func importFolder(
    _ files: [(name: String, data: Data)], format: ImportFormat, source: String,
    progress: (@Sendable (ImportProgress) -> Void)? = nil, dryRun: Bool = false
  ) throws -> [(name: String, summary: ImportSummary)] {
    try importFolder(
      files, format: format, source: source, progress: progress, dryRun: dryRun, saving: []
    ).files
  }

  /// Imports the files of an export's folder as
  /// ``importFolder(_:format:source:progress:dryRun:)`` does, after saving `shows` fetched from
  /// TVMaze in the same transaction and undo step (``PrefetchedShow``): `shows` says what
  /// their saves added and updated, `files` what each file did. `matching` gives the
  /// library's show for names of shows the files' own matching does not find, as
  /// ``importData(_:format:source:progress:show:dryRun:saving:matching:)`` does.
  public func importFolder(
    _ files: [(name: String, data: Data)], format: ImportFormat, source: String,
    progress: (@Sendable (ImportProgress) -> Void)? = nil, dryRun: Bool = false,
    saving shows: [PrefetchedShow], matching: [String: Int64] = [:]
  ) throws -> (shows: ImportSummary, files: [(name: String, summary: ImportSummary)]) {
    let known = format.folderFiles
    for file in files where !known.contains(file.name) {
      throw ImportError(
        source: file.name,
        message: "not a file of a \(format.title) data export this library reads ("
          + known.joined(separator: ", ") + ")")
    }
    let ordered = known.flatMap { kind in files.filter { $0.name == kind } }
    return try importTransaction(source: source, dryRun: dryRun) { connection in
      let saved = try Self.savePrefetched(shows, in: connection)
      var summaries: [(name: String, summary: ImportSummary)] = []
      for (name, data) in ordered {
        var run = ImportRun(
          writer: CatalogWriter(connection: connection), source: name, progress: progress)
        run.matchedNames = matching.merging(saved.names) { _, saved in saved }
        let summary = try data.withUnsafeBytes { raw in
          try format.importer.run(raw.bindMemory(to: UInt8.self), run)
        }
        summaries.append((name, summary))
      }
      return (saved.summary, summaries)
    }
  }
}
