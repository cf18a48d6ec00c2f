import Search
import Terminal

/// Search in the terminal: a query line and the matching shows, with years, channel, status
/// and the user's progress.
///
/// The screen has two modes. While the query is being edited, printable keys go into the
/// query: each edit sends ``SearchView/Action/queryChanged(_:)`` (the store debounces and
/// cancels); Enter moves to the results, sending ``SearchView/Action/querySubmitted`` first
/// when they are still on their way; Esc or ↓ moves to the results. On the results, ↑/↓ or k/j move, Enter opens the show and `/`
/// edits the query again.
public final class SearchScreen: SearchRendering, TerminalScreen {
  /// The store the screen reads and sends to.
  public let viewModel: SearchView.ViewModel
  /// The selected result.
  public private(set) var selection = 0
  /// Whether keys edit the query.
  public private(set) var isEditingQuery: Bool
  public private(set) var renderCount = 0

  /// Creates the screen; it starts editing when the query is empty.
  public init(viewModel: SearchView.ViewModel) {
    self.viewModel = viewModel
    self.isEditingQuery = viewModel.state.query.isEmpty
  }

  public var capturesText: Bool { isEditingQuery }

  public var keyHints: [KeyHint] {
    isEditingQuery
      ? [KeyHint("type", "search"), KeyHint("⏎", "results"), KeyHint("esc", "stop typing")]
      : [KeyHint("↑↓", "move"), KeyHint("⏎", "open show"), KeyHint("/", "edit query")]
  }

  /// Puts the cursor in the query, as `/` does anywhere in the app.
  public func beginEditing() {
    isEditingQuery = true
  }

  public func render(width: Int, height: Int?) -> [Line] {
    renderCount += 1
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
    case .character(let character):
      selection = 0
      viewModel.send(.queryChanged(query + String(character)))
    case .backspace:
      guard !query.isEmpty else { return .handled }
      selection = 0
      viewModel.send(.queryChanged(String(query.dropLast())))
    case .control("u"):
      selection = 0
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

  private func handleResults(_ key: Key) -> KeyHandling {
    let results = viewModel.state.results
    selection = ListWindow.clamp(selection, count: results.count)
    if let moved = ListWindow.selection(after: key, from: selection, count: results.count) {
      selection = moved
      return .handled
    }
    switch key {
    case .enter:
      guard results.indices.contains(selection) else { return .handled }
      viewModel.send(.resultSelected(results[selection].show))
    case .character("/"), .character("i"):
      isEditingQuery = true
    default:
      return .ignored
    }
    return .handled
  }
}
