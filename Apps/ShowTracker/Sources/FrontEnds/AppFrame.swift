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

  /// The whole frame: exactly `size.rows` lines, each cut to `size.columns`.
  ///
  /// - Parameters:
  ///   - tabs: The screens' names, in order.
  ///   - selectedTab: The index of the screen on show.
  ///   - body: The screen's lines; cut to the body's height.
  ///   - hints: The screen's keys, for the footer.
  ///   - message: Shown in the footer instead of the keys (a failed save, say).
  public static func lines(
    tabs: [String], selectedTab: Int, body: [Line], hints: [KeyHint], message: Line?,
    size: TerminalSize
  ) -> [Line] {
    let width = size.columns
    var tabBar = Line()
    for (index, tab) in tabs.enumerated() {
      if index == selectedTab {
        tabBar.append("[\(tab)]", Style(color: .cyan, bold: true))
      } else {
        tabBar.append(" \(tab) ", .dim)
      }
      tabBar.append(" ")
    }
    let name = "showtracker"
    let gap = width - tabBar.width - name.count
    if gap > 0 { tabBar.append(String(" ", repeated: gap) + name, .dim) }
    var lines = [tabBar.fitted(to: width)]
    let bodyHeight = bodyHeight(of: size)
    lines += body.prefix(bodyHeight).map { $0.fitted(to: width) }
    lines += Array(repeating: Line(), count: max(0, bodyHeight - body.count))
    lines.append((message ?? footer(hints + globalHints)).fitted(to: width))
    return lines
  }

  /// The frame for a chrome view state: its tabs, the status line (an error in red) or else the
  /// keys, around `body`.
  public static func lines(
    chrome: AppChromeView.State, body: [Line], hints: [KeyHint], size: TerminalSize
  ) -> [Line] {
    let message = chrome.status.map { status in
      status.isError ? Line(status.message, Style(color: .red)) : Line(status.message, .bold)
    }
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
