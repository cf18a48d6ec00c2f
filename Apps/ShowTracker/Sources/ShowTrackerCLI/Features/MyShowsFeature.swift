import AppComposition
import FrontEnds
import MyShows

extension Feature {
  /// My Shows: a tab, `showtracker myshows`.
  static let myShows = Feature(
    name: "myshows", tab: .init(screen: .myShows, title: "My Shows"),
    connector: Connectors.MyShowsConnector(),
    fixtures: MyShowsView.State.previewFixtures,
    screen: MyShowsScreen.init, json: { try MyShowsJSON(viewModel: $0).render() },
    command: .myShows, load: [.myShows(.loadRequested)])
}

extension CommandSpec {
  static let myShows = CommandSpec(
    name: "myshows", brief: "My Shows",
    usage: "myshows [--json]",
    summary: "Show My Shows.",
    details: """
      Options:
        --json   My Shows as JSON
      """,
    options: [], flags: [],
    run: MyShowsCommand.run)
}

/// `showtracker myshows`: My Shows, printed once.
enum MyShowsCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.myShows
    try spec.checkOptions(of: invocation)
    if let extra = invocation.positionals.first {
      throw .usage("unexpected argument '\(extra)'", command: spec.name)
    }
    let session = try AppSession.open(invocation, console: console)
    let viewModel = session.store.connect(using: Connectors.MyShowsConnector())
    session.store.send(.myShows(.loadRequested))
    try await viewModel.wait(for: "My Shows") { $0.status != .loading }
    if case .failed(let message) = viewModel.state.status {
      throw .failure("cannot read My Shows: \(message)")
    }
    if invocation.has("--json") {
      try console.print(try JSONOutput.render { try MyShowsJSON(viewModel: viewModel).render() })
    } else {
      try console.print(
        MyShowsScreen(viewModel: viewModel).render(width: console.width, height: nil))
    }
  }
}
