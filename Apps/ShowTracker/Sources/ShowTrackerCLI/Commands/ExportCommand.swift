import AppComposition
import LibraryClient

/// `showtracker export`: the history, ratings and watchlist as Trakt JSON, made by the library
/// through the store (an export is a file format, not a screen: its view state is the
/// document); with `--trakt-dir DIR`, the files of a Trakt data export, written into DIR.
enum ExportCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let folder = try invocation[Options.traktDir]
    if let folder, folder.isEmpty {
      throw .usage("\(Options.traktDir) needs a folder", command: CommandSpec.export.name)
    }
    let session = try AppSession.open(invocation, console: console, access: .existing)
    let export = session.store.connect(using: Connectors.ExportConnector())
    await export.send(folder == nil ? .exportRequested : .traktFilesRequested).finish()
    try await export.wait(for: "the export", timeout: nil) { $0 != .running }
    switch export.state {
    case .document(let data):
      try console.print(PrintedJSON(text: String(decoding: data, as: UTF8.self)))
    case .files(let files):
      guard let folder else { throw .failure("the export wrote files, not a document") }
      do {
        try ExportFolder.write(files.map { (name: $0.name, data: $0.data) }, to: folder)
      } catch {
        throw .failure("cannot export: \(error.reason)")
      }
      try console.print(
        files.map { "\(folder.hasSuffix("/") ? folder : folder + "/")\($0.name)" }
          .joined(separator: "\n"))
    case .failed(let message):
      throw .failure("cannot export the library: \(message)")
    case .running:
      throw .failure("the export did not finish")
    }
  }
}
