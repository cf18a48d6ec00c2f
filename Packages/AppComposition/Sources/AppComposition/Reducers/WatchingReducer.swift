import Foundation
import Identifiers
import Redux

/// Marks episodes watched and unwatched: updates the state at once, saves to the library, then
/// refreshes the history page.
func watchingReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  return Reducer { state, action in
    switch action {
    case .markAsWatched(let episode, let watched):
      return save([episode], watchedAt: watched ? dependencies.now() : nil, in: &state)

    case .watchedToggled(let episode):
      guard let current = state.episodes[episode] else { return .none }
      return save([episode], watchedAt: current.isWatched ? nil : dependencies.now(), in: &state)

    case .markSeasonAsWatched(let show, let season):
      let now = dependencies.now()
      let episodes = state.showDetail.episodeIDs.filter { ids in
        guard ids.show == show, let episode = state.episodes[ids] else { return false }
        return episode.season == season && !episode.isWatched && episode.hasAired(by: now)
      }
      guard !episodes.isEmpty else { return .none }
      return save(episodes, watchedAt: now, in: &state)

    case .markEpisodesAsWatched(let episodes, let watched, let date):
      guard !episodes.isEmpty else { return .none }
      return save(episodes, watchedAt: watched ? date ?? dependencies.now() : nil, in: &state)

    case .watchedSaved:
      return .send(.history(.pageRequested(state.watchedHistory.page)))

    case .watchedSaveFailed(let episodes, let message):
      state.saveFailure = message
      // The optimistic change did not reach the library: reload what the screens show from it,
      // without bringing another screen to the front.
      var reloads: [Effect<AppAction>] = [
        .send(.history(.pageRequested(state.watchedHistory.page)))
      ]
      if let show = state.showDetail.selectedShow, episodes.contains(where: { $0.show == show }) {
        reloads.append(.send(.showDetail(.reloadRequested)))
      }
      if state.search.status == .loaded,
        state.search.results.contains(where: { result in
          episodes.contains { $0.show == result.show.id }
        })
      {
        reloads.append(.send(.search(.submitted)))
      }
      return .merge(reloads)

    default:
      return .none
    }
  }

  func save(_ episodes: [Ids], watchedAt: Date?, in state: inout AppState) -> Effect<AppAction> {
    state.saveFailure = nil
    state.setWatched(episodes, at: watchedAt)
    return .run { send in
      do {
        try await library.setWatched(episodes, watchedAt)
        await send(.watchedSaved(episodes: episodes, watchedAt: watchedAt))
      } catch {
        await send(.watchedSaveFailed(episodes: episodes, message: "\(error)"))
      }
    }
  }
}
