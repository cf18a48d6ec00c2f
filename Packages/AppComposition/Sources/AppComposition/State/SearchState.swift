import LibraryClient
import TVMazeClient

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

  /// What TVMaze has for ``query``: asked only when the user asks.
  public var tvmaze: TVMazeSearchStatus = .idle
  /// Adding a show found on TVMaze, or `nil` when none was asked for since the query changed.
  public var adding: SearchAddStatus?

  /// Creates an empty search.
  public init() {}

  /// The most words a query may have. Each word is matched, and forgiven its typos, against
  /// every title, so a search costs in proportion to its words times the library; a show's
  /// title is rarely more than a few words.
  public static let maxQueryWords = 12
  /// The most characters a query may have.
  public static let maxQueryCharacters = 200

  /// Why `query` is not searched for (``AppError/queryTooLong(words:characters:)``: more than
  /// ``maxQueryWords`` words or ``maxQueryCharacters`` characters), or `nil` when it is. Every
  /// front end asks this where a query enters (the command's argument, the page's `q`), and the
  /// reducer refuses such a query too.
  ///
  /// ```swift
  /// SearchState.refusal(of: "breaking bad")  // nil
  /// SearchState.refusal(of: String(repeating: "a ", count: 4000))  // .queryTooLong(words: 4000, …)
  /// ```
  public static func refusal(of query: String) -> AppError? {
    let characters = query.count
    let words = query.split(whereSeparator: \.isWhitespace).count
    guard words > maxQueryWords || characters > maxQueryCharacters else { return nil }
    return .queryTooLong(words: words, characters: characters)
  }
}

/// Where asking TVMaze for the search's query stands.
public enum TVMazeSearchStatus: Hashable, Sendable {
  /// Not asked for this query.
  case idle
  /// Asking.
  case loading
  /// TVMaze's shows for the query, best first.
  case loaded([TVMazeShowSummary])
  /// TVMaze could not be asked.
  case failed(AppError)
}

/// Where adding a show found on TVMaze from the search stands.
public enum SearchAddStatus: Hashable, Sendable {
  /// Fetching TVMaze's show `tvmazeID` and saving it.
  case working(tvmazeID: Int)
  /// Saved and followed.
  case added(FetchedShowSaved)
  /// Nothing was added.
  case failed(AppError)
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
  /// Ask TVMaze for the current query too.
  case tvmazeRequested
  /// TVMaze answered for `query`.
  case tvmazeLoaded(query: String, [TVMazeShowSummary])
  /// Asking TVMaze for `query` failed.
  case tvmazeFailed(query: String, AppError)
  /// Add TVMaze's show `tvmazeID` to the library, followed, as `add` does: one undo step.
  case addRequested(tvmazeID: Int)
  /// The show was saved with its episodes.
  case addFinished(FetchedShowSaved)
  /// Nothing was added.
  case addFailed(AppError)
}

extension Screen {
  /// The search.
  public static let search = Screen("search")
}
