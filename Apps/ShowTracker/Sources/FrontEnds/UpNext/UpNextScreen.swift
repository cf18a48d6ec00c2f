import Identifiers
import Terminal
import UpNext

/// Up Next in the terminal: one row per show, most recently watched first, with the episode to
/// watch next.
///
/// ```swift
/// let screen = UpNextScreen(viewModel: store.connect(using: Connectors.UpNextConnector()))
/// ```
///
/// Keys: ↑/↓ or k/j move (PgUp/PgDn by a screen), `w` marks the row's next episode watched (the row moves on), Enter
/// opens the show.
///
/// What the screen (``UpNextScreen``) draws and what its keys do (``ListScreenContent``).
public enum UpNextContent: ListScreenContent {
  public static func rows(of state: UpNextView.State) -> [UpNextView.Row] { state.rows }

  public static func id(of row: UpNextView.Row) -> ShowID { row.show }

  public static var keyHints: [KeyHint] {
    [KeyHint("↑↓", "move"), KeyHint("⏎", "open show"), KeyHint("w", "watched")]
  }

  public static func handle(
    _ key: Key, on row: UpNextView.Row?, in state: UpNextView.State
  ) -> ListKey<UpNextView.Action> {
    switch key {
    case .enter:
      guard let row else { return .handled }
      guard let episode = row.next ?? row.upcoming else { return .send(.showSelected(row.show)) }
      return .send(.episodeOpened(episode.ids))
    case .character("w"):
      // The row is the show: the library marks its next episode when the press reaches it, so
      // a second press before the list is drawn again marks the episode after. The row stays
      // selected and moves on when the list reloads; a caught-up show's status line says
      // there is nothing to mark.
      guard let row else { return .handled }
      return .send(.markNextWatched(show: row.show))
    default:
      return .ignored
    }
  }

  /// The lines: a heading, then one row per show or a line saying why there is none.
  public static func lines(
    for state: UpNextView.State, selection: Int, width: Int, height: Int?
  ) -> [Line] {
    var layout = ListLayout(
      heading: ListLayout.heading(
        Line("Up next", Theme.heading), counting: state.rows.count, "show", state.status),
      width: width)
    guard
      case let (visible, selected)? = layout.rows(
        state.status, count: state.rows.count, selection: selection, height: height,
        failure: "Could not load Up Next: ",
        empty: "Nothing to watch next: mark an episode watched to start a show.")
    else { return layout.lines }
    // Columns line up: the titles as wide as the widest (up to a third of the line), the
    // counts and dates on the right as wide as the widest.
    let titleWidth = min(
      visible.map { DisplayWidth.of(sanitize(state.rows[$0].title)) }.max() ?? 0, width / 3)
    let rightWidth = visible.map { DisplayWidth.of(right(of: state.rows[$0])) }.max() ?? 0
    // The date column's name, over it at the right edge, when the heading leaves room.
    let label = "last watched"
    if let heading = layout.lines.first, !visible.isEmpty,
      heading.width + 2 + label.count <= width
    {
      layout.lines[0] =
        heading + Line(String(" ", repeated: width - heading.width - label.count))
        + Line(label, Theme.secondary)
    }
    for index in visible {
      layout.lines.append(
        row(
          state.rows[index], isSelected: index == selected, titleWidth: titleWidth,
          rightWidth: rightWidth, width: width))
    }
    if height == nil {
      layout.lines += IncompleteListNotes.lines(
        state.rows.map { ($0.title, $0.incomplete) }, width: width)
    }
    return layout.lines
  }

  /// "3 left  2024-03-20", or only the date when caught up.
  private static func right(of row: UpNextView.Row) -> String {
    (row.left.isEmpty ? "" : row.left + "  ") + row.lastWatched
  }

  /// "› Title  S01E02 · Episode title            3 left  2024-03-20": the title and episode cut
  /// to their columns, the counts and the date aligned on the right.
  private static func row(
    _ row: UpNextView.Row, isSelected: Bool, titleWidth: Int, rightWidth: Int, width: Int
  ) -> Line {
    let marker = Theme.marker(isSelected: isSelected)
    let summaryWidth = width - marker.width - titleWidth - rightWidth - 4
    var line: Line
    if summaryWidth >= 12 {
      line =
        marker + Line(DisplayWidth.fit(sanitize(row.title), to: titleWidth), Theme.heading)
        + Line("  ")
        + Line(
          DisplayWidth.fit(sanitize(row.summary), to: summaryWidth),
          row.next == nil ? Theme.secondary : Style())
        + Line("  ")
        + Line(DisplayWidth.fit(right(of: row), to: rightWidth, alignment: .right), Theme.secondary)
    } else {
      line = marker + Line(row.title + "  " + row.summary)
    }
    line = line.fitted(to: width)
    return isSelected ? Theme.selectedRow(line, width: width) : line
  }
}

/// Up Next's screen in the terminal: ``UpNextContent`` in the one ``ListScreen``.
public typealias UpNextScreen = ListScreen<UpNextContent>

extension ListScreen: UpNextRendering where Content == UpNextContent {}
