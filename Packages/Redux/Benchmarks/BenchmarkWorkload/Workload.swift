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
  /// Moves `Revision.latest` and changes nothing, as restoring an unchanged snapshot does: every
  /// input-tracking derived store looks at its inputs and skips its connector.
  case advanceRevision
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
  case .advanceRevision:
    Revision.advance()
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
  /// With `subscribed`, each derived store's one `observe` subscription.
  private var subscriptions: [StoreSubscription] = []
  private let tally = Tally()
  /// With `subscribed`, the calls of the subscribers so far: one per view-state change.
  public var notifications: Int { tally.count }

  /// - Parameter subscribed: Whether each derived store gets one `observe` subscriber, as every
  ///   front end subscribes to its view model; the subscriber counts its calls.
  public init(size: Int, connectorCount: Int, subscribed: Bool = false) {
    store = Store(initialState: BenchmarkState(size: size), reducer: benchmarkReducer)
    for index in 0..<connectorCount {
      if index.isMultiple(of: 2) {
        let view = store.connect(using: HistoryLikeConnector())
        historyViews.append(view)
        if subscribed { subscriptions.append(view.observe { [tally] _ in tally.count += 1 }) }
      } else {
        let view = store.connect(using: SearchLikeConnector())
        searchViews.append(view)
        if subscribed { subscriptions.append(view.observe { [tally] _ in tally.count += 1 }) }
      }
    }
  }

  /// What a subscriber does: counts its call, as a front end marks itself for a redraw.
  private final class Tally {
    // Unchecked, like the store's own storage: only the subscribers, on the main actor, touch
    // it, one at a time.
    @exclusivity(unchecked) var count = 0
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

/// The store-less baseline: the same K connectors, called by hand after the same reducer, with
/// the same algorithm as a store's input-tracking derived stores (look at the inputs only when
/// `Revision.latest` moved since the last action, run the connector only when they changed, keep
/// the view state only when it differs) and none of the store. The benchmark prints it beside each store line, so the
/// store's overhead is measured, not inferred.
@MainActor
public final class StorelessPipeline {
  // Unchecked, like the store's own storage: this class stands for whatever holds an app's state
  // without a store, and its accesses never overlap (one method, no reentrancy).
  @exclusivity(unchecked) public private(set) var state: BenchmarkState
  @exclusivity(unchecked) private var history:
    [(inputs: HistoryLikeConnector.Inputs, view: HistoryLikeConnector.ViewState)]
  @exclusivity(unchecked) private var search:
    [(inputs: SearchLikeConnector.Inputs, view: SearchLikeConnector.ViewState)]
  /// Connector runs so far, including the first ones, as `BenchmarkHarness.connectorRuns` counts.
  @exclusivity(unchecked) public private(set) var connectorRuns = 0
  /// View-state changes so far, as `BenchmarkHarness.viewStateChanges` counts.
  @exclusivity(unchecked) public private(set) var viewStateChanges = 0
  /// `Revision.latest` after the last action.
  @exclusivity(unchecked) private var latestSeen: Revision

  /// The baseline for catalog size `size` (N) and `connectorCount` (K) connectors: A for even
  /// indices, B for odd ones, as in `BenchmarkHarness`.
  public init(size: Int, connectorCount: Int) {
    let state = BenchmarkState(size: size)
    let historyConnector = HistoryLikeConnector()
    let searchConnector = SearchLikeConnector()
    self.state = state
    history = (0..<(connectorCount + 1) / 2).map { _ in
      (historyConnector.inputs(of: state), historyConnector.connect(state: state))
    }
    search = (0..<connectorCount / 2).map { _ in
      (searchConnector.inputs(of: state), searchConnector.connect(state: state))
    }
    connectorRuns = connectorCount
    latestSeen = Revision.latest
  }

  /// Applies `action` and brings every view state up to date.
  public func send(_ action: BenchmarkAction) {
    reduceBenchmark(&state, action)
    let latest = Revision.latest
    guard latest != latestSeen else { return }
    latestSeen = latest
    let historyConnector = HistoryLikeConnector()
    for index in history.indices {
      let inputs = historyConnector.inputs(of: state)
      guard inputs != history[index].inputs else { continue }
      history[index].inputs = inputs
      connectorRuns += 1
      let view = historyConnector.connect(state: state)
      guard view != history[index].view else { continue }
      history[index].view = view
      viewStateChanges += 1
    }
    let searchConnector = SearchLikeConnector()
    for index in search.indices {
      let inputs = searchConnector.inputs(of: state)
      guard inputs != search[index].inputs else { continue }
      search[index].inputs = inputs
      connectorRuns += 1
      let view = searchConnector.connect(state: state)
      guard view != search[index].view else { continue }
      search[index].view = view
      viewStateChanges += 1
    }
  }
}
