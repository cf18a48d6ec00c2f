import Synchronization
import Terminal

/// A progress bar on standard error while an import runs: `Importing ████░░░░ 412/1000`.
///
/// The library calls ``update(_:of:)`` on its importing thread after every item; the bar is
/// redrawn only when it would look different, so a large file does not flood the terminal.
final class ProgressBarPrinter: Sendable {
  private let output: TerminalOutput
  private let label: String
  private let lastDrawn = Mutex<Int>(-1)
  private static let width = 30

  /// A bar on `output` that says `label` before it.
  init(output: TerminalOutput, label: String = "Importing") {
    self.output = output
    self.label = label
  }

  func update(_ processed: Int, of total: Int) {
    let filled = total == 0 ? Self.width : min(Self.width, processed * Self.width / total)
    let percent = total == 0 ? 100 : processed * 100 / total
    let key = filled * 1000 + percent
    guard
      lastDrawn.withLock({ last in
        defer { last = key }
        return last != key
      })
    else { return }
    // The bar is decoration: a terminal that cannot take it loses nothing.
    try? output.write(
      ANSI.clearLine + label + " "
        + String("█", repeated: filled) + String("░", repeated: Self.width - filled)
        + " \(processed)/\(total)")
  }

  /// Removes the bar, so the summary starts on a clean line.
  func clear() {
    try? output.write(ANSI.clearLine)
  }
}
