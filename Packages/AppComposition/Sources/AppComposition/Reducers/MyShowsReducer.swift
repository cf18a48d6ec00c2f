import LibraryClient
import Redux

/// Loads My Shows with its filter and order, and loads it again whenever what it shows may
/// have changed: a watch saved, an undo or redo, an import, a new day, a show followed or
/// unfollowed. A list nobody has shown yet is left alone.
func myShowsReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  struct LoadID: Hashable, Sendable {}

  func load(_ state: inout AppState) -> Effect<AppAction> {
    state.myShows.status.loadBegan()
    let (today, filter, order, limit) = (
      state.today, state.myShows.filter, state.myShows.order, state.myShows.limit
    )
    return .run { send in
      do {
        await send(.myShows(.loaded(try await library.myShows(today, filter, order, limit))))
      } catch {
        await send(.myShows(.failed(AppError(error))))
      }
    }
    .cancellable(id: LoadID(), cancelInFlight: true)
  }

  return Reducer { state, action in
    switch action {
    case .myShows(.loadRequested):
      return load(&state)
    case .myShows(.filterChanged(let filter)):
      if state.myShows.filter != filter { state.myShows.filter = filter }
      state.myShows.status = .loading  // another list: the rows shown are not its rows
      return load(&state)
    case .myShows(.orderChanged(let order)):
      if state.myShows.order != order { state.myShows.order = order }
      state.myShows.status = .loading
      return load(&state)
    case .myShows(.limitChanged(let limit)):
      let limit = max(1, limit)
      if state.myShows.limit != limit { state.myShows.limit = limit }
      state.myShows.status = .loading
      return load(&state)
    case .myShows(.loaded(let items)):
      if state.myShows.items != items { state.myShows.items = items }
      state.myShows.status = .loaded
      return .none
    case .myShows(.failed(let error)):
      state.myShows.status = .failed(error)
      return .none
    case _ where action.changedShows != nil, .dayChanged:
      guard state.myShows.status != .idle else { return .none }
      return load(&state)
    case .followSaved(let change):
      guard change.changed, state.myShows.status != .idle else { return .none }
      return load(&state)
    default:
      return .none
    }
  }
}
