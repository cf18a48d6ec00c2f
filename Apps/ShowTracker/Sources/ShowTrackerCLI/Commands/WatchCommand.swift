import AppComposition
import FrontEnds
import ShowDetail
import Terminal

/// `showtracker watch` and `showtracker unwatch`: send one `watchRequested` naming the show and
/// the episodes; the reducer finds the show, picks the episodes and saves. Then print the status
/// line and the episodes it touched, through the chrome's and the show's connectors.
enum WatchCommand {
  @MainActor
  static func run(
    _ invocation: Invocation, watched: Bool, console: Console
  ) async throws(CommandError) {
    let spec = watched ? CommandSpec.watch : CommandSpec.unwatch
    let (show, selection) = try arguments(invocation, command: spec.name)
    let play = watched ? nil : try playChoice(invocation, selection: selection, command: spec.name)
    let date = watched ? try invocation[Options.at] : nil
    let session = try AppSession.open(invocation, console: console, access: .write)
    let screen = ShowDetailScreen(
      viewModel: session.store.connect(using: Connectors.ShowDetailConnector()))
    let status = try await session.change(
      .watchRequested(
        WatchRequest(
          show: show, selection: selection, watched: watched, watchedAt: watched ? date : nil,
          play: play)))
    if invocation[Options.json] {
      try console.print(
        try JSONOutput.render {
          try JSONFrontEnd<ShowDetailJSON, ShowDetailView.Action>(viewModel: screen.viewModel)
            .render()
        })
      return
    }
    try console.print([Line(status.message, .bold)])
    guard !status.episodes.isEmpty else { return }
    try console.print(screen.render(episodes: Set(status.episodes), width: console.width))
  }

  /// SHOW and which of its episodes: exactly one of an episode code, `--season N`, `--all`.
  static func arguments(
    _ invocation: Invocation, command: String
  ) throws(CommandError) -> (show: String, selection: EpisodeSelection) {
    let show = try invocation.positional(
      0, missing: "SHOW", command: command, allowingEmpty: false)
    var selections: [EpisodeSelection] = []
    if invocation.positionals.count > 1 {
      let code = invocation.positionals[1]
      guard let episode = ArgumentValues.episodeCode(code) else {
        throw .usage("'\(code)' is not an episode code like S01E02", command: command)
      }
      selections.append(.episode(season: episode.season, number: episode.number))
    }
    try invocation.rejectPositionals(after: 2, command: command, hint: Invocation.quoteTitle)
    if let season = try invocation[Options.season] { selections.append(.season(season)) }
    if let code = try invocation[Options.upTo] {
      selections.append(.upTo(season: code.season, number: code.number))
    }
    if invocation[Options.all] { selections.append(.all) }
    guard selections.count == 1, let selection = selections.first else {
      let season = Options.season.syntax.term
      let upTo = Options.upTo.syntax.term
      throw .usage(
        selections.isEmpty
          ? "say which episodes: an episode code, \(season), \(upTo) or \(Options.all)"
          : "give only one of an episode code, \(season), \(upTo) and \(Options.all)",
        command: command)
    }
    return (show, selection)
  }

  /// `unwatch SHOW S01E02 --last` or `--at DATE`: the one play to remove; `nil` for every play.
  private static func playChoice(
    _ invocation: Invocation, selection: EpisodeSelection, command: String
  ) throws(CommandError) -> PlayChoice? {
    let at = try invocation[Options.playAt]
    guard invocation[Options.last] || at != nil else { return nil }
    guard case .episode = selection else {
      throw .usage(
        "\(Options.last) and \(Options.playAt) remove one play of one episode: give its code",
        command: command)
    }
    if invocation[Options.last] {
      guard at == nil else {
        throw .usage("give only one of \(Options.last) and \(Options.playAt)", command: command)
      }
      return .latest
    }
    return at.map { .during(start: $0.start, end: $0.end, written: $0.written) }
  }
}
