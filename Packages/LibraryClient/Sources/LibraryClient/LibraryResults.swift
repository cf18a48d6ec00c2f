import Identifiers

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One show a search found, with the user's progress in it.
public struct ShowSearchResult: Hashable, Sendable, Codable {
  public var show: Show
  public var progress: ShowProgress
  public var posterURL: URL?
  /// Whether the user follows the show.
  public var isFollowed: Bool
  /// Whether the title matches only with a typo forgiven (``TypoTolerance``): a "did you
  /// mean", listed after the titles that match as typed.
  public var isApproximate: Bool

  public init(
    show: Show, progress: ShowProgress, posterURL: URL? = nil, isFollowed: Bool = false,
    isApproximate: Bool = false
  ) {
    self.show = show
    self.progress = progress
    self.posterURL = posterURL
    self.isFollowed = isFollowed
    self.isApproximate = isApproximate
  }

  enum CodingKeys: String, CodingKey {
    case show, progress, posterURL, isFollowed, isApproximate
  }

  /// Reads a result; one recorded before following existed is not followed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    show = try container.decode(Show.self, forKey: .show)
    progress = try container.decode(ShowProgress.self, forKey: .progress)
    posterURL = try container.decodeIfPresent(URL.self, forKey: .posterURL)
    isFollowed = try container.decodeIfPresent(Bool.self, forKey: .isFollowed) ?? false
    isApproximate = try container.decodeIfPresent(Bool.self, forKey: .isApproximate) ?? false
  }
}

/// A show with all its episodes.
public struct ShowDetails: Hashable, Sendable, Codable {
  public var show: Show
  public var episodes: [Episode]
  public var posterURL: URL?
  /// Whether the library holds the show's whole episode list (fetched from TVMaze, or
  /// imported with it); `false` for a show known only from a watch history or an index page.
  /// `nil` (older recordings): complete.
  public var isEpisodeListComplete: Bool?
  /// Whether the user follows the show.
  public var isFollowed: Bool
  /// Whether the show is on the watchlist.
  public var isWatchlisted: Bool
  /// The user's ratings of the show, its seasons and its episodes.
  public var ratings: ShowRatings

  public init(
    show: Show, episodes: [Episode], posterURL: URL? = nil, isEpisodeListComplete: Bool? = nil,
    isFollowed: Bool = false, isWatchlisted: Bool = false, ratings: ShowRatings = ShowRatings()
  ) {
    self.show = show
    self.episodes = episodes
    self.posterURL = posterURL
    self.isEpisodeListComplete = isEpisodeListComplete
    self.isFollowed = isFollowed
    self.isWatchlisted = isWatchlisted
    self.ratings = ratings
  }

  enum CodingKeys: String, CodingKey {
    case show, episodes, posterURL, isEpisodeListComplete, isFollowed, isWatchlisted, ratings
  }

  /// Reads a show; one recorded before following, the watchlist or ratings existed is not
  /// followed, on it or rated.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    show = try container.decode(Show.self, forKey: .show)
    episodes = try container.decode([Episode].self, forKey: .episodes)
    posterURL = try container.decodeIfPresent(URL.self, forKey: .posterURL)
    isEpisodeListComplete = try container.decodeIfPresent(
      Bool.self, forKey: .isEpisodeListComplete)
    isFollowed = try container.decodeIfPresent(Bool.self, forKey: .isFollowed) ?? false
    isWatchlisted = try container.decodeIfPresent(Bool.self, forKey: .isWatchlisted) ?? false
    ratings = try container.decodeIfPresent(ShowRatings.self, forKey: .ratings) ?? ShowRatings()
  }
}

/// One watch event of the history, with the show and episode it refers to.
public struct HistoryItem: Hashable, Sendable, Codable {
  public var show: Show
  public var episode: Episode
  public var watchedAt: Date
  public var posterURL: URL?
  /// The media server whose webhook recorded the play, if one did.
  public var mediaServer: MediaServer?

