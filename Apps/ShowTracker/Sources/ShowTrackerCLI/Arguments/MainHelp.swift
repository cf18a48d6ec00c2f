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
    to date, mark episodes watched, read back your history, import your data from TVMaze,
    Trakt and TV Time.
    """

  /// The options every command takes, as rows (from ``Options/global``).
  static var globalOptions: String {
    HelpText.rows(Options.global.flatMap(\.options).map { ($0.syntax.term, $0.help) })
  }

  /// The closing lines: arguments, colour, exit status.
  static let notes = """
    SHOW is a show's id or title. Colour only on a terminal, never with NO_COLOR.
    Exit status: 0 success, 1 failure, 2 wrong usage.

    add, refresh and import tvmaze bring shows from TVMaze (https://www.tvmaze.com).
    \(TVMazeClient.attribution).
    """
}
