import AppComposition
import Foundation
import LibraryClient
import Redux
import TVMazeClient

/// The app's store on the user's library: what every command and the interactive app run on.
///
/// A command sends actions to ``store``, waits on a connector's view state until it settles,
/// and renders that view state. It never reads or writes the app state itself:
///
/// ```swift
/// let session = try AppSession.open(invocation, console: console)
/// let search = session.store.connect(using: Connectors.SearchConnector())
/// session.store.send(.search(.queryChanged("bre")))
/// try await search.wait(for: "the search") { $0.phase != .searching }
/// ```
@MainActor
final class AppSession {
  let store: Store<AppState, AppAction>

  /// A session on `library`, its store starting on today's date by the clock.
  ///
  /// - Parameter recorder: Told every action the store reduces (`--record`).
  init(
    library: LibraryClient, tvmaze: TVMazeClient = .unimplemented,
    searchDebounce: Duration = .zero, recorder: ActionRecorder? = nil
  ) {
    let dependencies = AppDependencies(
      library: library, tvmaze: tvmaze, now: { Date() }, searchDebounce: searchDebounce)
    self.store = Store(
      initialState: AppState(today: dependencies.today()),
      reducer: appReducer(dependencies: dependencies))
    recorder?.record(store)
  }

  /// A session whose store runs on `dependencies` (a replay's clock, say).
  init(dependencies: AppDependencies, recorder: ActionRecorder? = nil) {
    self.store = Store(
      initialState: AppState(today: dependencies.today()),
      reducer: appReducer(dependencies: dependencies))
    recorder?.record(store)
  }

  /// A session on the library `--db` names, else the one `SHOWTRACKER_DB` or the XDG default
  /// names, recording if `--record` or `SHOWTRACKER_RECORD` says so.
  ///
  /// - Parameter tvmaze: The TVMaze client the session's effects call (`add`, `refresh`, the
  ///   app's `r`); none by default.
  static func open(
    _ invocation: Invocation, console: Console, searchDebounce: Duration = .zero,
    importProgress: (@Sendable (Int, Int) -> Void)? = nil, tvmaze: TVMazeClient = .unimplemented
  ) throws(CommandError) -> AppSession {
    let path = try libraryPath(invocation, console: console)
    let library: LibraryClient
    do {
      library = try console.libraryFiles.open(path, importProgress)
    } catch {
      throw .failure(AppError.library(error).description)
    }
    return AppSession(
      library: library, tvmaze: tvmaze, searchDebounce: searchDebounce, recorder: console.recorder)
  }

  /// The library file `--db` names, else `SHOWTRACKER_DB`, else the XDG default.
  static func libraryPath(_ invocation: Invocation, console: Console) throws(CommandError) -> String
  {
    guard let given = invocation.value("--db") else {
      return console.libraryFiles.defaultPath(console.environment)
    }
    guard !given.isEmpty else { throw .usage("--db needs a path", command: invocation.command) }
    return given
  }
}

extension Store {
  /// Waits until `condition` holds for this store's state (a connector's view state, for a
  /// command), checking after every change; fails after `timeout` (`nil`: as long as it takes).
  func wait(
    for what: String, timeout: Duration? = .seconds(60),
    until condition: @escaping (State) -> Bool
  ) async throws(CommandError) {
    guard await wait(until: condition, timeout: timeout) else {
      throw .failure("timed out waiting for \(what)")
    }
  }
}
