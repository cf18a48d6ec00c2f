import Identifiers
import LibraryClient
import Redux

/// Loads the watchlist, saves shows to it and removes them, and loads it again whenever what
/// it shows may have changed: a save or removal, a watch (a show's first watch takes it off),
/// an undo or redo, an import, a show added or refreshed. A list nobody has shown yet is left
/// alone.
///
/// Saving a show the library lacks finds it on TVMaze (`watchlist add "Title"` or
/// `tvmaze:ID`) and adds it, not followed, in the same undo step.
///
/// The library says what a save did (``WatchlistChange``); ``AppState/change`` reports it on
/// the status line and the open show takes the new state at once.
func watchlistReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  let lookup = TVMazeLookup(
    library: library, tvmaze: dependencies.tvmaze, now: dependencies.now)
  /// How many of TVMaze's shows an ambiguous title lists.
  let candidateLimit = 10
  struct LoadID: Hashable, Sendable {}

  func load(_ state: inout AppState) -> Effect<AppAction> {
    state.watchlist.status.loadBegan()
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

  /// A show the library lacks, found on TVMaze by `text` (a title, or `tvmaze:ID`), added
  /// (not followed) and saved to the watchlist in one undo step. Only a title TVMaze matches
  /// unambiguously is taken; otherwise the error names the choices.
  @Sendable func addFromTVMaze(_ text: String) async throws -> WatchlistChange {
    let id: Int
    do {
      switch try await lookup.find(TVMazeShowQuery(typed: text)) {
      case .show(let found): id = found
      case .several(_, let results):
        throw AppError.severalOnTVMaze(text, Array(results.prefix(candidateLimit)))
      }
    } catch AppError.noTVMazeMatch {
      throw AppError.notInLibraryNorOnTVMaze(text)
    }
    let saved = try await lookup.fetch(id, added: false, watchlisted: true)
    return WatchlistChange(
      show: saved.show, isWatchlisted: true, changed: true,
      addedFromTVMaze: saved.report.showsAdded > 0)
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
    case .watchlist(.requested(let request)) where request.watchlisted:
      state.change = .working
      return .run { send in
        do {
          let show: ShowID
          do {
            show = try await library.resolveShow(request.show).id
          } catch LibraryError.showNotFound {
            await send(.watchlist(.saved(try await addFromTVMaze(request.show))))
            return
          }
          await send(.watchlist(.saved(try await library.setWatchlisted(show, true))))
        } catch {
          await send(.watchedSaveFailed(episodes: [], AppError(error)))
        }
      }
    case .watchlist(.requested(let request)):
      return save(&state, { try await library.resolveShow(request.show).id }, false)
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
