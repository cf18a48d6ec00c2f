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
    name: "stats", brief: "your history in figures",
    usage: "stats [--year YYYY] [--json]",
    summary: "Episodes and hours watched, per year and per month, top shows, longest streak.",
    details: """
      Hours are what the episodes' runtimes add up to; episodes whose runtime the catalog does
      not know are counted apart, never as zero minutes. Days are days in your time zone. The
      longest streak is the longest run of consecutive days with a watch.

      Options:
        --year YYYY   the figures of one year (the charts still show every year)
        --json        the numbers as JSON: episodes, minutes, hours, ISO 8601 days
      """,
    options: ["--year"], flags: [],
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
    let year = try invocation.value("--year").map { (text) throws(CommandError) in
      try ArgumentValues.integer(text, option: "--year", in: 1900...9999, command: spec.name)
    }
    let session = try AppSession.open(invocation, console: console, access: .read)
    let viewModel = session.store.connect(using: Connectors.StatsConnector())
    if let year {
      viewModel.send(.yearSelected(year))
    } else {
      session.store.send(.stats(.loadRequested))
    }
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
