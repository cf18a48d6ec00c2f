import Stats
import Terminal

/// Stats in the terminal: one row per item.
///
/// Keys: ↑/↓ or k/j move, Enter opens the selected row.
public final class StatsScreen: StatsRendering, TerminalScreen {
  /// The store the screen reads and sends to.
  public let viewModel: StatsView.ViewModel
  /// The selected row.
  public private(set) var selection = 0
  public private(set) var renderCount = 0

  /// Creates the screen on `viewModel`, with the first row selected.
  public init(viewModel: StatsView.ViewModel) {
    self.viewModel = viewModel
  }

  public var capturesText: Bool { false }

  public var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("⏎", "open")] }

  public func render(width: Int, height: Int?) -> [Line] {
    renderCount += 1
    let state = viewModel.state
    var lines = [Line("Stats", Theme.heading).fitted(to: width), Line()]
    switch state.status {
    case .loading:
      lines.append(Line("Loading…", Theme.secondary).fitted(to: width))
      return lines
    case .failed(let message):
      lines.append(Line("Could not load Stats: " + message, Theme.failure).fitted(to: width))
      return lines
    case .loaded:
      break
    }
    guard !state.rows.isEmpty else {
      lines.append(Line("Nothing here yet.", Theme.secondary).fitted(to: width))
      return lines
    }
    let selection = ListWindow.clamp(self.selection, count: state.rows.count)
    let visible = ListWindow.visibleRange(
      count: state.rows.count, selection: selection, height: height.map { $0 - lines.count })
    for index in visible {
      let isSelected = height != nil && index == selection
      let line = (Theme.marker(isSelected: isSelected) + Line(state.rows[index].title)).fitted(
        to: width)
      lines.append(isSelected ? Theme.selectedRow(line, width: width) : line)
    }
    return lines
  }

  public func handle(_ key: Key) -> KeyHandling {
    let rows = viewModel.state.rows
    selection = ListWindow.clamp(selection, count: rows.count)
    if let moved = ListWindow.selection(after: key, from: selection, count: rows.count) {
      selection = moved
      return .handled
    }
    guard key == .enter else { return .ignored }
    guard rows.indices.contains(selection) else { return .handled }
    viewModel.send(.rowSelected(id: rows[selection].id))
    return .handled
  }
}
