import AppChrome
import Terminal

/// The interactive app's chrome in the terminal: the tab bar, the status line and the help,
/// drawn around the screen in front, and the keys that belong to the frame rather than a screen.
///
/// ```swift
/// let chrome = AppChromeScreen(viewModel: store.connect(using: Connectors.AppChromeConnector()))
/// chrome.handle(.tab)  // sends .tabSelected(next), wrapping around
/// ```
///
/// Keys: ⇥ / shift-⇥ change screens, `/` searches, `?` shows the help (any key closes it),
/// `u` undoes and `U` redoes the last change to the library, `r` refreshes the followed shows
/// from TVMaze in the background.
public final class AppChromeScreen: AppChromeRendering {
  /// The store the chrome reads and sends to.
  public let viewModel: AppChromeView.ViewModel

  /// Creates the chrome on `viewModel`.
  public init(viewModel: AppChromeView.ViewModel) {
    self.viewModel = viewModel
  }

  /// The id of the tab in front (`"history"`), if there are tabs.
  public var visibleTab: String? { viewModel.state.selected?.id }

  /// The key that did nothing, said in the footer until the next key.
  private var unusedKey: Character?

  /// Clears the status line, if there is one: call on every key, before the key is handled, so
  /// a message stays until the user moves on and the keys come back.
  public func keyPressed() {
    unusedKey = nil
    guard viewModel.state.status != nil else { return }
    viewModel.send(.statusDismissed)
  }

  /// Says, until the next key, that `key` does nothing on the screen in front and that `?`
  /// lists the keys that do: every key acts or says why not. Keys that are not characters
  /// (an arrow at the end of a list) say nothing.
  public func keyUnused(_ key: Key) {
    guard case .character(let character) = key else { return }
    unusedKey = character
  }

  /// "W does nothing on Up Next · ? lists its keys".
  private var unusedKeyNote: Line? {
    guard let unusedKey else { return nil }
    let key = unusedKey == " " ? "space" : String(unusedKey)
    let screen = viewModel.state.selected.map { " on \($0.title)" } ?? ""
    return Line(sanitize(key), Style(color: .cyan)) + Line(" does nothing\(screen) · ")
      + Line("?", Style(color: .cyan)) + Line(" lists its keys")
  }

  /// Acts on a key no screen used; `.ignored` if the chrome has no use for it either.
  public func handle(_ key: Key) -> KeyHandling {
    if viewModel.state.isShowingHelp {
      // Any key closes the help.
      viewModel.send(.helpToggled)
      return .handled
    }
    let tabCount = viewModel.state.tabs.count
    let selected = viewModel.state.selectedTab
    switch key {
    case .tab where tabCount > 0: viewModel.send(.tabSelected((selected + 1) % tabCount))
    case .backTab where tabCount > 0:
      viewModel.send(.tabSelected((selected + tabCount - 1) % tabCount))
    case .character("/"): viewModel.send(.searchTapped)
    case .character("?"): viewModel.send(.helpToggled)
    case .character("u"): viewModel.send(.undoTapped)
    case .character("U"): viewModel.send(.redoTapped)
    case .character("r"): viewModel.send(.refreshTapped)
    default: return .ignored
    }
    return .handled
  }

  /// The whole frame around `screen` (empty without one): exactly `size.rows` lines.
  public func render(screen: (any TerminalScreen)?, size: TerminalSize) -> [Line] {
    let state = viewModel.state
    let hints = screen?.keyHints ?? []
    let body =
      state.isShowingHelp
      ? AppFrame.help(screenHints: hints, screenName: state.selected?.title ?? "")
      : screen?.render(width: size.columns, height: AppFrame.bodyHeight(of: size)) ?? []
    return AppFrame.lines(
      chrome: state, body: body, hints: hints, note: state.isShowingHelp ? nil : unusedKeyNote,
      size: size)
  }
}
