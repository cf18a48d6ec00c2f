import Identifiers
import LibraryClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The page of the watched history on screen.
public struct WatchedHistory: Hashable, Sendable {
  /// The page's watch events, newest first.
  public var entries: [WatchEvent] = []
  /// The page on screen, from 1.
  public var page = 1
  /// The page asked for and not loaded yet: where the next page move starts from, so quick
  /// key presses add up instead of repeating the same move.
  public var requestedPage: Int?
  /// Entries per page.
  public var pageSize = 20
  /// How many entries the (filtered) history has.
  public var totalCount = 0
  /// The show the history is narrowed to.
  public var showFilter: ShowID?
  /// Whether the page is loading, loaded, or failed.
  public var status: LoadStatus = .idle

  /// Creates an empty history of `pageSize` entries a page, on page 1.
  public init(pageSize: Int = 20) {
    self.pageSize = pageSize
  }

  /// How many pages the history has; at least 1.
  public var pageCount: Int { Self.pageCount(of: totalCount, pageSize: pageSize) }

  /// How many pages of `pageSize` entries `total` entries fill; at least 1.
  public static func pageCount(of total: Int, pageSize: Int) -> Int {
    let (whole, rest) = total.quotientAndRemainder(dividingBy: max(1, pageSize))
    return max(1, rest > 0 ? whole + 1 : whole)
  }
}

/// One watch event on the history page.
public struct WatchEvent: Hashable, Sendable {
  /// The episode watched.
  public var ids: Ids
  /// When it was watched.
  public var watchedAt: Date
  /// The media server whose webhook recorded it, if one did.
  public var mediaServer: MediaServer?

  /// Creates a watch event of the episode `ids`, watched at `watchedAt` (recorded by
  /// `mediaServer`'s webhook, if one did).
  public init(ids: Ids, watchedAt: Date, mediaServer: MediaServer? = nil) {
    self.ids = ids
    self.watchedAt = watchedAt
    self.mediaServer = mediaServer
  }
}

/// The watched history's actions.
public enum HistoryAction: Equatable, Sendable, Codable {
  /// Load a page of the history (from 1), exactly: a page past the end loads empty.
  case pageRequested(Int)
  /// Load the page on screen again (after a change); a page past the end moves to the last.
  case reloadRequested
  /// Move from the page on screen (or the page asked for) by `offset` pages (+1 older,
  /// -1 newer), within bounds.
  case pageMoved(by: Int)
  /// Show this many entries a page, from page 1.
  case pageSizeChanged(Int)
  /// Narrow the history to one show, or show all of it, from page 1.
  case showFilterChanged(ShowID?)
  /// Narrow the history to the show a user named (an id or a title), then load `page`.
  case showFilterRequested(String, page: Int)
  /// The show a user named was found: narrow the history to it and load `page`.
  case showFilterResolved(ShowCandidate, page: Int)
  /// The library answered with the page asked for.
  case pageLoaded(page: Int, HistoryPage)
  /// The page asked for could not be loaded.
  case pageFailed(page: Int, AppError)
}

extension Screen {
  /// The watched history.
  public static let history = Screen("history")
}
