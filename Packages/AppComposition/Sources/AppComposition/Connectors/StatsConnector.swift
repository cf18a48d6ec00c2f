import Redux
import Stats

extension Connectors {
  /// Maps Stats's slice to `StatsView.State`.
  public struct StatsConnector: InputTrackingConnector, Sendable {
    /// Creates Stats's connector.
    public init() {}

    /// The slices Stats reads.
    public struct Inputs: Equatable {
      let stats: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(stats: state.$stats)
    }

    public func connect(state: AppState) -> StatsView.State {
      let slice = state.stats
      switch slice.status {
      case .idle, .loading:
        return StatsView.State(rows: [], status: .loading)
      case .failed(let error):
        return StatsView.State(rows: [], status: .failed(message: error.description))
      case .loaded:
        return StatsView.State(
          rows: slice.items.enumerated().map { index, item in
            StatsView.Row(id: "\(index)", title: item)
          })
      }
    }

    public func connect(action: StatsView.Action) -> AppAction {
      switch action {
      case .rowSelected: .stats(.loadRequested)
      }
    }
  }
}
