import Redux

/// Loads Upcoming.
///
/// The scaffold leaves the data to you: add a query to `LibraryClient` (an unimplemented
/// default in its `init`, so no test changes), call it from an effect here, and send
/// `.upcoming(.loaded(…))` or `.upcoming(.failed(…))` back. Until then the list loads empty.
func upcomingReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  Reducer { state, action in
    guard case .upcoming(let action) = action else { return .none }
    switch action {
    case .loadRequested:
      state.upcoming.status = .loading
      return .send(.upcoming(.loaded(state.upcoming.items)))
    case .loaded(let items):
      if state.upcoming.items != items { state.upcoming.items = items }
      state.upcoming.status = .loaded
      return .none
    case .failed(let error):
      state.upcoming.status = .failed(error)
      return .none
    }
  }
}
