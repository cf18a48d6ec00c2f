import LibraryClient

/// The search screen's state.
public struct SearchState: Hashable, Sendable {
  /// The query as the user typed it.
  public var query = ""
  /// The shows found for ``query``, best first, with the user's progress in each.
  public var results: [ShowSearchResult] = []
  /// Whether the results are loading, loaded, or failed.
  public var status: LoadStatus = .idle
  /// How many results a search asks for.
  public var limit = 25
  /// How many shows match the query in all (the results are the first ``limit`` of them).
  public var totalCount = 0

  /// Creates an empty search.
  public init() {}
}

/// The search's actions.
public enum SearchAction: Equatable, Sendable, Codable {
  /// The query changed: search after a short pause, cancelling the previous search.
  case queryChanged(String)
  /// Search for the current query now.
  case submitted
  /// Ask for at most this many results.
  case limitChanged(Int)
  /// The library answered the search for `query`.
  case resultsLoaded(query: String, SearchPage)
  /// The search for `query` failed.
  case failed(query: String, AppError)
}

extension Screen {
  /// The search.
  public static let search = Screen("search")
}
