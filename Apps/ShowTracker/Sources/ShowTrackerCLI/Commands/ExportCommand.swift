import AppComposition

/// `showtracker export`: the whole history as Trakt JSON, made by the library through the
/// store (an export is a file format, not a screen: its view state is the document).
enum ExportCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let session = try AppSession.open(invocation, console: console, access: .read)
    let export = session.store.connect(using: Connectors.ExportConnector())
    export.send(.exportRequested)
    try await export.wait(for: "the export", timeout: nil) { $0 != .running }
    switch export.state {
    case .document(let data):
      try console.print(PrintedJSON(text: String(decoding: data, as: UTF8.self)))
    case .failed(let message):
      throw .failure("cannot export the history: \(message)")
    case .running:
      throw .failure("the export did not finish")
    }
  }
}
