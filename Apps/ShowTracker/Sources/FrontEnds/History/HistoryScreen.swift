import History
import Identifiers
import Terminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
/// Keys: ↑/↓ or k/j move, Enter opens the show, w removes the selected watch (that row, not
/// the episode's other watches), n/→ and p/← change pages.
public final class HistoryScreen: HistoryRendering, TerminalScreen, FrontEnd {
  /// The store the screen reads and sends to.
  public let viewModel: HistoryView.ViewModel
  /// The selected row of the page on screen.
  /// A row by what it shows: one watch of an episode (an episode watched twice is two rows).
  struct RowID: Hashable {
    let ids: Ids
    let watchedAt: Date?

    init(_ poster: HistoryView.State.Poster) {
      ids = poster.ids
      watchedAt = poster.watchedAt
    }
  }

  /// The selected row: where the item the cursor is on is in the list now.
  public var selection: Int { cursor.row(in: viewModel.state) }
  /// The item the cursor is on, by id: it stays on it across reloads (``ListCursor``).
  private var cursor = ListCursor(\HistoryView.State.posters, id: RowID.init)

  /// Creates the screen on `viewModel`, with the first row selected.
  public init(viewModel: HistoryView.ViewModel) {
    self.viewModel = viewModel
  }

  public var keyHints: [KeyHint] {
    [
      KeyHint("↑↓", "move"), KeyHint("⏎", "open show"), KeyHint("w", "remove watch"),
      KeyHint("n/p", "page"),
    ]
  }

  public func render(width: Int, height: Int?) -> [Line] {
    Self.lines(for: viewModel.state, selection: selection, width: width, height: height)
  }

  /// Asks for pages of as many entries as fit under the heading.
  public func heightChanged(_ height: Int) {
    viewModel.send(.visibleRowsChanged(max(1, height - ListLayout.headingHeight)))
  }

  public func handle(_ key: Key) -> KeyHandling {
    if cursor.move(after: key, in: viewModel.state) { return .handled }
    let poster = cursor.selected(in: viewModel.state)
    switch key {
    case .enter:
      guard let poster else { return .handled }
      viewModel.send(.posterSelected(poster.ids))
    case .character("w"):
      // A row is one watch: remove that one, never the episode's other watches.
      guard let poster else { return .handled }
      if let watchedAt = poster.watchedAt {
        viewModel.send(.watchRemoved(episode: poster.ids, watchedAt: watchedAt))
      } else {
        viewModel.send(.unmarkAsWatched(episode: poster.ids))
      }
    // Page keys are always sent: while a page loads, the page on screen is not the one the
    // next key moves from, so only the reducer, which knows the page asked for, can tell
    // whether another page exists. A key never depends on a load having landed.
    case .right, .pageDown, .character("n"):
      cursor.reset()
      viewModel.send(.nextPageTapped)
    case .left, .pageUp, .character("p"):
      cursor.reset()
      viewModel.send(.previousPageTapped)
    default:
      return .ignored
    }
    return .handled
  }
}
