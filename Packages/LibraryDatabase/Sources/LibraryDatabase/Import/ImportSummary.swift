/// What an import changed, and what it skipped and why.
///
/// Importing the same file twice changes nothing the second time: every count but `skipped`
/// is 0, and `skipped["already imported"]` says how many items were already there.
public struct ImportSummary: Sendable, Hashable, Codable {
  /// Shows created.
  public var showsAdded: Int
  /// Existing shows whose details changed.
  public var showsUpdated: Int
  /// Episodes created.
  public var episodesAdded: Int
  /// Existing episodes whose details changed.
  public var episodesUpdated: Int
  /// Watch events created.
  public var eventsAdded: Int
  /// Ratings given or changed (Trakt ratings).
  public var ratingsChanged: Int
  /// Shows saved to the watchlist (a Trakt watchlist).
  public var watchlistAdded: Int
  /// Items not imported, by reason: `"movie"` (Trakt movies), `"already imported"` (a show or
  /// episode with nothing new, a watch event already in the library), `"duplicate in the file"`
  /// (a watch event the file lists more than once).
  public var skipped: [String: Int]

  /// Creates a summary; every count defaults to 0.
  public init(
    showsAdded: Int = 0, showsUpdated: Int = 0, episodesAdded: Int = 0, episodesUpdated: Int = 0,
    eventsAdded: Int = 0, ratingsChanged: Int = 0, watchlistAdded: Int = 0,
    skipped: [String: Int] = [:]
  ) {
    self.ratingsChanged = ratingsChanged
    self.watchlistAdded = watchlistAdded
    self.showsAdded = showsAdded
    self.showsUpdated = showsUpdated
    self.episodesAdded = episodesAdded
    self.episodesUpdated = episodesUpdated
    self.eventsAdded = eventsAdded
    self.skipped = skipped
  }

  /// Whether the import changed the library: added or updated anything.
  public var changedSomething: Bool {
    showsAdded + showsUpdated + episodesAdded + episodesUpdated + eventsAdded + ratingsChanged
      + watchlistAdded > 0
  }

  /// The reason used for items that were already in the library.
  public static let alreadyImported = "already imported"
  /// The reason used for a watch event the file lists more than once.
  public static let duplicateInFile = "duplicate in the file"
  /// The reason used for Trakt movies, which the library does not track.
  /// The `skipped` reason for a TVMaze show (and its episodes) older than the library's copy:
  /// its `updated` is before the one the library holds, so the newer data stays.
  public static let olderThanLibrary = "older than the library's copy (kept the newer)"
  /// The `skipped` reason for a Trakt watched-shows episode whose plays the library already
  /// holds (from a history): a summary's plays include them.
  public static let playsAlreadyHeld = "plays the history already holds"
  public static let movie = "movie"
}
