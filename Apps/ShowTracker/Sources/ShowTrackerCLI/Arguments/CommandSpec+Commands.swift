extension CommandSpec {
  static let watch = CommandSpec(
    name: "watch", brief: "mark episodes watched",
    synopsis: [
      .argument(.show),
      .choice([
        .argument(.episode),
        .option(
          Options.season,
          "every aired, unwatched episode of season N; 0 is every special, season 0's and "
            + "those without a number"),
        .option(
          Options.upTo,
          "every aired, unwatched episode of the regular seasons up to and including CODE "
            + "(\"I have seen up to S02E05\")"),
        .option(Options.all, "every aired, unwatched episode of the show but the specials"),
      ]),
      .option(
        Options.at,
        "when you watched: 2024-03-01, 2024-03-01T21:30 (local time) or ISO 8601 with a zone; "
          + "default now. With \(Options.season) or \(Options.all), episodes that aired after "
          + "DATE are left out."),
      .option(Options.json, "the show afterwards, as JSON"),
    ],
    summary: "Mark an episode, a season or a whole show watched.",
    details: """
      An episode code (S01E02, s1e2 or 1x02) marks that episode watched, again if it already
      was. --season N and --all mark every episode of the season or show that has aired and
      that you have not watched. Specials (season 0, and episodes without a number, which
      TVMaze files in a regular season) are kept apart: --all, --season N and --up-to leave
      them out, and --season 0 marks them.
      """,
    run: { (invocation, console) throws(CommandError) in
      try await WatchCommand.run(invocation, watched: true, console: console)
    })

  static let unwatch = CommandSpec(
    name: "unwatch", brief: "mark episodes not watched",
    synopsis: [
      .argument(.show),
      .choice([
        .argument(.episode),
        .option(Options.season, "every watched episode of season N; 0 is every special"),
        .option(
          Options.upTo,
          "every watched episode of the regular seasons up to and including CODE"),
        .option(Options.all, "every watched episode of the show but the specials"),
      ]),
      .optionalChoice([
        .option(Options.last, "with an episode code: only its most recent play"),
        .option(
          Options.playAt,
          "with an episode code: only its play at DATE, a day (2024-03-01), a minute "
            + "(2024-03-01T21:30, local time) or ISO 8601 with a zone; when the day holds "
            + "several plays, give the minute"),
      ]),
      .option(Options.json, "the show afterwards, as JSON"),
    ],
    summary: "Mark an episode, a season or a whole show not watched, or remove one play.",
    details: """
      Removes every watch of the episode, or of each watched episode of the season or show,
      from your history, and says how many watches went. With --last or --at, removes only
      one play of the episode and keeps the others. `showtracker undo` puts back what went.
      """,
    run: { (invocation, console) throws(CommandError) in
      try await WatchCommand.run(invocation, watched: false, console: console)
    })

  static let importing = CommandSpec(
    name: "import", brief: "import TVMaze, Trakt or TV Time data (- for stdin)",
    synopsis: [
      .choice(ImportCommand.formatNames.map { .word($0) }),
      .argument(.file),
      .option(
        Options.show,
        "the show (an id or title in the library) of TVMaze episodes that name none: an "
          + "episode list (/shows/ID/episodes) or an episode (/episodes/ID)"),
      .option(
        Options.dryRun,
        "read and match everything and say what would be imported, matched, not matched and "
          + "skipped, writing nothing"),
      .option(
        Options.verbose,
        "the summary with every count on its own line (shows, episodes, watch events, "
          + "ratings, watchlist, follows), zeros included"),
      .option(Options.json, "the summary as JSON"),
    ],
    summary:
      "Import shows, episodes and watch history from a TVMaze or Trakt JSON file, or TV Time's "
      + "data export.",
    details: """
      FILE is a saved API response or an export's file or folder; - reads standard input.
      \(ImportCommand.formatHelp)

      An import is all or nothing, and importing a file again adds nothing. On a terminal, a
      progress bar runs on standard error; the summary goes to standard output: one line of
      what changed and what was skipped and why (every count with \(Options.verbose)).
      """,
    run: ImportCommand.run)

  static let export = CommandSpec(
    name: "export", brief: "your history, ratings and watchlist as Trakt JSON",
    synopsis: [
      .option(
        Options.traktDir,
        "write Trakt's data export files into DIR instead (watched-history.json, "
          + "ratings-shows.json, ratings-seasons.json, ratings-episodes.json, "
          + "lists-watchlist.json); DIR is made when missing and never written over")
    ],
    summary:
      "Write your watch history, ratings and watchlist to standard output as Trakt JSON.",
    details: """
      The output is one array of Trakt's items: the history (/sync/history, oldest first),
      then the ratings (/sync/ratings), then the watchlist (/sync/watchlist). `showtracker
      import trakt FILE` reads it back, into this library (adding nothing) or into another one.

        showtracker export > library.json
        showtracker --db other.sqlite import trakt library.json

      With --trakt-dir, the same goes into the files of a Trakt data export, which
      `showtracker import trakt DIR` reads back; a folder that already holds one of them is
      refused, and nothing is written.
      """,
    run: ExportCommand.run)

  static let preview = CommandSpec(
    name: "preview", brief: "draw a screen's preview fixtures",
    synopsis: [
      .argument(.feature),
      .option(
        Options.state,
        "one fixture: empty, loading, populated, error, long (search also has no-results)"),
      .option(
        Options.json,
        "the fixture's view state as the JSON front end writes it (one document per fixture)"),
    ],
    summary: "Draw a screen's preview fixtures exactly as the app draws them; no library needed.",
    details: """
      FEATURE is a screen of the app (\(Features.all.map(\.name).joined(separator: ", "))).
      Without --state, every fixture is drawn in turn.
      """,
    run: PreviewCommand.run)

  static let helpCommand = CommandSpec(
    name: "help", brief: "this help, or a command's",
    synopsis: [
      .optionalArgument(.command),
      .option(
        Options.man, "the manual page, in roff: showtracker help \(Options.man) > showtracker.1"),
    ],
    summary: "Show the help, or a command's help.",
    details: """
      Same as showtracker --help, or showtracker COMMAND --help.
      """,
    run: HelpCommand.run)
}