  public init(
    show: Show, episode: Episode, watchedAt: Date, posterURL: URL? = nil,
    mediaServer: MediaServer? = nil
  ) {
    self.show = show
    self.episode = episode
    self.watchedAt = watchedAt
    self.posterURL = posterURL
    self.mediaServer = mediaServer
  }
}

/// A page of the history, newest first, and the size of the whole history.
///
/// > Note: `LibraryDatabase` has its own `HistoryEntryPage` (row ids, as the database keeps them): the
/// > database depends on no other package (`ArchitectureRules`), so `LibraryClientLive`
/// > maps it to this one, the app's.
public struct HistoryPage: Hashable, Sendable, Codable {
  public var items: [HistoryItem]
  public var totalCount: Int

  public init(items: [HistoryItem], totalCount: Int) {
    self.items = items
    self.totalCount = totalCount
  }
}

/// What an import did.
public struct ImportReport: Hashable, Sendable, Codable {
  public var showsAdded: Int
  public var showsUpdated: Int
  public var episodesAdded: Int
  public var episodesUpdated: Int
  public var eventsAdded: Int
  /// Ratings given or changed (a Trakt ratings file).
  public var ratingsChanged: Int
  /// Shows saved to the watchlist (a Trakt watchlist).
  public var watchlistAdded: Int
  /// Shows followed (a TV Time export's follows).
  public var followsAdded: Int
  /// The shows of a TV Time export the library has no show for, by TV Time's name, with how
  /// many plays of them were not imported (0 for a show only followed).
  public var unmatched: [String: Int]
  /// What the file says of each show of ``unmatched`` (keyed the same): its TheTVDB id, title
  /// and year, which a TVMaze lookup goes by.
  public var unmatchedShows: [String: UnmatchedShow]
  /// What was looked up on TVMaze for the shows the library lacked, and what was found, by
  /// the file's name of the show (a TV Time import): the shows found were saved in the
  /// import's own undo step and their rows imported. Empty when nothing was looked up.
  public var lookups: [String: Lookup]
  /// Why items were skipped, and how many: "movie": 3.
  public var skipped: [String: Int]
  /// The backup of the library made before the import, when there was a history to keep.
  public var backup: String?
  /// A folder's import (a Trakt data export): what each file it read did, in the order read;
  /// the counts above are their sums. Empty for a single file.
  public var files: [FileImportReport]
  /// A folder's import: the files it did not read, by name, A to Z.
  public var skippedFiles: [String]

  public init(
    showsAdded: Int = 0, showsUpdated: Int = 0, episodesAdded: Int = 0, episodesUpdated: Int = 0,
    eventsAdded: Int = 0, ratingsChanged: Int = 0, watchlistAdded: Int = 0,
    followsAdded: Int = 0, unmatched: [String: Int] = [:],
    unmatchedShows: [String: UnmatchedShow] = [:], lookups: [String: Lookup] = [:],
    skipped: [String: Int] = [:], backup: String? = nil, files: [FileImportReport] = [],
    skippedFiles: [String] = []
  ) {
    self.followsAdded = followsAdded
    self.unmatched = unmatched
    self.unmatchedShows = unmatchedShows
    self.lookups = lookups
    self.files = files
    self.skippedFiles = skippedFiles
    self.ratingsChanged = ratingsChanged
    self.watchlistAdded = watchlistAdded
    self.showsAdded = showsAdded
    self.showsUpdated = showsUpdated
    self.episodesAdded = episodesAdded
    self.episodesUpdated = episodesUpdated
    self.eventsAdded = eventsAdded
    self.skipped = skipped
    self.backup = backup
  }
}

extension ImportReport {
  /// A show of a file that the library has no show for, as the file names it.
  public struct UnmatchedShow: Hashable, Sendable, Codable {
    /// Its TheTVDB id, when the file gives one.
    public var tvdb: Int?
    /// Its title, without the year TV Time adds to some (`Doctor Who (2005)`).
    public var title: String?
    /// That year, when there is one.
    public var year: Int?

