import AppComposition
import FrontEnds

/// `showtracker search QUERY`: the search screen, printed once.
enum SearchCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.search
    try spec.checkOptions(of: invocation)
    let query = invocation.positionals.joined(separator: " ")
    guard !query.allSatisfy(\.isWhitespace) else {
      throw .usage("missing QUERY", command: spec.name)
    }
    let limit = try invocation.value("--limit").map { (text) throws(CommandError) in
      try ArgumentValues.integer(text, option: "--limit", in: 1...500, command: spec.name)
    }
    let session = try AppSession.open(invocation, console: console, access: .read)
    let viewModel = session.store.connect(using: Connectors.SearchConnector())
    if let limit { session.store.send(.search(.limitChanged(limit))) }
    session.store.send(.search(.queryChanged(query)))
    try await viewModel.wait(for: "the search") { $0.phase != .searching }
    if case .failed(let message) = viewModel.state.phase {
      throw .failure("search failed: \(message)")
    }
    if invocation.has("--json") {
      try console.print(try JSONOutput.render { try SearchJSON(viewModel: viewModel).render() })
    } else {
      try console.print(
        SearchScreen(viewModel: viewModel).render(width: console.width, height: nil))
    }
  }
}
