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
    var state = AppState()
    if let limit = invocation.value("--limit") {
      state.search.limit = try ArgumentValues.integer(
        limit, option: "--limit", in: 1...500, command: spec.name)
    }
    let session = LibrarySession(
      database: try LibrarySession.openDatabase(invocation, environment: console.environment),
      initialState: state)
    session.store.send(.search(.queryChanged(query)))
    try await session.wait(for: "the search") { $0.search.status.isSettled }
    if let message = session.store.state.search.status.failureMessage {
      throw .failure("search failed: \(message)")
    }
    let viewModel = session.store.connect(using: Connectors.SearchConnector())
    if invocation.has("--json") {
      console.print(try JSONOutput.render { try SearchJSON(viewModel: viewModel).render() })
    } else {
      console.print(SearchScreen(viewModel: viewModel).render(width: console.width, height: nil))
    }
  }
}
