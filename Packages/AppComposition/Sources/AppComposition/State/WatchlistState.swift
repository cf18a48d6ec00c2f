/// Watchlist's slice of the app state.
public struct WatchlistState: Hashable, Sendable {
  /// The items, in order.
  public var items: [String] = []
  /// Whether the items are loading, loaded or failed.
  public var status: LoadStatus = .idle

  /// Watchlist, not loaded yet.
  public init() {}
}

/// Watchlist's actions.
public enum WatchlistAction: Equatable, Sendable, Codable {
  /// Load the items (again).
  case loadRequested
  /// The items arrived.
  case loaded([String])
  /// The items could not be read.
  case failed(AppError)
}

extension Screen {
  /// Watchlist.
  public static let watchlist = Screen("watchlist")
}
