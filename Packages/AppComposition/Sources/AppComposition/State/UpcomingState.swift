/// Upcoming's slice of the app state.
public struct UpcomingState: Hashable, Sendable {
  /// The items, in order.
  public var items: [String] = []
  /// Whether the items are loading, loaded or failed.
  public var status: LoadStatus = .idle

  /// Upcoming, not loaded yet.
  public init() {}
}

/// Upcoming's actions.
public enum UpcomingAction: Equatable, Sendable, Codable {
  /// Load the items (again).
  case loadRequested
  /// The items arrived.
  case loaded([String])
  /// The items could not be read.
  case failed(AppError)
}

extension Screen {
  /// Upcoming.
  public static let upcoming = Screen("upcoming")
}
