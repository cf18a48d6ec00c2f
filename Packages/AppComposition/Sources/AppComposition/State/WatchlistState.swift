import Identifiers
import LibraryClient

/// The watchlist's slice of the app state: the shows the user means to start.
public struct WatchlistState: Hashable, Sendable {
  /// The shows, the most recently saved first.
  public var items: [WatchlistItem] = []
  /// Whether the list is loading, loaded or failed.
  public var status: LoadStatus = .idle
  /// What the last save to the watchlist (or removal from it) did; `nil` before any.
  public var lastChange: WatchlistChange?

  /// The watchlist, not loaded yet.
  public init() {}
}

/// The watchlist's actions.
public enum WatchlistAction: Equatable, Sendable, Codable {
  /// Load the list (again).
  case loadRequested
  /// The library's list arrived.
  case loaded([WatchlistItem])
  /// The list could not be read.
  case failed(AppError)
  /// Saves (or removes) the show a user named, an id or a title: `showtracker watchlist add`
  /// and `remove`.
  case requested(WatchlistRequest)
  /// Saves (`true`) or removes a show on screen: the Show screen's key, the Watchlist's.
  case changed(show: ShowID, watchlisted: Bool)
  /// The library saved or removed the show; what it did.
  case saved(WatchlistChange)
}

/// A show named on the command line, to save to the watchlist or remove from it:
/// `watchlist add "Severance"`.
public struct WatchlistRequest: Hashable, Sendable, Codable {
  /// The show: its id or its title.
  public var show: String
  /// Save (`true`) or remove.
  public var watchlisted: Bool

  /// Creates a request to save `show` (or, with `watchlisted: false`, to remove it).
  public init(show: String, watchlisted: Bool) {
    self.show = show
    self.watchlisted = watchlisted
  }
}

extension Screen {
  /// The watchlist.
  public static let watchlist = Screen("watchlist")
}
