import LibraryClient
import Redux

/// Searches the catalog as the user types; a new query cancels the search in flight.
func searchReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  let debounce = dependencies.searchDebounce
  struct SearchID: Hashable, Sendable {}

  func search(_ query: String, limit: Int, after delay: Duration) -> Effect<AppAction> {
    .run { send in
      if delay > .zero {
        do { try await Task.sleep(for: delay) } catch { return }
      }
      do {
        let results = try await library.search(query, limit)
        await send(.search(.resultsLoaded(query: query, results)))
      } catch {
        await send(.search(.failed(query: query, AppError(error))))
      }
    }
    .cancellable(id: SearchID(), cancelInFlight: true)
  }

  return Reducer { state, action in
    guard case .search(let action) = action else { return .none }
    switch action {
    case .queryChanged(let query):
      state.search.query = query
      guard !query.allSatisfy(\.isWhitespace) else {
        state.search.results = []
        state.search.totalCount = 0
        state.search.status = .idle
        return .cancel(id: SearchID())
      }
      if let refusal = SearchState.refusal(of: query) {
        state.search.results = []
        state.search.totalCount = 0
        state.search.status = .failed(refusal)
        return .cancel(id: SearchID())
      }
      state.search.status = .loading
      return search(query, limit: state.search.limit, after: debounce)

    case .submitted:
      guard !state.search.query.allSatisfy(\.isWhitespace),
        SearchState.refusal(of: state.search.query) == nil
      else { return .none }
      state.search.status = .loading
      return search(state.search.query, limit: state.search.limit, after: .zero)

    case .limitChanged(let limit):
      state.search.limit = max(1, limit)
      return .none

    case .resultsLoaded(let query, let page):
      guard query == state.search.query else { return .none }
      state.search.results = page.results
      state.search.totalCount = page.totalCount
      state.search.status = .loaded
      return .none

    case .failed(let query, let error):
      guard query == state.search.query else { return .none }
      state.search.status = .failed(error)
      return .none
    }
  }
}
