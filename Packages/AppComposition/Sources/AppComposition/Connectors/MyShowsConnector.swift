import MyShows
import Redux

extension Connectors {
  /// Maps My Shows's slice to `MyShowsView.State`.
  public struct MyShowsConnector: InputTrackingConnector, Sendable {
    /// Creates My Shows's connector.
    public init() {}

    /// The slices My Shows reads.
    public struct Inputs: Equatable {
      let myShows: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(myShows: state.$myShows)
    }

    public func connect(state: AppState) -> MyShowsView.State {
      let slice = state.myShows
      switch slice.status {
      case .idle, .loading:
        return MyShowsView.State(rows: [], status: .loading)
      case .failed(let error):
        return MyShowsView.State(rows: [], status: .failed(message: error.description))
      case .loaded:
        return MyShowsView.State(
          rows: slice.items.enumerated().map { index, item in
            MyShowsView.Row(id: "\(index)", title: item)
          })
      }
    }

    public func connect(action: MyShowsView.Action) -> AppAction {
      switch action {
      case .rowSelected: .myShows(.loadRequested)
      }
    }
  }
}
