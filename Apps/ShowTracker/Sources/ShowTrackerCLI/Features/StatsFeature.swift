import AppComposition
import FrontEnds
import Stats

extension Feature {
  /// Stats: a tab, `showtracker stats`.
  static let stats = Feature(
    name: "stats", tab: .init(screen: .stats, title: "Stats"),
    connector: Connectors.StatsConnector(),
    fixtures: StatsView.State.previewFixtures,
    screen: StatsScreen.init, json: { try StatsJSON(viewModel: $0).render() },
    command: .stats, load: [.stats(.loadRequested)])
}

extension CommandSpec {
  static let stats = CommandSpec(
    name: "stats", brief: "Stats",
    usage: "stats [--json]",
    summary: "Show Stats.",
    details: """
      Options:
        --json   Stats as JSON
      """,
    options: [], flags: [],
    run: StatsCommand.run)
}

/// `showtracker stats`: Stats, printed once.
enum StatsCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.stats
    try spec.checkOptions(of: invocation)
    if let extra = invocation.positionals.first {
      throw .usage("unexpected argument '\(extra)'", command: spec.name)
    }
    let session = try AppSession.open(invocation, console: console)
    let viewModel = session.store.connect(using: Connectors.StatsConnector())
    session.store.send(.stats(.loadRequested))
    try await viewModel.wait(for: "Stats") { $0.status != .loading }
    if case .failed(let message) = viewModel.state.status {
      throw .failure("cannot read Stats: \(message)")
    }
    if invocation.has("--json") {
      try console.print(try JSONOutput.render { try StatsJSON(viewModel: viewModel).render() })
    } else {
      try console.print(
        StatsScreen(viewModel: viewModel).render(width: console.width, height: nil))
    }
  }
}
