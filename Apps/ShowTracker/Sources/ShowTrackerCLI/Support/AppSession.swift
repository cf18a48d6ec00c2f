import AppComposition
import LibraryClient
import Redux
import Synchronization
import TVMazeClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  /// - Parameter libraryWatchInterval: How often the store asks whether another program
  ///   changed the library, once told to watch (``AppAction/libraryWatchStarted``).
  init(
    library: LibraryClient, tvmaze: TVMazeClient = .unimplemented,
    searchDebounce: Duration = .zero, libraryWatchInterval: Duration = .seconds(1),
    recorder: ActionRecorder? = nil
  ) {
    let dependencies = AppDependencies(
      library: library, tvmaze: tvmaze, now: { Date() }, searchDebounce: searchDebounce,
      libraryWatchInterval: libraryWatchInterval)
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

  /// How a session tells the user that the library waits for another program's lock.
  enum WaitingNotice {
    /// A line on standard error: a command.
    case message
    /// The store's status line (``AppAction/libraryBusyElsewhere``): the interactive app,
    /// whose terminal a stray line would spoil.
    case status
  }

  /// What a command does with the library: whether it may create one that is not there.
  enum Access {
    /// It only reads: a library named with `--db` that does not exist is an error, not a new
    /// empty library (a mistyped path would look like lost data).
    case read
    /// It reads the user's own data out (`export`): a library that does not exist, wherever
    /// it would be, is an error, never a new one (its files would hold only the starter
    /// catalog).
    case existing
    /// It may change the library: one named with `--db` that does not exist is created, and
    /// the command says so.
    case write
  }

  /// A session on the library `--db` names, else the one `SHOWTRACKER_DB` or the XDG default
  /// names, recording if `--record` or `SHOWTRACKER_RECORD` says so.
  ///
  /// The library at the default place (or `SHOWTRACKER_DB`'s) is created, with the starter
  /// catalog, the first time any command opens it; one named with `--db` only by a command
  /// that writes (`access: .write`), which says so.
  ///
  /// - Parameters:
  ///   - tvmaze: The TVMaze client the session's effects call (`add`, `refresh`, the app's
  ///     `r`); none by default.
  ///   - program: The name the undo journal gives the session's changes: the command line's
  ///     by default, the interactive app's with its process.
  ///   - libraryWatchInterval: How often the store asks whether another program changed the
  ///     library, once told to watch.
  static func open(
    _ invocation: Invocation, console: Console, access: Access,
    searchDebounce: Duration = .zero, libraryWatchInterval: Duration = .seconds(1),
    importProgress: (@Sendable (Int, Int) -> Void)? = nil,
    waiting: WaitingNotice = .message, tvmaze: TVMazeClient = .unimplemented,
    program: String = ProgramName.commandLine
  ) throws(CommandError) -> AppSession {
    let path = try libraryPath(invocation, console: console)
    let isNamed = try invocation[Options.db] != nil
    let isNew = !console.libraryFiles.exists(path)
    if isNew, access == .existing || (isNamed && access == .read) {
      throw .failure(
        "there is no library at \(path)"
          + (access == .existing
            ? ": nothing to export" : "; a change (watch, import) makes a new one there"))
    }
    let relay = BusyRelay()
    let library: LibraryClient
    do {
      let notice: @Sendable () -> Void =
        switch waiting {
        case .message: waitingNotice(console)
        case .status: { relay.tell() }
        }
      library = try console.libraryFiles.open(path, importProgress, notice, program)
    } catch {
      throw .failure(AppError.library(error).description)
    }
    if isNamed, isNew {
      console.printError("showtracker: made a new library at \(path)")
    }
    let session = AppSession(
      library: library, tvmaze: tvmaze, searchDebounce: searchDebounce,
      libraryWatchInterval: libraryWatchInterval, recorder: console.recorder)
    relay.attach(session.store)
    return session
  }

  /// What a command says when another program's write (a long import) holds the library: it
  /// goes on waiting, up to two minutes.
  static func waitingNotice(_ console: Console) -> @Sendable () -> Void {
    { console.printError("showtracker: waiting for another program to finish with the library…") }
  }

  /// The library file `--db` names, else `SHOWTRACKER_DB`, else the XDG default.
  static func libraryPath(_ invocation: Invocation, console: Console) throws(CommandError) -> String
  {
    guard let given = try invocation[Options.db] else {
      return console.libraryFiles.defaultPath(console.environment)
    }
    guard !given.isEmpty else {
      throw .usage("\(Options.db) needs a path", command: invocation.command)
    }
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

/// Carries the library's "waiting for another program" from the thread that waits to the
/// store, which the library's client cannot hold (the store holds the client). Holds the
/// store weakly: the store owns the client, whose notice holds this.
final class BusyRelay: Sendable {
  private struct WeakStore: Sendable {
    weak var store: Store<AppState, AppAction>?
  }
  private let target = Mutex(WeakStore())

  /// The store to tell.
  func attach(_ store: Store<AppState, AppAction>) {
    target.withLock { $0.store = store }
  }

  /// Sends ``AppAction/libraryBusyElsewhere`` to the store, on the main actor.
  func tell() {
    guard let store = target.withLock({ $0.store }) else { return }
    Task { @MainActor in store.send(.libraryBusyElsewhere) }
  }
}
