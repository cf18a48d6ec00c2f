import TVMazeClient

extension CommandSpec {
  static let add = CommandSpec(
    name: "add", brief: "add a show from TVMaze and follow it",
    synopsis: [
      .choice([.argument(.title), .argument(Placeholder("tvmaze:ID"))]),
      .option(Options.title, "the words are a title, even when they read tvmaze:ID"),
    ],
    summary: "Fetch a show and all its episodes from TVMaze, save it and follow it.",
    details: """
      TITLE is searched on TVMaze (quote it or not: the words are joined). When one show
      matches, or one show has exactly that title, it is added; when several do, a terminal
      offers a numbered choice, and otherwise the command fails listing them as tvmaze:ID.
      tvmaze:169 names TVMaze's show 169 (tvmaze.com/shows/169); a bare number is searched as a
      title (add 24), since everywhere a bare number is the library's id, never TVMaze's. A
      show already in the library is updated and followed.

      `showtracker refresh` keeps followed shows up to date. TVMaze is called at
      $SHOWTRACKER_TVMAZE_URL (default https://api.tvmaze.com). Without the network, or when
      TVMaze fails, nothing is changed.

      \(TVMazeClient.attribution).
      """,
    run: AddCommand.run)

  static let refresh = CommandSpec(
    name: "refresh", brief: "update followed shows from TVMaze",
    synopsis: [.optionalArgument(.show)],
    summary: "Update the followed shows' details and episode lists from TVMaze.",
    details: """
      Followed shows are the shows from TVMaze that you added or have watched an episode of.
      refresh asks TVMaze which shows changed since the last refresh and fetches only those;
      SHOW (an id or a title) fetches that one show whatever changed. On a terminal, a
      progress bar runs on standard error.

      Each show is saved whole or not at all. When TVMaze cannot be reached or fails, the
      refresh stops with the reason: the shows refreshed before stay refreshed, the others are
      unchanged. A show TVMaze no longer has keeps its episodes and your history. Episodes
      TVMaze no longer lists are kept too.

      \(TVMazeClient.attribution).
      """,
    run: RefreshCommand.run)
}
