import Terminal

/// The manual page `showtracker.1`, in roff (`man(7)`), made from the same command list and
/// text as `--help`: `showtracker help --man > showtracker.1; man ./showtracker.1`.
///
/// Help text becomes roff paragraph by paragraph (``HelpText/paragraphs(_:)``): rows
/// ("--limit N   at most N results") become tagged paragraphs, short indented lines
/// (examples) stay lines, prose is filled. Every character outside ASCII is written as a
/// `\[uXXXX]` escape, so the page reads the same whatever the reader's locale.
enum ManPage {
  /// The whole page.
  static func roff(_ commands: [CommandSpec]) -> String {
    var page: [String] = [
      #".TH SHOWTRACKER 1 "" "showtracker \#(MainHelp.version)" "User Commands""#,
      ".SH NAME",
      #"showtracker \- follow TV shows from your terminal"#,
      ".SH SYNOPSIS",
      ".B showtracker",
      ".br",
      ".B showtracker",
      ".I COMMAND",
      ".RI [ ARGS ]",
      ".SH DESCRIPTION",
      escape(MainHelp.intro.replacing("\n", with: " ")),
      ".PP",
      "With no command, on a terminal, showtracker is an interactive app: tabs for each screen,",
      "keys to move, mark and search (press ? in the app for the keys). With a command, it",
      "prints once and exits.",
      ".SH COMMANDS",
    ]
    for spec in commands {
      page.append(".SS " + quotedArgument(spec.usage))
      page.append(escape(spec.summary))
      page.append(contentsOf: body(spec.helpBody))
    }
    page.append(".SH OPTIONS")
    page.append("These options work with every command, before or after it.")
    page.append(contentsOf: body(MainHelp.globalOptions))
    page.append(contentsOf: [
      ".SH ENVIRONMENT",
      ".TP", ".B SHOWTRACKER_DB", escape("The library, when \(Options.db) is not given."),
      ".TP", ".B XDG_DATA_HOME",
      "Where the default library lives: $XDG_DATA_HOME/showtracker/library.sqlite.",
      ".TP", ".B SHOWTRACKER_RECORD",
      escape("Record the store's actions to this file, as \(Options.record) does."),
      ".TP", ".B SHOWTRACKER_TVMAZE_URL",
      escape("The TVMaze API that add and refresh call (default https://api.tvmaze.com)."),
      ".TP", ".B NO_COLOR", "When set and not empty, no colour (https://no-color.org).",
      ".TP", #".BR LC_ALL ", " LC_CTYPE ", " LANG"#,
      escape(
        "The locale: outside a UTF-8 locale, symbols such as ✓ · █ ░ “ ” … are printed as ASCII "
          + "look-alikes. JSON is always UTF-8."),
      ".TP", ".B COLUMNS", "The width to lay output out in when standard output is not a terminal.",
      ".TP", ".B TZ", "The time zone dates are shown in.",
      ".SH FILES",
      ".TP", ".I ~/.local/share/showtracker/library.sqlite",
      "The default library, an SQLite database, with its -wal and -shm files beside it.",
      ".TP", ".I ~/.local/share/showtracker/backups/",
      escape(
        "Backups of the library: those showtracker makes before each import and before an "
          + "upgrade (the five newest kept), and those of showtracker backup."),
      ".SH EXIT STATUS",
      ".TP", ".B 0", "Success.",
      ".TP", ".B 1", "Failure: the message on standard error says what went wrong and where.",
      ".TP", ".B 2", "Wrong usage: an unknown command or option, or a missing argument.",
      ".SH EXAMPLES",
      ".nf",
      ".RS",
    ])
    page.append(contentsOf: examples.split(separator: "\n").map { escape(String($0)) })
    page.append(contentsOf: [
      ".RE",
      ".fi",
      ".SH SEE ALSO",
      ".BR sqlite3 (1)",
    ])
    return page.joined(separator: "\n") + "\n"
  }

  /// The page's examples, one command a line.
  static let examples = """
    showtracker search breaking
    showtracker watch "Breaking Bad" S01E01
    showtracker watch "Breaking Bad" --up-to S02E05 --at 2024-03-01
    showtracker next
    showtracker history --limit 10 --json
    showtracker import trakt watched-shows.json
    showtracker export > history.json
    """

  /// A command's help text as roff paragraphs.
  static func body(_ text: String) -> [String] {
    var lines: [String] = []
    var paragraphs = HelpText.paragraphs(text)[...]
    var inExample = false
    func endExample() {
      if inExample { lines += [".fi", ".RE"] }
      inExample = false
    }
    while let paragraph = paragraphs.popFirst() {
      if paragraph.body.isEmpty {
        endExample()
        continue
      }
      if let term = paragraph.term {
        endExample()
        lines += [".TP", ".B " + quotedArgument(term), escape(paragraph.body)]
      } else if paragraph.indent > 0, let next = paragraphs.first, next.term == nil,
        next.indent > paragraph.indent + 2
      {
        // A row whose term is too long for the column puts its description below it.
        endExample()
        paragraphs.removeFirst()
        lines += [".TP", ".B " + quotedArgument(paragraph.body), escape(next.body)]
      } else if paragraph.indent > 0 {
        if !inExample { lines += [".RS", ".nf"] }
        inExample = true
        lines.append(escape(paragraph.body))
      } else {
        endExample()
        lines += [".PP", escape(paragraph.body)]
      }
    }
    endExample()
    return lines
  }

  /// `text` safe as roff text: backslashes and dashes escaped, a leading `.` or `'` made
  /// literal, and every character outside ASCII as a `\[uXXXX]` escape.
  static func escape(_ text: String) -> String {
    var escaped = text.replacingScalars { scalar in
      switch scalar {
      case "\\": "\\e"
      case "-": "\\-"
      case _ where scalar.isASCII: nil
      default: "\\[u" + scalar.hexadecimal() + "]"
      }
    }
    if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
    return escaped
  }

  /// `text` as one argument of a roff macro: escaped and in double quotes (a quote inside is
  /// written `\(dq`).
  private static func quotedArgument(_ text: String) -> String {
    "\"" + escape(text).replacing("\"", with: "\\(dq") + "\""
  }
}
