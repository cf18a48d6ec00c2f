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
  @Test(arguments: [
    AppAction.libraryChangedElsewhere,
    .watchedSaved(LibraryChange(kind: .watched, episodes: [Fixtures.ids(12)], watchesAdded: 1)),
    .importing(.finished(source: "a.json", ImportReport(showsAdded: 1))),
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
      })
    var state = AppState(today: Fixtures.today)
    state.watchedHistory.status = .loaded
    state.upNext.status = .loaded
    state.upcoming.status = .loaded
    state.myShows.status = .loaded
    state.stats.status = .loaded
    let store = Store(initialState: state, reducer: appReducer(dependencies: .test(library)))
    store.send(change)
    await store.effectsFinished()
    #expect(
      Set(calls.withLock { $0 }) == ["history", "upNext", "upcoming", "myShows", "stats"],
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
}
