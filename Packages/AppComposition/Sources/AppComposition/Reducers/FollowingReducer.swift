import Identifiers
import LibraryClient
import Redux

/// Follows and unfollows shows: by name from the command line, by id from a key.
///
/// The library says what it did (``FollowChange``); ``AppState/change`` reports it on the
/// status line, the open show and the search results take the new state at once, and the
/// screens that list followed shows reload themselves on ``AppAction/followSaved(_:)``.
func followingReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  return Reducer { state, action in
    switch action {
    case .followRequested(let request):
      state.change = .working
      return .run { send in
        do {
          let show = try await library.resolveShow(request.show)
          await send(.followSaved(try await library.setFollowed(show.id, request.follow)))
        } catch {
          await send(.watchedSaveFailed(episodes: [], AppError(error)))
        }
      }

    case .followChanged(let show, let follow):
      state.change = .working
      return .run { send in
        do {
          await send(.followSaved(try await library.setFollowed(show, follow)))
        } catch {
          await send(.watchedSaveFailed(episodes: [], AppError(error)))
        }
      }

    case .followSaved(let change):
      state.change = .followed(change)
      let id = change.show.id
      if state.showDetail.selectedShow == id, state.showDetail.isFollowed != change.isFollowed {
        state.showDetail.isFollowed = change.isFollowed
      }
      if let index = state.search.results.firstIndex(where: { $0.show.id == id }),
        state.search.results[index].isFollowed != change.isFollowed
      {
        state.search.results[index].isFollowed = change.isFollowed
      }
      return .none

    default:
      return .none
    }
  }
}
