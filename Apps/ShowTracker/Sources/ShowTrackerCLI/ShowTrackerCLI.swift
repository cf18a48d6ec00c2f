import LibraryClient
import TVMazeClient

/// The `showtracker` command line: reads the arguments, runs a command or the interactive app,
/// and returns the exit status.
///
/// Every command is an action in and a connector out: it parses its arguments, sends actions to
/// the app's store, waits until a connector's view state says the work settled, and draws that
/// view state with a front end. It never opens the database and never writes the app state.
public enum ShowTrackerCLI {
  /// Runs `showtracker` with `arguments` (without the program name) and returns the exit
  /// status: 0 success, 1 failure, 2 usage error.
  ///
  /// - Parameters:
  ///   - libraryFiles: How libraries are opened: `.live` (module `LibraryClientLive`) from the
  ///     executable. This module never depends on the database itself.
  ///   - tvmaze: Makes the TVMaze client for a configuration: `TVMazeClient.live` (module
  ///     `TVMazeClientLive`) from the executable; without it, `add` and `refresh` fail.
  @MainActor
  public static func main(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessEnvironment.variables(),
    libraryFiles: LibraryFiles,
    tvmaze: @escaping @Sendable (TVMazeConfiguration) -> TVMazeClient = { _ in .unimplemented }
  ) async -> Int32 {
    var console = Console(environment: environment, libraryFiles: libraryFiles, makeTVMaze: tvmaze)
    do throws(CommandError) {
      let invocation = try Invocation.parse(arguments, commands: CommandSpec.all)
      let recorder = try ActionRecorder.open(invocation, environment: environment)
      console = Console(
        environment: environment, libraryFiles: libraryFiles, makeTVMaze: tvmaze,
        recorder: recorder)
      try await run(invocation, console: console)
      if let failure = recorder?.failure { throw .failure(failure) }
      return ExitCode.success
    } catch {
      report(error, console: console)
      return error.exitCode
    }
  }

  @MainActor
  private static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    if invocation[Options.version] {
      try console.print("showtracker \(MainHelp.version)")
      return
    }
    guard let command = invocation.command else {
      if let unknown = invocation.unknownOptions.first {
        throw .usage(
          CommandSpec.unknownOption(unknown, among: Options.globalSyntax), command: nil)
      }
      if invocation[Options.help] || !console.isInteractive {
        try console.printHelp(MainHelp.text(width: console.helpWidth ?? 100))
        return
      }
      try await InteractiveApp.run(invocation, console: console)
      return
    }
    guard let spec = CommandSpec.named(command) else {
      throw .usage("unknown command '\(command)'", command: nil)
    }
    if invocation[Options.help] {
      try console.printHelp(spec.help)
      return
    }
    try spec.checkOptions(of: invocation)
    try spec.checkArguments(of: invocation)
    try await spec.run(invocation, console)
  }

  /// Prints why the command stopped: the reason, and for a usage error how to write it.
  ///
  /// Reasons quote arguments and library data (titles, file names), so every message is made
  /// one sanitized line here, once for all: one error prints one line, plus the hint of a usage
  /// error.
  @MainActor
  private static func report(_ error: CommandError, console: Console) {
    switch error.sanitized {
    case .usage(let message, let command):
      if let command, let spec = CommandSpec.named(command) {
        console.printError("showtracker \(command): \(message)")
        console.printError(
          "Usage: showtracker \(spec.usage) (see: showtracker \(command) \(Options.help))")
      } else {
        console.printError("showtracker: \(message)")
        console.printError("See: showtracker \(Options.help)")
      }
    case .failure(let message):
      console.printError("showtracker: \(message)")
    }
  }
}
