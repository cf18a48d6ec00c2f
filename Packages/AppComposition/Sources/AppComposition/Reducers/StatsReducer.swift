import LibraryClient
import Redux

/// Loads Stats for its year, and loads them again whenever the history may have changed: a
/// watch saved, an undo or redo, an import. Figures nobody has shown yet are left alone.
func statsReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  struct LoadID: Hashable, Sendable {}

  func load(_ state: inout AppState) -> Effect<AppAction> {
    state.stats.status.loadBegan()
    let (year, top) = (state.stats.year, state.stats.top)
    return .run { send in
      do {
        await send(.stats(.loaded(try await library.watchStats(year, top))))
      } catch {
        await send(.stats(.failed(AppError(error))))
      }
    }
    .cancellable(id: LoadID(), cancelInFlight: true)
  }

  return Reducer { state, action in
    switch action {
    case .stats(.loadRequested):
      return load(&state)
    case .stats(.yearChanged(let year)):
      if state.stats.year != year { state.stats.year = year }
      state.stats.status = .loading  // another year: the figures shown are not its figures
      return load(&state)
    case .stats(.loaded(let stats)):
      if state.stats.stats != stats { state.stats.stats = stats }
      state.stats.status = .loaded
      return .none
    case .stats(.failed(let error)):
      state.stats.status = .failed(error)
      return .none
    case _ where action.changedShows != nil:
      guard state.stats.status != .idle else { return .none }
      return load(&state)
    default:
      return .none
    }
  }
}