    /// Creates a show's description.
    public init(tvdb: Int? = nil, title: String? = nil, year: Int? = nil) {
      self.tvdb = tvdb
      self.title = title
      self.year = year
    }
  }

  /// What a TVMaze lookup of a show the library lacked found.
  public enum Lookup: Hashable, Sendable, Codable {
    /// TVMaze's show `tvmazeID`, titled `title` there, saved with its episodes.
    case found(tvmazeID: Int, title: String)
    /// TVMaze has no show to take, in words: "TVMaze does not know its TheTVDB id 990001,
    /// and no show on TVMaze has its title".
    case notFound(String)
    /// TVMaze could not be asked, in words (the error).
    case failed(String)
  }

  /// The report with the show and episode counts of `saved` (shows saved from TVMaze before
  /// the files were read) added to its own.
  public func adding(saved: ImportReport) -> ImportReport {
    var report = self
    report.showsAdded += saved.showsAdded
    report.showsUpdated += saved.showsUpdated
    report.episodesAdded += saved.episodesAdded
    report.episodesUpdated += saved.episodesUpdated
    return report
  }

  private enum CodingKeys: String, CodingKey {
    case showsAdded, showsUpdated, episodesAdded, episodesUpdated, eventsAdded, ratingsChanged
    case watchlistAdded, followsAdded, unmatched, unmatchedShows, lookups, skipped, backup, files
    case skippedFiles
  }

  /// Decodes a report; one recorded before ratings and the watchlist were imported has 0 of
  /// each, one recorded before folders were imported has no files, and one recorded before
  /// TV Time was imported no follows, no unmatched shows and no lookups.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      showsAdded: try values.decode(Int.self, forKey: .showsAdded),
      showsUpdated: try values.decode(Int.self, forKey: .showsUpdated),
      episodesAdded: try values.decode(Int.self, forKey: .episodesAdded),
      episodesUpdated: try values.decode(Int.self, forKey: .episodesUpdated),
      eventsAdded: try values.decode(Int.self, forKey: .eventsAdded),
      ratingsChanged: try values.decodeIfPresent(Int.self, forKey: .ratingsChanged) ?? 0,
      watchlistAdded: try values.decodeIfPresent(Int.self, forKey: .watchlistAdded) ?? 0,
      followsAdded: try values.decodeIfPresent(Int.self, forKey: .followsAdded) ?? 0,
      unmatched: try values.decodeIfPresent([String: Int].self, forKey: .unmatched) ?? [:],
      unmatchedShows: try values.decodeIfPresent(
        [String: UnmatchedShow].self, forKey: .unmatchedShows) ?? [:],
      lookups: try values.decodeIfPresent([String: Lookup].self, forKey: .lookups) ?? [:],
      skipped: try values.decode([String: Int].self, forKey: .skipped),
      backup: try values.decodeIfPresent(String.self, forKey: .backup),
      files: try values.decodeIfPresent([FileImportReport].self, forKey: .files) ?? [],
      skippedFiles: try values.decodeIfPresent([String].self, forKey: .skippedFiles) ?? [])
  }
}

/// What a check of the library found: the problems, in plain words, and what it holds.
public struct LibraryCheck: Hashable, Sendable, Codable {
  /// Each problem, one sentence each; empty when the library is healthy.
  public var problems: [String]
  public var shows: Int
  public var episodes: Int
  public var watchEvents: Int

  public init(problems: [String], shows: Int, episodes: Int, watchEvents: Int) {
    self.problems = problems
    self.shows = shows
    self.episodes = episodes
    self.watchEvents = watchEvents
  }

  /// Whether nothing was found wrong.
  public var isHealthy: Bool { problems.isEmpty }
}

/// A page of search results, and how many shows match in all.
public struct SearchPage: Hashable, Sendable, Codable {
  /// The shows found, best first, at most the limit asked for.
  public var results: [ShowSearchResult]
  /// How many shows match the query, beyond the limit too.
  public var totalCount: Int

