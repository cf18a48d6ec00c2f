import AppComposition
import Foundation
import Identifiers
import LibraryClient
import ReduxTesting
import Testing

@MainActor
struct HistoryReducerTests {
  /// A history of `total` entries, page 1 loaded.
  func loadedHistory(total: Int) -> AppState {
    var state = AppState(today: Fixtures.today)
    state.watchedHistory.totalCount = total
    state.watchedHistory.status = .loaded
    return state
  }

  /// The one entry every page within the history holds (pages are not full: it is enough
  /// that a page within the history is not empty).
  nonisolated static let item = HistoryItem(
    show: Fixtures.lighthouse, episode: Fixtures.episodes[0], watchedAt: Fixtures.now)

  /// A library whose history has `total` entries and answers after `delay`, so that the next
  /// request can cancel the one in flight. A page within the history holds ``item``; a page
  /// past its end is empty.
  func library(total: Int, delay: Duration = .zero, log: LibraryLog) -> LibraryClient {
    LibraryClient(loadHistory: { show, limit, offset in
      log.record(.loadHistory(show: show, limit: limit, offset: offset))
      if delay > .zero { try await Task.sleep(for: delay) }
      return Self.page(offset < total ? [Self.item] : [], total: total)
    })
  }

  nonisolated static func page(_ items: [HistoryItem], total: Int) -> HistoryPage {
    HistoryPage(items: items, totalCount: total)
  }

  /// `page` of the history loaded, holding ``item``.
  func loaded(page: Int, _ state: inout AppState) {
    state.watchedHistory.page = page
    state.watchedHistory.requestedPage = nil
    state.watchedHistory.status = .loaded
    state.watchedHistory.entries = [WatchEvent(ids: Self.item.episode.ids, watchedAt: Fixtures.now)]
    state.shows[1] = Fixtures.lighthouse
    state.episodes[Self.item.episode.ids] = Self.item.episode
  }

  /// The offsets of the pages the history was loaded from.
  func offsets(_ log: LibraryLog) -> [Int] {
    log.entries.compactMap { call in
      guard case .loadHistory(_, _, let offset) = call else { return nil }
      return offset
    }
  }

