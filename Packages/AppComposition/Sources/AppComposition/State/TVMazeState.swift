import LibraryClient
import TVMazeClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Shows fetched from TVMaze: the last `add` and the last `refresh`.
public struct TVMazeState: Hashable, Sendable {
  /// Where adding a show stands.
  public var add: AddStatus = .idle
  /// Where refreshing the followed shows stands.
  public var refresh: RefreshStatus = .idle

  /// Nothing added or refreshed yet.
  public init() {}
}

/// The show a user asked to add: a TVMaze id, or a title to search for.
public enum TVMazeShowQuery: Hashable, Sendable, Codable {
  /// TVMaze's id of the show: `showtracker add tvmaze:169`.
  case id(Int)
  /// Words of the title: `showtracker add breaking bad`.
  case title(String)

  /// What a user typed: TVMaze's id written `tvmaze:169`, else a title. A bare number is a
  /// title ("24", "1883"): everywhere a user types or sees a bare number it is the library's
  /// id, so it is never read as TVMaze's.
  public init(typed text: String) {
    if text.lowercased().hasPrefix("tvmaze:"), let id = Int(text.dropFirst("tvmaze:".count)),
      id > 0
    {
      self = .id(id)
    } else {
      self = .title(text)
    }
  }
}

/// Where adding a show stands.
public enum AddStatus: Hashable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// Searching TVMaze, fetching the show and saving it.
  case working
  /// Several shows match the title: the user picks one.
  case choosing(query: String, [TVMazeShowSummary])
  /// The show is in the library with its episodes, and followed.
  case added(FetchedShowSaved)
  /// Nothing was added.
  case failed(AppError)

  /// Whether adding finished (or waits for the user's choice).
  public var isSettled: Bool {
    switch self {
    case .idle, .working: false
    case .choosing, .added, .failed: true
    }
  }
}

/// How far a refresh has come.
public struct RefreshProgress: Hashable, Sendable, Codable {
  /// Shows fetched and saved so far.
  public var done: Int
  /// Shows to fetch in all (0 while asking TVMaze which shows changed).
  public var total: Int

  /// Creates a progress: `done` of `total` shows.
  public init(done: Int, total: Int) {
    self.done = done
    self.total = total
  }
}

/// What a refresh did.
public struct RefreshReport: Hashable, Sendable, Codable {
  /// The shows it looked at: the followed ones, or the one named.
  public var checked = 0
  /// The shows fetched and saved.
  public var refreshed = 0
  /// Their titles, in the order refreshed.
  public var refreshedShows: [String] = []
  /// The shows TVMaze has not changed since the last refresh: not fetched.
  public var unchanged = 0
  /// Episodes new to the library.
  public var episodesAdded = 0
  /// Episodes whose details changed.
  public var episodesUpdated = 0
  /// Shows TVMaze no longer has (HTTP 404): kept, with their history.
  public var gone: [String] = []
  /// The show being refreshed when the refresh stopped, if it failed.
  public var stoppedAt: String?
  /// Shows of the watchlist known only by a Trakt file's ids and title that TVMaze could not
  /// be told which show they are: left as they were.
  public var unresolved: [UnresolvedShow] = []
  /// Followed shows with no TVMaze id, not refreshed: their titles, A to Z.
  public var withoutTVMazeID: [String] = []

  /// An empty report.
  public init() {}
}

/// A show a refresh could not find on TVMaze, and why.
public struct UnresolvedShow: Hashable, Sendable, Codable {
  /// Its title.
  public var title: String
  /// Why, in words: "it has no TheTVDB or IMDb id, and 2 shows on TVMaze have its title".
  public var reason: String

  /// Creates the entry.
  public init(title: String, reason: String) {
    self.title = title
    self.reason = reason
  }
}

/// Where a refresh stands.
public enum RefreshStatus: Hashable, Sendable {
  /// No refresh asked for yet.
  case idle
  /// Fetching changed shows.
  case running(RefreshProgress)
  /// Done; what it did.
  case finished(RefreshReport)
  /// Stopped by `error`; the shows refreshed before it (in the report) stay refreshed, the one
  /// it stopped at is unchanged.
  case failed(RefreshReport, AppError)

  /// Whether a refresh is running.
  public var isRunning: Bool {
    if case .running = self { return true }
    return false
  }
}

/// Adding shows from TVMaze and refreshing the followed ones.
public enum TVMazeAction: Equatable, Sendable, Codable {
  /// Add a show by TVMaze id, or by title (searching TVMaze first).
  case addRequested(TVMazeShowQuery)
  /// Several TVMaze shows match the title: the user picks one.
  case addCandidatesFound(query: String, [TVMazeShowSummary])
  /// The show was saved with its episodes.
  case addFinished(FetchedShowSaved)
  /// Nothing was added.
  case addFailed(AppError)
  /// Refresh the followed shows, or the one show named (an id or a title).
  case refreshRequested(show: String?)
  /// A refresh moved on.
  case refreshProgressed(RefreshProgress)
  /// A refresh finished.
  case refreshFinished(RefreshReport)
  /// A refresh stopped.
  case refreshFailed(RefreshReport, AppError)
}
