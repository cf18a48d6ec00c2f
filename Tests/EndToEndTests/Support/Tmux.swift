import Foundation
import Testing

/// A detached tmux session on a private server, to drive the interactive app like a user.
final class Tmux {
  /// The server's socket: a file of the test's own, removed at the end.
  let socket = FileManager.default.temporaryDirectory
    .appendingPathComponent("showtracker-tmux-\(UUID().uuidString.prefix(8))").path
  let session = "app"

  static var isAvailable: Bool { executable != nil }

  /// Whether the tmux tests run: when tmux is here, and when the environment requires them
  /// (`.ci/run` exports `SHOWTRACKER_REQUIRE_TMUX=1`): then a missing tmux fails them, as
  /// ``Missing``, instead of skipping them.
  static func testsRun(
    isAvailable: Bool = isAvailable,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    isAvailable || environment["SHOWTRACKER_REQUIRE_TMUX"] == "1"
  }

  /// tmux is required but not installed.
  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "tmux is required (SHOWTRACKER_REQUIRE_TMUX=1) but not found: install it, or unset the "
        + "variable to skip the interactive tests"
    }
  }

  private static let executable: URL? = [
    "/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux",
  ]
  .map(URL.init(fileURLWithPath:))
  .first { FileManager.default.isExecutableFile(atPath: $0.path) }

  /// Starts `command` (a shell command line) in a `columns` × `rows` window.
  init(command: String, columns: Int = 100, rows: Int = 30) throws {
    guard let executable = Self.executable else { throw Missing() }
    // The pane stays after the command ends, so a test can read what it printed last.
    try CleanSpawn.run(
      executable.path,
      [
        "-S", socket, "-f", "/dev/null", "new-session", "-d", "-s", session,
        "-x", "\(columns)", "-y", "\(rows)", command, ";",
        "set-option", "-t", session, "remain-on-exit", "on",
      ])
  }

  deinit {
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(atPath: socket)
  }

  /// Types keys: tmux key names ("Enter", "Escape", "C-c") or literal text.
  func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", session] + keys)
  }

  /// Types `text` literally.
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", session, "-l", text])
  }

  /// Resizes the window, as a user dragging the terminal's corner.
  func resize(columns: Int, rows: Int) throws {
    try tmux(["resize-window", "-t", session, "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// What the window shows now; with `withEscapes`, with the SGR sequences of its styles.
  func screen(withEscapes: Bool = false) throws -> String {
    try tmux(["capture-pane", "-p"] + (withEscapes ? ["-e"] : []) + ["-t", session])
  }

  /// The pid of the pane's first process.
  func panePID() throws -> Int32 {
    Int32(
      try tmux(["display-message", "-p", "-t", session, "#{pane_pid}"])
        .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }

  /// How long a wait may take before it fails: 120 seconds, or `SHOWTRACKER_TEST_WAIT_SECONDS`.
  ///
  /// It bounds only a failure (a wait returns as soon as the text shows), so it is generous:
  /// the whole test suite, package builds included, may run on the same cores, and under
  /// ThreadSanitizer the app starts and draws several times slower (a 30-second bound once
  /// failed there with "the screen never showed [History]").
  static let waitLimit: Duration = .seconds(
    ProcessInfo.processInfo.environment["SHOWTRACKER_TEST_WAIT_SECONDS"].flatMap(Int.init) ?? 120)

  /// Waits until the window shows `text`; fails the test with the screen if it never does.
  @discardableResult
  func waitFor(
    _ text: String, timeout: Duration = waitLimit,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var shown = ""
    while clock.now < deadline {
      shown = try screen()
      if shown.contains(text) { return shown }
      try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record(
      "the screen never showed \"\(text)\" in \(timeout); it shows:\n\(shown)",
      sourceLocation: sourceLocation)
    return shown
  }

  /// Runs a tmux client command and returns what it printed.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    guard let executable = Self.executable else { throw CocoaError(.executableNotLoadable) }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["-S", socket, "-f", "/dev/null"] + arguments
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// Quotes text for a POSIX shell command line.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
