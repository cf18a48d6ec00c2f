import AppComposition
import FrontEnds

extension CommandSpec {
  static let next = CommandSpec(
    name: "next", brief: "what to watch next",
    synopsis: [.option(Options.json, "the list as JSON: seasons, numbers, counts, ISO 8601 dates")],
    summary: "For every show you started and have not finished, the next episode to watch.",
    details: """
      The most recently watched show comes first. Each row says the next aired episode you have
      not watched and how many aired episodes are left; a show you are caught up on says when
      its next announced episode airs. Episodes with no air date have not aired.
      """,
    run: NextCommand.run)
}

/// `showtracker next`: Up Next, printed once.
enum NextCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let session = try AppSession.open(invocation, console: console, access: .read)
    let viewModel = try await session.load(
      Connectors.UpNextConnector(), sending: [.upNext(.loadRequested)], waitingFor: "Up Next",
      phase: \.status, failure: { "cannot read Up Next: \($0)" })
    try console.print(
      viewModel, as: UpNextScreen.self, or: UpNextJSON.self, json: invocation[Options.json])
  }
}
