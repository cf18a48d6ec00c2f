extension CommandSpec {
  static let search = CommandSpec(
    name: "search", brief: "find shows",
    usage: "search QUERY [--limit N] [--json]",
    summary: "Find shows in the catalog by title or network.",
    details: """
      Each result shows the years the show ran, its network or web channel, its status and
      how many of its aired episodes you have watched. Every word of QUERY matches the start
      of a word, ignoring case and accents: "brea" finds Breaking Bad. Shows whose title
      starts with QUERY come first, A to Z; then the other matches, best first.

      Options:
        --limit N   at most N results (1–500, default 25)
        --json      the results as JSON
      """,
    options: ["--limit"], flags: [],
    run: SearchCommand.run)

  static let show = CommandSpec(
    name: "show", brief: "a show's episodes and your progress",
    usage: "show SHOW [--json]",
    summary: "Show a show: its facts, your progress, the next episode, every season and episode.",
    details: """
      SHOW is the show's library id (a bare number, as search and --json print it), a typed
      id (tvmaze:82, tvdb:81189, imdb:tt0903747, trakt:1388, tmdb:1396), its title, or the
      start of a title that only one show has. A title several shows share lists them, with
      their ids, and exits 1.
      ✓ marks watched episodes, · aired ones you have not watched; episodes yet to air are blank.

      Options:
        --json      the show as JSON
      """,
    options: [], flags: [],
    run: ShowCommand.run)

  static let watch = CommandSpec(
    name: "watch", brief: "mark episodes watched",
    usage: "watch SHOW (S01E02 | --season N | --up-to S01E02 | --all) [--at DATE] [--json]",
    summary: "Mark an episode, a season or a whole show watched.",
    details: """
      An episode code (S01E02, s1e2 or 1x02) marks that episode watched, again if it already
      was. --season N and --all mark every episode of the season or show that has aired and
      that you have not watched.

      Options:
        --season N  every aired, unwatched episode of season N (0 is the specials)
        --up-to CODE
                    every aired, unwatched episode of the regular seasons up to and
                    including CODE ("I have seen up to S02E05")
        --all       every aired, unwatched episode of the show
        --at DATE   when you watched: 2024-03-01, 2024-03-01T21:30 (local time) or ISO 8601
                    with a zone; default now. With --season or --all, episodes that aired
                    after DATE are left out.
        --json      the show afterwards, as JSON
      """,
    options: ["--season", "--up-to", "--all", "--at"], flags: ["--all"],
    run: { (invocation, console) throws(CommandError) in
      try await WatchCommand.run(invocation, watched: true, console: console)
    })

  static let unwatch = CommandSpec(
    name: "unwatch", brief: "mark episodes not watched",
    usage:
      "unwatch SHOW (S01E02 [--last | --at DATE] | --season N | --up-to S01E02 | --all) [--json]",
    summary: "Mark an episode, a season or a whole show not watched, or remove one play.",
    details: """
      Removes every watch of the episode, or of each watched episode of the season or show,
      from your history, and says how many watches went. With --last or --at, removes only
      one play of the episode and keeps the others. `showtracker undo` puts back what went.

      Options:
        --last      only the episode's most recent play
        --at DATE   only the episode's play at DATE: a day (2024-03-01), a minute
                    (2024-03-01T21:30, local time) or ISO 8601 with a zone; when the day
                    holds several plays, give the minute
        --season N  every watched episode of season N
        --up-to CODE
                    every watched episode of the regular seasons up to and including CODE
        --all       every watched episode of the show
        --json      the show afterwards, as JSON
      """,
    options: ["--season", "--up-to", "--all", "--last", "--at"], flags: ["--all", "--last"],
    run: { (invocation, console) throws(CommandError) in
      try await WatchCommand.run(invocation, watched: false, console: console)
    })

  static let history = CommandSpec(
    name: "history", brief: "what you watched, newest first",
    usage: "history [--show SHOW] [--limit N] [--page N] [--json]",
    summary: "List what you watched, newest first, a page at a time.",
    details: """
      Options:
        --show SHOW  only the episodes of one show
        --limit N    entries per page (1–500, default 20)
        --page N     which page, from 1 (default 1); a page past the end is empty
        --json       the page as JSON
      """,
    options: ["--show", "--limit", "--page"], flags: [],
    run: HistoryCommand.run)

  static let importing = CommandSpec(
    name: "import", brief: "import TVMaze or Trakt JSON (- for stdin)",
    usage: "import (tvmaze | trakt) FILE [--show SHOW] [--json]",
    summary: "Import shows, episodes and watch history from a TVMaze or Trakt JSON file.",
    details: """
      FILE is a saved API response; - reads standard input.
        tvmaze   a show (/shows/ID, with ?embed=episodes for its episodes), an episode list
                 (/schedule/web), a page of the show index (/shows?page=N) or search results
        trakt    your history (/sync/history) or watched shows (/sync/watched/shows), or the
                 output of `showtracker export`

      An import is all or nothing, and importing a file again adds nothing. On a terminal, a
      progress bar runs on standard error; the summary goes to standard output.

      Options:
        --show SHOW  the show (an id or title in the library) of TVMaze episodes that name
                     none: an episode list (/shows/ID/episodes) or an episode (/episodes/ID)
        --json       the summary as JSON
      """,
    options: ["--show"], flags: [],
    run: ImportCommand.run)

  static let export = CommandSpec(
    name: "export", brief: "your history as Trakt JSON",
    usage: "export",
    summary: "Write your whole watch history to standard output as Trakt JSON.",
    details: """
      The output is the shape of Trakt's /sync/history, oldest first; `showtracker import
      trakt FILE` reads it back, into this library (adding nothing) or into another one.

        showtracker export > history.json
        showtracker --db other.sqlite import trakt history.json
      """,
    options: [], flags: [],
    run: ExportCommand.run)

  static let preview = CommandSpec(
    name: "preview", brief: "draw a screen's preview fixtures",
    usage: "preview FEATURE [--state NAME] [--json]",
    summary: "Draw a screen's preview fixtures exactly as the app draws them; no library needed.",
    details: """
      FEATURE is a screen of the app (\(Features.all.map(\.name).joined(separator: ", "))).
      Without --state, every fixture is drawn in turn.

      Options:
        --state NAME  one fixture: empty, loading, populated, error, long (search also has
                      no-results)
        --json        the fixture's view state as the JSON front end writes it (one document
                      per fixture)
      """,
    options: ["--state"], flags: [],
    run: PreviewCommand.run)

  static let helpCommand = CommandSpec(
    name: "help", brief: "this help, or a command's",
    usage: "help [COMMAND] [--man]",
    summary: "Show the help, or a command's help.",
    details: """
      Same as showtracker --help, or showtracker COMMAND --help.

      Options:
        --man       the manual page, in roff: showtracker help --man > showtracker.1
      """,
    options: ["--man"], flags: ["--man"],
    run: HelpCommand.run)
}