extension CommandSpec {
  static let undo = CommandSpec(
    name: "undo", brief: "undo the last change to the library",
    synopsis: [
      .option(
        Options.list, "what the next undos would take back, the next first (nothing is undone)")
    ],
    summary: "Undo the last change to the library, whatever it was.",
    details: """
      A watch, an unwatch, a season or --up-to mark, a follow or unfollow, an import, an add
      or a refresh: undo puts back exactly what was there before it, and redo exactly what was
      there after. Whichever command or app made the change; when another program made it,
      the line that names it says so. The library keeps the last 100 changes, so undo can go
      back that far, one change at a time.
      """,
    run: { (invocation, console) throws(CommandError) in
      try await UndoCommand.run(invocation, redo: false, console: console)
    })

  static let redo = CommandSpec(
    name: "redo", brief: "make the last undone change again",
    synopsis: [
      .option(
        Options.list, "what the next redos would make again, the next first (nothing is redone)")
    ],
    summary: "Make the last undone change to the library again.",
    details: """
      A new change after an undo clears what can be redone.
      """,
    run: { (invocation, console) throws(CommandError) in
      try await UndoCommand.run(invocation, redo: true, console: console)
    })

  static let replay = CommandSpec(
    name: "replay", brief: "replay a recorded session",
    synopsis: [
      .argument(.file),
      .option(Options.last, "print only the screen in front after the last step"),
      .option(Options.inPlace, "replay on the library itself, keeping the changes"),
    ],
    summary:
      "Replay a session recorded with \(Options.record) and print the screens after each step.",
    details: """
      FILE holds one JSON line per action (`showtracker --record FILE …` writes it). Each
      action a user or command sent is sent again, on the clock of the recording, and its
      effects run against a copy of the library: the library itself never changes, unless
      --in-place says so. A line that is not a recorded action stops the replay before it
      starts, naming the line.
      """,
    run: ReplayCommand.run)
}
