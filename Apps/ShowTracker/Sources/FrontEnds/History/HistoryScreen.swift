import History
import Terminal

/// The watched history in the terminal: one row per watched episode, newest first.
///
/// A container binds it to the store; it reads ``HistoryView/State`` and sends
/// ``HistoryView/Action``s, and knows nothing else of the app:
///
/// ```swift
/// let screen = HistoryScreen(viewModel: store.connect(using: Connectors.WatchedHistoryConnector()))
/// print(screen.render(width: 80, height: nil).map { $0.rendered(colors: false) })
/// ```
///
/// Keys: ↑/↓ or k/j move, Enter opens the show, w marks the episode unwatched (everything in
/// the history is watched), n/→ and p/← change pages.
public final class HistoryScreen: HistoryRendering, TerminalScreen {
  /// The store the screen reads and sends to.
  public let viewModel: HistoryView.ViewModel
  /// The selected row of the page on screen.
  public private(set) var selection = 0
  public private(set) var renderCount = 0

  /// Creates the screen on `viewModel`, with the first row selected.
  public init(viewModel: HistoryView.ViewModel) {
    self.viewModel = viewModel
  }

  public var capturesText: Bool { false }

  public var keyHints: [KeyHint] {
    [
      KeyHint("↑↓", "move"), KeyHint("⏎", "open show"), KeyHint("w", "unwatch"),
      KeyHint("n/p", "page"),
    ]
  }

  public func render(width: Int, height: Int?) -> [Line] {
    renderCount += 1
    return Self.lines(for: viewModel.state, selection: selection, width: width, height: height)
  }

  public func handle(_ key: Key) -> KeyHandling {
    let state = viewModel.state
    let posters = state.posters
    selection = ListWindow.clamp(selection, count: posters.count)
    if let moved = ListWindow.selection(after: key, from: selection, count: posters.count) {
      selection = moved
      return .handled
    }
    switch key {
    case .enter:
      guard posters.indices.contains(selection) else { return .handled }
      viewModel.send(.posterSelected(posters[selection].ids))
    case .character("w"):
      guard posters.indices.contains(selection) else { return .handled }
      viewModel.send(.unmarkAsWatched(episode: posters[selection].ids))
    case .right, .pageDown, .character("n"):
      guard state.hasNextPage else { return .handled }
      selection = 0
      viewModel.send(.nextPageTapped)
    case .left, .pageUp, .character("p"):
      guard state.hasPreviousPage else { return .handled }
      selection = 0
      viewModel.send(.previousPageTapped)
    default:
      return .ignored
    }
    return .handled
  }
}