extension CommandSpec {
  static let undo = CommandSpec(
    name: "undo", brief: "undo the last change to the library",
    usage: "undo [--list]",
    summary: "Undo the last change to the library, whatever it was.",
    details: """
      A watch, an unwatch, a season or --up-to mark, a follow or unfollow, an import, an add
      or a refresh: undo puts back exactly what was there before it, and redo exactly what was
      there after. Whichever command or app made the change; when another program made it,
      the line that names it says so. The library keeps the last 100 changes, so undo can go
      back that far, one change at a time.

      Options:
        --list      what the next undos would take back, the next first (nothing is undone)
      """,
    options: ["--list"], flags: ["--list"],
    run: { (invocation, console) throws(CommandError) in
      try await UndoCommand.run(invocation, redo: false, console: console)
    })

  static let redo = CommandSpec(
    name: "redo", brief: "make the last undone change again",
    usage: "redo [--list]",
    summary: "Make the last undone change to the library again.",
    details: """
      A new change after an undo clears what can be redone.

      Options:
        --list      what the next redos would make again, the next first (nothing is redone)
      """,
    options: ["--list"], flags: ["--list"],
    run: { (invocation, console) throws(CommandError) in
      try await UndoCommand.run(invocation, redo: true, console: console)
    })

  static let replay = CommandSpec(
    name: "replay", brief: "replay a recorded session",
    usage: "replay FILE [--last] [--in-place]",
    summary: "Replay a session recorded with --record and print the screens after each step.",
    details: """
      FILE holds one JSON line per action (`showtracker --record FILE …` writes it). Each
      action a user or command sent is sent again, on the clock of the recording, and its
      effects run against a copy of the library: the library itself never changes, unless
      --in-place says so. A line that is not a recorded action stops the replay before it
      starts, naming the line.

      Options:
        --last       print only the screen in front after the last step
        --in-place   replay on the library itself, keeping the changes
      """,
    options: ["--last", "--in-place"], flags: ["--last", "--in-place"],
    run: ReplayCommand.run)
}
