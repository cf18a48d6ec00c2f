import AppComposition
import Terminal

/// `showtracker undo` and `showtracker redo`: undo the last change to the library, whichever
/// command or app made it, or make the last undone change again; print what was done. With
/// `--list`, print what the next ones would do instead.
enum UndoCommand {
  /// How many changes `--list` shows.
  static let listLimit = 10

  @MainActor
  static func run(_ invocation: Invocation, redo: Bool, console: Console) async throws(CommandError)
  {
    let session = try AppSession.open(invocation, console: console, access: .write)
    let chrome = session.store.connect(using: Connectors.AppChromeConnector())
    if invocation[Options.list] {
      await session.store.send(.undoListRequested(redo: redo, limit: listLimit)).finish()
    } else {
      await chrome.send(redo ? .redoTapped : .undoTapped).finish()
    }
    try await chrome.wait(for: redo ? "the redo" : "the undo") { $0.status != nil }
    guard let status = chrome.state.status, !status.isError else {
      throw .failure(chrome.state.status?.message ?? "the change did not finish")
    }
    let lines = status.message.split(separator: "\n").map(String.init)
    try console.print(
      lines.enumerated().map { Line($0.element, $0.offset == 0 ? .bold : .plain) })
  }
}
