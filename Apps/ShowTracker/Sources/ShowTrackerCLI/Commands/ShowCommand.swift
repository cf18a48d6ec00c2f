import AppComposition
import FrontEnds

/// `showtracker show SHOW`: the show screen, printed once with every season.
enum ShowCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.show
    let show = try ShowArgument.single(invocation, command: spec.name)
    let session = try AppSession.open(invocation, console: console, access: .read)
    let viewModel = session.store.connect(using: Connectors.ShowDetailConnector())
    session.store.send(.showDetail(.openRequested(show)))
    try await viewModel.wait(for: "the show") { $0.phase != .loading }
    if case .failed(let message) = viewModel.state.phase { throw .failure(message) }
    if invocation[Options.json] {
      try console.print(try JSONOutput.render { try ShowDetailJSON(viewModel: viewModel).render() })
    } else {
      try console.print(
        ShowDetailScreen(viewModel: viewModel).render(width: console.width, height: nil))
    }
  }
}

/// The SHOW argument of `show`, `watch` and `unwatch`.
enum ShowArgument {
  /// The one positional argument, SHOW.
  static func single(_ invocation: Invocation, command: String) throws(CommandError) -> String {
    guard let show = invocation.positionals.first, !show.isEmpty else {
      throw .usage("missing SHOW", command: command)
    }
    guard invocation.positionals.count == 1 else {
      throw .usage(
        "unexpected argument '\(invocation.positionals[1])' (quote a title with spaces)",
        command: command)
    }
    return show
  }
}
