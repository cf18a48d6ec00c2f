import LibraryClient
import Redux
import UpNext

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Connectors {
  /// Maps Up Next to `UpNextView.State`: each started show's next episode (or, caught up, the
  /// next announced one), how many aired episodes are left, and the day of the latest watch.
  public struct UpNextConnector: InputTrackingConnector, Sendable {
    /// How dates are written: the user's time zone.
    public var formatting: Formatting

    /// Creates Up Next's connector, writing dates in `formatting`'s time zone.
    public init(formatting: Formatting = .current) {
      self.formatting = formatting
    }

    /// The slice Up Next reads.
    public struct Inputs: Equatable {
      let upNext: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(upNext: state.$upNext)
    }

    public func connect(state: AppState) -> UpNextView.State {
      let upNext = state.upNext
      return UpNextView.State(
        rows: upNext.status == .loaded ? upNext.items.map(row) : [],
        status: LoadPhase(upNext.status))
    }

    public func connect(action: UpNextView.Action) -> AppAction {
      switch action {
      case .markWatched(let episode): .markAsWatched(episode: episode, watched: true)
      case .markNextWatched(let show): .markNextAsWatched(show: show)
      case .showSelected(let show): .showDetail(.opened(show))
      case .episodeOpened(let episode): .showDetail(.episodeOpened(episode))
      }
    }

    private func row(_ item: UpNextItem) -> UpNextView.Row {
      UpNextView.Row(
        show: item.show.id, title: item.show.title, next: item.next.map(episode),
        upcoming: item.upcoming.map(episode), airedLeft: item.airedLeft,
        left: item.next == nil ? "" : "\(item.airedLeft) left",
        lastWatched: formatting.shortDate(item.lastWatchedAt),
        lastWatchedAt: item.lastWatchedAt,
        incomplete: ShowText.incompleteHint(
          item.show, isEpisodeListComplete: item.isEpisodeListComplete),
        imageURL: item.posterURL)
    }

    private func episode(_ episode: Episode) -> UpNextView.Episode {
      UpNextView.Episode(
        ids: episode.ids, code: EpisodeText.code(episode), title: episode.title,
        airDate: episode.firstAired.map(formatting.airDate) ?? "TBA", season: episode.season,
        number: episode.number)
    }
  }
}