  @Test func quickPageMovesAddUpInsteadOfRepeatingTheFirst() async {
    let log = LibraryLog()
    let store = TestStore(
      initialState: loadedHistory(total: 100),
      reducer: appReducer(
        dependencies: .test(library(total: 100, delay: .milliseconds(100), log: log))))
    await store.send(.history(.pageMoved(by: 1))) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 2
    }
    await store.send(.history(.pageMoved(by: 1))) { $0.watchedHistory.requestedPage = 3 }
    await store.send(.history(.pageMoved(by: 1))) { $0.watchedHistory.requestedPage = 4 }
    // Only the last request answers: the earlier ones were cancelled.
    await store.receive(.history(.pageLoaded(page: 4, Self.page([Self.item], total: 100)))) {
      loaded(page: 4, &$0)
    }
    await store.finish()
    #expect(offsets(log).sorted() == [20, 40, 60])
  }

  @Test func movingForwardThenBackBeforeALoadEndsOnTheFirstPage() async {
    let log = LibraryLog()
    let store = TestStore(
      initialState: loadedHistory(total: 100),
      reducer: appReducer(
        dependencies: .test(library(total: 100, delay: .milliseconds(100), log: log))))
    await store.send(.history(.pageMoved(by: 1))) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 2
    }
    await store.send(.history(.pageMoved(by: -1))) { $0.watchedHistory.requestedPage = 1 }
    await store.receive(.history(.pageLoaded(page: 1, Self.page([Self.item], total: 100)))) {
      loaded(page: 1, &$0)
    }
    await store.finish()
    #expect(store.state.watchedHistory.page == 1)
    #expect(offsets(log).sorted() == [0, 20])
  }

  @Test func aPageAskedForPastTheEndLoadsEmptyButAReloadMovesToTheLastPage() async {
    let log = LibraryLog()
    let store = TestStore(
      initialState: loadedHistory(total: 30),
      reducer: appReducer(dependencies: .test(library(total: 30, log: log))))
    await store.send(.history(.pageRequested(99))) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 99
    }
    await store.receive(.history(.pageLoaded(page: 99, HistoryPage(items: [], totalCount: 30)))) {
      $0.watchedHistory.page = 99
      $0.watchedHistory.requestedPage = nil
      $0.watchedHistory.status = .loaded
    }
    await store.send(.history(.reloadRequested)) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 99
    }
    await store.receive(.history(.pageLoaded(page: 2, Self.page([Self.item], total: 30)))) {
      loaded(page: 2, &$0)
    }
    await store.finish()
    #expect(
      log.entries == [
        .loadHistory(show: nil, limit: 20, offset: 1_960),
        .loadHistory(show: nil, limit: 20, offset: 1_960),
        .loadHistory(show: nil, limit: 20, offset: 20),
      ])
  }

  @Test func aNewPageSizeLoadsTheFirstPage() async {
    let log = LibraryLog()
    var initial = loadedHistory(total: 30)
    initial.watchedHistory.page = 2
    let store = TestStore(
      initialState: initial, reducer: appReducer(dependencies: .test(library(total: 30, log: log))))
    await store.send(.history(.pageSizeChanged(20)))  // the same size: nothing
    await store.send(.history(.pageSizeChanged(10))) {
      $0.watchedHistory.pageSize = 10
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.history(.pageLoaded(page: 1, Self.page([Self.item], total: 30)))) {
      loaded(page: 1, &$0)
    }
    await store.finish()
    #expect(log.entries == [.loadHistory(show: nil, limit: 10, offset: 0)])
    #expect(store.state.watchedHistory.pageCount == 3)
  }

  @Test func aNewPageSizeBeforeTheHistoryIsShownLoadsNothing() async {
    let log = LibraryLog()
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library(total: 30, log: log))))
    await store.send(.history(.pageSizeChanged(10))) { $0.watchedHistory.pageSize = 10 }
    await store.finish()
    #expect(log.entries.isEmpty)
  }

  @Test func aShowFilterByNameResolvesTheShowAndNamesIt() async {
    let log = LibraryLog()
    let pixel = ShowCandidate(id: 2, title: "Pixel Street", year: 2020)
    let library = LibraryClient(
      resolveShow: { text in
        log.record(.resolveShow(text))
        return pixel
      },
      loadHistory: { show, limit, offset in
        log.record(.loadHistory(show: show, limit: limit, offset: offset))
        return HistoryPage(items: [], totalCount: 0)
      })
    let store = TestStore(
      initialState: loadedHistory(total: 45), reducer: appReducer(dependencies: .test(library)))
    await store.send(.history(.showFilterRequested("pixel", page: 1))) {
      $0.watchedHistory.status = .loading
    }
    await store.receive(.history(.showFilterResolved(pixel, page: 1))) {
      // The header names the show even though its history is empty.
      $0.shows[2] = Show(id: 2, title: "Pixel Street")
      $0.watchedHistory.showFilter = 2
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.history(.pageLoaded(page: 1, HistoryPage(items: [], totalCount: 0)))) {
      $0.watchedHistory.totalCount = 0
      $0.watchedHistory.requestedPage = nil
      $0.watchedHistory.status = .loaded
    }
    await store.finish()
    #expect(log.entries == [.resolveShow("pixel"), .loadHistory(show: 2, limit: 20, offset: 0)])
    let view = Connectors.WatchedHistoryConnector(formatting: Fixtures.formatting)
      .connect(state: store.state)
    #expect(view.showFilter == "Pixel Street")
    #expect(view.isEmpty)
  }

  @Test func aShowFilterKeepsTheShowAlreadyLoadedInFull() async {
    var initial = loadedHistory(total: 0)
    initial.shows[1] = Fixtures.lighthouse
    let candidate = ShowCandidate(id: 1, title: "The Lighthouse Keepers", year: 2010)
    let store = TestStore(
      initialState: initial,
      reducer: appReducer(
        dependencies: .test(
          LibraryClient(loadHistory: { _, _, _ in HistoryPage(items: [], totalCount: 0) }))))
    await store.send(.history(.showFilterResolved(candidate, page: 1))) {
      $0.watchedHistory.showFilter = 1
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.history(.pageLoaded(page: 1, HistoryPage(items: [], totalCount: 0)))) {
      $0.watchedHistory.requestedPage = nil
      $0.watchedHistory.status = .loaded
    }
    await store.finish()
    #expect(store.state.shows[1] == Fixtures.lighthouse)
  }

  @Test func aShowFilterThatNamesNoShowFailsWithWordsThatSayWhatToDo() async {
    let store = TestStore(
      initialState: loadedHistory(total: 45),
      reducer: appReducer(
        dependencies: .test(
          LibraryClient(resolveShow: { throw LibraryError.showNotFound($0) }))))
    await store.send(.history(.showFilterRequested("nope", page: 1))) {
      $0.watchedHistory.status = .loading
    }
    await store.receive(.history(.pageFailed(page: 1, .library(.showNotFound("nope"))))) {
      $0.watchedHistory.status = .failed(.library(.showNotFound("nope")))
    }
    await store.finish()
    let view = Connectors.WatchedHistoryConnector(formatting: Fixtures.formatting)
      .connect(state: store.state)
    #expect(
      view.status
        == .failed(message: "no show called 'nope' in the library; try: showtracker search nope"))
  }

  @Test func removingAWatchRemovesThatOneAndReloadsTheHistory() async {
    let log = LibraryLog()
    let first = Fixtures.ids(11)
    // Not a whole second: the library must get the moment exactly.
    let watchedAt = Date(timeIntervalSince1970: 1_699_999_123.456)
    let removed = LibraryChange(kind: .unwatched, episodes: [first], watchesRemoved: 1)
    let library = LibraryClient(
      removeWatch: { episode, date in
        log.record(.removeWatch(episode, at: date))
        return removed
      },
      loadHistory: { show, limit, offset in
        log.record(.loadHistory(show: show, limit: limit, offset: offset))
        return HistoryPage(items: [], totalCount: 0)
      })
    var initial = loadedHistory(total: 1)
    initial.shows[1] = Fixtures.lighthouse
    initial.episodes[first] = Fixtures.episodes[0]
    initial.watchedHistory.entries = [WatchEvent(ids: first, watchedAt: watchedAt)]
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: .test(library)))
    let change = LibraryChange(
      kind: .unwatched, showTitle: "The Lighthouse Keepers", episodes: [first], watchesRemoved: 1)

    await store.send(.watchRemoved(episode: first, watchedAt: watchedAt)) {
      $0.change = .working
    }
    await store.receive(.watchedSaved(change)) { $0.change = .marked(change) }
    await store.receive(.history(.reloadRequested)) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.history(.pageLoaded(page: 1, HistoryPage(items: [], totalCount: 0)))) {
      $0.watchedHistory.entries = []
      $0.watchedHistory.totalCount = 0
      $0.watchedHistory.requestedPage = nil
      $0.watchedHistory.status = .loaded
    }
    await store.finish()
    #expect(
      log.entries == [
        .removeWatch(first, at: watchedAt), .loadHistory(show: nil, limit: 20, offset: 0),
      ])
  }
}
