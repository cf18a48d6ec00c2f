import AppComposition
import FrontEnds
import TVMazeClient
import Terminal
import Watchlist

extension CommandSpec {
  static let watchlist = CommandSpec(
    name: "watchlist", brief: "list, save or remove the shows you mean to start",
    synopsis: [
      .optionalChoice([
        .subcommand("add", [.argument(.show)]),
        .subcommand("remove", [.argument(.show)]),
      ]),
      .option(Options.json, "the watchlist as JSON (after add or remove, with what it did)"),
    ],
    summary: "List the watchlist, the shows you mean to start; add or remove one.",
    details: """
      Without add or remove, the watchlist: the most recently saved first, with each show's
      year, network, how many episodes the library knows and the day it was saved. A show
      saved from a Trakt watchlist that the library knows only by its ids and title says
      "not in the library yet" until `showtracker refresh` fetches it from TVMaze. A
      show's first watch takes it off the watchlist. Each add or remove is one undo step.
      SHOW is the show's id or its title.
      """,
    run: WatchlistCommand.run)
}

/// `showtracker watchlist`: the watchlist, printed once; with `add SHOW` or `remove SHOW`,
/// one `.watchlist(.requested(…))` naming the show (the reducer finds it and asks the
/// library), then the status line, or with `--json` the change and the watchlist after it.
/// The list alone only reads: it never makes a library where `--db` names none.
enum WatchlistCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let json = invocation[Options.json]
    guard let request = try request(invocation) else {
      let session = try AppSession.open(invocation, console: console, access: .read)
      try console.print(
        try await list(session), as: WatchlistScreen.self, or: WatchlistJSON.self, json: json)
      return
    }
    // Only a save may need TVMaze: a show the library lacks is looked up there.
    let session = try AppSession.open(
      invocation, console: console, access: .write,
      tvmaze: request.watchlisted ? try console.tvmaze() : .unimplemented)
    let status = try await session.change(.watchlist(.requested(request)))
    let fetched = session.store.state.watchlist.lastChange?.addedFromTVMaze == true
    guard json else {
      return try console.print(
        [Line(status.message, .bold)] + (fetched ? [Line(TVMazeClient.attribution, .dim)] : []))
    }
    try console.print(
      try await list(session), as: WatchlistScreen.self, or: WatchlistJSON.self, json: true)
  }

  /// The watchlist, loaded.
  @MainActor
  private static func list(_ session: AppSession) async throws(CommandError)
    -> WatchlistView.ViewModel
  {
    try await session.load(
      Connectors.WatchlistConnector(), sending: [.watchlist(.loadRequested)],
      waitingFor: "the watchlist", phase: \.status,
      failure: { "cannot read the watchlist: \($0)" })
  }

  /// `add SHOW` or `remove SHOW`; `nil` for neither (the list).
  static func request(_ invocation: Invocation) throws(CommandError) -> WatchlistRequest? {
    let name = CommandSpec.watchlist.name
    let words = invocation.positionals
    guard let verb = words.first else { return nil }
    guard verb == "add" || verb == "remove" else {
      throw .usage("unknown subcommand '\(verb)' (add SHOW or remove SHOW)", command: name)
    }
    guard words.count > 1, !words[1].isEmpty else {
      throw .usage("missing SHOW after \(verb)", command: name)
    }
    if words.count > 2 {
      throw .usage("unexpected argument '\(words[2])' (quote a title with spaces)", command: name)
    }
    return WatchlistRequest(show: words[1], watchlisted: verb == "add")
  }
}
