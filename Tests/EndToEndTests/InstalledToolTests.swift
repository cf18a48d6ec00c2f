import Foundation
import Testing

/// What an installed command-line tool offers: completions that a shell runs, a man page that
/// renders, help that fits the terminal, and ASCII in an ASCII locale.
struct InstalledToolTests {
  /// Runs the bash completion function for `words` (the last one being completed) with
  /// `showtracker` on the `PATH`, and returns the completions.
  private func bashCompletions(_ words: [String], library: Library) throws -> [String] {
    let script = try library.runWithoutDatabaseOption(["completions", "bash"])
    #expect(script.status == 0)
    let scriptPath = try library.file("completion.bash", script.output)
    let program = """
      source \(scriptPath)
      COMP_WORDS=(\(words.map(shellQuoted).joined(separator: " ")))
      COMP_CWORD=\(words.count - 1)
      _showtracker
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    return try run("/bin/bash", ["-c", program], library: library)
  }

  /// A command that makes no request starts without libcurl (loaded by `add` and `refresh`
  /// when they first call TVMaze) and without the whole of Foundation (ICU): the dynamic
  /// loader, asked to list what it loads, names neither.
  @Test(.enabled(if: isLinux)) func aCommandLoadsNeitherLibcurlNorAllOfFoundation() throws {
    let library = try Library()
    let run = try library.run(["history"], environment: ["LD_DEBUG": "libs"])
    #expect(run.status == 0)
    let loaded = run.errors.split(separator: "\n").filter { $0.contains("find library=") }
    #expect(loaded.contains { $0.contains("libsqlite3") }, "LD_DEBUG listed no library")
    for name in ["libcurl", "libFoundationNetworking", "libFoundation.so", "lib_FoundationICU"] {
      #expect(!loaded.contains { $0.contains(name) }, "showtracker history loaded \(name)")
    }
  }

  @Test func bashCompletesCommandsOptionsWordsAndShowTitlesFromTheLibrary() throws {
    let library = try Library()
    try library.importFixtures()
    let db = library.database.path
    #expect(try bashCompletions(["showtracker", "se"], library: library) == ["search", "serve"])
    #expect(
      try bashCompletions(["showtracker", "history", "--li"], library: library) == ["--limit"])
    #expect(
      try bashCompletions(["showtracker", "import", ""], library: library)
        == ["tvmaze", "trakt", "tvtime"])
    #expect(
      try bashCompletions(["showtracker", "preview", "hi"], library: library) == ["history"])
    // Titles come from the library named by --db, quoted for the shell.
    let titles = try bashCompletions(
      ["showtracker", "--db", db, "show", "The Lighth"], library: library)
    #expect(titles == ["The\\ Lighthouse\\ Keepers"])
    let option = try bashCompletions(
      ["showtracker", "--db", db, "history", "--show", "the lig"], library: library)
    #expect(option == ["The\\ Lighthouse\\ Keepers", "The\\ Lightkeeper\\\'s\\ Daughter"])
  }

  /// Runs `program` in `shell` with `showtracker` on the `PATH`; returns its output lines.
  private func run(
    _ shell: String, _ arguments: [String], library: Library
  ) throws -> [String] {
    let bin = library.home.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let link = bin.appendingPathComponent("showtracker")
    if !FileManager.default.fileExists(atPath: link.path) {
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: library.binary.url)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = arguments
    var environment = ShowTrackerBinary.environment(home: library.home)
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(shell) \(arguments)")
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
  func zshCompletesCommandsWordsAndShowTitles() throws {
    let library = try Library()
    try library.importFixtures()
    let script = try library.file(
      "_showtracker", try library.runWithoutDatabaseOption(["completions", "zsh"]).output)
    // The completion system's compadd, stubbed to print what it is given (zsh filters by the
    // prefix itself), so the function runs outside an interactive shell.
    let program = """
      compdef() { : }
      source \(script)
      compadd() { local i=${@[(i)--]}; shift $i; print -rl -- "$@"; }
      _files() { print -- '<files>'; }
      words=("$@"); CURRENT=${#words}
      _showtracker
      """
    func complete(_ words: String...) throws -> [String] {
      try run("/usr/bin/zsh", ["-c", program, "zsh"] + words, library: library)
    }
    let db = library.database.path
    #expect(
      try complete("showtracker", "--db", db, "show", "The Lighth") == ["The Lighthouse Keepers"])
    #expect(try complete("showtracker", "import", "") == ["tvmaze", "trakt", "tvtime"])
    #expect(try complete("showtracker", "import", "trakt", "") == ["<files>"])
    #expect(try complete("showtracker", "").contains("history"))
    #expect(try complete("showtracker", "search", "--li").contains("--limit"))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
  func fishCompletesCommandsOptionsAndShowTitles() throws {
    let library = try Library()
    try library.importFixtures()
    let script = try library.file(
      "showtracker.fish", try library.runWithoutDatabaseOption(["completions", "fish"]).output)
    func complete(_ line: String) throws -> [String] {
      try run(
        "/usr/bin/fish", ["-c", "source \(script); complete -C $argv[1]", line], library: library
      )
      .map { String($0.prefix { $0 != "\t" }) }
    }
    let db = library.database.path
    #expect(try complete("showtracker --db \(db) show The\\ Lighth") == ["The Lighthouse Keepers"])
    #expect(try complete("showtracker sea") == ["search"])
    #expect(try complete("showtracker history --li") == ["--limit"])
    #expect(try complete("showtracker preview hi") == ["history"])
  }

  @Test func completionScriptsExistForEveryShellAndNameEveryCommand() throws {
    let library = try Library()
    for shell in ["bash", "zsh", "fish"] {
      let script = try library.runWithoutDatabaseOption(["completions", shell])
      #expect(script.status == 0)
      for command in HelpTests.commands {
        #expect(script.output.contains(command), "\(shell): \(command)")
      }
    }
    let unknown = try library.runWithoutDatabaseOption(["completions", "tcsh"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.hasPrefix("showtracker completions: unknown shell 'tcsh'"))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
  func theManPageRendersWithoutWarnings() throws {
    let library = try Library()
    let page = try library.runWithoutDatabaseOption(["help", "--man"])
    #expect(page.status == 0)
    let path = try library.file("showtracker.1", page.output)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
    process.arguments = ["-ww", "-man", "-Tutf8", path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let overstruck = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let warnings = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // A terminal's bold is each letter struck twice ("E\u{8}E"): read the letters.
    let rendered = overstruck.replacingOccurrences(
      of: ".\u{8}", with: "", options: .regularExpression)
    #expect(process.terminationStatus == 0)
    #expect(warnings.isEmpty)
    #expect(rendered.contains("EXIT STATUS"))
    #expect(rendered.contains("SHOWTRACKER_DB"))
  }

  @Test func anASCIILocaleGetsASCIISubstitutesAndJSONStaysUTF8() throws {
    let library = try Library()
    try library.importFixtures()
    _ = try library.run("watch", "The Lighthouse Keepers", "S01E01")
    let ascii = try library.run(["show", "The Lighthouse Keepers"], environment: ["LANG": "C"])
    #expect(ascii.status == 0)
    #expect(ascii.output.utf8.allSatisfy { $0 < 0x80 })
    let utf8 = try library.run(["show", "The Lighthouse Keepers"])
    #expect(utf8.output.contains("✓"))
    #expect(ascii.output.count == utf8.output.count)
    let json = try library.run(["export"], environment: ["LANG": "C"])
    let unchanged = try library.run(["export"])
    #expect(json.output == unchanged.output)
  }

  @Test func helpWrapsToTheWidth() throws {
    let library = try Library()
    let help = try library.runWithoutDatabaseOption(
      ["watch", "--help"], environment: ["COLUMNS": "50"])
    #expect(help.status == 0)
    for line in help.output.split(separator: "\n") { #expect(line.count <= 50, "\(line)") }
  }
}

#if os(Linux)
  private let isLinux = true
#else
  private let isLinux = false
#endif
