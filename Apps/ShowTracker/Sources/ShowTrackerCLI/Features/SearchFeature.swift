import AppComposition
import FrontEnds
import HTTPServer
import Search
import WebFrontEnds

extension WebRoute<SearchView.State> {
  /// `/search?q=QUERY`: the shows that match QUERY, and with `tvmaze=1` TVMaze's too; a query
  /// too long to search for is 400.
  static let search = WebRoute(patterns: [WebPaths.search], phase: \.loadPhase) {
    request, state throws(BadRequest) in
    let query = request.query["q"] ?? ""
    if let refusal = SearchState.refusal(of: query) { throw BadRequest(message: "\(refusal)") }
    let shown = state.query == query && state.phase.loadPhase == .loaded
    var actions: [AppAction] = shown ? [] : [.search(.queryChanged(query))]
    // TVMaze is asked once per query (again after a failure): its answer stays until the query
    // changes.
    let asked: Bool
    switch state.tvmaze {
    case .notAsked, .failed: asked = false
    case .searching, .results, .noResults: asked = state.query == query
    }
    if request.query[SearchHTML.tvmazeField] == "1", !query.isEmpty, !asked {
      actions.append(.search(.tvmazeRequested))
    }
    return actions
  }
}

extension CommandSpec {
  static let search = CommandSpec(
    name: "search", brief: "find shows",
    synopsis: [
      .argument(.query),
      .option(SearchCommand.limit, "at most N results (1–500, default 25)"),
      .option(Options.json, "the results as JSON"),
    ],
    summary: "Find shows in the catalog by title or network.",
    details: """
      Each result shows the years the show ran, its network or web channel, its status and
      how many of its aired episodes you have watched. Every word of QUERY matches the start
      of a word, ignoring case and accents: "brea" finds Breaking Bad. Shows whose title
      starts with QUERY come first, A to Z; then the other matches, best first. When they do
      not fill the page, titles a typo or two away follow under "Did you mean" ("brakin" finds
      Breaking Bad): one edit for a query of 4–7 letters, two for a longer one. A query is at
      most 12 words and 200 characters.
      """,
    run: SearchCommand.run)
}

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
    if let refusal = SearchState.refusal(of: query) {
      throw .usage("\(refusal)", command: spec.name)
    }
    let limit = try invocation[limit]
    let session = try AppSession.open(invocation, console: console, access: .read)
    let viewModel = try await session.load(
      Connectors.SearchConnector(),
      sending: (limit.map { [.search(.limitChanged($0))] } ?? []) + [.search(.queryChanged(query))],
      waitingFor: "the search", phase: \.phase.loadPhase, failure: { "search failed: \($0)" })
    try console.print(
      viewModel, as: SearchScreen.self, or: SearchJSON.self, json: invocation[Options.json])
  }
}
