import LibraryClient
import Redux
import Search

extension Connectors {
  /// Maps the search to `SearchView.State`: the query, and each result's years, channel,
  /// status and the user's progress; TVMaze's shows for the query that the library's results
  /// do not list, when the user asked; and what adding one of them did.
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
      return SearchView.State(
        query: search.query, phase: phase, totalCount: search.totalCount,
        tvmaze: tvmazePhase(search), adding: adding(search.adding))
    }

    /// TVMaze's shows, less those the library's results list (by TVMaze id).
    private func tvmazePhase(_ search: SearchState) -> SearchView.State.TVMazePhase {
      switch search.tvmaze {
      case .idle: return .notAsked
      case .loading: return .searching
      case .failed(let error):
        return .failed(message: "Searching TVMaze failed: " + ErrorText.message(error))
      case .loaded(let shows):
        let inLibrary = Set(search.results.compactMap(\.show.tvmazeID))
        let results = shows.filter { !inLibrary.contains($0.id) }.map { show in
          SearchView.State.TVMazeResult(
            tvmazeID: show.id, title: show.name, year: show.year.map { "\($0)" } ?? "",
            channel: show.network ?? "")
        }
        return results.isEmpty ? .noResults : .results(results)
      }
    }

    private func adding(_ status: SearchAddStatus?) -> SearchView.State.Adding? {
      switch status {
      case nil: nil
      case .working: .working
      case .added(let saved):
        .added(show: saved.show.id, message: AddShowConnector.message(saved))
      case .failed(let error): .failed(message: "Nothing was added: " + ErrorText.message(error))
      }
    }

    public func connect(action: SearchView.Action) -> AppAction {
      switch action {
      case .queryChanged(let query): return .search(.queryChanged(query))
      case .querySubmitted: return .search(.submitted)
      case .resultSelected(let show): return .showDetail(.opened(show))
      case .tvmazeRequested: return .search(.tvmazeRequested)
      case .addRequested(let id): return .search(.addRequested(tvmazeID: id))
      }
    }
  }
}
