import LibraryClient
import Redux
import TVMazeClient

/// Searches the catalog as the user types; a new query cancels the search in flight. When the
/// user asks, TVMaze is searched for the query too (a new query cancels that and forgets its
/// results), and a show it has is added as `add` adds one.
func searchReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  let tvmaze = dependencies.tvmaze
  let debounce = dependencies.searchDebounce
  let lookup = TVMazeLookup(library: library, tvmaze: tvmaze, now: dependencies.now)
  struct SearchID: Hashable, Sendable {}
  struct TVMazeSearchID: Hashable, Sendable {}
  struct AddID: Hashable, Sendable {}

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
      let changed = state.search.query != query
      state.search.query = query
      // TVMaze's results and the last add were for the query before.
      var cancelTVMaze: Effect<AppAction> = .none
      if changed {
        if state.search.tvmaze != .idle { state.search.tvmaze = .idle }
        if state.search.adding != nil { state.search.adding = nil }
        cancelTVMaze = .cancel(id: TVMazeSearchID())
      }
      guard !query.allSatisfy(\.isWhitespace) else {
        state.search.results = []
        state.search.totalCount = 0
        state.search.status = .idle
        return .merge([.cancel(id: SearchID()), cancelTVMaze])
      }
      if let refusal = SearchState.refusal(of: query) {
        state.search.results = []
        state.search.totalCount = 0
        state.search.status = .failed(refusal)
        return .merge([.cancel(id: SearchID()), cancelTVMaze])
      }
      state.search.status = .loading
      return .merge([cancelTVMaze, search(query, limit: state.search.limit, after: debounce)])

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

    case .tvmazeRequested:
      let query = state.search.query
      guard !query.allSatisfy(\.isWhitespace), SearchState.refusal(of: query) == nil else {
        return .none
      }
      state.search.tvmaze = .loading
      return .run { send in
        do {
          let results = try await tvmaze.searchShows(query)
          await send(.search(.tvmazeLoaded(query: query, results)))
        } catch {
          await send(.search(.tvmazeFailed(query: query, AppError(error))))
        }
      }
      .cancellable(id: TVMazeSearchID(), cancelInFlight: true)

    case .tvmazeLoaded(let query, let results):
      guard query == state.search.query else { return .none }
      state.search.tvmaze = .loaded(results)
      return .none

    case .tvmazeFailed(let query, let error):
      guard query == state.search.query else { return .none }
      state.search.tvmaze = .failed(error)
      return .none

    case .addRequested(let id):
      if case .working = state.search.adding { return .none }
      state.search.adding = .working(tvmazeID: id)
      return .run { send in
        do {
          await send(.search(.addFinished(try await lookup.fetch(id, added: true))))
        } catch {
          await send(.search(.addFailed(AppError(error))))
        }
      }
      .cancellable(id: AddID(), cancelInFlight: true)

    case .addFinished(let saved):
      state.search.adding = .added(saved)
      // The library's results now list the show (and TVMaze's leave it out).
      let query = state.search.query
      guard !query.allSatisfy(\.isWhitespace), SearchState.refusal(of: query) == nil else {
        return .none
      }
      return search(query, limit: state.search.limit, after: .zero)

    case .addFailed(let error):
      state.search.adding = .failed(error)
      return .none
    }
  }
}
