import Foundation
import SQLite
import Testing

@testable import ShowTrackerCLI

/// The feature names `preview` lists, in the registry's order.
private let featureNames = Features.all.map(\.name).joined(separator: ", ")

/// Every usage error exits 2 with nothing on standard output, a one-line reason and a one-line
/// hint on standard error.
struct UsageErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let reason: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["frobnicate"], reason: "showtracker: unknown command 'frobnicate'"),
    Case(arguments: ["--frob"], reason: "showtracker: unknown option '--frob'"),
    Case(
      arguments: ["history", "--limt", "5"],
      reason: "showtracker history: unknown option '--limt' (did you mean --limit?)"),
    Case(
      arguments: ["--jsn", "next"],
      reason: "showtracker next: unknown option '--jsn' (did you mean --json?)"),
    Case(
      arguments: ["--verison"],
      reason: "showtracker: unknown option '--verison' (did you mean --version?)"),
    Case(
      arguments: ["shows", "--sort=titel", "--behnd"],
      reason: "showtracker shows: unknown option '--behnd' (did you mean --behind?)"),
    Case(arguments: ["search"], reason: "showtracker search: missing QUERY"),
    Case(arguments: ["search", "  "], reason: "showtracker search: missing QUERY"),
    Case(
      arguments: ["search", "x", "--limit"], reason: "showtracker search: --limit needs a value"),
    Case(
      arguments: ["search", "x", "--limit", "0"],
      reason: "showtracker search: --limit must be a whole number from 1 to 500, not '0'"),
    Case(
      arguments: ["search", "x", "--page", "2"],
      reason: "showtracker search: '--page' is not an option of 'search'"),
    Case(
      arguments: ["search", "x", "--json=yes"], reason: "showtracker search: --json takes no value"),
    Case(arguments: ["show"], reason: "showtracker show: missing SHOW"),
    Case(
      arguments: ["show", "The", "Wire"],
      reason: "showtracker show: unexpected argument 'Wire' (quote a title with spaces)"),
    Case(
      arguments: ["watch", "Breaking Bad"],
      reason:
        "showtracker watch: say which episodes: an episode code, --season N, --up-to CODE or --all"),
    Case(arguments: ["watch"], reason: "showtracker watch: missing SHOW"),
    Case(
      arguments: ["watch", "Breaking Bad", "S01E01", "--all"],
      reason:
        "showtracker watch: give only one of an episode code, --season N, --up-to CODE and --all"),
    Case(
      arguments: ["watch", "Breaking Bad", "episode1"],
      reason: "showtracker watch: 'episode1' is not an episode code like S01E02"),
    Case(
      arguments: ["watch", "Breaking Bad", "--season", "one"],
      reason: "showtracker watch: --season must be a whole number from 0 to 999, not 'one'"),
    Case(
      arguments: ["watch", "Breaking Bad", "S01E01", "--at", "yesterday"],
      reason:
        "showtracker watch: --at takes a date like 2024-03-01 or 2024-03-01T21:30, not 'yesterday'"),
    Case(
      arguments: ["watch", "Breaking Bad", "S01E01", "--at", "2999-01-01"],
      reason: "showtracker watch: --at 2999-01-01 is in the future"),
    Case(
      arguments: ["unwatch", "Breaking Bad", "--all", "--at", "2020-01-01"],
      reason: "showtracker unwatch: --last and --at remove one play of one episode: give its code"),
    Case(
      arguments: ["history", "--page", "0"],
      reason: "showtracker history: --page must be a whole number from 1 to 2147483647, not '0'"),
    Case(
      arguments: ["history", "--limit", "many"],
      reason: "showtracker history: --limit must be a whole number from 1 to 500, not 'many'"),
    Case(
      arguments: ["history", "extra"], reason: "showtracker history: unexpected argument 'extra'"),
    Case(
      arguments: ["import"],
      reason: "showtracker import: missing the format: tvmaze, trakt or tvtime"),
    Case(
      arguments: ["import", "imdb", "x.json"],
      reason: "showtracker import: unknown format 'imdb'; use tvmaze, trakt or tvtime"),
    Case(
      arguments: ["import", "trakt"],
      reason: "showtracker import: missing FILE (use - for standard input)"),
    Case(arguments: ["export", "now"], reason: "showtracker export: unexpected argument 'now'"),
    Case(
      arguments: ["preview"],
      reason: "showtracker preview: missing FEATURE: one of \(featureNames)"),
    Case(
      arguments: ["preview", "settings"],
      reason: "showtracker preview: unknown feature 'settings'; use one of \(featureNames)"),
    Case(
      arguments: ["preview", "history", "--state", "sideways"],
      reason:
        "showtracker preview: history has no state 'sideways'; use one of empty, loading, populated, error, long"
    ),
    Case(arguments: ["help", "dance"], reason: "showtracker help: unknown command 'dance'"),
    Case(arguments: ["--db", "", "history"], reason: "showtracker history: --db needs a path"),
  ]

  @Test(arguments: cases)
  func exitsTwoWithAReasonAndAHint(_ usage: Case) throws {
    let result = try Library().runWithoutDatabaseOption(usage.arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    let lines = result.errors.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(result.errors)")
    #expect(lines.first == usage.reason)
    #expect(
      lines.last?.hasPrefix("Usage: showtracker ") == true
        || lines.last == "See: showtracker --help")
  }
}

