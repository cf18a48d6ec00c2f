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
  /// Shows followed (a TV Time export's follows).
  public var followsAdded: Int
  /// The shows of a TV Time export the library has no show for, by TV Time's name, with how
  /// many plays of them were not imported (0 for a show only followed). Nothing of them is
  /// imported: add the show (`showtracker add`) and import the file again.
  public var unmatched: [String: Int]
  /// What the file says of each show of ``unmatched`` (keyed the same): its TheTVDB id when
  /// the file gives one, and its title and year as TV Time writes them (`Doctor Who (2005)` is
  /// the title `Doctor Who` of 2005): what a TVMaze lookup goes by.
  public var unmatchedShows: [String: UnmatchedShow]
  /// Items not imported, by reason: ``movie`` (Trakt movies), ``alreadyImported`` (a show or
  /// episode with nothing new, a watch event already in the library), ``duplicateInFile`` (a
  /// watch event the file lists more than once), ``repeatedHistoryID`` (a Trakt play listed
  /// again), and the others below.
  public var skipped: [String: Int]

  /// Creates a summary; every count defaults to 0.
  public init(
    showsAdded: Int = 0, showsUpdated: Int = 0, episodesAdded: Int = 0, episodesUpdated: Int = 0,
    eventsAdded: Int = 0, ratingsChanged: Int = 0, watchlistAdded: Int = 0,
    followsAdded: Int = 0, unmatched: [String: Int] = [:],
    unmatchedShows: [String: UnmatchedShow] = [:], skipped: [String: Int] = [:]
  ) {
    self.followsAdded = followsAdded
    self.unmatched = unmatched
    self.unmatchedShows = unmatchedShows
    self.ratingsChanged = ratingsChanged
    self.watchlistAdded = watchlistAdded
    self.showsAdded = showsAdded
    self.showsUpdated = showsUpdated
    self.episodesAdded = episodesAdded
    self.episodesUpdated = episodesUpdated
    self.eventsAdded = eventsAdded
    self.skipped = skipped
  }

  /// A show of a file that the library has no show for, as the file names it.
  public struct UnmatchedShow: Sendable, Hashable, Codable {
    /// Its TheTVDB id, when the file gives one.
    public var tvdb: Int?
    /// Its title, without a year TV Time adds to it.
    public var title: String?
    /// The year at the end of TV Time's name (`Doctor Who (2005)`), when there is one.
    public var year: Int?

    /// Creates a show's description.
    public init(tvdb: Int? = nil, title: String? = nil, year: Int? = nil) {
      self.tvdb = tvdb
      self.title = title
      self.year = year
    }
  }

  /// Whether the import changed the library: added or updated anything.
  public var changedSomething: Bool {
    showsAdded + showsUpdated + episodesAdded + episodesUpdated + eventsAdded + ratingsChanged
      + watchlistAdded + followsAdded > 0
  }

  /// The reason used for items that were already in the library.
  public static let alreadyImported = "already imported"
  /// The reason used for a watch event the file lists more than once: the same episode at the
  /// same moment is one play (Trakt's rule, and every other format's), whatever else differs.
  public static let duplicateInFile = "same episode at the same moment (one play)"
  /// The reason used for a Trakt history item whose `id` an earlier item of the file has: Trakt
  /// gives each play one id, so it is that play listed again.
  public static let repeatedHistoryID = "same Trakt history id (one play)"
  /// The `skipped` reason for a TVMaze show (and its episodes) older than the library's copy:
  /// its `updated` is before the one the library holds, so the newer data stays.
  public static let olderThanLibrary = "older than the library's copy (kept the newer)"
  /// The `skipped` reason for a Trakt watched-shows episode whose plays the library already
  /// holds (from a history): a summary's plays include them.
  public static let playsAlreadyHeld = "plays the history already holds"
  /// The reason used for Trakt movies, which the library does not track.
  public static let movie = "movie"
  /// The `skipped` reason for a TV Time favourite: ShowTracker keeps no favourites (the show's
  /// follow and watches are imported; a favourite is not turned into a rating it never was).
  public static let favourite = "favourite (not kept)"
  /// The `skipped` reason for a TV Time show the export lists as not followed.
  public static let notFollowed = "not followed"
  /// The `skipped` reason for a TV Time row that is neither a watch nor a follow (its own
  /// statistics, a "to watch" mark, the last episode watched).
  public static let statistics = "not a watch or a follow"
  /// The `skipped` reason for a TV Time watch of an episode the matched show does not list.
  public static let episodeNotInLibrary = "episode not in the library"
}
