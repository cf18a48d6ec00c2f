import AppComposition
import FrontEnds

/// `showtracker history`: a page of the watched history, printed once.
///
/// A page past the end prints no entries (and, as JSON, an empty `entries`), so a script that
/// pages until an empty page stops.
enum HistoryCommand {
  /// `--limit N`: entries per page.
  static let limit = Options.limit(in: 1...500)

  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.history
    if let extra = invocation.positionals.first {
      throw .usage("unexpected argument '\(extra)'", command: spec.name)
    }
    let limit = try invocation[limit]
    let page = try invocation[Options.page] ?? 1
    let session = try AppSession.open(invocation, console: console, access: .read)
    let viewModel = session.store.connect(using: Connectors.WatchedHistoryConnector())
    if let limit { session.store.send(.history(.pageSizeChanged(limit))) }
    if let show = try invocation[Options.show] {
      session.store.send(.history(.showFilterRequested(show, page: page)))
    } else {
      session.store.send(.history(.pageRequested(page)))
    }
    try await viewModel.wait(for: "the history") { $0.status != .loading }
    if case .failed(let message) = viewModel.state.status {
      throw .failure("cannot read the history: \(message)")
    }
    if invocation[Options.json] {
      try console.print(try JSONOutput.render { try HistoryJSON(viewModel: viewModel).render() })
    } else {
      try console.print(
        HistoryScreen(viewModel: viewModel).render(width: console.width, height: nil))
    }
  }
}
