#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The files of a Trakt data export (the folder a user downloads from Trakt) that the library
/// reads and writes, by their names, in the order a folder is imported: the history first, so
/// the ratings and the watchlist find its shows, and the watchlist last.
///
/// > Note: The database's `TraktDataExportFile` says the same; each package has its own
/// > because neither may depend on the other (`ArchitectureRules`), and the live client maps
/// > them by name.
public enum TraktDataExportFile: String, Hashable, Sendable, Codable, CaseIterable {
  /// Every watch (`sync/history`).
  case watchedHistory = "watched-history.json"
  /// The watched shows, with each episode's plays and last watch (`sync/watched/shows`).
  case watchedShows = "watched-shows.json"
  /// The shows' own ratings.
  case ratingsShows = "ratings-shows.json"
  /// The seasons' ratings.
  case ratingsSeasons = "ratings-seasons.json"
  /// The episodes' ratings.
  case ratingsEpisodes = "ratings-episodes.json"
  /// The watchlist (`sync/watchlist`).
  case watchlist = "lists-watchlist.json"
}

/// A file by its name, and its bytes: one of a Trakt data export's, read or written.
public struct DataFile: Hashable, Sendable, Codable {
  /// The file's name in its folder (`ratings-shows.json`).
  public var name: String
  /// The file's bytes.
  public var data: Data

  public init(name: String, data: Data) {
    self.name = name
    self.data = data
  }
}

/// What one file of a folder's import did.
public struct FileImportReport: Hashable, Sendable, Codable {
  /// The file's name in the folder.
  public var name: String
  /// What importing it added, updated and skipped (no backup of its own).
  public var report: ImportReport

  public init(name: String, report: ImportReport) {
    self.name = name
    self.report = report
  }
}
