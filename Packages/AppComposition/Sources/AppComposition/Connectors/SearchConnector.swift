import Redux
import Search

extension Connectors {
  /// Maps the search to ``SearchView/State``: the query, and each result's years, channel,
  /// status and the user's progress.
  public struct SearchConnector: InputTrackingConnector {
    public init() {}

    /// The slices the search reads.
    public struct Inputs: Equatable {
      let search: Revision
      let shows: Revision
      let progress: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(search: state.$search, shows: state.$shows, progress: state.$progress)
    }

    public func connect(state: AppState) -> SearchView.State {
      let search = state.search
      let phase: SearchView.State.Phase
      switch search.status {
      case .idle:
        phase = .idle
      case .loading:
        phase = .searching
      case .failed(let message):
        phase = .failed(message: message)
      case .loaded:
        let results = search.resultIDs.compactMap { id -> SearchView.State.Result? in
          guard let show = state.shows[id] else { return nil }
          let progress = state.progress[id]
          return SearchView.State.Result(
            show: id,
            title: show.title,
            years: ShowText.years(show),
            channel: ShowText.channel(show),
            status: show.status ?? "",
            progress: progress.map { $0.aired == 0 ? "" : "\($0.watched)/\($0.aired)" } ?? "",
            progressFraction: progress.map(ShowText.fraction) ?? 0
          )
        }
        phase = results.isEmpty ? .noResults : .results(results)
      }
      return SearchView.State(query: search.query, phase: phase)
    }

    public func connect(action: SearchView.Action) -> AppAction {
      switch action {
      case .queryChanged(let query): return .search(.queryChanged(query))
      case .querySubmitted: return .search(.submitted)
      case .resultSelected(let show): return .showDetail(.opened(show))
      }
    }
  }
}
