import Foundation
import Redux

// The standard store-pipeline workload (Docs/Performance.md). Keep it exactly like this so that
// runs can be compared with each other and with other stores.

/// One episode of the benchmark catalog.
public struct BenchmarkEpisode: Equatable, Sendable {
  public var id: Int
  public var title: String
  public var firstAired: Date?
}

/// The benchmark's app state: a catalog of N episodes, a history of N/2 ids, a search.
public struct BenchmarkState: Equatable, Sendable {
  @Tracked public var episodes: [Int: BenchmarkEpisode]
  @Tracked public var watchedHistory: [Int]
  @Tracked public var searchQuery: String
  @Tracked public var searchResults: [Int]
  /// Read by no connector.
  public var counter = 0

  /// The state for catalog size `size` (N).
  public init(size: Int) {
    var episodes: [Int: BenchmarkEpisode] = [:]
    episodes.reserveCapacity(size)
    for id in 0..<size {
      episodes[id] = BenchmarkEpisode(
        id: id, title: "Episode \(id)",
        firstAired: id % 7 == 0 ? nil : Date(timeIntervalSince1970: Double(id) * 86_400))
    }
    self.episodes = episodes
    self.watchedHistory = (0..<size / 2).map { ($0 * 7919) % size }
    self.searchQuery = ""
    self.searchResults = Array(0..<10)
  }
}

/// The benchmark's actions.
public enum BenchmarkAction: Equatable, Sendable {
  case increment
  case setQuery(String)
  case markWatched(id: Int)
  /// Untimed: trims the history back to `count` entries after a batch of `markWatched`.
  case trimHistory(to: Int)
}

/// The benchmark reducer, as a plain function so the floor can call it without a store.
public func reduceBenchmark(_ state: inout BenchmarkState, _ action: BenchmarkAction) {
  switch action {
  case .increment:
    state.counter += 1
  case .setQuery(let query):
    state.searchQuery = query
  case .markWatched(let id):
    state.watchedHistory.append(id)
  case .trimHistory(let count):
    state.watchedHistory.removeLast(max(0, state.watchedHistory.count - count))
  }
}

/// The benchmark reducer for a store.
public let benchmarkReducer = Reducer<BenchmarkState, BenchmarkAction> { state, action in
  reduceBenchmark(&state, action)
  return .none
}

/// Connector A (history-like): the history count and the last 20 watched entries, newest first.
public struct HistoryLikeConnector: InputTrackingConnector {
  public struct ViewState: Equatable {
    public var count: Int
    public var entries: [String]
  }

  public struct Inputs: Equatable {
    let history: Revision
    let episodes: Revision
  }

  public init() {}

  public func inputs(of state: BenchmarkState) -> Inputs {
    Inputs(history: state.$watchedHistory, episodes: state.$episodes)
  }

  public func connect(state: BenchmarkState) -> ViewState {
    let history = state.watchedHistory
    return ViewState(
      count: history.count,
      entries: history.suffix(20).reversed().map { id in
        guard let episode = state.episodes[id] else { return "?" }
        let day = episode.firstAired.map { Int($0.timeIntervalSince1970 / 86_400) }
        return "\(episode.title) (day \(day.map(String.init) ?? "none"))"
      })
  }

  public func connect(action: Never) -> BenchmarkAction {}
}

/// Connector B (search-like): the query and the result count.
public struct SearchLikeConnector: InputTrackingConnector {
  public struct ViewState: Equatable {
    public var query: String
    public var resultCount: Int
  }

  public struct Inputs: Equatable {
    let query: Revision
    let results: Revision
  }

  public init() {}

  public func inputs(of state: BenchmarkState) -> Inputs {
    Inputs(query: state.$searchQuery, results: state.$searchResults)
  }

  public func connect(state: BenchmarkState) -> ViewState {
    ViewState(query: state.searchQuery, resultCount: state.searchResults.count)
  }

  public func connect(action: Never) -> BenchmarkAction {}
}

/// A store with `connectorCount` (K) derived stores: A for even indices, B for odd ones.
@MainActor
public final class BenchmarkHarness {
  public let store: Store<BenchmarkState, BenchmarkAction>
  public private(set) var historyViews: [Store<HistoryLikeConnector.ViewState, Never>] = []
  public private(set) var searchViews: [Store<SearchLikeConnector.ViewState, Never>] = []

  public init(size: Int, connectorCount: Int) {
    store = Store(initialState: BenchmarkState(size: size), reducer: benchmarkReducer)
    for index in 0..<connectorCount {
      if index.isMultiple(of: 2) {
        historyViews.append(store.connect(using: HistoryLikeConnector()))
      } else {
        searchViews.append(store.connect(using: SearchLikeConnector()))
      }
    }
  }

  /// Connector runs of all derived stores so far (including the first, at creation).
  public var connectorRuns: (history: Int, search: Int) {
    (
      historyViews.reduce(0) { $0 + $1.metrics.derivations },
      searchViews.reduce(0) { $0 + $1.metrics.derivations }
    )
  }

  /// View-state changes of all derived stores so far.
  public var viewStateChanges: Int {
    historyViews.reduce(0) { $0 + $1.metrics.stateChanges }
      + searchViews.reduce(0) { $0 + $1.metrics.stateChanges }
  }
}
