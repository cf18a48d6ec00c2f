import Foundation
import TVMazeTestSupport
import Testing

@testable import ShowTrackerCLI

/// The tab the app opens on, "[Up Next]", and the tab bar's label for a screen: from the
/// feature registry, so these tests do not depend on how many tabs there are or their order.
private let firstTab = "[\(Features.tabs[0].title)]"

/// How many Tab presses go from the tab of `start` to the tab of `end`.
private func tabPresses(from start: String, to end: String) -> Int {
  let ids = Features.tabs.map(\.screen.rawValue)
  guard let from = ids.firstIndex(of: start), let to = ids.firstIndex(of: end) else { return 0 }
  return (to - from + ids.count) % ids.count
}

/// The interactive app, driven in a real terminal (tmux) by keys, as a user would.
@Suite(.enabled(if: Tmux.testsRun(), "needs tmux"), .serialized)
struct InteractiveAppTests {
  /// The shell command that runs `showtracker --db <library> arguments…` (the app, with no
  /// arguments), then reports how it ended and whether the terminal is back in its normal
  /// (cooked, echoing) mode.
  func command(
    _ library: Library, _ arguments: [String] = [], environment extra: [String: String] = [:]
  ) -> String {
    let environment = ShowTrackerBinary.environment(home: library.home, extra: extra)
    let variables = (["HOME", "TZ", "LANG", "PATH"] + extra.keys).compactMap { key in
      environment[key].map { "\(key)=\(shellQuoted($0))" }
    }
    let words = [library.binary.url.path, "--db", library.database.path] + arguments
    return "ulimit -c 0; env -u NO_COLOR -u SHOWTRACKER_DB \(variables.joined(separator: " ")) "
      + words.map(shellQuoted).joined(separator: " ") + "; "
      + "echo \"exited $?\"; stty -a | tr ' ;' '\\n\\n' | grep -x -e '-*icanon' -e '-*echo'; "
      + "echo 'end of session'"
  }

