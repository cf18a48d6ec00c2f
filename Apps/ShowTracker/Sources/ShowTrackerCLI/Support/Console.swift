import Foundation
import LibraryClient
import Terminal

/// What a command works with: where it writes (data to standard output, messages to standard
/// error, colour and width decided once), the environment, the library files, and where the
/// store's actions are recorded.
struct Console: Sendable {
  let output: TerminalOutput
  let errors: TerminalOutput
  let environment: [String: String]
  /// Whether standard output gets colour.
  let colors: Bool
  /// The width to lay data out in: the terminal's, else `$COLUMNS`, else 80.
  let width: Int
  /// The size of the terminal on standard output, or 80 × 24.
  let size: TerminalSize
  /// Where the store's actions are recorded (`--record`), if anywhere.
  let recorder: ActionRecorder?
  /// How libraries are found, opened and copied.
  let libraryFiles: LibraryFiles

  init(
    environment: [String: String], libraryFiles: LibraryFiles,
    output: TerminalOutput = .standardOutput, errors: TerminalOutput = .standardError,
    recorder: ActionRecorder? = nil
  ) {
    self.recorder = recorder
    self.libraryFiles = libraryFiles
    self.output = output
    self.errors = errors
    self.environment = environment
    self.colors = ColorSupport.isEnabled(environment: environment, isTerminal: output.isTerminal)
    let terminal = output.isTerminal ? TerminalSize.current(of: output.fileDescriptor) : nil
    let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    self.size =
      terminal
      ?? TerminalSize(
        columns: columns ?? TerminalSize.fallback.columns, rows: TerminalSize.fallback.rows)
    self.width = size.columns
  }

  /// Whether the interactive app can run: standard input and output are terminals.
  var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && output.isTerminal }

  /// Writes `text` and a newline to standard output.
  ///
  /// - Throws: A failure naming the reason when standard output refuses the text (a full
  ///   disk, say): a command whose output was lost must not exit 0.
  func print(_ text: String) throws(CommandError) {
    // By bytes: "\r\n" is one Character, so `hasSuffix("\n")` is false for CRLF text.
    try write(text.utf8.last == UInt8(ascii: "\n") ? text : text + "\n")
  }

  /// Writes `lines` to standard output, with colour when the console has it.
  func print(_ lines: [Line]) throws(CommandError) {
    guard !lines.isEmpty else { return }
    try write(lines.map { $0.rendered(colors: colors) }.joined(separator: "\n") + "\n")
  }

  /// Writes `text` and a newline to standard error. A message that cannot be written has
  /// nowhere else to go; the exit status still tells.
  func printError(_ text: String) {
    try? errors.write(text.hasSuffix("\n") ? text : text + "\n")
  }

  private func write(_ text: String) throws(CommandError) {
    do {
      try output.write(text)
    } catch {
      throw .failure("cannot write to standard output: \(error.description.lowercased())")
    }
  }
}
