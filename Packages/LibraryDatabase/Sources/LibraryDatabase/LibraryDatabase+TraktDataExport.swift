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
    let known = format.folderFiles
    for file in files where !known.contains(file.name) {
      throw ImportError(
        source: file.name,
        message: "not a file of a \(format.title) data export this library reads ("
          + known.joined(separator: ", ") + ")")
    }
    let ordered = known.flatMap { kind in files.filter { $0.name == kind } }
    return try importTransaction(source: source, dryRun: dryRun) { connection in
      var summaries: [(name: String, summary: ImportSummary)] = []
      for (name, data) in ordered {
        let summary = try data.withUnsafeBytes { raw in
          try format.importer.run(
            raw.bindMemory(to: UInt8.self),
            ImportRun(
              writer: CatalogWriter(connection: connection), source: name, progress: progress))
        }
        summaries.append((name, summary))
      }
      return summaries
    }
  }
}
