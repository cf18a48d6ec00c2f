import LibraryClient
import Redux

/// Loads Upcoming for the days from today, and loads it again whenever what it shows may have
/// changed: a show followed or unfollowed, a watch saved (which follows its show), an undo or
/// redo, an import, a new day. A list nobody has shown yet is left alone.
func upcomingReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  struct LoadID: Hashable, Sendable {}

  func load(_ state: inout AppState) -> Effect<AppAction> {
    state.upcoming.status.loadBegan()
    let first = state.today
    let last = CalendarDay(daysSince1970: first.daysSince1970 + state.upcoming.days - 1)
    let limit = state.upcoming.limit
    return .run { send in
      do {
        await send(.upcoming(.loaded(try await library.upcoming(first, last, limit))))
      } catch {
        await send(.upcoming(.failed(AppError(error))))
      }
    }
    .cancellable(id: LoadID(), cancelInFlight: true)
  }

  return Reducer { state, action in
    switch action {
    case .upcoming(.loadRequested):
      return load(&state)
    case .upcoming(.daysChanged(let days)):
      let days = max(1, days)
      if state.upcoming.days != days { state.upcoming.days = days }
      state.upcoming.status = .loading  // another span: the days shown are not its days
      return load(&state)
    case .upcoming(.loaded(let items)):
      if state.upcoming.items != items { state.upcoming.items = items }
      state.upcoming.status = .loaded
      return .none
    case .upcoming(.failed(let error)):
      state.upcoming.status = .failed(error)
      return .none
    case _ where action.changedShows != nil, .dayChanged:
      guard state.upcoming.status != .idle else { return .none }
      return load(&state)
    case .followSaved(let change):
      guard change.changed, state.upcoming.status != .idle else { return .none }
      return load(&state)
    default:
      return .none
    }
  }
}
