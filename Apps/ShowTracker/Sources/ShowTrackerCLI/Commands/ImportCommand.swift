import AppComposition
import Foundation

/// `showtracker import tvmaze|trakt FILE`: read the file, send `importing(.started)`, wait for
/// the report, print the summary.
enum ImportCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.importing
    try spec.checkOptions(of: invocation)
    guard let formatName = invocation.positionals.first else {
      throw .usage("missing the format: tvmaze or trakt", command: spec.name)
    }
    guard let format = ImportRequest.Format(rawValue: formatName.lowercased()) else {
      throw .usage(
        "unknown format '\(formatName)'; use tvmaze or trakt", command: spec.name)
    }
    guard invocation.positionals.count >= 2 else {
      throw .usage("missing FILE (use - for standard input)", command: spec.name)
    }
    guard invocation.positionals.count == 2 else {
      throw .usage(
        "unexpected argument '\(invocation.positionals[2])'", command: spec.name)
    }
    let source = invocation.positionals[1]
    let data = try read(source)
    let database = try LibrarySession.openDatabase(invocation, environment: console.environment)
    let progress = console.errors.isTerminal ? ProgressBarPrinter(output: console.errors) : nil
    var reportProgress: (@Sendable (Int, Int) -> Void)?
    if let progress { reportProgress = { progress.update($0, of: $1) } }
    let session = LibrarySession(database: database, importProgress: reportProgress)
    session.store.send(
      .importing(.started(ImportRequest(format: format, source: source, data: data))))
    try await session.wait(for: "the import", timeout: nil) {
      switch $0.lastImport {
      case .finished, .failed: true
      case .none, .running: false
      }
    }
    progress?.clear()
    switch session.store.state.lastImport {
    case .finished(_, let report):
      if invocation.has("--json") {
        console.print(try JSONOutput.render { try ImportSummaryText.json(report, source: source) })
      } else {
        console.print(ImportSummaryText.lines(report, source: source))
      }
    case .failed(_, let message):
      throw .failure("import failed: \(message)")
    case .none, .running:
      throw .failure("the import did not finish")
    }
  }

  /// The bytes of FILE, or of standard input for `-`.
  private static func read(_ source: String) throws(CommandError) -> Data {
    do {
      if source == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
      return try Data(contentsOf: URL(fileURLWithPath: source))
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
      throw .failure("cannot read \(source): \(reason)")
    }
  }
}
