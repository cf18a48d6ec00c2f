import AppComposition
import FrontEnds
import Watchlist

extension Feature {
  /// Watchlist: a tab, `showtracker watchlist`.
  static let watchlist = Feature(
    name: "watchlist", tab: .init(screen: .watchlist, title: "Watchlist"),
    connector: Connectors.WatchlistConnector(),
    fixtures: WatchlistView.State.previewFixtures,
    screen: WatchlistScreen.self, json: WatchlistJSON.self,
    command: .watchlist, load: [.watchlist(.loadRequested)])
}

extension CommandSpec {
  static let watchlist = CommandSpec(
    name: "watchlist", brief: "Watchlist",
    synopsis: [.option(Options.json, "Watchlist as JSON")],
    summary: "Show Watchlist.",
    details: "",
    run: WatchlistCommand.run)
}

/// `showtracker watchlist`: Watchlist, printed once. It only reads: it never makes a library where
/// `--db` names none.
enum WatchlistCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let session = try AppSession.open(invocation, console: console, access: .read)
    let viewModel = try await session.load(
      Connectors.WatchlistConnector(), sending: [.watchlist(.loadRequested)], waitingFor: "Watchlist",
      phase: \.status, failure: { "cannot read Watchlist: \($0)" })
    try console.print(
      viewModel, as: WatchlistScreen.self, or: WatchlistJSON.self, json: invocation[Options.json])
  }
}
