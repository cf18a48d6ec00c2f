import Identifiers
import Terminal
import Watchlist

/// The watchlist in the terminal: one row per show, the most recently saved first, with its
/// year, network, how many episodes the library knows and the day it was saved.
///
/// ```swift
/// let screen = WatchlistScreen(viewModel: store.connect(using: Connectors.WatchlistConnector()))
/// ```
///
/// Keys: ↑/↓ or k/j move (PgUp/PgDn by a screen), Enter opens the show, `x` or Delete takes it
/// off the watchlist (one undo step: `u` puts it back).
///
/// What the screen (``WatchlistScreen``) draws and what its keys do (``ListScreenContent``).
public enum WatchlistContent: ListScreenContent {
  public static func rows(of state: WatchlistView.State) -> [WatchlistView.Row] { state.rows }

  public static func id(of row: WatchlistView.Row) -> ShowID { row.show }

  public static var keyHints: [KeyHint] {
    [KeyHint("↑↓", "move"), KeyHint("⏎", "open show"), KeyHint("x", "remove")]
  }

  public static func handle(
    _ key: Key, on row: WatchlistView.Row?, in state: WatchlistView.State
  ) -> ListKey<WatchlistView.Action> {
    switch key {
    case .enter: row.map { .send(.showSelected($0.show)) } ?? .handled
    case .character("x"), .delete: row.map { .send(.showRemoved($0.show)) } ?? .handled
    default: .ignored
    }
  }

  /// The lines: a heading, then one row per show or a line saying why there is none; printed
  /// once, a note under the list for each show not in the library yet.
  public static func lines(
    for state: WatchlistView.State, selection: Int, width: Int, height: Int?
  ) -> [Line] {
    var layout = ListLayout(
      heading: ListLayout.heading(
        Line("Watchlist", Theme.heading), counting: state.rows.count, "show", state.status),
      width: width)
    guard
      case let (visible, selected)? = layout.rows(
        state.status, count: state.rows.count, selection: selection, height: height,
        failure: "Could not load the watchlist: ",
        // Full screen the app's key; printed once (the command line), the command.
        empty: height == nil
          ? "No shows saved yet: showtracker watchlist add SHOW saves one for later."
          : "No shows saved yet: press a on a show to save it for later.")
    else { return layout.lines }
    let year = visible.map { state.rows[$0].yearText.count }.max() ?? 0
    let network = min(
      visible.map { DisplayWidth.of(sanitize(state.rows[$0].network)) }.max() ?? 0, 20)
    let episodes = visible.map { state.rows[$0].episodesText.count }.max() ?? 0
    // The title gets what the other columns leave, but at least 16: when the line is short,
    // the day it was saved is cut first.
    let rest =
      2 + (year > 0 ? 2 + year : 0) + (network > 0 ? 2 + network : 0) + 2 + episodes
      + "  added 2026-11-30".count
    let title = min(
      visible.map { DisplayWidth.of(sanitize(state.rows[$0].title)) }.max() ?? 0,
      max(16, width - rest))
    let columns = Columns(title: title, year: year, network: network, episodes: episodes)
    for index in visible {
      layout.lines.append(
        row(state.rows[index], isSelected: index == selected, columns: columns, width: width))
    }
    if height == nil {
      layout.lines += IncompleteListNotes.lines(
        state.rows.map { ($0.title, $0.notInLibrary) }, width: width)
    }
    return layout.lines
  }

  /// The widths of a row's columns: the widest of the rows drawn.
  private struct Columns {
    let title: Int
    let year: Int
    let network: Int
    let episodes: Int
  }

  /// "› Severance  2022  Apple TV+  19 episodes  added 2026-11-30".
  private static func row(
    _ row: WatchlistView.Row, isSelected: Bool, columns: Columns, width: Int
  ) -> Line {
    var line = Theme.marker(isSelected: isSelected)
    line.append(DisplayWidth.fit(sanitize(row.title), to: columns.title))
    if columns.year > 0 { line.append("  " + DisplayWidth.fit(row.yearText, to: columns.year)) }
    if columns.network > 0 {
      line.append(
        "  " + DisplayWidth.fit(sanitize(row.network), to: columns.network), Theme.secondary)
    }
    line.append(
      "  " + DisplayWidth.fit(row.episodesText, to: columns.episodes),
      row.notInLibrary == nil ? Style() : Theme.secondary)
    line.append("  added " + row.added, Theme.secondary)
    line = line.fitted(to: width)
    return isSelected ? Theme.selectedRow(line, width: width) : line
  }
}

/// The watchlist's screen in the terminal: ``WatchlistContent`` in the one ``ListScreen``.
public typealias WatchlistScreen = ListScreen<WatchlistContent>

extension ListScreen: WatchlistRendering where Content == WatchlistContent {}