  public init(results: [ShowSearchResult], totalCount: Int? = nil) {
    self.results = results
    self.totalCount = totalCount ?? results.count
  }
}

/// A file to import.
public struct ImportRequest: Hashable, Sendable, Codable {
  /// Which service's format the file is in: its name (`rawValue`, the word `import` takes),
  /// its help, and the files of its export's folder.
  ///
  /// > Note: The database's `ImportFormat` has the same cases; each package has its own
  /// > because neither may depend on the other (`ArchitectureRules`), and the live client maps
  /// > them by name.
  public enum Format: String, Hashable, Sendable, Codable, CaseIterable {
    /// TVMaze API responses.
    case tvmaze
    /// Trakt API responses, and Trakt's data export (``TraktDataExportFile``).
    case trakt
    /// TV Time's data export: its CSV files, or the folder of them.
    case tvtime

    /// The service's name, as messages write it: `TVMaze`, `Trakt`.
    public var title: String {
      switch self {
      case .tvmaze: "TVMaze"
      case .trakt: "Trakt"
      case .tvtime: "TV Time"
      }
    }

    /// What a file of this format may be, in lines of at most 70 characters (the help of
    /// `import`).
    public var help: [String] {
      switch self {
      case .tvmaze:
        [
          "a show (/shows/ID, with ?embed=episodes for its episodes), an episode list",
          "(/schedule/web), a page of the show index (/shows?page=N) or search results",
        ]
      case .trakt:
        [
          "your history (/sync/history), watched shows (/sync/watched/shows), ratings",
          "(/sync/ratings), watchlist (/sync/watchlist), the output of `showtracker",
          "export`, or a folder: Trakt's data export (watched-history.json,",
          "watched-shows.json, ratings-*.json, lists-watchlist.json; other files are",
          "listed as skipped), all its files in one import",
        ]
      case .tvtime:
        [
          "TV Time's data export: its folder, or one of its CSV files",
          "(tracking-prod-records-v2.csv, tracking-prod-records.csv,",
          "seen_episode_source.csv, seen_episode_latest.csv, followed_tv_show.csv,",
          "user_tv_show_data.csv); shows are matched in the library by TheTVDB id or",
          "title, else looked up on TVMaze (by TheTVDB id, or a title one show has)",
          "and added in the same undo step; the summary lists those not found",
        ]
      }
    }

    /// The files of an export's folder this format reads (``ImportRequest/files``), by their
    /// names, in the order they are read; empty when the format reads no folder.
    public var folderFiles: [String] {
      switch self {
      case .tvmaze: []
      case .trakt: TraktDataExportFile.allCases.map(\.rawValue)
      case .tvtime:
        [
          "followed_tv_show.csv", "user_tv_show_data.csv", "tracking-prod-records-v2.csv",
          "tracking-prod-records.csv", "seen_episode_source.csv", "seen_episode_latest.csv",
        ]
      }
    }
  }

  public var format: Format
  /// The file's name, for messages ("-" for standard input).
  public var source: String
  /// The file's bytes.
  public var data: Data
  /// The show (an id or a title in the library) that TVMaze episodes without a show of their
  /// own belong to: `import tvmaze episodes.json --show "Breaking Bad"`.
  public var show: String?
  /// An export's folder (`import trakt DIR`): the files of it the library reads
  /// (``Format/folderFiles``), all imported in one transaction; `source` is then the folder
  /// and `data` is empty. `nil` for a single file.
  public var files: [DataFile]?
  /// A folder's files that are not read, by name: listed as skipped in the report.
  public var skippedFiles: [String]?
  /// Whether to import and then roll everything back (`import --dry-run`): the report says
  /// what the import would do, nothing is written and no backup is made.
  public var dryRun: Bool
  /// Shows fetched from TVMaze to save first, in the import's own transaction and undo step,
  /// each with the file's names of it (``ImportReport/unmatched``' keys): the shows a TV Time
  /// import found on TVMaze for the ones the library lacked.
  public var tvmazeShows: [TVMazeShowForImport]

