import Foundation

/// The `showtracker` command line: reads the arguments, runs a command or the interactive app,
/// and returns the exit status.
///
/// Every command that prints data goes through the app's store: it sends app actions, waits for
/// their effects, and draws the result with a feature's front end on
/// `store.connect(using: Connectors.…())`.
public enum ShowTrackerCLI {
  /// Runs `showtracker` with `arguments` (without the program name) and returns the exit
  /// status: 0 success, 1 failure, 2 usage error.
  @MainActor
  public static func main(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) async -> Int32 {
    let console = Console(environment: environment)
    do {
      try await run(arguments, console: console)
      return ExitCode.success
    } catch {
      report(error, console: console)
      return error.exitCode
    }
  }

  @MainActor
  private static func run(_ arguments: [String], console: Console) async throws(CommandError) {
    let invocation = try Invocation.parse(arguments)
    if invocation.has("--version") {
      console.print("showtracker \(MainHelp.version)")
      return
    }
    guard let command = invocation.command else {
      if let unknown = invocation.unknownOptions.first {
        throw .usage("unknown option '\(unknown)'", command: nil)
      }
      if invocation.has("--help") || !console.isInteractive {
        console.print(MainHelp.text)
        return
      }
      try await InteractiveApp.run(invocation, console: console)
      return
    }
    guard let spec = CommandSpec.named(command) else {
      throw .usage("unknown command '\(command)'", command: nil)
    }
    if invocation.has("--help") {
      console.print(spec.help)
      return
    }
    switch command {
    case "search": try await SearchCommand.run(invocation, console: console)
    case "show": try await ShowCommand.run(invocation, console: console)
    case "watch": try await WatchCommand.run(invocation, watched: true, console: console)
    case "unwatch": try await WatchCommand.run(invocation, watched: false, console: console)
    case "history": try await HistoryCommand.run(invocation, console: console)
    case "import": try await ImportCommand.run(invocation, console: console)
    case "export": try ExportCommand.run(invocation, console: console)
    case "preview": try PreviewCommand.run(invocation, console: console)
    default: try HelpCommand.run(invocation, console: console)
    }
  }

  /// Prints why the command stopped: the reason, and for a usage error how to write it.
  ///
  /// Reasons quote arguments and library data (titles, file names), so each line is
  /// sanitized here, once for every message.
  private static func report(_ error: CommandError, console: Console) {
    switch error.sanitized {
    case .usage(let message, let command):
      if let command, let spec = CommandSpec.named(command) {
        console.printError("showtracker \(command): \(message)")
        console.printError("Usage: showtracker \(spec.usage) (see: showtracker \(command) --help)")
      } else {
        console.printError("showtracker: \(message)")
        console.printError("See: showtracker --help")
      }
    case .failure(let message):
      console.printError("showtracker: \(message)")
    }
  }
}
