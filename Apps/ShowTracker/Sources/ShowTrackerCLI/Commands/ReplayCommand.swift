import AppChrome
import AppComposition
import FrontEnds
import LibraryClient
import Redux
import Terminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `showtracker replay FILE`: send a recording's actions to a store over a copy of the
/// library (the library itself with `--in-place`) and print the screens after each step, or
/// only at the end with `--last`.
///
/// Each step is one action a user or command sent; the store's effects run against the
/// library as they did when it was recorded, on the recorded clock.
enum ReplayCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.replay
    let file = try invocation.positional(
      0, missing: "FILE, a recording made with \(Options.record)", command: spec.name)
    try invocation.rejectPositionals(after: 1, command: spec.name)
    let recording = try read(file)
    guard let first = recording.requests.first else {
      throw .failure("\(file) records nothing to replay")
    }
    let path = try AppSession.libraryPath(invocation, console: console)
    let workPath = invocation[Options.inPlace] ? path : try copy(path, with: console.libraryFiles)
    defer { if workPath != path { removeCopy(workPath) } }
    let library: LibraryClient
    do {
      library = try console.libraryFiles.open(
        workPath, nil, AppSession.waitingNotice(console), ProgramName.commandLine)
    } catch {
      throw .failure(AppError.library(error).description)
    }
    let clock = ReplayClock(first.at)
    let session = AppSession(
      dependencies: AppDependencies(library: library, now: { clock.now }),
      recorder: console.recorder)
    let screens = ReplayScreens(store: session.store)
    let last = invocation[Options.last]
    do {
      try await recording.replay(on: session.store, clock: clock) {
        (index, entry) throws(CommandError) in
        guard !last else { return }
        try console.print(screens.step(index + 1, entry.action, width: console.width))
      }
    } catch let error as CommandError {
      throw error
    } catch {
      throw .failure("the replay stopped: \(error)")
    }
    if last { try console.print(screens.final(width: console.width)) }
  }

  /// The recording in `file`; a line that is not a recorded action is an error naming it.
  private static func read(_ file: String) throws(CommandError) -> ActionRecording {
    let data: Data
    do {
      data = try FileContents.read(file, limit: FileContents.recordingLimit)
    } catch {
      throw .failure("cannot replay: \(error.reason)")
    }
    do {
      return try ActionRecording(jsonLines: data)
    } catch {
      throw .failure("\(file): \(error)")
    }
  }

  /// A fresh copy of the library at `path`, in a temporary folder.
  private static func copy(
    _ path: String, with files: LibraryFiles
  ) throws(CommandError) -> String {
    let copy = FileManager.default.temporaryDirectory
      .appending(path: "showtracker-replay-\(UUID().uuidString).sqlite").path
    do {
      try files.copy(path, copy)
    } catch {
      throw .failure("cannot copy the library to replay on it: \(AppError.library(error))")
    }
    return copy
  }

  private static func removeCopy(_ path: String) {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }
}

/// The screens a replay prints: each feature's front end on its connector, and the chrome's
/// status line. After a step, the screens whose view state changed in it are printed.
@MainActor
private final class ReplayScreens {
  private let chrome: AppChromeView.ViewModel
  private let screens: [(id: String, name: String, screen: any TerminalScreen, revision: () -> Int)]
  private var printedRevisions: [Int]

  init(store: Store<AppState, AppAction>) {
    chrome = store.connect(using: Connectors.AppChromeConnector())
    let history = HistoryScreen(
      viewModel: store.connect(using: Connectors.WatchedHistoryConnector()))
    let search = SearchScreen(viewModel: store.connect(using: Connectors.SearchConnector()))
    let show = ShowDetailScreen(
      viewModel: store.connect(using: Connectors.ShowDetailConnector()))
    screens = [
      ("history", "History", history, { history.viewModel.metrics.stateChanges }),
      ("search", "Search", search, { search.viewModel.metrics.stateChanges }),
      ("show", "Show", show, { show.viewModel.metrics.stateChanges }),
    ]
    printedRevisions = screens.map { $0.revision() }
  }

  /// The lines after step `number`: a heading naming the action, the status line, and every
  /// screen that changed.
  func step(_ number: Int, _ action: AppAction, width: Int) -> [Line] {
    var summary = String(describing: action)
    if summary.count > 100 { summary = String(summary.prefix(99)) + "…" }
    var lines = [Line("── step \(number): \(summary)", .dim).fitted(to: width)]
    if let status = chrome.state.status {
      lines.append(Line(status.message, status.isError ? Style(color: .red) : .bold))
    }
    for (index, entry) in screens.enumerated() where entry.revision() != printedRevisions[index] {
      printedRevisions[index] = entry.revision()
      lines.append(Line("[\(entry.name)]", .dim))
      lines += entry.screen.render(width: width, height: nil)
    }
    return lines
  }

  /// The lines at the end: the status line and the screen in front.
  func final(width: Int) -> [Line] {
    var lines: [Line] = []
    if let status = chrome.state.status {
      lines.append(Line(status.message, status.isError ? Style(color: .red) : .bold))
    }
    if let front = screens.first(where: { $0.id == chrome.state.selected?.id }) {
      lines.append(Line("[\(front.name)]", .dim))
      lines += front.screen.render(width: width, height: nil)
    }
    return lines
  }
}