  public init(
    format: Format, source: String, data: Data, show: String? = nil, files: [DataFile]? = nil,
    skippedFiles: [String]? = nil, dryRun: Bool = false,
    tvmazeShows: [TVMazeShowForImport] = []
  ) {
    self.dryRun = dryRun
    self.tvmazeShows = tvmazeShows
    self.format = format
    self.source = source
    self.data = data
    self.show = show
    self.files = files
    self.skippedFiles = skippedFiles
  }
}

extension ImportRequest {
  private enum CodingKeys: String, CodingKey {
    case format, source, data, show, files, skippedFiles, dryRun, tvmazeShows
  }

  /// Decodes a request; one recorded before dry runs is not one, and one recorded before
  /// lookups saves no shows first.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      format: try values.decode(Format.self, forKey: .format),
      source: try values.decode(String.self, forKey: .source),
      data: try values.decode(Data.self, forKey: .data),
      show: try values.decodeIfPresent(String.self, forKey: .show),
      files: try values.decodeIfPresent([DataFile].self, forKey: .files),
      skippedFiles: try values.decodeIfPresent([String].self, forKey: .skippedFiles),
      dryRun: try values.decodeIfPresent(Bool.self, forKey: .dryRun) ?? false,
      tvmazeShows: try values.decodeIfPresent(
        [TVMazeShowForImport].self, forKey: .tvmazeShows) ?? [])
  }
}

/// A show fetched from TVMaze that an import saves first, and the file's names of it.
public struct TVMazeShowForImport: Hashable, Sendable, Codable {
  /// The fetched show (its body and `updated`); saved as a refresh saves one, not followed.
  public var show: FetchedShow
  /// The names the file gives it, as ``ImportReport/unmatched`` keys them.
  public var names: [String]

  /// Creates a show to save first.
  public init(show: FetchedShow, names: [String]) {
    self.show = show
    self.names = names
  }
}

/// A show the user has started and not finished: what to watch next.
public struct UpNextItem: Hashable, Sendable, Codable {
  public var show: Show
  /// The first aired, unwatched episode of the regular seasons; `nil` when caught up.
  public var next: Episode?
  /// When caught up: the next announced episode.
  public var upcoming: Episode?
  /// Aired episodes of the regular seasons not watched (undated ones have not aired).
  public var airedLeft: Int
  /// The user's latest watch of the show.
  public var lastWatchedAt: Date
  /// Whether the library holds the show's whole episode list. A show whose list is incomplete
  /// is listed with nothing to watch next: it is not caught up, the library does not know.
  public var isEpisodeListComplete: Bool
  /// The show's poster, when the library has one.
  public var posterURL: URL?

  public init(
    show: Show, next: Episode?, upcoming: Episode? = nil, airedLeft: Int, lastWatchedAt: Date,
    isEpisodeListComplete: Bool = true, posterURL: URL? = nil
  ) {
    self.posterURL = posterURL
    self.show = show
    self.next = next
    self.upcoming = upcoming
    self.airedLeft = airedLeft
    self.lastWatchedAt = lastWatchedAt
    self.isEpisodeListComplete = isEpisodeListComplete
  }

  enum CodingKeys: String, CodingKey {
    case show, next, upcoming, airedLeft, lastWatchedAt, isEpisodeListComplete, posterURL
  }

  /// Reads an item; one recorded before the field existed counts as a whole list.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    show = try container.decode(Show.self, forKey: .show)
    next = try container.decodeIfPresent(Episode.self, forKey: .next)
    upcoming = try container.decodeIfPresent(Episode.self, forKey: .upcoming)
    airedLeft = try container.decode(Int.self, forKey: .airedLeft)
    lastWatchedAt = try container.decode(Date.self, forKey: .lastWatchedAt)
    isEpisodeListComplete =
      try container.decodeIfPresent(Bool.self, forKey: .isEpisodeListComplete) ?? true
    posterURL = try container.decodeIfPresent(URL.self, forKey: .posterURL)
  }
}
