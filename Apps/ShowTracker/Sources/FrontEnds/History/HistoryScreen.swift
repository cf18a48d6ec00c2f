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
///
/// What the screen (``HistoryScreen``) draws and what its keys do (``ListScreenContent``).
public enum HistoryContent: ListScreenContent {
  /// A row by what it shows: one watch of an episode (an episode watched twice is two rows).
  public struct RowID: Hashable {
    let ids: Ids
    let watchedAt: Date?
  }

  public static func rows(of state: HistoryView.State) -> [HistoryView.State.Poster] {
    state.posters
  }

  public static func id(of row: HistoryView.State.Poster) -> RowID {
    RowID(ids: row.ids, watchedAt: row.watchedAt)
  }

  public static var keyHints: [KeyHint] {
    [
      KeyHint("↑↓", "move"), KeyHint("⏎", "open show"), KeyHint("w", "remove watch"),
      KeyHint("n/p", "page"),
    ]
  }

  /// `false`: Page Up and Page Down change pages.
  public static var pagesMoveTheCursor: Bool { false }

  /// Asks for pages of as many entries as fit under the heading.
  public static func action(forHeight height: Int) -> HistoryView.Action? {
    .visibleRowsChanged(max(1, height - ListLayout.headingHeight))
  }

  public static func handle(
    _ key: Key, on poster: HistoryView.State.Poster?, in state: HistoryView.State
  ) -> ListKey<HistoryView.Action> {
    switch key {
    case .enter:
      return poster.map { .send(.posterSelected($0.ids)) } ?? .handled
    case .character("w"):
      // A row is one watch: remove that one, never the episode's other watches.
      guard let poster else { return .handled }
      guard let watchedAt = poster.watchedAt else {
        return .send(.unmarkAsWatched(episode: poster.ids))
      }
      return .send(.watchRemoved(episode: poster.ids, watchedAt: watchedAt))
    // Page keys are always sent: while a page loads, the page on screen is not the one the
    // next key moves from, so only the reducer, which knows the page asked for, can tell
    // whether another page exists. A key never depends on a load having landed.
    case .right, .pageDown, .character("n"):
      return .send(.nextPageTapped, fromFirstRow: true)
    case .left, .pageUp, .character("p"):
      return .send(.previousPageTapped, fromFirstRow: true)
    default:
      return .ignored
    }
  }
}

/// The watched history's screen in the terminal: ``HistoryContent`` in the one ``ListScreen``.
public typealias HistoryScreen = ListScreen<HistoryContent>

extension ListScreen: HistoryRendering where Content == HistoryContent {}
