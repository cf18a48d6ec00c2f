import TVMazeClient

/// The text of `showtracker --help`, and the version.
enum MainHelp {
  static let version = "0.1.0"

  /// The help as written, for 100 columns.
  static var text: String { text(width: 100) }

  /// The help for a reader `width` columns wide (``HelpText`` wraps what is still too wide).
  static func text(width: Int) -> String {
    // A row is the usage, then the brief at a column; a usage longer than the column keeps its
    // whole text and puts the brief below. Too narrow for both: the brief below every usage.
    let column = 44
    let longestBrief = CommandSpec.all.map(\.brief.count).max() ?? 0
    let side = width >= 2 + column + 1 + longestBrief
    let commands = CommandSpec.all.map { spec in
      guard side else { return "  " + spec.usage + "\n      " + spec.brief }
      return spec.usage.count < column
        ? "  " + spec.usage + String(repeating: " ", count: column - spec.usage.count) + " "
          + spec.brief
        : "  " + spec.usage + "\n  " + String(repeating: " ", count: column + 1) + spec.brief
    }
    return """
      \(intro)

      Usage:
        showtracker                   the interactive app (on a terminal)
        showtracker COMMAND [ARGS]    one command, printed once

      Commands:
      \(commands.joined(separator: "\n"))

      Options (for every command):
      \(globalOptions)

      \(notes)
      """
  }

  /// What the app is, in two lines.
  static let intro = """
    showtracker: follow TV shows from your terminal. Add shows from TVMaze and keep them up
    to date, mark episodes watched, read back your history, import your data from TVMaze
    and Trakt.
    """

  /// The options every command takes, as rows.
  static let globalOptions = """
      --db PATH      the library (default $SHOWTRACKER_DB, else
                     $XDG_DATA_HOME/showtracker/library.sqlite, else
                     ~/.local/share/showtracker/library.sqlite); a new one starts with a
                     small catalog of shows
      --json         print data as JSON
      --record FILE  append every action the app's store reduces to FILE, one JSON line
                     each (also $SHOWTRACKER_RECORD); replay it with showtracker replay
      -h, --help     this help; after a command, the command's help
      -V, --version  print the version
    """

  /// The closing lines: arguments, colour, exit status.
  static let notes = """
    SHOW is a show's id or title. Colour only on a terminal, never with NO_COLOR.
    Exit status: 0 success, 1 failure, 2 wrong usage.

    add, refresh and import tvmaze bring shows from TVMaze (https://www.tvmaze.com).
    \(TVMazeClient.attribution).
    """
}
