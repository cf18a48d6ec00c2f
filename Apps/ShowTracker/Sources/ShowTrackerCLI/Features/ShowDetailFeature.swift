import AppComposition
import FrontEnds
import HTTPServer
import ShowDetail
import WebFrontEnds

extension WebRoute<ShowDetailView.State> {
  /// `/shows/ID`: the show whose library id is ID (`/shows`: the show open now, if any).
  static let showDetail = WebRoute(
    patterns: [WebPaths.showRoute, WebPaths.shows], phase: \.phase.loadPhase
  ) { request, state in
    guard let id = request.parameters["id"] else { return [] }
    let shown = state.show.map { "\($0.id)" == id } ?? false
    return shown ? [] : [.showDetail(.openRequested(id))]
  }
}

extension CommandSpec {
  static let show = CommandSpec(
    name: "show", brief: "a show's episodes and your progress",
    synopsis: [.argument(.show), .option(Options.json, "the show as JSON")],
    summary: "Show a show: its facts, your progress, the next episode, every season and episode.",
    details: """
      SHOW is the show's library id (a bare number, as search and --json print it), a typed
      id (tvmaze:82, tvdb:81189, imdb:tt0903747, trakt:1388, tmdb:1396), its title, or the
      start of a title that only one show has. A title several shows share lists them, with
      their ids, and exits 1.
      ✓ marks watched episodes, · aired ones you have not watched; episodes yet to air are blank.
      """,
    run: ShowCommand.run)
}

/// `showtracker show SHOW`: the show screen, printed once with every season.
enum ShowCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.show
    let show = try ShowArgument.single(invocation, command: spec.name)
    let session = try AppSession.open(invocation, console: console, access: .read)
    let viewModel = try await session.load(
      Connectors.ShowDetailConnector(), sending: [.showDetail(.openRequested(show))],
      waitingFor: "the show", phase: \.phase.loadPhase, failure: { $0 })
    try console.print(
      viewModel, as: ShowDetailScreen.self, or: ShowDetailJSON.self,
      json: invocation[Options.json])
  }
}
