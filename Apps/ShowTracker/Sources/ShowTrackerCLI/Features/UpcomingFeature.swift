import AppComposition
import FrontEnds
import Upcoming

extension Feature {
  /// Upcoming: a tab, `showtracker upcoming`.
  static let upcoming = Feature(
    name: "upcoming", tab: .init(screen: .upcoming, title: "Upcoming"),
    connector: Connectors.UpcomingConnector(),
    fixtures: UpcomingView.State.previewFixtures,
    screen: UpcomingScreen.init, json: { try UpcomingJSON(viewModel: $0).render() },
    command: .upcoming, load: [.upcoming(.loadRequested)])
}

extension CommandSpec {
  static let upcoming = CommandSpec(
    name: "upcoming", brief: "Upcoming",
    usage: "upcoming [--json]",
    summary: "Show Upcoming.",
    details: """
      Options:
        --json   Upcoming as JSON
      """,
    options: [], flags: [],
    run: UpcomingCommand.run)
}

/// `showtracker upcoming`: Upcoming, printed once.
enum UpcomingCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.upcoming
    try spec.checkOptions(of: invocation)
    if let extra = invocation.positionals.first {
      throw .usage("unexpected argument '\(extra)'", command: spec.name)
    }
    let session = try AppSession.open(invocation, console: console)
    let viewModel = session.store.connect(using: Connectors.UpcomingConnector())
    session.store.send(.upcoming(.loadRequested))
    try await viewModel.wait(for: "Upcoming") { $0.status != .loading }
    if case .failed(let message) = viewModel.state.status {
      throw .failure("cannot read Upcoming: \(message)")
    }
    if invocation.has("--json") {
      try console.print(try JSONOutput.render { try UpcomingJSON(viewModel: viewModel).render() })
    } else {
      try console.print(
        UpcomingScreen(viewModel: viewModel).render(width: console.width, height: nil))
    }
  }
}
