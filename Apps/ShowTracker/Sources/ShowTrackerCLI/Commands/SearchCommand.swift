import AppComposition
import FrontEnds

/// `showtracker search QUERY`: the search screen, printed once.
enum SearchCommand {
  /// `--limit N`: at most N results.
  static let limit = Options.limit(in: 1...500)

  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.search
    let query = invocation.positionals.joined(separator: " ")
    guard !query.allSatisfy(\.isWhitespace) else {
      throw .usage("missing \(Placeholder.query.name)", command: spec.name)
    }
    let limit = try invocation[limit]
    let session = try AppSession.open(invocation, console: console, access: .read)
    let viewModel = session.store.connect(using: Connectors.SearchConnector())
    if let limit { session.store.send(.search(.limitChanged(limit))) }
    session.store.send(.search(.queryChanged(query)))
    try await viewModel.wait(for: "the search") { $0.phase != .searching }
    if case .failed(let message) = viewModel.state.phase {
      throw .failure("search failed: \(message)")
    }
    if invocation[Options.json] {
      try console.print(try JSONOutput.render { try SearchJSON(viewModel: viewModel).render() })
    } else {
      try console.print(
        SearchScreen(viewModel: viewModel).render(width: console.width, height: nil))
    }
  }
}
