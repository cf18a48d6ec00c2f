import Identifiers
import Search
import Terminal

/// Search in the terminal: a query line and the matching shows, with years, channel, status
/// and the user's progress.
///
/// The screen has two modes. While the query is being edited, printable keys go into the
/// query: each edit sends ``SearchView/Action/queryChanged(_:)`` (the store debounces and
/// cancels); Enter moves to the results, sending ``SearchView/Action/querySubmitted`` first
/// when they are still on their way; Esc or ↓ moves to the results. On the results, ↑/↓ or
/// k/j move, Enter opens the show and `i` edits the query again. `t` asks TVMaze for the
/// query: its shows the library lacks come below the library's, and Enter or `a` on one adds it
/// (``SearchView/Action/addRequested(tvmazeID:)``). `/`, the search key everywhere in the app,
/// starts a new query in both modes.
public final class SearchScreen: SearchRendering, TerminalScreen, FrontEnd {
  /// The store the screen reads and sends to.
  public let viewModel: SearchView.ViewModel
  /// The selected row: where the item the cursor is on is in the list now.
  public var selection: Int { cursor.row(in: viewModel.state) }
  /// The item the cursor is on, by id: it stays on it across reloads (``ListCursor``).
  private var cursor = ListCursor(\SearchView.State.rows, id: \.id)
  /// Whether keys edit the query.
  public private(set) var isEditingQuery: Bool

  /// Creates the screen; it starts editing when the query is empty.
  public init(viewModel: SearchView.ViewModel) {
    self.viewModel = viewModel
    self.isEditingQuery = viewModel.state.query.isEmpty
  }

  public var capturesText: Bool { isEditingQuery }

  public var keyHints: [KeyHint] {
    isEditingQuery
      ? [
        KeyHint("type", "search"), KeyHint("⏎", "results"), KeyHint("/", "new query"),
        KeyHint("esc", "stop typing"),
      ]
      : [
        KeyHint("↑↓", "move"),
        isOnTVMazeRow ? KeyHint("⏎/a", "add from TVMaze") : KeyHint("⏎", "open show"),
        KeyHint("t", "search TVMaze"), KeyHint("/", "new query"), KeyHint("i", "edit query"),
      ]
  }

  /// Whether the cursor is on a show of TVMaze's.
  private var isOnTVMazeRow: Bool {
    if case .tvmaze = cursor.selected(in: viewModel.state) { return true }
    return false
  }

  /// Puts the cursor in the query, as `/` does anywhere in the app.
  public func beginEditing() {
    isEditingQuery = true
  }

  public func render(width: Int, height: Int?) -> [Line] {
    // Full screen the results are under the query, the status line and a blank line.
    cursor.drawn(height: height, above: 3)
    return Self.lines(
      for: viewModel.state, selection: selection, isEditing: isEditingQuery, width: width,
      height: height)
  }

  public func handle(_ key: Key) -> KeyHandling {
    isEditingQuery ? handleEditing(key) : handleResults(key)
  }

  private func handleEditing(_ key: Key) -> KeyHandling {
    let query = viewModel.state.query
    switch key {
    case .character("/"):
      // `/` is the search key everywhere in the app: here too it starts a new query.
      startNewQuery()
    case .character(let character):
      cursor.reset()
      viewModel.send(.queryChanged(query + String(character)))
    case .backspace:
      guard !query.isEmpty else { return .handled }
      cursor.reset()
      viewModel.send(.queryChanged(String(query.dropLast())))
    case .control("u"):
      cursor.reset()
      viewModel.send(.queryChanged(""))
    case .enter:
      isEditingQuery = false
      // Search now only if the results of this query are still on their way: submitting
      // again would hide the results on screen while it runs.
      if viewModel.state.phase == .searching { viewModel.send(.querySubmitted) }
    case .escape, .down:
      isEditingQuery = false
    default:
      return .ignored
    }
    return .handled
  }

  /// Empties the query and puts the cursor in it.
  private func startNewQuery() {
    isEditingQuery = true
    cursor.reset()
    if !viewModel.state.query.isEmpty { viewModel.send(.queryChanged("")) }
  }

  private func handleResults(_ key: Key) -> KeyHandling {
    if cursor.move(after: key, in: viewModel.state) { return .handled }
    switch key {
    case .enter, .character("a"):
      switch cursor.selected(in: viewModel.state) {
      case .library(let result) where key == .enter: viewModel.send(.resultSelected(result.show))
      case .tvmaze(let result): viewModel.send(.addRequested(tvmazeID: result.tvmazeID))
      // `a` adds only a show of TVMaze's: on the library's, the shell says it does nothing.
      case .library: return .ignored
      case nil: break
      }
    case .character("t"):
      let state = viewModel.state
      guard !state.query.allSatisfy(\.isWhitespace), state.tvmaze != .searching else {
        return .handled
      }
      viewModel.send(.tvmazeRequested)
    case .character("/"):
      startNewQuery()
    case .character("i"):
      isEditingQuery = true
    default:
      return .ignored
    }
    return .handled
  }
}
