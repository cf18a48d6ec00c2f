import Redux
import Watchlist

extension Connectors {
  /// Maps Watchlist's slice to `WatchlistView.State`.
  public struct WatchlistConnector: InputTrackingConnector, Sendable {
    /// Creates Watchlist's connector.
    public init() {}

    /// The slices Watchlist reads.
    public struct Inputs: Equatable {
      let watchlist: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(watchlist: state.$watchlist)
    }

    public func connect(state: AppState) -> WatchlistView.State {
      let slice = state.watchlist
      guard slice.status == .loaded else {
        return WatchlistView.State(rows: [], status: LoadPhase(slice.status))
      }
      return WatchlistView.State(
        rows: slice.items.enumerated().map { WatchlistView.Row(id: "\($0)", title: $1) })
    }

    public func connect(action: WatchlistView.Action) -> AppAction {
      switch action {
      case .rowSelected: .watchlist(.loadRequested)
      }
    }
  }
}
