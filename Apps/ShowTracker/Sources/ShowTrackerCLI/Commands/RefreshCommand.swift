import AppComposition
import Terminal

/// `showtracker refresh [SHOW]`: send one `refreshRequested`; the reducer asks TVMaze which
/// followed shows changed, fetches and saves them one by one. A progress bar on a terminal
/// follows the connector's view state; the summary (or why it stopped) is printed at the end.
enum RefreshCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.refresh
    try invocation.rejectPositionals(after: 1, command: spec.name, hint: Invocation.quoteTitle)
    let show = invocation.positionals.first
    if let show, show.allSatisfy(\.isWhitespace) {
      throw .usage("SHOW is empty", command: spec.name)
    }
    let session = try AppSession.open(
      invocation, console: console, access: .write, tvmaze: try console.tvmaze())
    let viewModel = session.store.connect(using: Connectors.RefreshConnector())
    let bar =
      console.errors.isTerminal
      ? ProgressBarPrinter(output: console.errors, label: "Refreshing")
      : nil
    let subscription = viewModel.observe { output in
      if case .running(let done, let total) = output, total > 0 { bar?.update(done, of: total) }
    }
    defer { subscription.cancel() }
    await viewModel.send(.refreshRequested(show: show)).finish()
    try await viewModel.wait(for: "TVMaze", timeout: nil) { output in
      if case .running = output { return false }
      return true
    }
    bar?.clear()
    switch viewModel.state {
    case .finished(let message, let credit):
      try console.print([Line(message, .bold), Line(credit, .dim)])
    case .failed(let message):
      throw .failure(message)
    case .running:
      throw .failure("the refresh did not finish")
    }
  }
}
