import AppComposition
import Foundation
import Identifiers
import LibraryClientLive
import LibraryDatabase
import Redux

/// The library a command works on, and the app's store on it.
///
/// ```swift
/// let session = try LibrarySession.open(invocation, console: console)
/// session.store.send(.search(.queryChanged("bre")))
/// try await session.wait(for: "the search") { $0.search.status.isSettled }
/// ```
@MainActor
final class LibrarySession {
  let database: LibraryDatabase
  let store: Store<AppState, AppAction>

  init(
    database: LibraryDatabase, initialState: AppState = AppState(),
    searchDebounce: Duration = .zero,
    importProgress: (@Sendable (Int, Int) -> Void)? = nil
  ) {
    self.database = database
    let dependencies = AppDependencies(
      library: .live(database: database, importProgress: importProgress),
      now: { Date() },
      searchDebounce: searchDebounce)
    self.store = Store(initialState: initialState, reducer: appReducer(dependencies: dependencies))
  }

  /// Opens the library `--db` names, else the one `SHOWTRACKER_DB` or the XDG default names.
  static func openDatabase(
    _ invocation: Invocation, environment: [String: String]
  ) throws(CommandError) -> LibraryDatabase {
    let path: String
    if let given = invocation.value("--db") {
      guard !given.isEmpty else { throw .usage("--db needs a path", command: invocation.command) }
      path = given
    } else {
      path = LibraryDatabase.defaultPath(environment: environment)
    }
    do {
      return try LibraryDatabase(path: path)
    } catch {
      throw .failure("cannot open the library at \(path): \(error)")
    }
  }

  /// Waits for the effects of the actions just sent to settle the state, or fails after
  /// `timeout` (`nil`: as long as it takes, for imports of any size).
  func wait(
    for what: String, timeout: Duration? = .seconds(60),
    until condition: @escaping (AppState) -> Bool
  ) async throws(CommandError) {
    guard await store.wait(until: condition, timeout: timeout) else {
      throw .failure("timed out waiting for \(what)")
    }
  }
}

extension LoadStatus {
  /// Whether loading finished, well or not.
  var isSettled: Bool {
    switch self {
    case .loaded, .failed: true
    case .idle, .loading: false
    }
  }

  /// The reason loading failed, if it did.
  var failureMessage: String? {
    if case .failed(let message) = self { return message }
    return nil
  }
}
