import AppChrome
import Terminal

/// The interactive app's frame around a screen: a tab bar on top, a footer of keys (or a
/// message) at the bottom.
///
/// ```
///  History  [Search]  Show                                        showtracker
/// …the screen's lines…
/// ↑↓ move · ⏎ open show · ⇥ screens · / search · ? help · q quit
/// ```
public enum AppFrame {
  /// The rows the frame itself takes: the tab bar and the footer.
  public static let chromeHeight = 2

  /// The rows left for a screen in a terminal of `size`.
  public static func bodyHeight(of size: TerminalSize) -> Int {
    max(size.rows - chromeHeight, 1)
  }

  /// The keys every screen shares.
  public static let globalHints = [
    KeyHint("⇥", "screens"), KeyHint("/", "search"), KeyHint("?", "help"), KeyHint("q", "quit"),
  ]

  /// The most rows a message takes at the bottom: a long one (a refresh's summary) wraps onto
  /// them, covering the screen's last rows until the next key, rather than being cut.
  public static let messageRowLimit = 3

  /// The whole frame: exactly `size.rows` lines, each cut to `size.columns`.
  ///
  /// - Parameters:
  ///   - tabs: The screens' names, in order.
  ///   - selectedTab: The index of the screen on show.
  ///   - body: The screen's lines; cut to the body's height.
  ///   - hints: The screen's keys, for the footer.
  ///   - message: Shown in the footer instead of the keys (a failed save, say), wrapped onto
  ///     up to ``messageRowLimit`` rows when it is wider than the terminal.
  public static func lines(
    tabs: [String], selectedTab: Int, body: [Line], hints: [KeyHint], message: Line?,
    size: TerminalSize
  ) -> [Line] {
    let width = size.columns
    let footer =
      message.map { wrapped($0, to: width, rows: min(messageRowLimit, size.rows - 1)) }
      ?? [footer(hints + globalHints).fitted(to: width)]
    var lines = [tabBar(tabs, selectedTab: selectedTab, width: width)]
    let bodyHeight = max(bodyHeight(of: size) + 1 - footer.count, 0)
    lines += body.prefix(bodyHeight).map { $0.fitted(to: width) }
    lines += Array(repeating: Line(), count: max(0, bodyHeight - body.count))
    lines += footer
    return Array(lines.prefix(max(size.rows, 1)))
  }

  /// The tab bar: every tab when they fit (with the app's name when there is room), else the
  /// run of tabs around the selected one that fits, with `‹` and `›` where tabs are left out,
  /// so the screen in front is always named.
  static func tabBar(_ tabs: [String], selectedTab: Int, width: Int) -> Line {
    func segment(_ index: Int) -> Line {
      index == selectedTab
        ? Line("[\(tabs[index])]", Style(color: .cyan, bold: true)) + Line(" ")
        : Line(" \(tabs[index]) ", .dim) + Line(" ")
    }
    let segments = tabs.indices.map(segment)
    let all = segments.reduce(Line(), +)
    guard all.width > width, tabs.indices.contains(selectedTab) else {
      let name = "showtracker"
      let gap = width - all.width - name.count
      return (gap > 0 ? all + Line(String(" ", repeated: gap) + name, .dim) : all).fitted(
        to: width)
    }
    // Widen the run one tab at a time, after the selected one first, while it fits beside
    // the two markers.
    var run = selectedTab...selectedTab
    var used = segments[selectedTab].width
    var grew = true
    while grew {
      grew = false
      for candidate in [run.upperBound + 1, run.lowerBound - 1]
      where segments.indices.contains(candidate) && used + segments[candidate].width <= width - 4 {
        used += segments[candidate].width
        run = min(run.lowerBound, candidate)...max(run.upperBound, candidate)
        grew = true
      }
    }
    let before = run.lowerBound > 0 ? Line("‹ ", .dim) : Line()
    let after = run.upperBound < tabs.count - 1 ? Line("›", .dim) : Line()
    return (before + run.map { segments[$0] }.reduce(Line(), +) + after).fitted(to: width)
  }

  /// `message` on at most `rows` rows of `width`, broken at spaces, in its first span's style;
  /// the last row ends in `…` when even they are not enough.
  static func wrapped(_ message: Line, to width: Int, rows: Int) -> [Line] {
    guard message.width > width, rows > 1 else { return [message.fitted(to: width)] }
    let style = message.spans.first?.style ?? .plain
    let texts = DisplayWidth.wrap(message.plainText, to: width)
    var lines = texts.prefix(rows).map { Line($0, style) }
    if texts.count > rows, let last = lines.popLast() {
      lines.append(
        Line(last.plainText + " " + texts[rows...].joined(separator: " "), style)
          .fitted(to: width))
    }
    return lines
  }

  /// The frame for a chrome view state: its tabs, the status line (an error in red), else
  /// `note` (why a key did nothing), else the keys, around `body`.
  public static func lines(
    chrome: AppChromeView.State, body: [Line], hints: [KeyHint], note: Line? = nil,
    size: TerminalSize
  ) -> [Line] {
    let message =
      chrome.status.map { status in
        status.isError ? Line(status.message, Style(color: .red)) : Line(status.message, .bold)
      } ?? note
    return lines(
      tabs: chrome.tabs.map(\.title), selectedTab: chrome.selectedTab, body: body, hints: hints,
      message: message, size: size)
  }

  /// The help screen: every key of the app, and the screen's own.
  public static func help(screenHints: [KeyHint], screenName: String) -> [Line] {
    var lines = [Line("Keys", .bold), Line()]
    let everywhere = [
      KeyHint("⇥ / shift-⇥", "next / previous screen"),
      KeyHint("/", "search (type, then ⏎ or ↓ for the results)"),
      KeyHint("↑ ↓ or k j", "move"),
      KeyHint("⏎", "open"),
      KeyHint("u / U", "undo / redo the last change to the library"),
      KeyHint("r", "refresh followed shows from TVMaze, in the background"),
      KeyHint("?", "this help (any key closes it)"),
      KeyHint("ctrl-l", "draw the screen again"),
      KeyHint("q or ctrl-c", "quit"),
    ]
    lines += everywhere.map(row)
    lines += [Line(), Line(screenName, .bold), Line()]
    lines += screenHints.map(row)
    return lines
  }

  private static func row(_ hint: KeyHint) -> Line {
    Line("  " + DisplayWidth.fit(hint.keys, to: 14), Style(color: .cyan)) + Line(hint.action)
  }

  private static func footer(_ hints: [KeyHint]) -> Line {
    var line = Line()
    for (index, hint) in hints.enumerated() {
      if index > 0 { line.append(" · ", .dim) }
      line.append(hint.keys, Style(color: .cyan))
      line.append(" " + hint.action, .dim)
    }
    return line
  }
}
