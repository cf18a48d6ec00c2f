import LibraryClient
import Redux

/// Loads pages of the watched history.
func historyReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  struct LoadID: Hashable, Sendable {}

  /// The first entry of `page`: past every history when the product does not fit (a page
  /// number from outside, `?page=4611686018427387904`), so such a page loads empty.
  @Sendable func offset(_ page: Int, _ limit: Int) -> Int {
    let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: limit)
    return overflow ? Int.max : offset
  }

  func load(page: Int, clamping: Bool, state: inout AppState) -> Effect<AppAction> {
    let page = max(1, page)
    state.watchedHistory.status = .loading
    state.watchedHistory.requestedPage = page
    let limit = state.watchedHistory.pageSize
    let show = state.watchedHistory.showFilter
    return .run { send in
      do {
        var result = try await library.loadHistory(show, limit, offset(page, limit))
        var loadedPage = page
        if clamping, result.items.isEmpty, page > 1 {
          // The history shrank under the page on screen: show its last page instead.
          loadedPage = WatchedHistory.pageCount(of: result.totalCount, pageSize: limit)
          result = try await library.loadHistory(show, limit, offset(loadedPage, limit))
        }
        await send(.history(.pageLoaded(page: loadedPage, result)))
      } catch {
        await send(.history(.pageFailed(page: page, AppError(error))))
      }
    }
    .cancellable(id: LoadID(), cancelInFlight: true)
  }

  return Reducer { state, action in
    guard case .history(let action) = action else { return .none }
    switch action {
    case .pageRequested(let page):
      return load(page: page, clamping: false, state: &state)

    case .reloadRequested:
      let history = state.watchedHistory
      return load(page: history.requestedPage ?? history.page, clamping: true, state: &state)

    case .pageMoved(let offset):
      let history = state.watchedHistory
      let from = history.requestedPage ?? history.page
      let (moved, overflow) = from.addingReportingOverflow(offset)
      let page = min(max(1, overflow ? (offset < 0 ? 1 : Int.max) : moved), history.pageCount)
      guard page != from else { return .none }
      return load(page: page, clamping: true, state: &state)

    case .pageSizeChanged(let size):
      let size = max(1, size)
      guard size != state.watchedHistory.pageSize else { return .none }
      state.watchedHistory.pageSize = size
      // A history not loaded yet is loaded by whoever shows it, at the page they ask for.
      guard state.watchedHistory.status != .idle else { return .none }
      return load(page: 1, clamping: false, state: &state)

    case .showFilterChanged(let show):
      state.watchedHistory.showFilter = show
      return load(page: 1, clamping: false, state: &state)

    case .showFilterRequested(let text, let page):
      state.watchedHistory.status = .loading
      return .run { send in
        do {
          let show = try await library.resolveShow(text)
          await send(.history(.showFilterResolved(show, page: page)))
        } catch {
          await send(.history(.pageFailed(page: page, AppError(error))))
        }
      }
      .cancellable(id: LoadID(), cancelInFlight: true)

    case .showFilterResolved(let show, let page):
      // The header names the show even when its history is empty.
      if state.shows[show.id] == nil {
        state.remember(Show(id: show.id, title: show.title), posterURL: nil)
      }
      state.watchedHistory.showFilter = show.id
      return load(page: page, clamping: false, state: &state)

    case .pageLoaded(let page, let result):
      // History rows carry a show's title only: keep a show already loaded in full.
      for item in result.items where state.shows[item.show.id] == nil {
        state.remember(item.show, posterURL: item.posterURL)
      }
      state.remember(result.items.map(\.episode))
      state.watchedHistory.page = page
      state.watchedHistory.requestedPage = nil
      state.watchedHistory.totalCount = result.totalCount
      state.watchedHistory.entries = result.items.map {
        WatchEvent(ids: $0.episode.ids, watchedAt: $0.watchedAt, mediaServer: $0.mediaServer)
      }
      state.watchedHistory.status = .loaded
      return .none

    case .pageFailed(_, let error):
      state.watchedHistory.requestedPage = nil
      state.watchedHistory.status = .failed(error)
      return .none
    }
  }
}
