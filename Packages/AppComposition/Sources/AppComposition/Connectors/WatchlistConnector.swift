import LibraryClient
import Redux
import Watchlist

extension Connectors {
  /// Maps the watchlist to `WatchlistView.State`: each show's year, network, how many episodes
  /// the library knows ("62 episodes", or "not in the library yet" for a show saved from Trakt
  /// by its ids and title alone, with how to fetch it) and the day it was saved.
  public struct WatchlistConnector: InputTrackingConnector, Sendable {
    /// How dates are written: the user's time zone.
    public var formatting: Formatting

    /// Creates the watchlist's connector, writing dates in `formatting`'s time zone.
    public init(formatting: Formatting = .current) {
      self.formatting = formatting
    }

    /// The slices the watchlist reads.
    public struct Inputs: Equatable {
      let watchlist: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(watchlist: state.$watchlist)
    }

    public func connect(state: AppState) -> WatchlistView.State {
      let slice = state.watchlist
      return WatchlistView.State(
        rows: slice.status == .loaded ? slice.items.map(row) : [],
        status: LoadPhase(slice.status),
        change: slice.lastChange.map {
          WatchlistView.Change(
            show: $0.show.id, title: $0.show.title, isWatchlisted: $0.isWatchlisted,
            changed: $0.changed, addedFromTVMaze: $0.addedFromTVMaze)
        })
    }

    public func connect(action: WatchlistView.Action) -> AppAction {
      switch action {
      case .showSelected(let show): .showDetail(.opened(show))
      case .showRemoved(let show): .watchlist(.changed(show: show, watchlisted: false))
      }
    }

    private func row(_ item: WatchlistItem) -> WatchlistView.Row {
      let show = item.show
      let notInLibrary =
        item.isKnownByIDsAlone
        ? "not in the library yet: `showtracker refresh \(ShowText.quoted(show.title))` fetches it"
        : nil
      return WatchlistView.Row(
        show: show.id, title: show.title, year: show.year,
        yearText: show.year.map(String.init) ?? "",
        network: ShowText.channel(show), episodes: item.episodes,
        episodesText: item.isKnownByIDsAlone
          ? "not in the library yet"
          : item.episodes == 1 ? "1 episode" : "\(item.episodes) episodes",
        added: formatting.shortDate(item.addedAt), addedAt: item.addedAt,
        notInLibrary: notInLibrary, imageURL: item.posterURL)
    }
  }
}
