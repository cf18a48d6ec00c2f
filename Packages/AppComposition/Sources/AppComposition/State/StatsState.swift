/// Stats's slice of the app state.
public struct StatsState: Hashable, Sendable {
  /// The items, in order.
  public var items: [String] = []
  /// Whether the items are loading, loaded or failed.
  public var status: LoadStatus = .idle

  /// Stats, not loaded yet.
  public init() {}
}

/// Stats's actions.
public enum StatsAction: Equatable, Sendable, Codable {
  /// Load the items (again).
  case loadRequested
  /// The items arrived.
  case loaded([String])
  /// The items could not be read.
  case failed(AppError)
}

extension Screen {
  /// Stats.
  public static let stats = Screen("stats")
}
