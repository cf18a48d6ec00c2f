import LibraryClient
import Redux

/// Loads Up Next, and loads it again whenever what it shows may have changed: a watch saved,
/// an undo or redo, an import, a new day, a show followed or unfollowed, a change made by
/// another program. A list nobody has shown yet is left alone.
func upNextReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  struct LoadID: Hashable, Sendable {}

  func load(_ state: inout AppState) -> Effect<AppAction> {
    state.upNext.status.loadBegan()
    let today = state.today
    let limit = state.upNext.limit
    return .run { send in
      do {
        await send(.upNext(.loaded(try await library.upNext(today, limit))))
      } catch {
        await send(.upNext(.failed(AppError(error))))
      }
    }
    .cancellable(id: LoadID(), cancelInFlight: true)
  }

  return Reducer { state, action in
    switch action {
    case .upNext(.loadRequested):
      return load(&state)
    case .upNext(.loaded(let items)):
      if state.upNext.items != items { state.upNext.items = items }
      state.upNext.status = .loaded
      return .none
    case .upNext(.failed(let error)):
      state.upNext.status = .failed(error)
      return .none
    case _ where action.changedShows != nil, .dayChanged:
      guard state.upNext.status != .idle else { return .none }
      return load(&state)
    case .followSaved(let change):
      guard change.changed, state.upNext.status != .idle else { return .none }
      return load(&state)
    default:
      return .none
    }
  }
}
