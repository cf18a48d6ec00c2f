import Redux

/// Loads Watchlist. Its data is yours to add: a `LibraryClient` query called from an effect here,
/// sending `.watchlist(.loaded(…))` or `.watchlist(.failed(…))` back (Docs/AddingAFeature.md, "A
/// migration and a client query"). Until then the list loads empty.
func watchlistReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  Reducer { state, action in
    guard case .watchlist(let action) = action else { return .none }
    switch action {
    case .loadRequested:
      state.watchlist.status = .loading
      return .send(.watchlist(.loaded(state.watchlist.items)))
    case .loaded(let items):
      if state.watchlist.items != items { state.watchlist.items = items }
      state.watchlist.status = .loaded
      return .none
    case .failed(let error):
      state.watchlist.status = .failed(error)
      return .none
    }
  }
}
