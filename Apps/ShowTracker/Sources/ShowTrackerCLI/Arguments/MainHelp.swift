import TVMazeClient

/// The text of `showtracker --help`, and the version.
enum MainHelp {
  static let version = "0.1.0"

  static var text: String {
    // Usage lines longer than the column keep their whole text and put the summary below.
    let column = 44
    let commands = CommandSpec.all.map { spec in
      spec.usage.count < column
        ? "  " + spec.usage.padding(toLength: column, withPad: " ", startingAt: 0) + " "
          + spec.brief
        : "  " + spec.usage + "\n  " + String(repeating: " ", count: column + 1) + spec.brief
    }
    return """
      showtracker: follow TV shows from your terminal. Add shows from TVMaze and keep them up
      to date, mark episodes watched, read back your history, import your data from TVMaze
      and Trakt.

      Usage:
        showtracker                   the interactive app (on a terminal)
        showtracker COMMAND [ARGS]    one command, printed once

      Commands:
      \(commands.joined(separator: "\n"))

      Options (for every command):
        --db PATH      the library (default $SHOWTRACKER_DB, else
                       $XDG_DATA_HOME/showtracker/library.sqlite, else
                       ~/.local/share/showtracker/library.sqlite); a new one starts with a
                       small catalog of shows
        --json         print data as JSON
        --record FILE  append every action the app's store reduces to FILE, one JSON line
                       each (also $SHOWTRACKER_RECORD); replay it with showtracker replay
        -h, --help     this help; after a command, the command's help
        -V, --version  print the version

      SHOW is a show's id or title. Colour only on a terminal, never with NO_COLOR.
      Exit status: 0 success, 1 failure, 2 wrong usage.

      add, refresh and import tvmaze bring shows from TVMaze (https://www.tvmaze.com).
      \(TVMazeClient.attribution).
      """
  }
}
