import Terminal
import Watchlist

/// Watchlist in the terminal: one row per item. Keys: ↑/↓ or k/j move, Enter opens the row.
public final class WatchlistScreen: WatchlistRendering, TerminalScreen, FrontEnd {
  /// The store the screen reads and sends to.
  public let viewModel: WatchlistView.ViewModel
  /// The selected row: where the item the cursor is on is in the list now.
  public var selection: Int { cursor.row(in: viewModel.state) }
  /// The item the cursor is on, by id: it stays on it across reloads (``ListCursor``).
  private var cursor = ListCursor(\WatchlistView.State.rows, id: \.id)

  /// Creates the screen on `viewModel`, the cursor on the first row.
  public init(viewModel: WatchlistView.ViewModel) {
    self.viewModel = viewModel
  }

  public var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("⏎", "open")] }

  public func render(width: Int, height: Int?) -> [Line] {
    cursor.drawn(height: height)  // Page Up/Down move by the rows this draw has room for
    let state = viewModel.state
    var layout = ListLayout(heading: Line("Watchlist", Theme.heading), width: width)
    guard
      layout.showsRows(
        state.status, isEmpty: state.rows.isEmpty, failure: "Could not load Watchlist: ",
        empty: "Nothing here yet.")
    else { return layout.lines }
    let window = layout.window(count: state.rows.count, selection: selection, height: height)
    for index in window.rows {
      let isSelected = index == window.selected
      let line = (Theme.marker(isSelected: isSelected) + Line(state.rows[index].title))
        .fitted(to: width)
      layout.lines.append(isSelected ? Theme.selectedRow(line, width: width) : line)
    }
    return layout.lines
  }

  public func handle(_ key: Key) -> KeyHandling {
    if cursor.move(after: key, in: viewModel.state) { return .handled }
    guard key == .enter else { return .ignored }
    if let row = cursor.selected(in: viewModel.state) { viewModel.send(.rowSelected(id: row.id)) }
    return .handled
  }
}
