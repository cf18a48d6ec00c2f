import LibraryClient

/// Up Next's slice of the app state: the shows started and not finished.
public struct UpNextState: Hashable, Sendable {
  /// The shows, most recently watched first.
  public var items: [UpNextItem] = []
  /// Whether the list is loading, loaded or failed.
  public var status: LoadStatus = .idle
  /// How many shows the list asks for: a screen of them, the most recently watched.
  public var limit = 20

  /// An Up Next not loaded yet.
  public init() {}
}

/// Up Next's actions.
public enum UpNextAction: Equatable, Sendable, Codable {
  /// Load the list (again).
  case loadRequested
  /// The library's list arrived.
  case loaded([UpNextItem])
  /// The list could not be read.
  case failed(AppError)
}

extension Screen {
  /// Up Next: what to watch next.
  public static let upNext = Screen("next")
}
