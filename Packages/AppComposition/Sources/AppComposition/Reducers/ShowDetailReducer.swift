import Identifiers
import LibraryClient
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
        await send(.showDetail(.failed(show, AppError(error))))
      }
    }
    .cancellable(id: LoadID(), cancelInFlight: true)
  }

  return Reducer { state, action in
    guard case .showDetail(let action) = action else { return .none }
    switch action {
    case .openRequested(let text):
      state.showDetail.status = .loading
      return .run { send in
        do {
          await send(.showDetail(.opened(try await library.resolveShow(text).id)))
        } catch {
          await send(.showDetail(.failed(nil, AppError(error))))
        }
      }
      .cancellable(id: LoadID(), cancelInFlight: true)

    case .opened(let show):
      state.open(show)
      if state.showDetail.focusedEpisode != nil { state.showDetail.focusedEpisode = nil }
      return load(show)

    case .episodeOpened(let episode):
      state.open(episode.show)
      state.showDetail.focusedEpisode = episode
      state.showDetail.focusRequest += 1
      // The episode's season (Specials for a special) is listed: now if the episode is known,
      // else once it loads.
      state.showDetail.selectedSeason = state.episodes[episode]?.listedSeason
      return load(episode.show)

    case .reloadRequested:
      guard let show = state.showDetail.selectedShow else { return .none }
      return load(show)

    case .loaded(let details):
      state.showLoaded(details)
      return .none

    case .failed(let show, let error):
      // A show that could not be found (`nil`) closes the one open; another show's failure
      // that arrives late is ignored.
      if let show {
        guard show == state.showDetail.selectedShow else { return .none }
      } else {
        state.showDetail.selectedShow = nil
        state.showDetail.episodeIDs = []
      }
      state.showDetail.status = .failed(error)
      return .none

    case .seasonSelected(let season):
      state.showDetail.selectedSeason = season
      return .none

    case .closed:
      state.navigation.screen = state.showDetail.returnScreen
      return .none
    }
  }
}

extension AppState {
  /// Shows the show screen with `show` loading, remembering the screen to go back to.
  fileprivate mutating func open(_ show: ShowID) {
    if screen != .showDetail { showDetail.returnScreen = screen }
    if showDetail.selectedShow != show {
      showDetail.selectedShow = show
      showDetail.episodeIDs = []
      showDetail.selectedSeason = nil
      showDetail.ratings = ShowRatings()
    }
    showDetail.status = .loading
    navigation.screen = .showDetail
  }
}
