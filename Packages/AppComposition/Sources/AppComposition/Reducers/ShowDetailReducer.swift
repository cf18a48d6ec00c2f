import Identifiers
import Redux

/// Opens a show, loads its episodes and keeps the selected season.
func showDetailReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  struct LoadID: Hashable, Sendable {}
  func load(_ show: ShowID) -> Effect<AppAction> {
    .run { send in
      do {
        await send(.showDetail(.loaded(try await library.loadShow(show))))
      } catch {
        await send(.showDetail(.failed(show, message: "\(error)")))
      }
    }
    .cancellable(id: LoadID(), cancelInFlight: true)
  }

  return Reducer { state, action in
    guard case .showDetail(let action) = action else { return .none }
    switch action {
    case .opened(let show):
      if state.screen != .showDetail { state.showDetail.returnScreen = state.screen }
      if state.showDetail.selectedShow != show {
        state.showDetail.selectedShow = show
        state.showDetail.episodeIDs = []
        state.showDetail.selectedSeason = nil
      }
      state.showDetail.status = .loading
      state.screen = .showDetail
      return load(show)

    case .reloadRequested:
      guard let show = state.showDetail.selectedShow else { return .none }
      return load(show)

    case .loaded(let details):
      guard details.show.id == state.showDetail.selectedShow else { return .none }
      state.remember(details.show, posterURL: details.posterURL)
      state.remember(details.episodes)
      let episodeIDs = details.episodes.map(\.ids)
      if state.showDetail.episodeIDs != episodeIDs { state.showDetail.episodeIDs = episodeIDs }
      if state.showDetail.selectedSeason == nil {
        let now = dependencies.now()
        let aired = details.episodes.filter { $0.hasAired(by: now) }
        let next = aired.first { !$0.isWatched && $0.season > 0 }
        state.showDetail.selectedSeason =
          next?.season ?? details.episodes.first { $0.season > 0 }?.season
          ?? details.episodes.first?.season
      }
      state.showDetail.status = .loaded
      return .none

    case .failed(let show, let message):
      guard show == state.showDetail.selectedShow else { return .none }
      state.showDetail.status = .failed(message)
      return .none

    case .seasonSelected(let season):
      state.showDetail.selectedSeason = season
      return .none

    case .closed:
      state.screen = state.showDetail.returnScreen
      return .none
    }
  }
}
