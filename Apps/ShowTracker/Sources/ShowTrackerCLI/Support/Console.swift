import AppComposition
import LibraryClient
import TVMazeClient
import Terminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a command works with: where it writes (data to standard output, messages to standard
/// error, colour, width and charset decided once), the environment, the library files, and
/// where the store's actions are recorded.
///
/// Text is written in the locale's charset (ASCII substitutes outside UTF-8 locales); JSON is
/// written as it is, since it is UTF-8 by definition.
struct Console: Sendable {
  let output: TerminalOutput
  let errors: TerminalOutput
  let environment: [String: String]
  /// Whether standard output gets colour.
  let colors: Bool
  /// The width to lay data out in: the terminal's, else `$COLUMNS`, else 80.
  let width: Int
  /// The width help is wrapped to: the terminal's, else `$COLUMNS`; `nil` (as written) when
  /// neither says, so help piped to a file or a pager reads the same everywhere.
  let helpWidth: Int?
  /// The size of the terminal on standard output, or 80 × 24.
  let size: TerminalSize
  /// Where the store's actions are recorded (`--record`), if anywhere.
  let recorder: ActionRecorder?
  /// How libraries are found, opened and copied.
  let libraryFiles: LibraryFiles
  /// Makes the TVMaze client for a configuration (the live one, from the executable).
  let makeTVMaze: @Sendable (TVMazeConfiguration) -> TVMazeClient

  init(
    environment: [String: String], libraryFiles: LibraryFiles,
    makeTVMaze: @escaping @Sendable (TVMazeConfiguration) -> TVMazeClient = { _ in .unimplemented },
    output: TerminalOutput = .standardOutput, errors: TerminalOutput = .standardError,
    recorder: ActionRecorder? = nil
  ) {
    self.recorder = recorder
    self.libraryFiles = libraryFiles
    self.makeTVMaze = makeTVMaze
    let charset = TerminalCharset.current(environment: environment)
    self.output = output.with(charset: charset)
    self.errors = errors.with(charset: charset)
    self.environment = environment
    self.colors = ColorSupport.isEnabled(environment: environment, isTerminal: output.isTerminal)
    let terminal = output.isTerminal ? TerminalSize.current(of: output.fileDescriptor) : nil
    let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    self.size =
      terminal
      ?? TerminalSize(
        columns: columns ?? TerminalSize.fallback.columns, rows: TerminalSize.fallback.rows)
    self.width = size.columns
    self.helpWidth = terminal?.columns ?? columns
  }

  /// Whether the interactive app can run: standard input and output are terminals.
  var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && output.isTerminal }

  /// The TVMaze client on `SHOWTRACKER_TVMAZE_URL` (default https://api.tvmaze.com).
  ///
  /// - Throws: The reason, in words, when the variable is not an http(s) URL.
  func tvmaze() throws(CommandError) -> TVMazeClient {
    do {
      var configuration = try TVMazeConfiguration(
        environment: environment, version: MainHelp.version)
      // A command tells of a long wait after HTTP 429 (the interactive app's screen would not).
      configuration.announcesWaits = true
      return makeTVMaze(configuration)
    } catch {
      throw .failure(AppError.tvmaze(error).description)
    }
  }

  /// The TVMaze client, or one whose every call fails with the configuration's error: for the
  /// interactive app, whose `r` reports it on the status line.
  func tvmazeOrFailing() -> TVMazeClient {
    do {
      return makeTVMaze(
        try TVMazeConfiguration(environment: environment, version: MainHelp.version))
    } catch {
      return TVMazeClient(
        searchShows: { _ in throw error }, show: { _ in throw error },
        updatedShows: { _ in throw error }, lookupShow: { _, _ in throw error })
    }
  }

  /// Writes `text` and a newline to standard output.
  ///
  /// - Throws: A failure naming the reason when standard output refuses the text (a full
  ///   disk, say): a command whose output was lost must not exit 0.
  func print(_ text: String) throws(CommandError) {
    // By bytes: "\r\n" is one Character, so `hasSuffix("\n")` is false for CRLF text.
    try write(text.utf8.last == UInt8(ascii: "\n") ? text : text + "\n")
  }

  /// Writes help text and a newline to standard output, wrapped to ``helpWidth``.
  func printHelp(_ text: String) throws(CommandError) {
    try print(helpWidth.map { HelpText.wrap(text, width: $0) } ?? text)
  }

  /// Writes a JSON document and a newline to standard output, every character as it is.
  func print(_ json: PrintedJSON) throws(CommandError) {
    try print(verbatim: json.text)
  }

  /// Writes data and a newline to standard output, every character as it is, in any locale.
  func print(verbatim text: String) throws(CommandError) {
    try write(text.hasSuffix("\n") ? text : text + "\n", verbatim: true)
  }

  /// Writes `lines` to standard output, with colour when the console has it.
  func print(_ lines: [Line]) throws(CommandError) {
    guard !lines.isEmpty else { return }
    try write(lines.map { $0.rendered(colors: colors) }.joined(separator: "\n") + "\n")
  }

  /// Writes `text` and a newline to standard error. A message that cannot be written has
  /// nowhere else to go; the exit status still tells.
  func printError(_ text: String, newline: Bool = true) {
    try? errors.write(!newline || text.hasSuffix("\n") ? text : text + "\n")
  }

  private func write(_ text: String, verbatim: Bool = false) throws(CommandError) {
    do {
      if verbatim { try output.write(verbatim: text) } else { try output.write(text) }
    } catch {
      throw .failure("cannot write to standard output: \(error.description.lowercased())")
    }
  }
}
