import Terminal

/// A feature's terminal front end, as the app shell drives it: draw the view state, take keys.
///
/// Each feature's screen (``HistoryScreen``, ``SearchScreen``, ``ShowDetailScreen``) also
/// implements that feature's rendering protocol, so a container creates it from
/// `store.connect(using:)`; the shell then only needs this protocol.
@MainActor
public protocol TerminalScreen: AnyObject {
  /// The screen's lines for a width and a height.
  ///
  /// With a `height`, the screen is drawn full screen (the interactive app and `preview`): the
  /// selected row is marked and the list scrolls to keep it in view. Without one, it is
  /// printed once (a one-shot command): every row, nothing marked.
  ///
  /// The lines are a pure function of the view state, the screen's cursor and the size. (The
  /// interactive shell counts its draws of each screen, for tests: a screen keeps no counter.)
  func render(width: Int, height: Int?) -> [Line]

  /// Acts on a key: moves the cursor, or sends the feature's action.
  func handle(_ key: Key) -> KeyHandling

  /// Whether printable keys are text for the screen (a query being typed), so the shell must
  /// not read them as commands.
  var capturesText: Bool { get }

  /// The keys the screen understands, for the shell's footer and help.
  var keyHints: [KeyHint] { get }

  /// Starts taking typed text, if the screen has a text field (the search's query, when the
  /// user presses `/` anywhere). Screens without one do nothing.
  func beginEditing()

  /// Tells the screen the height it is drawn in full screen, at start and after every resize.
  /// A screen that loads what fits (the history's page of rows) asks for that much; others do
  /// nothing.
  func heightChanged(_ height: Int)
}

extension TerminalScreen {
  /// `false`: the screen has no text field.
  public var capturesText: Bool { false }

  /// Does nothing: the screen has no text to edit.
  public func beginEditing() {}

  /// Does nothing: the screen draws what fits and loads no more or less.
  public func heightChanged(_ height: Int) {}
}

/// Whether a screen used a key.
public enum KeyHandling: Hashable, Sendable {
  /// The screen used it; redraw.
  case handled
  /// The screen has no use for it; the shell may.
  case ignored
}

/// A key and what it does, for a footer: "w" "toggle watched".
public struct KeyHint: Hashable, Sendable {
  /// The key or keys: "w", "↑↓", "n/p".
  public let keys: String
  /// What they do: "toggle watched".
  public let action: String

  /// A hint that `keys` do `action`.
  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }
}
