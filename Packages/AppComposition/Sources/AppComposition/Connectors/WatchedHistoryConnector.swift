import History
import Identifiers
import LibraryClient
import Redux

extension Connectors {
  /// Maps the watched history to `HistoryView.State`: the seed's connector, at real size.
  ///
  /// Each poster's title names the show, the episode code and the episode; its subtitle says
  /// the day and time of day it was watched, in the formatting's time zone.
  public struct WatchedHistoryConnector: InputTrackingConnector, Sendable {
    /// How dates are written: the user's time zone.
    public var formatting: Formatting

    /// Creates the history screen's connector, writing days in `formatting`'s time zone.
    public init(formatting: Formatting = .current) {
      self.formatting = formatting
    }

    /// The slices the history reads.
    public struct Inputs: Equatable {
      let history: Revision
      let episodes: Revision
      let shows: Revision
      let images: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(
        history: state.$watchedHistory, episodes: state.$episodes, shows: state.$shows,
        images: state.$showImages)
    }

    public func connect(state: AppState) -> HistoryView.State {
      let history = state.watchedHistory
      return HistoryView.State(
        posters: history.entries.map { entry in
          let ids = entry.ids
          let episode = state.episodes[ids]
          let show = state.shows[ids.show]
          return HistoryView.State.Poster(
            ids: ids,
            imageURL: state.posterURL(of: ids.show),
            title: EpisodeText.title(show: show, episode: episode),
            subtitle: "Watched \(formatting.dateAndTime(entry.watchedAt))"
              + (entry.mediaServer.map { " · from \($0.displayName)" } ?? ""),
            watchedAt: entry.watchedAt,
            facts: episode.map { episode in
              HistoryView.State.Poster.Facts(
                show: show?.title ?? "", season: episode.season, number: episode.number,
                episode: episode.title)
            }
          )
        },
        page: history.page,
        pageCount: history.pageCount,
        totalCount: history.totalCount,
        showFilter: history.showFilter.map { state.shows[$0]?.title ?? "show \($0)" },
        status: LoadPhase(history.status)
      )
    }

    public func connect(action: HistoryView.Action) -> AppAction {
      switch action {
      case let .markAsWatched(episode):
        return AppAction.markAsWatched(episode: episode, watched: true)
      case let .unmarkAsWatched(episode):
        return AppAction.markAsWatched(episode: episode, watched: false)
      case let .watchRemoved(episode, watchedAt):
        return AppAction.watchRemoved(episode: episode, watchedAt: watchedAt)
      case .nextPageTapped:
        return .history(.pageMoved(by: 1))
      case .previousPageTapped:
        return .history(.pageMoved(by: -1))
      case let .posterSelected(ids):
        return .showDetail(.episodeOpened(ids))
      case let .visibleRowsChanged(rows):
        return .history(.pageSizeChanged(rows))
      }
    }
  }
}
