import Redux

/// Loads pages of the watched history.
func historyReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  struct LoadID: Hashable, Sendable {}
  return Reducer { state, action in
    guard case .history(let action) = action else { return .none }
    switch action {
    case .pageRequested(let page):
      let page = max(1, page)
      state.watchedHistory.status = .loading
      let limit = state.watchedHistory.pageSize
      let show = state.watchedHistory.showFilter
      return .run { send in
        do {
          let result = try await library.loadHistory(show, limit, (page - 1) * limit)
          await send(.history(.pageLoaded(page: page, result)))
        } catch {
          await send(.history(.pageFailed(page: page, message: "\(error)")))
        }
      }
      .cancellable(id: LoadID(), cancelInFlight: true)

    case .pageMoved(let offset):
      let history = state.watchedHistory
      let page = min(max(1, history.page + offset), history.pageCount)
      guard page != history.page else { return .none }
      return .send(.history(.pageRequested(page)))

    case .showFilterChanged(let show):
      state.watchedHistory.showFilter = show
      return .send(.history(.pageRequested(1)))

    case .pageLoaded(let page, let result)
    where result.items.isEmpty && page > 1:
      // The page is past the end (the history shrank under it): show the last page instead.
      let pageSize = state.watchedHistory.pageSize
      let lastPage = max(1, (result.totalCount + pageSize - 1) / pageSize)
      return .send(.history(.pageRequested(min(page - 1, lastPage))))

    case .pageLoaded(let page, let result):
      // History rows carry a show's title only: keep a show already loaded in full.
      for item in result.items where state.shows[item.show.id] == nil {
        state.remember(item.show, posterURL: item.posterURL)
      }
      state.remember(result.items.map(\.episode))
      state.watchedHistory.page = page
      state.watchedHistory.totalCount = result.totalCount
      state.watchedHistory.entries = result.items.map {
        WatchEvent(ids: $0.episode.ids, watchedAt: $0.watchedAt)
      }
      state.watchedHistory.status = .loaded
      return .none

    case .pageFailed(_, let message):
      state.watchedHistory.status = .failed(message)
      return .none
    }
  }
}
