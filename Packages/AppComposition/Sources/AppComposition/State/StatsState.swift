import LibraryClient

/// Stats' slice of the app state: the history in figures.
public struct StatsState: Hashable, Sendable {
  /// Every day with a watch and the top shows of ``year``, as the library counted them.
  public var stats = WatchStats(days: [], topShows: [])
  /// The year the figures are for; `nil` for every year.
  public var year: Int?
  /// How many shows the top list holds.
  public var top = 10
  /// Whether the figures are loading, loaded or failed.
  public var status: LoadStatus = .idle

  /// Stats, not loaded yet.
  public init() {}
}

/// Stats' actions.
public enum StatsAction: Equatable, Sendable, Codable {
  /// Load the figures (again).
  case loadRequested
  /// The figures of this year, or of every year (`nil`), and load.
  case yearChanged(Int?)
  /// The library's figures arrived.
  case loaded(WatchStats)
  /// The figures could not be read.
  case failed(AppError)
}

extension Screen {
  /// Stats.
  public static let stats = Screen("stats")
}
