import Identifiers
import LibraryClient
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The whole state of ShowTracker: what the screens need, normalized.
///
/// The catalog is held once, by id (`shows[id]`, `episodes[ids]`, `showImages[id]`); each
/// screen's slice holds ids and its own status. The library database holds everything; effects
/// load what the screens show into this state.
///
/// Every slice a connector reads is `Tracked`, so connectors declare their inputs as
/// revisions and are skipped when an action leaves those slices alone. Writes to the shared
/// catalog (`shows`, `episodes`, `showImages`) skip equal values, so loading what is already
/// there re-runs no other screen's connector; a screen's own slice may be rewritten by its own
/// actions (a history reload rewrites `watchedHistory`), which re-runs only that screen's
/// connector, and it publishes only if its view state differs.
///
/// Search results are the one exception to normalization: ``SearchState/results`` keeps each
/// result's show and progress, so that typing a query never invalidates the history or the show
/// screen (their connectors read ``shows`` and ``episodes``, which a search leaves alone).
public struct AppState: Equatable, Sendable {
  /// Shows loaded from the library, by id.
  @Tracked public var shows: [ShowID: Show] = [:]
  /// Episodes loaded from the library, by ids: the seed's `episodes[ids]`.
  @Tracked public var episodes: [Ids: Episode] = [:]
  /// Artwork of loaded shows: the seed's `showImages`.
  @Tracked public var showImages: [ShowID: ShowImages] = [:]
  /// The page of the watched history on screen.
  @Tracked public var watchedHistory = WatchedHistory()
  /// The search screen's query and results.
  @Tracked public var search = SearchState()
  /// The show screen's selection.
  @Tracked public var showDetail = ShowDetailState()
  /// Up Next: the shows started and not finished.
  @Tracked public var upNext = UpNextState()
  /// Upcoming's slice.
  @Tracked public var upcoming = UpcomingState()
  /// My Shows's slice.
  @Tracked public var myShows = MyShowsState()
  /// Stats's slice.
  @Tracked public var stats = StatsState()
  /// Watchlist's slice.
  @Tracked public var watchlist = WatchlistState()
  // new-feature: slices above this line
  /// Shows fetched from TVMaze: the last `add` and `refresh`.
  @Tracked public var tvmaze = TVMazeState()
  /// The screen in front, and whether the help covers it.
  @Tracked public var navigation = Navigation()
  /// Where the last change to the library (a watch, an unwatch, an undo) stands.
  @Tracked public var change: ChangeStatus = .idle
  /// Today, in the user's time zone: what has aired, what is next. The clock moves it
  /// (``AppAction/clockStarted``, then ``AppAction/dayChanged(_:)`` at midnight); connectors
  /// read it instead of a clock, so they stay pure functions of the state.
  @Tracked public var today: CalendarDay
  /// The last import's report, once one finished.
  public var lastImport: ImportStatus = .none
  /// Where an export of the history stands.
  public var export: ExportStatus = .idle
  /// Where a check or a backup of the library stands.
  public var maintenance: MaintenanceStatus = .idle
  /// Where the last media server's event, or `showtracker hooks`, stands.
  public var webhooks: WebhookStatus = .idle
  /// The token `serve --listen` asks other devices' browsers for, once read from the library.
  public var browserAccess: BrowserAccessStatus = .idle

  /// An empty state on `today`; effects fill it.
  public init(today: CalendarDay) {
    self.today = today
  }

  /// The screen in front.
  public var screen: Screen { navigation.screen }

  /// The catalog's poster of `show` (its first), if it has one: what History and the show
  /// screen show.
  public func posterURL(of show: ShowID) -> URL? {
    showImages[show]?.tvPosters?.first?.url
  }
}

/// The screen in front, and the overlay over it.
public struct Navigation: Hashable, Sendable {
  /// The screen in front.
  public var screen: Screen = .history
  /// Whether the help covers the screen.
  public var isShowingHelp = false

  /// Creates a navigation with `screen` in front, and the help shown or not.
  public init(screen: Screen = .history, isShowingHelp: Bool = false) {
    self.screen = screen
    self.isShowingHelp = isShowingHelp
  }
}

