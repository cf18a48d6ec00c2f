import AppComposition
import LibraryClient
import Terminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  static let check = CommandSpec(
    name: "check", brief: "check the library for damage",
    synopsis: [.option(Options.json, "the report as JSON")],
    summary: "Check the whole library: the file's pages, the links between records, the counts.",
    details: """
      Reads every page of the library file (SQLite's integrity check), checks that every watch
      and episode points at a record that exists, and counts the watch events, each show's
      progress and the titles' words (which typo-tolerant search reads) against what the
      library keeps. Exits 0 when all is well, 1 with one line for each problem found. A damaged library is best replaced with a backup: see
      showtracker backup --help.
      """,
    run: MaintenanceCommands.check)

  static let backup = CommandSpec(
    name: "backup", brief: "copy the library to a backup file",
    synopsis: [.optionalArgument(.file)],
    summary: "Copy the whole library to FILE, or to the backups folder beside the library.",
    details: """
      The copy is the library as of one moment (SQLite's online backup), made while other
      programs may go on using it. FILE must not exist yet. Without FILE the copy goes to the
      backups folder beside the library (~/.local/share/showtracker/backups by default).

      showtracker also backs the library up by itself, into the same folder, before each
      import that changes something and before a new version upgrades the library, as long as
      it holds a history; it keeps the five newest of those. Each library's backups carry its
      name (library-TIME-before-import.sqlite for library.sqlite), and a backup is whole or
      absent: it gets its name only once it is written, read back and on the disk.

      To restore a backup, quit every showtracker, then copy the backup over the library and
      remove the library's -wal and -shm files:

        cp BACKUP ~/.local/share/showtracker/library.sqlite
        rm -f ~/.local/share/showtracker/library.sqlite-wal ~/.local/share/showtracker/library.sqlite-shm
      """,
    run: MaintenanceCommands.backup)
}

/// `showtracker check` and `showtracker backup`: through the store, like every command.
enum MaintenanceCommands {
  @MainActor
  static func check(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let report = try await run(.checkRequested, invocation, console: console)
    guard case .checked(let check) = report else {
      throw .failure("the check did not finish")
    }
    if invocation[Options.json] {
      try console.print(try JSONOutput.render { try json(check) })
    } else if check.isHealthy {
      try console.print([
        Line("The library is healthy", .bold),
        Line(
          "  \(check.shows) shows · \(check.episodes) episodes · \(check.watchEvents) watch events"),
      ])
    } else {
      try console.print(
        [
          Line(
            "The library has \(check.problems.count) problem\(check.problems.count == 1 ? "" : "s")",
            .bold)
        ]
          + check.problems.map { Line("  " + $0) })
    }
    if !check.isHealthy {
      throw .failure(
        "the library is damaged; restore a backup (see: showtracker backup \(Options.help))")
    }
  }

  @MainActor
  static func backup(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.backup
    try invocation.rejectPositionals(after: 1, command: spec.name)
    let target = invocation.positionals.first
    let report = try await run(.backupRequested(path: target), invocation, console: console)
    guard case .backedUp(let path) = report else {
      throw .failure("the backup did not finish")
    }
    try console.print([Line("Backed up the library to \(path)", .bold)])
  }

  /// Sends `action` through the maintenance connector and waits for its outcome.
  @MainActor
  private static func run(
    _ action: MaintenanceOutputAction, _ invocation: Invocation, console: Console
  ) async throws(CommandError) -> MaintenanceOutput {
    let session = try AppSession.open(invocation, console: console, access: .read)
    let output = session.store.connect(using: Connectors.MaintenanceConnector())
    await output.send(action).finish()
    try await output.wait(for: "the library", timeout: nil) { $0 != .running }
    if case .failed(let message) = output.state { throw .failure(message) }
    return output.state
  }

  private static func json(_ check: LibraryCheck) throws -> String {
    struct Document: Encodable {
      var healthy: Bool
      var problems: [String]
      var shows: Int
      var episodes: Int
      var watchEvents: Int
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = Document(
      healthy: check.isHealthy, problems: check.problems, shows: check.shows,
      episodes: check.episodes, watchEvents: check.watchEvents)
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }
}
