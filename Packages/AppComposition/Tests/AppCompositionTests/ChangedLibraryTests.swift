import AppComposition
import Foundation
import LibraryClient
import Redux
import Synchronization
import Testing

/// Every screen that shows what the library holds loads it again after any change to the
/// library, the app's own or another program's, and only if it was shown.
@MainActor
struct ChangedLibraryTests {
  /// A refresh that fetched `refreshed` shows.
  nonisolated static func refresh(_ refreshed: Int) -> RefreshReport {
    var report = RefreshReport()
    report.checked = 3
    report.refreshed = refreshed
    return report
  }

  nonisolated static let watched = LibraryChange(
    kind: .watched, episodes: [Fixtures.ids(12)], watchesAdded: 1)

  /// Every way the library changes (``AppAction/changedShows``).
  @Test(arguments: [
    AppAction.libraryChangedElsewhere,
    .watchedSaved(watched),
    .watchedSaveFailed(episodes: [Fixtures.ids(12)], .library(.locked)),
    .undoFinished(redo: false, watched),
    .undoFinished(redo: true, watched),
    .importing(.finished(source: "a.json", ImportReport(showsAdded: 1))),
    .tvmaze(
      .addFinished(
        FetchedShowSaved(
          show: ShowCandidate(id: 7, title: "Breaking Bad", year: 2008),
          report: ImportReport(showsAdded: 1)))),
    .tvmaze(.refreshFinished(refresh(1))),
    .tvmaze(.refreshFailed(refresh(1), .library(.locked))),
  ])
  func everyShownScreenLoadsAgain(after change: AppAction) async {
    let calls = Mutex<[String]>([])
    let library = LibraryClient(
      loadHistory: { _, _, _ in
        calls.withLock { $0.append("history") }
        return HistoryPage(items: [], totalCount: 0)
      },
      upNext: { _, _ in
        calls.withLock { $0.append("upNext") }
        return []
      },
      upcoming: { _, _, _ in
        calls.withLock { $0.append("upcoming") }
        return []
      },
      myShows: { _, _, _, _ in
        calls.withLock { $0.append("myShows") }
        return []
      },
      watchStats: { _, _ in
        calls.withLock { $0.append("stats") }
        return WatchStats(days: [], topShows: [])
      },
      watchlist: {
        calls.withLock { $0.append("watchlist") }
        return []
      })
    var state = AppState(today: Fixtures.today)
    state.watchedHistory.status = .loaded
    state.upNext.status = .loaded
    state.upcoming.status = .loaded
    state.myShows.status = .loaded
    state.stats.status = .loaded
    state.watchlist.status = .loaded
    let store = Store(initialState: state, reducer: appReducer(dependencies: .test(library)))
    store.send(change)
    await store.effectsFinished()
    #expect(
      Set(calls.withLock { $0 })
        == ["history", "upNext", "upcoming", "myShows", "stats", "watchlist"],
      "\(change)")

    // Screens nobody showed stay unloaded.
    calls.withLock { $0 = [] }
    let quiet = Store(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    quiet.send(change)
    await quiet.effectsFinished()
    #expect(calls.withLock { $0 }.isEmpty)
  }

  /// Actions that changed nothing in the library reload nothing.
  @Test(arguments: [
    AppAction.undoFinished(redo: false, nil),
    .tvmaze(.refreshFinished(refresh(0))),
    .watchedSaveFailed(episodes: [], .library(.locked)),
  ])
  func nothingLoadsAgainAfterAnActionThatChangedNothing(_ action: AppAction) async {
    let loads = Mutex(0)
    let library = LibraryClient(
      loadHistory: { _, _, _ in
        loads.withLock { $0 += 1 }
        return HistoryPage(items: [], totalCount: 0)
      },
      upNext: { _, _ in
        loads.withLock { $0 += 1 }
        return []
      },
      watchlist: {
        loads.withLock { $0 += 1 }
        return []
      })
    var state = AppState(today: Fixtures.today)
    state.watchedHistory.status = .loaded
    state.upNext.status = .loaded
    state.watchlist.status = .loaded
    let store = Store(initialState: state, reducer: appReducer(dependencies: .test(library)))
    store.send(action)
    await store.effectsFinished()
    #expect(loads.withLock { $0 } == 0, "\(action)")
  }
}
