import AppComposition
import FrontEnds
import HTTPServer
import Stats
import WebFrontEnds

extension WebRoute<StatsView.State> {
  /// `/stats?year=YYYY`: the figures of one year (`/stats`: of all time).
  static let stats = WebRoute(patterns: [WebPaths.stats], phase: \.status) {
    request, state throws(BadRequest) in
    let year = try request.query.value("year", as: Options.year)
    let shown = state.year == year && state.status == .loaded
    return shown ? [] : [Connectors.StatsConnector().connect(action: .yearSelected(year))]
  }
}

extension CommandSpec {
  static let stats = CommandSpec(
    name: "stats", brief: "your history in figures",
    synopsis: [
      .option(Options.year, "the figures of one year (the charts still show every year)"),
      .option(Options.json, "the numbers as JSON: episodes, minutes, hours, ISO 8601 days"),
    ],
    summary: "Episodes and hours watched, per year and per month, top shows, longest streak.",
    details: """
      Hours are what the episodes' runtimes add up to; episodes whose runtime the catalog does
      not know are counted apart, never as zero minutes. Days are days in your time zone. The
      longest streak is the longest run of consecutive days with a watch.
      """,
    run: StatsCommand.run)
}

/// `showtracker stats`: Stats, printed once.
enum StatsCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let year = try invocation[Options.year]
    let session = try AppSession.open(invocation, console: console, access: .read)
    let connector = Connectors.StatsConnector()
    let viewModel = try await session.load(
      connector,
      sending: [
        year.map { connector.connect(action: .yearSelected($0)) } ?? .stats(.loadRequested)
      ],
      waitingFor: "Stats", phase: \.status, failure: { "cannot read Stats: \($0)" })
    try console.print(
      viewModel, as: StatsScreen.self, or: StatsJSON.self, json: invocation[Options.json])
  }
}
