import AppComposition
import FrontEnds
import Terminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `showtracker watch` and `showtracker unwatch`: send one `watchRequested` naming the show and
/// the episodes; the reducer finds the show, picks the episodes and saves. Then print the status
/// line and the episodes it touched, through the chrome's and the show's connectors.
enum WatchCommand {
  @MainActor
  static func run(
    _ invocation: Invocation, watched: Bool, console: Console
  ) async throws(CommandError) {
    let spec = watched ? CommandSpec.watch : CommandSpec.unwatch
    try spec.checkOptions(of: invocation)
    let (show, selection) = try arguments(invocation, command: spec.name)
    let play = watched ? nil : try playChoice(invocation, selection: selection, command: spec.name)
    let date = try invocation.value("--at").map { (text) throws(CommandError) in
      try watchDate(text, command: spec.name)
    }
    let session = try AppSession.open(invocation, console: console, access: .write)
    let chrome = session.store.connect(using: Connectors.AppChromeConnector())
    let screen = ShowDetailScreen(
      viewModel: session.store.connect(using: Connectors.ShowDetailConnector()))
    session.store.send(
      .watchRequested(
        WatchRequest(
          show: show, selection: selection, watched: watched, watchedAt: watched ? date : nil,
          play: play)))
    try await chrome.wait(for: "the library to save") { $0.status != nil }
    guard let status = chrome.state.status, !status.isError else {
      throw .failure(chrome.state.status?.message ?? "the change did not finish")
    }
    if invocation.has("--json") {
      try console.print(
        try JSONOutput.render { try ShowDetailJSON(viewModel: screen.viewModel).render() })
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
    guard let show = invocation.positionals.first, !show.isEmpty else {
      throw .usage("missing SHOW", command: command)
    }
    var selections: [EpisodeSelection] = []
    if invocation.positionals.count > 1 {
      let code = invocation.positionals[1]
      guard let episode = ArgumentValues.episodeCode(code) else {
        throw .usage("'\(code)' is not an episode code like S01E02", command: command)
      }
      selections.append(.episode(season: episode.season, number: episode.number))
    }
    if invocation.positionals.count > 2 {
      throw .usage(
        "unexpected argument '\(invocation.positionals[2])' (quote a title with spaces)",
        command: command)
    }
    if let season = invocation.value("--season") {
      selections.append(
        .season(
          try ArgumentValues.integer(season, option: "--season", in: 0...999, command: command)))
    }
    if let code = invocation.value("--up-to") {
      guard let episode = ArgumentValues.episodeCode(code) else {
        throw .usage("--up-to takes an episode code like S02E05, not '\(code)'", command: command)
      }
      selections.append(.upTo(season: episode.season, number: episode.number))
    }
    if invocation.has("--all") { selections.append(.all) }
    guard selections.count == 1, let selection = selections.first else {
      throw .usage(
        selections.isEmpty
          ? "say which episodes: an episode code, --season N, --up-to CODE or --all"
          : "give only one of an episode code, --season N, --up-to CODE and --all",
        command: command)
    }
    return (show, selection)
  }

  /// `unwatch SHOW S01E02 --last` or `--at DATE`: the one play to remove; `nil` for every play.
  private static func playChoice(
    _ invocation: Invocation, selection: EpisodeSelection, command: String
  ) throws(CommandError) -> PlayChoice? {
    let at = invocation.value("--at")
    guard invocation.has("--last") || at != nil else { return nil }
    guard case .episode = selection else {
      throw .usage("--last and --at remove one play of one episode: give its code", command: command)
    }
    if invocation.has("--last") {
      guard at == nil else { throw .usage("give only one of --last and --at", command: command) }
      return .latest
    }
    guard let text = at, let span = ArgumentValues.span(text) else {
      throw .usage(
        "--at takes a date like 2024-03-01 or 2024-03-01T21:30, not '\(at ?? "")'",
        command: command)
    }
    return .during(start: span.start, end: span.end, written: text)
  }

  private static func watchDate(_ text: String, command: String) throws(CommandError) -> Date {
    guard let date = ArgumentValues.date(text) else {
      throw .usage(
        "--at takes a date like 2024-03-01 or 2024-03-01T21:30, not '\(text)'",
        command: command)
    }
    guard date <= Date() else {
      throw .usage("--at \(text) is in the future", command: command)
    }
    return date
  }
}