  @Test func searchOpenAShowMarkAnEpisodeWatchedAndQuit() async throws {
    let library = try Library()
    try library.importFixtures()
    let tmux = try Tmux(command: command(library))
    try await tmux.waitFor(firstTab)

    try await openTheLighthouseKeepers(in: tmux)

    try tmux.send("j")
    try tmux.send("w")
    let marked = try await tmux.waitFor("Season 1 · 1/3 watched")
    #expect(marked.contains("› ✓ S01E02  Fog Signal"))

    for _ in 0..<tabPresses(from: "show", to: "history") { try tmux.send("Tab") }
    let history = try await tmux.waitFor("Watched history · 1 entry")
    #expect(history.contains("The Lighthouse Keepers S01E02 · Fog Signal"))

    // Up Next has the show now: its first unwatched aired episode is the next one.
    for _ in 0..<tabPresses(from: "history", to: "next") { try tmux.send("Tab") }
    let upNext = try await tmux.waitFor("Up next · 1 show")
    #expect(upNext.contains("S01E01 · First Light"))

    try tmux.send("q")
    let after = try await tmux.waitFor("end of session")
    #expect(after.contains("exited 0"))
    #expect(after.contains("\nicanon\n") && after.contains("\necho\n"), "\(after)")
    #expect(!after.contains(firstTab), "the alternate screen was left")

    let entries = try library.json("history", "--json")["entries"] as? [[String: Any]]
    #expect(
      entries?.map { $0["title"] as? String } == ["The Lighthouse Keepers S01E02 · Fog Signal"])
  }

  /// Up Next's row is the show: `w` `w` typed in one burst, before the list is drawn again,
  /// marks the show's next two episodes, each once. (It recorded the row's episode twice: the
  /// second press named the episode the row still showed.)
  @Test func twoFastPressesOfWOnUpNextMarkTheNextTwoEpisodes() async throws {
    let library = try Library()
    try library.importFixtures()
    try library.run("follow", "The Lighthouse Keepers")
    let watched = try library.run("watch", "The Lighthouse Keepers", "S01E01")
    #expect(watched.status == 0, "\(watched.errors)")
    let tmux = try Tmux(command: command(library))
    try await tmux.waitFor("S01E02 · Fog Signal")

    try tmux.type("ww")  // one write: the app reads both keys before anything reloads
    let moved = try await tmux.waitFor("S02E01 · Winter Keeping")
    #expect(moved.contains("Up next · 1 show"))

    try tmux.send("q")
    try await tmux.waitFor("end of session")
    let entries = try library.json("history", "--json")["entries"] as? [[String: Any]]
    #expect(
      entries?.compactMap { $0["title"] as? String }.sorted() == [
        "The Lighthouse Keepers S01E01 · First Light",
        "The Lighthouse Keepers S01E02 · Fog Signal",
        "The Lighthouse Keepers S01E03 · The Relief Boat",
      ])
  }

  /// Ctrl-Z stops the app with the terminal given back (cooked, echoing, the normal screen:
  /// the shell's prompt and its job line show), and `fg` brings it back drawn again, still
  /// working. In an interactive shell, which has job control.
  @Test func ctrlZSuspendsAndFgResumesWithTheScreenRedrawn() async throws {
    let library = try Library()
    try library.importFixtures()
    let tmux = try Tmux(command: "env PS1='shell> ' bash --norc --noprofile -i")
    try await tmux.waitFor("shell>")
    // The app's command line without the lines that report how it ended.
    let line = command(library).components(separatedBy: "; echo ")[0]
    try tmux.type(line)
    try tmux.send("Enter")
    try await tmux.waitFor(firstTab)
    try tmux.send("C-z")
    let stopped = try await tmux.waitFor("Stopped")
    #expect(!stopped.contains(firstTab), "the alternate screen was left: \(stopped)")
    try tmux.type("stty -a | tr ' ;' '\\n\\n' | grep -x -e '-*icanon' -e '-*echo'; echo checked")
    try tmux.send("Enter")
    let cooked = try await tmux.waitFor("\nchecked")
    #expect(cooked.contains("\nicanon\n") && cooked.contains("\necho\n"), "\(cooked)")
    try tmux.type("fg")
    try tmux.send("Enter")
    let back = try await tmux.waitFor(firstTab)
    #expect(!back.contains("shell> "), "the screen was not drawn again: \(back)")
    // Still working: keys reach it, and q ends it with the terminal restored.
    try tmux.send("Tab")
    try await tmux.waitFor("[\(Features.tabs[1].title)]")
    try tmux.send("q")
    try await tmux.waitFor("shell>")
    try tmux.type("stty -a | tr ' ;' '\\n\\n' | grep -x -e '-*icanon' -e '-*echo'; echo done")
    try tmux.send("Enter")
    let after = try await tmux.waitFor("\ndone")
    #expect(after.contains("\nicanon\n") && after.contains("\necho\n"), "\(after)")
  }

  @Test(arguments: [("TERM", Int32(15), 143), ("SEGV", Int32(11), 139)])
  func theTerminalIsRestoredWhenTheAppIsKilledOrCrashes(
    signal: String, number: Int32, status: Int
  ) async throws {
    let library = try Library()
    let tmux = try Tmux(command: command(library))
    try await tmux.waitFor(firstTab)
    let shell = try tmux.panePID()
    let app = try #require(childProcess(of: shell))
    #expect(kill(app, number) == 0)
    let after = try await tmux.waitFor("end of session")
    #expect(after.contains("exited \(status)"))
    #expect(after.contains("\nicanon\n") && after.contains("\necho\n"), "\(signal): \(after)")
    #expect(!after.contains(firstTab), "\(signal): the alternate screen was left")
  }

  @Test func aWatchMadeByAnotherProcessShowsUpOnEveryScreen() async throws {
    let library = try Library()
    try library.importFixtures()
    let tmux = try Tmux(command: command(library))
    try await tmux.waitFor(firstTab)
    for _ in 0..<tabPresses(from: "next", to: "history") { try tmux.send("Tab") }
    try await tmux.waitFor("Nothing watched yet.")
    // Another showtracker, in another terminal, marks an episode watched.
    let watched = try library.run("watch", "The Lighthouse Keepers", "S01E01")
    #expect(watched.status == 0, "\(watched.errors)")
    try await tmux.waitFor("Watched history · 1 entry")
    for _ in 0..<tabPresses(from: "history", to: "next") { try tmux.send("Tab") }
    try await tmux.waitFor("Up next · 1 show")
    // Ctrl-L draws the screen again.
    try tmux.send("C-l")
    try await tmux.waitFor("Up next · 1 show")
    try tmux.send("q")
    #expect(try await tmux.waitFor("end of session").contains("exited 0"))
  }

  @Test func resizingRedraws() async throws {
    let library = try Library()
    let tmux = try Tmux(command: command(library), columns: 100, rows: 30)
    try await tmux.waitFor(firstTab)
    try tmux.resize(columns: 50, rows: 12)
    // At 100 columns nothing is cut; redrawn at 50, the footer (and the empty list's message)
    // end in "…".
    let small = try await tmux.waitFor("…\n")
    #expect(small.split(separator: "\n").allSatisfy { $0.count <= 50 })
    #expect(small.contains(firstTab))
    try tmux.send("C-c")
    #expect(try await tmux.waitFor("end of session").contains("exited 0"))
  }

  /// The first child of `pid`, read from /proc (Linux) or `pgrep -P`.
  private func childProcess(of pid: Int32) -> Int32? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
    process.arguments = ["-P", "\(pid)"]
    let output = Pipe()
    process.standardOutput = output
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").first.flatMap { Int32($0) }
  }

  @Test func colourOnATerminalButNeverWithNoColor() async throws {
    let library = try Library()
    try library.importFixtures()
    for noColor in [false, true] {
      let environment = noColor ? ["NO_COLOR": "1"] : [:]
      let tmux = try Tmux(
        command: command(library, ["search", "lighthouse"], environment: environment))
      try await tmux.waitFor("end of session")
      let raw = try tmux.screen(withEscapes: true)
      #expect(raw.contains("The Lighthouse Keepers"))
      #expect(raw.contains("\u{1B}[") == !noColor, "NO_COLOR=\(noColor)")
    }
  }

  @Test func addOnATerminalOffersANumberedChoice() async throws {
    let library = try Library()
    let server = try LocalHTTPServer()
    server.route("/search/shows?q=harbour", .json(TVMazeCommandTests.search))
    server.route("/shows/700001?embed=episodes", .json(TVMazeCommandTests.show()))
    let tmux = try Tmux(
      command: command(
        library, ["add", "harbour"],
        environment: ["SHOWTRACKER_TVMAZE_URL": server.baseURL.absoluteString]))
    let choice = try await tmux.waitFor("Which one?")
    #expect(choice.contains("1. Harbour Lights (2015, Coast TV)  [700001]"))
    #expect(choice.contains("2. Harbour Master (2019, Streamly)  [700002]"))
    try tmux.type("1")
    try tmux.send("Enter")
    let after = try await tmux.waitFor("end of session")
    #expect(after.contains("Added Harbour Lights (2015) from TVMaze: 3 episodes"), "\(after)")
    #expect(after.contains("exited 0"))
  }

  @Test func aRefreshOnATerminalClearsItsProgressBar() async throws {
    let library = try Library()
    let server = try LocalHTTPServer()
    server.route("/shows/700001?embed=episodes", .json(TVMazeCommandTests.show()))
    let environment = ["SHOWTRACKER_TVMAZE_URL": server.baseURL.absoluteString]
    #expect(try library.run(["add", "tvmaze:700001"], environment: environment).status == 0)
    server.route("/updates/shows?since=day", .json(#"{"700001": 1700000900}"#))
    let tmux = try Tmux(command: command(library, ["refresh"], environment: environment))
    let screen = try await tmux.waitFor("end of session")
    // The pane keeps the summary's second line (its first goes with the command line, as for
    // the import above); the bar is gone.
    #expect(screen.contains("Data from TVMaze.com, licensed CC BY-SA 4.0"), "\(screen)")
    #expect(screen.contains("exited 0"))
    #expect(!screen.contains("Refreshing █") && !screen.contains("Refreshing ░"), "\(screen)")
  }

  @Test func rRefreshesFromTVMazeAndTheShowOnScreenFollows() async throws {
    let library = try Library()
    let server = try LocalHTTPServer()
    server.route("/shows/700001?embed=episodes", .json(TVMazeCommandTests.show()))
    let environment = ["SHOWTRACKER_TVMAZE_URL": server.baseURL.absoluteString]
    #expect(try library.run(["add", "tvmaze:700001"], environment: environment).status == 0)
    #expect(try library.run(["watch", "Harbour Lights", "S01E01"]).status == 0)
    server.route("/updates/shows?since=day", .json(#"{"700001": 1700000900}"#))
    server.route(
      "/shows/700001?embed=episodes", .json(TVMazeCommandTests.show(episodes: 4)))
    let tmux = try Tmux(command: command(library, [], environment: environment))
    try await tmux.waitFor(firstTab)
    try tmux.send("r")
    try await tmux.waitFor("Refreshed Harbour Lights from TVMaze: 1 new episode")
    // Up Next, on screen, was loaded again: the count of aired episodes left moved.
    try tmux.send("/")
    try await tmux.waitFor("[Search]")
    try tmux.type("harbour")
    try await tmux.waitFor("1/4")
    try tmux.send("Escape")
    try tmux.send("q")
    #expect(try await tmux.waitFor("end of session").contains("exited 0"))
  }

  /// The app draws titles from the library with their controls as stand-ins: `script` records
  /// every byte the app writes to its terminal, and none of them is DEL, C1, a bidirectional
  /// control or a line separator (the app writes only ESC sequences of its own).
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func theAppDrawsDataWithoutRawControls() async throws {
    let library = try Library()
    let imported = try library.run(
      "import", "tvmaze", try library.file("mirror.json", Fixtures.mirrorShow))
    #expect(imported.status == 0, "\(imported.errors)")
    let log = library.home.appendingPathComponent("terminal.log").path
    let tmux = try Tmux(
      command: "/usr/bin/script -qfc \(shellQuoted(command(library))) \(shellQuoted(log))")
    try await tmux.waitFor(firstTab)
    try tmux.send("/")
    try await tmux.waitFor("[Search]")
    try tmux.type("mirror")
    try await tmux.waitFor("1 show")
    try tmux.send("Enter")
    try tmux.send("Enter")
    try await tmux.waitFor("Season 1 · 0/3 watched")
    try tmux.send("w")
    try await tmux.waitFor("Season 1 · 1/3 watched")
    for _ in 0..<tabPresses(from: "show", to: "history") { try tmux.send("Tab") }
    try await tmux.waitFor("Watched history · 1 entry")
    try tmux.send("q")
    #expect(try await tmux.waitFor("end of session").contains("exited 0"))

    let written = String(decoding: try Data(contentsOf: URL(fileURLWithPath: log)), as: UTF8.self)
    #expect(written.contains("Mirror Show ␛[2J␇"))
    let raw = written.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
      default: false
      }
    }
    #expect(raw.isEmpty, "\(raw.map { "U+" + String($0.value, radix: 16) })")
  }

  @Test func anImportOnATerminalClearsItsProgressBar() async throws {
    let library = try Library()
    let file = try library.file("lighthouse.json", Fixtures.lighthouseKeepers)
    let tmux = try Tmux(command: command(library, ["import", "tvmaze", file]))
    let screen = try await tmux.waitFor("end of session")
    // The summary is one line, wrapped by the terminal where the path makes it long.
    #expect(screen.filter { !$0.isWhitespace }.contains("1showadded,7episodesadded"), "\(screen)")
    #expect(!screen.contains("Importing"))
  }
}

/// When the tmux tests run; not itself a tmux test.
struct TmuxRequirementTests {
  @Test func theTmuxTestsRunWhenTmuxIsHereOrRequired() {
    #expect(Tmux.testsRun(isAvailable: true, environment: [:]))
    #expect(!Tmux.testsRun(isAvailable: false, environment: [:]))
    #expect(!Tmux.testsRun(isAvailable: false, environment: ["SHOWTRACKER_REQUIRE_TMUX": "0"]))
    #expect(Tmux.testsRun(isAvailable: false, environment: ["SHOWTRACKER_REQUIRE_TMUX": "1"]))
  }

  @Test func aMissingTmuxSaysHowToFixIt() {
    #expect("\(Tmux.Missing())".contains("SHOWTRACKER_REQUIRE_TMUX=1"))
  }
}
