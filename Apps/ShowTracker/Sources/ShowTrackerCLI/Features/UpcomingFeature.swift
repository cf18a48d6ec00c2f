import AppComposition
import FrontEnds

extension CommandSpec {
  static let upcoming = CommandSpec(
    name: "upcoming", brief: "what airs in the next days",
    synopsis: [
      .option(Options.days, "the days to cover, from today (1–366, default 14)"),
      .optionalChoice([
        .option(Options.json, "the days as JSON: ISO 8601 days, seasons and numbers"),
        .option(
          Options.ics,
          "an iCalendar file (RFC 5545), one event per episode for a calendar app: at its air "
            + "time (UTC) when TVMaze gives one, else all day, with its TVMaze page; importing a "
            + "newer one updates the events:\n"
            + "  showtracker upcoming \(Options.ics) > upcoming.ics"),
      ]),
    ],
    summary: "The episodes of the shows you follow that air in the next days, day by day.",
    details: """
      Today and the following days (14 in all unless --days says otherwise), each day with
      the show, episode code and title of what airs on it.
      """,
    run: UpcomingCommand.run)
}

/// `showtracker upcoming`: Upcoming, printed once (or as JSON, or as iCalendar).
enum UpcomingCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.upcoming
    if invocation[Options.json], invocation[Options.ics] {
      throw .usage("give only one of \(Options.json) and \(Options.ics)", command: spec.name)
    }
    let days = try invocation[Options.days]
    let session = try AppSession.open(invocation, console: console, access: .read)
    let viewModel = try await session.load(
      Connectors.UpcomingConnector(),
      sending: [.upcoming(days.map { .daysChanged($0) } ?? .loadRequested)],
      waitingFor: "Upcoming", phase: \.status, failure: { "cannot read Upcoming: \($0)" })
    if invocation[Options.ics] {
      try console.print(UpcomingICS(viewModel: viewModel).render())
    } else {
      try console.print(
        viewModel, as: UpcomingScreen.self, or: UpcomingJSON.self, json: invocation[Options.json])
    }
  }
}
