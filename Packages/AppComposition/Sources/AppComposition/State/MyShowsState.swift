/// My Shows's slice of the app state.
public struct MyShowsState: Hashable, Sendable {
  /// The items, in order.
  public var items: [String] = []
  /// Whether the items are loading, loaded or failed.
  public var status: LoadStatus = .idle

  /// My Shows, not loaded yet.
  public init() {}
}

/// My Shows's actions.
public enum MyShowsAction: Equatable, Sendable, Codable {
  /// Load the items (again).
  case loadRequested
  /// The items arrived.
  case loaded([String])
  /// The items could not be read.
  case failed(AppError)
}

extension Screen {
  /// My Shows.
  public static let myShows = Screen("myshows")
}
