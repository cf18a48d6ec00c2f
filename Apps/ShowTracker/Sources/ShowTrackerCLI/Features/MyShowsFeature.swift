import AppComposition
import FrontEnds
import MyShows

extension CommandSpec {
  static let shows = CommandSpec(
    name: "shows", brief: "the shows you follow, with your progress",
    synopsis: [
      .optionalChoice([
        .option(Options.behind, "only followed shows with aired episodes left to watch"),
        .option(Options.ended, "only followed shows that ended"),
        .option(Options.all, "every show in the library, followed or not"),
      ]),
      .option(
        Options.sort,
        "activity (the most recently watched or followed first; the default), title, "
          + "progress (the largest share watched first), or rating (the highest rated first, "
          + "shows not rated last)"),
      .option(MyShowsCommand.limit, "at most N shows (1–10000, default 50)"),
      .option(Options.json, "the list as JSON: numbers and ISO 8601 dates"),
    ],
    summary:
      "The shows you follow: progress, the next episode, the next air date, status, network.",
    details: """
      Each show says how many of its aired episodes you watched (with a bar), the next episode
      to watch, when an episode airs next, its network and status. ★ marks followed shows
      (with --all, the others are listed too).
      """,
    run: MyShowsCommand.run)
}

/// `showtracker shows`: My Shows, printed once.
enum MyShowsCommand {
  /// `--limit N`: at most N shows.
  static let limit = Options.limit(in: 1...10_000)

  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.shows
    let filters: [MyShowsView.Filter] = [
      invocation[Options.behind] ? .behind : nil, invocation[Options.ended] ? .ended : nil,
      invocation[Options.all] ? .all : nil,
    ].compactMap { $0 }
    guard filters.count <= 1 else {
      throw .usage(
        "give only one of \(Options.behind), \(Options.ended) and \(Options.all)",
        command: spec.name)
    }
    let order = try invocation[Options.sort]
    let limit = try invocation[limit]
    let session = try AppSession.open(invocation, console: console, access: .read)
    let connector = Connectors.MyShowsConnector()
    // Each of these loads; the last one's answer is the list (earlier loads are cancelled).
    let choices: [MyShowsView.Action?] = [
      order.map { .orderChanged($0) }, filters.first.map { .filterChanged($0) },
    ]
    let load: AppAction = .myShows(limit.map { .limitChanged($0) } ?? .loadRequested)
    let viewModel = try await session.load(
      connector, sending: [load] + choices.compactMap { $0.map(connector.connect(action:)) },
      waitingFor: "My Shows", phase: \.status, failure: { "cannot read My Shows: \($0)" })
    try console.print(
      viewModel, as: MyShowsScreen.self, or: MyShowsJSON.self, json: invocation[Options.json])
  }
}
