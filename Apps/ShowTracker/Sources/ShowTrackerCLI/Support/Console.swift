import Foundation
import Terminal

/// Where a command writes: data to standard output, messages to standard error, colour and
/// width decided once.
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

  init(
    environment: [String: String], output: TerminalOutput = .standardOutput,
    errors: TerminalOutput = .standardError
  ) {
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
  func print(_ text: String) {
    output.write(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// Writes `lines` to standard output, with colour when the console has it.
  func print(_ lines: [Line]) {
    guard !lines.isEmpty else { return }
    output.write(lines.map { $0.rendered(colors: colors) }.joined(separator: "\n") + "\n")
  }

  /// Writes `text` and a newline to standard error.
  func printError(_ text: String) {
    errors.write(text.hasSuffix("\n") ? text : text + "\n")
  }
}