/// Where the last change to the library stands: the status a command waits for and the status
/// line reports.
public enum ChangeStatus: Hashable, Sendable {
  /// Nothing changed yet.
  case idle
  /// A change is being worked out or saved.
  case working
  /// The change waits for another program that holds the library (a long import).
  case waiting
  /// Episodes were marked: what the library did (counts of 0 when nothing needed marking).
  case marked(LibraryChange)
  /// The last change was undone; `nil` when there was nothing to undo.
  case undone(LibraryChange?)
  /// The last undone change was made again; `nil` when there was nothing to redo.
  case redone(LibraryChange?)
  /// A show was followed or unfollowed: what the library did.
  case followed(FollowChange)
  /// A show, a season or an episode was rated, or its rating cleared: what the library did.
  case rated(RatingChange)
  /// A show was saved to the watchlist or removed from it: what the library did.
  case watchlisted(WatchlistChange)
  /// The change could not be made; nothing was changed.
  case failed(AppError)
  /// Shows are being refreshed from TVMaze (the interactive app's `r`).
  case refreshing(RefreshProgress)
  /// A refresh from TVMaze finished.
  case refreshed(RefreshReport)
  /// What the next undos (`redo == false`) or redos would take back or make again, the next
  /// first: `showtracker undo --list`.
  case listed(redo: Bool, [LibraryChange])

  /// Whether the change finished, well or not.
  public var isSettled: Bool {
    switch self {
    case .idle, .working, .waiting, .refreshing: false
    case .marked, .undone, .redone, .followed, .rated, .watchlisted, .failed, .refreshed,
      .listed:
      true
    }
  }
}

/// Where an export of the history stands.
public enum ExportStatus: Hashable, Sendable {
  /// No export asked for yet.
  case idle
  /// The export is being written.
  case running
  /// The library as one Trakt JSON document.
  case finished(Data)
  /// The files of a Trakt data export, by name.
  case files([DataFile])
  /// The export failed.
  case failed(AppError)
}

/// Where a check or a backup of the library stands.
public enum MaintenanceStatus: Hashable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// A check or a backup is running.
  case running
  /// The check finished with this report.
  case checked(LibraryCheck)
  /// The library was backed up to this path.
  case backedUp(path: String)
  /// The check or the backup failed.
  case failed(AppError)
}

/// A screen of the app, by a stable name: the tab it is on, the screen a command shows.
///
/// A struct rather than an enum, so that a feature declares its screen in its own file
/// (`extension Screen { public static let upNext = Screen("next") }`) and no switch elsewhere
/// has to learn about it. The app's tabs, in order, come from its feature registry.
public struct Screen: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The screen called `rawValue`: `Screen("next")`.
  public init(_ rawValue: String) {
    self.init(rawValue: rawValue)
  }

  public var description: String { rawValue }
}

/// Whether a slice of state is loading, loaded, or failed.
public enum LoadStatus: Hashable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// On its way.
  case loading
  /// Loaded.
  case loaded
  /// Could not be loaded.
  case failed(AppError)

  /// Whether loading finished, well or not.
  public var isSettled: Bool {
    switch self {
    case .loaded, .failed: true
    case .idle, .loading: false
    }
  }

  /// A load has begun: a slice not loaded yet is on its way (``loading``); a loaded one stays
  /// ``loaded``, its items on screen until the new ones replace them. So a reload after a
  /// change never blanks a list, and a key pressed meanwhile acts on the rows the user sees.
  mutating func loadBegan() {
    if self != .loaded, self != .loading { self = .loading }
  }
}

extension LoadPhase {
  /// A view state's phase for a slice's status: not asked for yet or on its way is
  /// ``LoadPhase/loading``, a failure is its error in words.
  public init(_ status: LoadStatus) {
    switch status {
    case .idle, .loading: self = .loading
    case .loaded: self = .loaded
    case .failed(let error): self = .failed(message: ErrorText.message(error))
    }
  }
}

/// Where the last import stands.
public enum ImportStatus: Hashable, Sendable {
  /// No import asked for yet.
  case none
  /// Importing the file `source`.
  case running(source: String)
  /// Looking up on TVMaze the shows of `source` the library lacks: `done` of `total` asked.
  case lookingUp(source: String, done: Int, total: Int)
  /// The import from `source` finished; the report counts what it added.
  case finished(source: String, ImportReport)
  /// The import from `source` failed, and changed nothing.
  case failed(source: String, AppError)

  /// Whether the import finished, well or not.
  public var isSettled: Bool {
    switch self {
    case .finished, .failed: true
    case .none, .running, .lookingUp: false
    }
  }
}
