import Redux
import Upcoming

extension Connectors {
  /// Maps Upcoming's slice to `UpcomingView.State`.
  public struct UpcomingConnector: InputTrackingConnector, Sendable {
    /// Creates Upcoming's connector.
    public init() {}

    /// The slices Upcoming reads.
    public struct Inputs: Equatable {
      let upcoming: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(upcoming: state.$upcoming)
    }

    public func connect(state: AppState) -> UpcomingView.State {
      let slice = state.upcoming
      switch slice.status {
      case .idle, .loading:
        return UpcomingView.State(rows: [], status: .loading)
      case .failed(let error):
        return UpcomingView.State(rows: [], status: .failed(message: error.description))
      case .loaded:
        return UpcomingView.State(
          rows: slice.items.enumerated().map { index, item in
            UpcomingView.Row(id: "\(index)", title: item)
          })
      }
    }

    public func connect(action: UpcomingView.Action) -> AppAction {
      switch action {
      case .rowSelected: .upcoming(.loadRequested)
      }
    }
  }
}
