import LibraryClient

/// Upcoming's slice of the app state: the episodes of followed shows airing in the next days.
public struct UpcomingState: Hashable, Sendable {
  /// The episodes, by air day.
  public var items: [UpcomingItem] = []
  /// How many days, from today, the list covers.
  public var days = 14
  /// Whether the list is loading, loaded or failed.
  public var status: LoadStatus = .idle
  /// At most this many episodes.
  public var limit = 500

  /// Upcoming, not loaded yet.
  public init() {}
}

/// Upcoming's actions.
public enum UpcomingAction: Equatable, Sendable, Codable {
  /// Load the list (again).
  case loadRequested
  /// Cover this many days from today (1 or more), and load.
  case daysChanged(Int)
  /// The library's list arrived.
  case loaded([UpcomingItem])
  /// The list could not be read.
  case failed(AppError)
}

extension Screen {
  /// Upcoming: what airs in the next days.
  public static let upcoming = Screen("upcoming")
}
