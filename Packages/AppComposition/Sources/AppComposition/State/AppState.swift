import Foundation
import Identifiers
import Redux

/// The whole state of ShowTracker: what the screens need, normalized.
///
/// The catalog is held once, by id (`shows[id]`, `episodes[ids]`, `showImages[id]`); each
/// screen's slice holds ids and its own status. The library database holds everything; effects
/// load what the screens show into this state.
///
/// Every slice a connector reads is ``Tracked``, so connectors declare their inputs as
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
  /// The screen in front.
  public var screen: Screen = .history
  /// The last import's report, once one finished.
  public var lastImport: ImportStatus = .none
  /// Why the last change of watched episodes could not be saved; cleared when the next starts.
  public var saveFailure: String?

  public init() {}
}

/// The screens of the app.
public enum Screen: Hashable, Sendable, CaseIterable {
  case history
  case search
  case showDetail
}

/// Whether a slice of state is loading, loaded, or failed.
public enum LoadStatus: Hashable, Sendable {
  case idle
  case loading
  case loaded
  case failed(String)
}

/// One watch event on the history page.
public struct WatchEvent: Hashable, Sendable {
  public var ids: Ids
  public var watchedAt: Date

  public init(ids: Ids, watchedAt: Date) {
    self.ids = ids
    self.watchedAt = watchedAt
  }
}

/// The page of the watched history on screen.
public struct WatchedHistory: Hashable, Sendable {
  /// The page's watch events, newest first.
  public var entries: [WatchEvent] = []
  /// The page on screen, from 1.
  public var page = 1
  /// Entries per page.
  public var pageSize = 20
  /// How many entries the (filtered) history has.
  public var totalCount = 0
  /// The show the history is narrowed to.
  public var showFilter: ShowID?
  public var status: LoadStatus = .idle

  public init(pageSize: Int = 20) {
    self.pageSize = pageSize
  }

  /// How many pages the history has; at least 1.
  public var pageCount: Int { max(1, (totalCount + pageSize - 1) / pageSize) }
}

/// The search screen's state.
public struct SearchState: Hashable, Sendable {
  public var query = ""
  /// The shows found for ``query``, best first, with the user's progress in each.
  public var results: [ShowSearchResult] = []
  public var status: LoadStatus = .idle
  /// How many results a search asks for.
  public var limit = 25

  public init() {}
}

/// The show screen's state.
public struct ShowDetailState: Hashable, Sendable {
  /// The open show.
  public var selectedShow: ShowID?
  /// The open show's episodes, in order.
  public var episodeIDs: [Ids] = []
  /// The season whose episodes are listed.
  public var selectedSeason: Int?
  public var status: LoadStatus = .idle
  /// The screen to go back to.
  public var returnScreen: Screen = .history

  public init() {}
}

/// Where the last import stands.
public enum ImportStatus: Hashable, Sendable {
  case none
  case running(source: String)
  case finished(source: String, ImportReport)
  case failed(source: String, message: String)
}
