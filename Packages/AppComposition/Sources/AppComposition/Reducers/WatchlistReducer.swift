import Identifiers
import LibraryClient
import Redux

/// Loads the watchlist, saves shows to it and removes them, and loads it again whenever what
/// it shows may have changed: a save or removal, a watch (a show's first watch takes it off),
/// an undo or redo, an import, a show added or refreshed. A list nobody has shown yet is left
/// alone.
///
/// The library says what a save did (``WatchlistChange``); ``AppState/change`` reports it on
/// the status line and the open show takes the new state at once.
func watchlistReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  struct LoadID: Hashable, Sendable {}

  func load(_ state: inout AppState) -> Effect<AppAction> {
    if state.watchlist.status != .loading { state.watchlist.status = .loading }
    return .run { send in
      do {
        await send(.watchlist(.loaded(try await library.watchlist())))
      } catch {
        await send(.watchlist(.failed(AppError(error))))
      }
    }
    .cancellable(id: LoadID(), cancelInFlight: true)
  }

  func save(
    _ state: inout AppState, _ find: @escaping @Sendable () async throws -> ShowID, _ on: Bool
  )
    -> Effect<AppAction>
  {
    state.change = .working
    return .run { send in
      do {
        await send(.watchlist(.saved(try await library.setWatchlisted(try await find(), on))))
      } catch {
        await send(.watchedSaveFailed(episodes: [], AppError(error)))
      }
    }
  }

  return Reducer { state, action in
    switch action {
    case .watchlist(.loadRequested):
      return load(&state)
    case .watchlist(.loaded(let items)):
      if state.watchlist.items != items { state.watchlist.items = items }
      state.watchlist.status = .loaded
      return .none
    case .watchlist(.failed(let error)):
      state.watchlist.status = .failed(error)
      return .none
    case .watchlist(.requested(let request)):
      return save(&state, { try await library.resolveShow(request.show).id }, request.watchlisted)
    case .watchlist(.changed(let show, let watchlisted)):
      return save(&state, { show }, watchlisted)
    case .watchlist(.saved(let change)):
      state.change = .watchlisted(change)
      state.watchlist.lastChange = change
      if state.showDetail.selectedShow == change.show.id,
        state.showDetail.isWatchlisted != change.isWatchlisted
      {
        state.showDetail.isWatchlisted = change.isWatchlisted
      }
      guard change.changed, state.watchlist.status != .idle else { return .none }
      return load(&state)
    case _ where action.changedShows != nil:
      guard state.watchlist.status != .idle else { return .none }
      return load(&state)
    default:
      return .none
    }
  }
}
