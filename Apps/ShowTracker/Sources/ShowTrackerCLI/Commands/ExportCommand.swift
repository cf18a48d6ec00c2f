import Foundation
import LibraryDatabase

/// `showtracker export`: the whole history as Trakt JSON, written by the library itself (an
/// export is a file format, not a screen, so it needs no view state).
enum ExportCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) throws(CommandError) {
    let spec = CommandSpec.export
    try spec.checkOptions(of: invocation)
    if let extra = invocation.positionals.first {
      throw .usage("unexpected argument '\(extra)'", command: spec.name)
    }
    let database = try LibrarySession.openDatabase(invocation, environment: console.environment)
    do {
      console.print(String(decoding: try database.exportHistory(), as: UTF8.self))
    } catch {
      throw .failure("cannot export the history: \(error)")
    }
  }
}
