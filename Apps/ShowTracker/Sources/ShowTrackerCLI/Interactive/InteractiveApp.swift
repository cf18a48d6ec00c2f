import LibraryClient
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `showtracker` on a terminal with no command: the full-screen app.
///
/// The terminal is put in raw mode on the alternate screen and given back on every way out:
/// `q`, Ctrl-C, the end of input, a thrown error (the `defer`), `exit()` (an `atexit`
/// handler), SIGTERM, SIGHUP and a crash (signal handlers; see ``TerminalSession``); and in
/// between while Ctrl-Z has the process stopped, until `fg`.
enum InteractiveApp {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    try invocation.rejectPositionals(after: 0, command: nil)
    let session = try AppSession.open(
      invocation, console: console, access: .write, searchDebounce: .milliseconds(150),
      waiting: .status, tvmaze: console.tvmazeOrFailing(),
      program: ProgramName.app(process: getpid()))
    let terminal: TerminalSession
    do {
      terminal = try TerminalSession.start(output: console.output)
    } catch {
      throw .failure("cannot start the interactive app: \(error)")
    }
    defer { terminal.end() }
    let output = console.output
    let colors = console.colors
    let frameLog = FrameLog.open(environment: console.environment)
    var writeFailure: TerminalWriteError?
    let shell = InteractiveShell(
      store: session.store,
      size: { TerminalSize.current(of: output.fileDescriptor) ?? .fallback },
      display: { lines in
        let size = TerminalSize.current(of: output.fileDescriptor) ?? .fallback
        do throws(TerminalWriteError) {
          try output.drawFrame(lines.map { $0.rendered(colors: colors) }, rows: size.rows)
        } catch {
          writeFailure = writeFailure ?? error
        }
        frameLog?.frameDrawn()
      })
    session.store.send(.clockStarted)
    session.store.send(.libraryWatchStarted)
    shell.start()
    // Keys are read on a background thread and arrive here in order, one at a time; each is
    // handled to the end (its actions sent and reduced) before the next is read.
    for await event in TerminalEvents.stream() {
      let outcome =
        if let frameLog { frameLog.measure(event) { shell.handle(event) } } else {
          shell.handle(event)
        }
      // Stopped until `fg`; then a `.resized` event draws the screen again.
      if outcome == .suspend { terminal.suspend() }
      if outcome == .quit || writeFailure != nil { break }
    }
    session.store.send(.clockStopped)
    session.store.send(.libraryWatchStopped)
    if let writeFailure {
      throw .failure("cannot draw on the terminal: \(writeFailure.description.lowercased())")
    }
  }
}
