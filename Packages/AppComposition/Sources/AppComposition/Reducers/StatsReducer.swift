import Redux

/// Loads Stats.
///
/// The scaffold leaves the data to you: add a query to `LibraryClient` (an unimplemented
/// default in its `init`, so no test changes), call it from an effect here, and send
/// `.stats(.loaded(…))` or `.stats(.failed(…))` back. Until then the list loads empty.
func statsReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  Reducer { state, action in
    guard case .stats(let action) = action else { return .none }
    switch action {
    case .loadRequested:
      state.stats.status = .loading
      return .send(.stats(.loaded(state.stats.items)))
    case .loaded(let items):
      if state.stats.items != items { state.stats.items = items }
      state.stats.status = .loaded
      return .none
    case .failed(let error):
      state.stats.status = .failed(error)
      return .none
    }
  }
}
