import Identifiers
import MyShows
import Terminal

/// My Shows in the terminal: one row per show with a progress bar, the next episode to watch,
/// when an episode airs next, network and status.
///
/// ```swift
/// let screen = MyShowsScreen(viewModel: store.connect(using: Connectors.MyShowsConnector()))
/// ```
///
/// Keys: ↑/↓ or k/j move (PgUp/PgDn by a screen), Enter opens the show, `f` follows or unfollows it, `v` shows the next
/// filter (following, behind, ended, all), `s` the next order (recent activity, title,
/// progress, rating).
///
/// What the screen (``MyShowsScreen``) draws and what its keys do (``ListScreenContent``).
public enum MyShowsContent: ListScreenContent {
  public static func rows(of state: MyShowsView.State) -> [MyShowsView.Row] { state.rows }

  public static func id(of row: MyShowsView.Row) -> ShowID { row.show }

  public static var keyHints: [KeyHint] {
    [
      KeyHint("↑↓", "move"), KeyHint("⏎", "open show"), KeyHint("f", "follow"),
      KeyHint("v", "filter"), KeyHint("s", "sort"),
    ]
  }

  public static func handle(
    _ key: Key, on row: MyShowsView.Row?, in state: MyShowsView.State
  ) -> ListKey<MyShowsView.Action> {
    switch key {
    case .enter: row.map { .send(.showSelected($0.show)) } ?? .handled
    case .character("f"):
      row.map { .send(.followToggled(show: $0.show, follow: !$0.isFollowed)) } ?? .handled
    case .character("v"): .send(.filterChanged(state.filter.next), fromFirstRow: true)
    case .character("s"): .send(.orderChanged(state.order.next), fromFirstRow: true)
    default: .ignored
    }
  }

  /// What the heading says of a filter and an order: "following · by recent activity".
  static func describe(_ filter: MyShowsView.Filter, _ order: MyShowsView.Order) -> String {
    let shows =
      switch filter {
      case .following: "following"
      case .behind: "behind"
      case .ended: "ended"
      case .all: "all shows"
      }
    let sorted =
      switch order {
      case .activity: "by recent activity"
      case .title: "by title"
      case .progress: "by progress"
      case .rating: "by rating"
      }
    return shows + " · " + sorted
  }

  /// The lines: a heading, then one row per show or a line saying why there is none.
  public static func lines(
    for state: MyShowsView.State, selection: Int, width: Int, height: Int?
  ) -> [Line] {
    let title =
      Line("My Shows", Theme.heading)
      + Line(" · " + describe(state.filter, state.order), Theme.secondary)
    var layout = ListLayout(
      heading: ListLayout.heading(title, counting: state.rows.count, "show", state.status),
      width: width)
    guard
      case let (visible, selected)? = layout.rows(
        state.status, count: state.rows.count, selection: selection, height: height,
        failure: "Could not load My Shows: ",
        // Full screen the app's key; printed once (the command line), the command.
        empty: state.filter != .following
          ? "No shows here."
          : height == nil
            ? "No shows followed yet: run showtracker follow SHOW, or watch an episode."
            : "No shows followed yet: watch an episode or press f on a show to follow it.")
    else { return layout.lines }
    let titleWidth = min(
      visible.map { DisplayWidth.of(sanitize(state.rows[$0].title)) + 2 }.max() ?? 0, width / 3)
    let progressWidth = visible.map { state.rows[$0].progress.count }.max() ?? 0
    // The next episode gets what the title, the bar and the facts leave, but at least 24
    // columns: when the line is short, the facts on the right are cut first.
    let rightWidth = visible.map { DisplayWidth.of(sanitize(right(of: state.rows[$0]))) }.max() ?? 0
    let nextWidest = visible.map { DisplayWidth.of(sanitize(state.rows[$0].nextText)) }.max() ?? 0
    let fixed = 2 + titleWidth + 2 + 8 + 1 + progressWidth + 2
    let nextWidth = min(nextWidest, max(24, width - fixed - 2 - rightWidth))
    for index in visible {
      layout.lines.append(
        row(
          state.rows[index], isSelected: index == selected,
          columns: (titleWidth, progressWidth, nextWidth), width: width))
    }
    if height == nil {
      layout.lines += IncompleteListNotes.lines(
        state.rows.map { ($0.title, $0.incomplete) }, width: width)
    }
    return layout.lines
  }

  /// "rated 8/10 · airs tomorrow · Netflix", "BBC One · Ended": what comes after the next
  /// episode. A running show's status goes without saying.
  private static func right(of row: MyShowsView.Row) -> String {
    [
      row.rating.map { "rated \($0)/10" } ?? "",
      row.nextAirLabel.isEmpty ? "" : "airs " + row.nextAirLabel, row.network,
      row.status == "Running" ? "" : row.status,
    ]
    .filter { !$0.isEmpty }.joined(separator: " · ")
  }

  /// "› Title ★  ████░░░░  5/12  S01E06 · The Crossing  airs tomorrow · Netflix · Running".
  private static func row(
    _ row: MyShowsView.Row, isSelected: Bool, columns: (title: Int, progress: Int, next: Int),
    width: Int
  ) -> Line {
    var line = Theme.marker(isSelected: isSelected)
    if row.isFollowed, columns.title > 2 {
      line.append(DisplayWidth.fit(sanitize(row.title), to: columns.title - 2))
      line.append(" ★", Theme.watched)
    } else {
      line.append(DisplayWidth.fit(sanitize(row.title), to: columns.title))
    }
    line.append("  ")
    if row.progress.isEmpty {
      line.append(String(" ", repeated: 8))
    } else {
      line += ProgressBar.line(fraction: row.progressFraction, width: 8)
    }
    line.append(" " + DisplayWidth.fit(row.progress, to: columns.progress, alignment: .right))
    line.append("  ")
    line.append(
      DisplayWidth.fit(sanitize(row.nextText), to: columns.next),
      row.next == nil ? Theme.secondary : Style())
    line.append("  ")
    line.append(sanitize(right(of: row)), Theme.secondary)
    line = line.fitted(to: width)
    return isSelected ? Theme.selectedRow(line, width: width) : line
  }
}

/// My Shows' screen in the terminal: ``MyShowsContent`` in the one ``ListScreen``.
public typealias MyShowsScreen = ListScreen<MyShowsContent>

extension ListScreen: MyShowsRendering where Content == MyShowsContent {}