/// Failures exit 1 with the reason on standard error and nothing on standard output.
struct FailureTests {
  @Test func aLibraryThatCannotBeOpenedFails() throws {
    let library = try Library()
    let folder = library.home.appendingPathComponent("a-folder")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let result = try library.runWithoutDatabaseOption(["--db", folder.path, "history"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors == "showtracker: \(folder.path) cannot be a library: it is a folder\n")
    let inside = try library.file("plain.txt", "x") + "/library.sqlite"
    let file = try library.runWithoutDatabaseOption(["--db", inside, "watch", "1", "S01E01"])
    #expect(file.status == 1)
    #expect(
      file.errors
        == "showtracker: \(inside) cannot be a library: \(library.home.path)/plain.txt is a file, "
        + "not a folder\n")
  }

  @Test func aLibraryNamedWithDbIsMadeByAChangeAndNeverByAReading() throws {
    let library = try Library()
    let typo = library.home.appendingPathComponent("no/such/folder/library.sqlite").path
    let read = try library.runWithoutDatabaseOption(["--db", typo, "history"])
    #expect(read.status == 1)
    #expect(read.output.isEmpty)
    #expect(
      read.errors
        == "showtracker: there is no library at \(typo); a change (watch, import) makes a new "
        + "one there\n")
    #expect(!FileManager.default.fileExists(atPath: library.home.appendingPathComponent("no").path))
    let write = try library.runWithoutDatabaseOption([
      "--db", typo, "watch", "Breaking Bad", "S01E01",
    ])
    #expect(write.status == 0, "\(write.errors)")
    #expect(write.errors == "showtracker: made a new library at \(typo)\n")
    let again = try library.runWithoutDatabaseOption(["--db", typo, "history"])
    #expect(again.status == 0)
    #expect(again.errors.isEmpty)
    #expect(again.output.contains("Watched history · 1 entry"))
  }

  /// A library whose schema version is lower than its tables (a migration would create a
  /// table it already has) fails in one line that says what is wrong and what to do, without
  /// the migration's SQL.
  /// `check` on a file that is no library says what to do that is not `check` again: restore a
  /// copy, the way `backup --help` says.
  @Test func checkOnADamagedFileSaysToRestoreABackup() throws {
    let library = try Library()
    try Data(String(repeating: "not a showtracker library\n", count: 200).utf8)
      .write(to: library.database)
    let result = try library.run("check")
    #expect(result.status != 0)
    #expect(result.errors.contains("damaged"), "\(result.errors)")
    #expect(result.errors.contains("showtracker backup --help says how"), "\(result.errors)")
    #expect(!result.errors.contains("see showtracker check"), "\(result.errors)")
  }

  @Test func aLibraryWithAWrongSchemaVersionFailsInOneLine() throws {
    let library = try Library()
    #expect(try library.run("history").status == 0)
    try Connection(path: library.database.path).execute("PRAGMA user_version = 3")
    let result = try library.run("history")
    #expect(result.status == 1)
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
    #expect(
      result.errors
        == "showtracker: the library's tables do not match its schema version 3, so it cannot "
        + "be upgraded; nothing was changed: restore a copy from the backups folder beside it "
        + "(showtracker backup --help says how)\n")
    #expect(!result.errors.contains("CREATE"))
  }

  @Test func messagesQuotingArgumentsOrDataAreSanitized() throws {
    let library = try Library()
    let file = try library.run("import", "tvmaze", "no-such-\u{1B}[2J.json")
    #expect(file.status == 1)
    #expect(file.errors.contains("no-such-␛[2J.json"))
    let show = try library.run("show", "\u{9B}31mNope")
    #expect(show.status == 1)
    #expect(show.errors.contains("no show called '\u{FFFD}31mNope'"))
    let usage = try library.run("watch", "Breaking Bad", "\u{1B}]0;pwned\u{7}")
    #expect(usage.status == 2)
    #expect(usage.errors.contains("'␛]0;pwned␇' is not an episode code"))
    for result in [file, show, usage] {
      #expect(!result.errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
  }

  /// A line break in an argument, a file name or a JSON key could print lines that look like
  /// the program's own under a real error ("Imported …", "shows: 1 added"): it is shown as `\n`.
  @Test func oneErrorIsOneLineWhateverItQuotes() throws {
    let library = try Library()
    let forged = "x\nImported forged.json\nshows: 1 added"
    let usage = try library.run("watch", "The Lighthouse Keepers", forged)
    #expect(usage.status == 2)
    let usageLines = usage.errors.split(separator: "\n").map(String.init)
    #expect(usageLines.count == 2, "\(usage.errors)")
    #expect(
      usageLines.first
        == #"showtracker watch: 'x\nImported forged.json\nshows: 1 added' is not an episode code like S01E02"#
    )
    #expect(usageLines.last?.hasPrefix("Usage: showtracker watch ") == true)

    let show = try library.run("show", forged)
    #expect(show.status == 1)
    #expect(
      show.errors
        == #"showtracker: no show called 'x\nImported forged.json\nshows: 1 added' in the library; "#
        + #"try: showtracker search 'x\nImported forged.json\nshows: 1 added'"# + "\n")

    let key = try library.file("key.json", #"[{"x\nImported forged.json\nshows: 1 added": 1}]"#)
    let file = try library.file("name\nImported forged.json", "[1]")
    for arguments in [
      ["import", "trakt", key], ["import", "tvmaze", file], ["import", "trakt", forged],
    ] {
      let result = try library.run(arguments)
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
      #expect(result.errors.hasPrefix("showtracker: "))
      #expect(result.errors.contains(#"\nImported forged.json"#), "\(result.errors)")
    }
  }

  @Test func theEnvironmentChoosesTheLibraryAndDbOverridesIt() throws {
    let library = try Library()
    try library.importFixtures()
    try library.run("watch", "The Lighthouse Keepers", "S01E01")
    let viaEnvironment = try library.runWithoutDatabaseOption(
      ["history", "--json"], environment: ["SHOWTRACKER_DB": library.database.path])
    #expect(viaEnvironment.output.contains("First Light"))
    let other = library.home.appendingPathComponent("other.sqlite").path
    let overridden = try library.runWithoutDatabaseOption(
      ["--db", other, "undo"], environment: ["SHOWTRACKER_DB": library.database.path])
    #expect(overridden.output.contains("Nothing to undo"))
    let xdg = try library.runWithoutDatabaseOption(
      ["history"], environment: ["XDG_DATA_HOME": library.home.path])
    #expect(xdg.status == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: library.home.appendingPathComponent("showtracker/library.sqlite").path))
  }
}
