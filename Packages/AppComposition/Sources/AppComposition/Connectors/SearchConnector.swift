import Redux
import Search

extension Connectors {
  /// Maps the search to `SearchView.State`: the query, and each result's years, channel,
  /// status and the user's progress.
  public struct SearchConnector: InputTrackingConnector, Sendable {
    /// Creates the search's connector.
    public init() {}

    /// The slices the search reads.
    public struct Inputs: Equatable {
      let search: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(search: state.$search)
    }

    public func connect(state: AppState) -> SearchView.State {
      let search = state.search
      let phase: SearchView.State.Phase
      switch search.status {
      case .idle:
        phase = .idle
      case .loading:
        phase = .searching
      case .failed(let error):
        phase = .failed(message: ErrorText.message(error))
      case .loaded:
        let results = search.results.map { result in
          let show = result.show
          let progress = result.progress
          return SearchView.State.Result(
            show: show.id,
            title: show.title,
            years: ShowText.years(show),
            channel: ShowText.channel(show),
            status: show.status ?? "",
            progress: progress.aired == 0 ? "" : "\(progress.watched)/\(progress.aired)",
            progressFraction: ShowText.fraction(progress),
            watchedCount: progress.watched,
            airedCount: progress.aired,
            isFollowed: result.isFollowed,
            incomplete: ShowText.incompleteHint(
              show, isEpisodeListComplete: progress.isEpisodeListComplete),
            isDidYouMean: result.isApproximate,
            imageURL: result.posterURL
          )
        }
        phase = results.isEmpty ? .noResults : .results(results)
      }
      return SearchView.State(query: search.query, phase: phase, totalCount: search.totalCount)
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
