import MyShows

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every option of the command line, declared once: its name, the value it takes and how that
/// value reads. Commands name these in their ``CommandSpec/synopsis`` (which makes the parser,
/// the usage line, the help, the completions and the man page) and read them through them.
///
/// > Important: This is the one file where an option's name is written as a string; a test
/// > (`OptionDeclarationTests`) fails naming the file and line of any other.
enum Options {
  // MARK: - Every command

  /// `--db PATH`: the library.
  static let db = Option<String>("--db", Placeholder("PATH", .file))
  /// `--record FILE`: append the store's actions to FILE.
  static let record = Option<String>("--record", .file)
  /// `--json`: the output as JSON.
  static let json = Flag("--json")
  /// `-h`, `--help`: the help.
  static let help = Flag("--help", short: "-h")
  /// `-V`, `--version`: the version.
  static let version = Flag("--version", short: "-V")

  /// The options every command takes, with their help, in the help's order.
  static let global: [Synopsis] = [
    .option(
      db,
      "the library (default $SHOWTRACKER_DB, else $XDG_DATA_HOME/showtracker/library.sqlite, "
        + "else ~/.local/share/showtracker/library.sqlite); a new one starts with a small "
        + "catalog of shows"),
    .option(json, "print data as JSON"),
    .option(
      record,
      "append every action the app's store reduces to FILE, one JSON line each (also "
        + "$SHOWTRACKER_RECORD); replay it with showtracker replay"),
    .option(help, "this help; after a command, the command's help"),
    .option(version, "print the version"),
  ]
  /// The options of ``global``, for the parser and the completions.
  static let globalSyntax: [OptionSyntax] = global.flatMap(\.options).map(\.syntax)

  // MARK: - Lists

  /// `--limit N`: at most N entries, N in `range`.
  static func limit(in range: ClosedRange<Int>) -> Option<Int> {
    .integer("--limit", .number, in: range)
  }
  /// `--page N`: which page, from 1.
  static let page = Option<Int>.integer("--page", .number, in: 1...Int(Int32.max))
  /// `--show SHOW`: one show, by id or title.
  static let show = Option<String>("--show", .show)
  /// `--days N`: the days from today.
  static let days = Option<Int>.integer("--days", .number, in: 1...366)
  /// `--year YYYY`: one year.
  static let year = Option<Int>.integer("--year", Placeholder("YYYY"), in: 1900...9999)
  /// `--ics`: an iCalendar file.
  static let ics = Flag("--ics")
  /// `--behind`, `--ended`: My Shows' filters.
  static let behind = Flag("--behind")
  static let ended = Flag("--ended")
  /// `--sort ORDER`: My Shows' order.
  static let sort = Option<MyShowsView.Order>.choice("--sort", "ORDER")

  // MARK: - Episodes

  /// `--season N`: every episode of season N (0 is every special).
  static let season = Option<Int>.integer("--season", .number, in: 0...999)
  /// `--up-to CODE`: the episodes up to and including CODE.
  static let upTo = Option<EpisodeCode>("--up-to", Placeholder("CODE")) { text in
    guard let code = EpisodeCode(text) else {
      return .failure(.init(words: "takes an episode code like S02E05, not '\(text)'"))
    }
    return .success(code)
  }
  /// `--all`: every episode of the show (but the specials), or every show.
  static let all = Flag("--all")
  /// `--at DATE`: when it was watched; never in the future.
  static let at = Option<Date>("--at", Placeholder("DATE")) { text in
    guard let date = ArgumentValues.date(text) else {
      return .failure(
        .init(words: "takes a date like 2024-03-01 or 2024-03-01T21:30, not '\(text)'"))
    }
    guard date <= Date() else { return .failure(.init(words: "\(text) is in the future")) }
    return .success(date)
  }

  /// `--at DATE` of `unwatch`: the play at that day, minute or second (`ArgumentValues.span`).
  static let playAt = Option<PlayTime>("--at", Placeholder("DATE")) { text in
    guard let span = ArgumentValues.span(text) else {
      return .failure(
        .init(words: "takes a date like 2024-03-01 or 2024-03-01T21:30, not '\(text)'"))
    }
    return .success(PlayTime(start: span.start, end: span.end, written: text))
  }

  // MARK: - The other commands

  /// `--state NAME`: one preview fixture.
  static let state = Option<String>("--state", Placeholder("NAME"))
  /// `--man`: the manual page.
  static let man = Flag("--man")
  /// `--list`: what undo or redo would do.
  static let list = Flag("--list")
  /// `--last`: `replay` replays the last session; `unwatch` removes the most recent play.
  /// `--in-place`: how `replay` replays.
  static let last = Flag("--last")
  static let inPlace = Flag("--in-place")
  /// `--title`: the words are a title.
  static let title = Flag("--title")
  /// `--trakt-dir DIR`: `export` writes a Trakt data export's files into DIR.
  static let traktDir = Option<String>("--trakt-dir", Placeholder("DIR", .file))
  /// `--dry-run`: `import` says what it would do and writes nothing.
  static let dryRun = Flag("--dry-run")
  /// `--verbose`: `import` gives each count on its own line, the zeros too.
  static let verbose = Flag("--verbose")
  /// `--clear`: `rate` takes the rating away.
  static let clear = Flag("--clear")

  // MARK: - serve

  /// `--port N`: the port `serve` listens on; 0 picks a free one.
  static let port = Option<Int>.integer("--port", .number, in: 0...65535)
  /// `--listen ADDRESS`: the address `serve` listens on, for other devices.
  static let listen = Option<String>("--listen", Placeholder("ADDRESS"))
  /// `--open`: `serve` opens its page in the web browser.
  static let open = Flag("--open")

  // MARK: - hooks

  /// `--rotate`: `hooks` makes a new webhook token; `serve` a new browser token for
  /// `--listen`.
  static let rotate = Flag("--rotate")
  /// `--user NAME`, repeatable: `hooks` takes plays only from these users.
  static let user = Option<String>("--user", Placeholder("NAME"))
  /// `--all-users`: `hooks` takes every user's plays again.
  static let allUsers = Flag("--all-users")
  /// `--pending`: `hooks` lists the plays nothing matched.
  static let pending = Flag("--pending")
  /// `--resolve N`: `hooks` records pending play N on the episode SHOW CODE names.
  static let resolve = Option<Int>.integer("--resolve", .number, in: 1...Int(Int32.max))
}

extension Placeholder {
  static let show = Placeholder("SHOW", .show)
  static let file = Placeholder("FILE", .file)
  static let feature = Placeholder("FEATURE", .feature)
  static let command = Placeholder("COMMAND", .command)
  static let number = Placeholder("N")
  static let query = Placeholder("QUERY")
  static let title = Placeholder("TITLE")
  static let prefix = Placeholder("PREFIX")
  static let episode = Placeholder("S01E02")
  static let rating = Placeholder("RATING")
}

/// The span of time `unwatch --at` names, from `start` up to `end`, as the user wrote it.
struct PlayTime: Hashable, Sendable {
  var start: Date
  var end: Date
  var written: String
}

/// An episode code: `S01E02`, `s1e2` or `1x02`.
struct EpisodeCode: Hashable, Sendable {
  var season: Int
  var number: Int

  init?(_ text: String) {
    guard let code = ArgumentValues.episodeCode(text) else { return nil }
    (season, number) = code
  }
}
