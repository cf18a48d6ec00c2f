import AppComposition
import Foundation
import LibraryClient
import LibraryClientLive
import LibraryDatabase
import Redux

/// A root store on a fresh in-memory library with the starter catalog.
@MainActor
func makeStore(historyPageSize: Int = 20) throws -> Store<AppState, AppAction> {
  let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
  let dependencies = AppDependencies(
    library: .live(database: database),
    now: { Date(timeIntervalSince1970: 1_750_000_000) },  // 2025-06-15
    formatting: fixedFormatting,
    searchDebounce: .zero)
  var state = AppState(today: dependencies.today())
  state.watchedHistory.pageSize = historyPageSize
  return Store(initialState: state, reducer: appReducer(dependencies: dependencies))
}

/// Formatting fixed to UTC, so view states are the same everywhere.
let fixedFormatting = Formatting(utcOffset: 0)

/// Waits until `condition` holds; effects run on other threads. The deadline only bounds a
/// failure: the tests share the machine with the architecture tests' builds, which can starve
/// them for seconds.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: .seconds(60))
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(2))
  }
  return true
}
