import AppComposition
import Foundation
import FrontEnds
import Identifiers
import Terminal

/// `showtracker watch` and `showtracker unwatch`: open the show in the store, pick the
/// episodes, send one `markEpisodesAsWatched`, and wait for the library to save it.
enum WatchCommand {
  /// Which episodes the command names.
  enum Selection: Equatable {
    case episode(season: Int, number: Int)
    case season(Int)
    case all
  }

  @MainActor
  static func run(
    _ invocation: Invocation, watched: Bool, console: Console
  ) async throws(CommandError) {
    let spec = watched ? CommandSpec.watch : CommandSpec.unwatch
    try spec.checkOptions(of: invocation)
    let (show, selection) = try arguments(invocation, command: spec.name)
    let date = try invocation.value("--at").map { (text) throws(CommandError) in
      try watchDate(text, command: spec.name)
    }
    let session = LibrarySession(
      database: try LibrarySession.openDatabase(invocation, environment: console.environment))
    let showID = try ShowResolver.resolve(show, in: session.database)
    try await session.open(showID)
    let episodes = try pick(
      selection, watched: watched, at: date ?? Date(), in: session.store.state)
    let screen = ShowDetailScreen(
      viewModel: session.store.connect(using: Connectors.ShowDetailConnector()))
    let title = screen.viewModel.state.show?.header.title ?? "the show"
    if !episodes.isEmpty {
      session.store.send(.markEpisodesAsWatched(episodes: episodes, watched: watched, at: date))
      try await session.wait(for: "the library to save") {
        $0.saveFailure != nil || $0.watchedHistory.status.isSettled
      }
      if let failure = session.store.state.saveFailure {
        throw .failure("cannot save: \(failure)")
      }
    }
    if invocation.has("--json") {
      console.print(
        try JSONOutput.render { try ShowDetailJSON(viewModel: screen.viewModel).render() })
      return
    }
    let done = watched ? "watched" : "not watched"
    guard !episodes.isEmpty else {
      console.print([Line("\(title): nothing to mark \(done)")])
      return
    }
    let count = episodes.count == 1 ? "1 episode" : "\(episodes.count) episodes"
    console.print([Line("\(title): marked \(count) \(done)", .bold)])
    console.print(screen.render(episodes: Set(episodes), width: console.width))
  }

  /// SHOW and which of its episodes: exactly one of an episode code, `--season N`, `--all`.
  static func arguments(
    _ invocation: Invocation, command: String
  ) throws(CommandError) -> (show: String, selection: Selection) {
    guard let show = invocation.positionals.first, !show.isEmpty else {
      throw .usage("missing SHOW", command: command)
    }
    var selections: [Selection] = []
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
    if invocation.has("--all") { selections.append(.all) }
    guard selections.count == 1, let selection = selections.first else {
      throw .usage(
        selections.isEmpty
          ? "say which episodes: an episode code, --season N or --all"
          : "give only one of an episode code, --season N and --all",
        command: command)
    }
    return (show, selection)
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

  /// The episodes of the open show that `selection` names. Marking watched skips what is
  /// already watched (for a season or all) and what had not aired by `date`; marking unwatched
  /// takes only watched episodes.
  static func pick(
    _ selection: Selection, watched: Bool, at date: Date, in state: AppState
  ) throws(CommandError) -> [Ids] {
    let episodes = state.showDetail.episodeIDs.compactMap { state.episodes[$0] }
    let title = state.showDetail.selectedShow.flatMap { state.shows[$0]?.title } ?? "the show"
    switch selection {
    case .episode(let season, let number):
      guard let episode = episodes.first(where: { $0.season == season && $0.number == number })
      else {
        throw .failure("\(title) has no episode \(code(season, number))")
      }
      return watched || episode.isWatched ? [episode.ids] : []
    case .season(let season):
      let inSeason = episodes.filter { $0.season == season }
      guard !inSeason.isEmpty else {
        throw .failure("\(title) has no season \(season)")
      }
      return candidates(inSeason, watched: watched, at: date)
    case .all:
      return candidates(episodes, watched: watched, at: date)
    }
  }

  private static func candidates(_ episodes: [Episode], watched: Bool, at date: Date) -> [Ids] {
    episodes.filter { episode in
      watched ? !episode.isWatched && episode.hasAired(by: date) : episode.isWatched
    }.map(\.ids)
  }

  private static func code(_ season: Int, _ number: Int) -> String {
    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "S\(twoDigits(season))E\(twoDigits(number))"
  }
}
