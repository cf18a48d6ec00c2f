import Redux

/// Loads My Shows.
///
/// The scaffold leaves the data to you: add a query to `LibraryClient` (an unimplemented
/// default in its `init`, so no test changes), call it from an effect here, and send
/// `.myShows(.loaded(…))` or `.myShows(.failed(…))` back. Until then the list loads empty.
func myShowsReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  Reducer { state, action in
    guard case .myShows(let action) = action else { return .none }
    switch action {
    case .loadRequested:
      state.myShows.status = .loading
      return .send(.myShows(.loaded(state.myShows.items)))
    case .loaded(let items):
      if state.myShows.items != items { state.myShows.items = items }
      state.myShows.status = .loaded
      return .none
    case .failed(let error):
      state.myShows.status = .failed(error)
      return .none
    }
  }
}
