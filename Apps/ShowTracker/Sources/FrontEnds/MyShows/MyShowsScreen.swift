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
public final class MyShowsScreen: MyShowsRendering, TerminalScreen, FrontEnd {
  /// The store the screen reads and sends to.
  public let viewModel: MyShowsView.ViewModel
  /// The selected row: where the item the cursor is on is in the list now.
  public var selection: Int { cursor.row(in: viewModel.state) }
  /// The item the cursor is on, by id: it stays on it across reloads (``ListCursor``).
  private var cursor = ListCursor(\MyShowsView.State.rows, id: \.show)

  /// Creates the screen on `viewModel`, with the first row selected.
  public init(viewModel: MyShowsView.ViewModel) {
    self.viewModel = viewModel
  }

  public var keyHints: [KeyHint] {
    [
      KeyHint("↑↓", "move"), KeyHint("⏎", "open show"), KeyHint("f", "follow"),
      KeyHint("v", "filter"), KeyHint("s", "sort"),
    ]
  }

  public func render(width: Int, height: Int?) -> [Line] {
    cursor.drawn(height: height)
    return Self.lines(for: viewModel.state, selection: selection, width: width, height: height)
  }

  public func handle(_ key: Key) -> KeyHandling {
    let state = viewModel.state
    if cursor.move(after: key, in: state) { return .handled }
    let row = cursor.selected(in: state)
    switch key {
    case .enter:
      guard let row else { return .handled }
      viewModel.send(.showSelected(row.show))
    case .character("f"):
      guard let row else { return .handled }
      viewModel.send(.followToggled(show: row.show, follow: !row.isFollowed))
    case .character("v"):
      cursor.reset()
      viewModel.send(.filterChanged(state.filter.next))
    case .character("s"):
      cursor.reset()
      viewModel.send(.orderChanged(state.order.next))
    default:
      return .ignored
    }
    return .handled
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
  static func lines(
    for state: MyShowsView.State, selection: Int, width: Int, height: Int?
  ) -> [Line] {
    var heading = Line("My Shows", Theme.heading)
    heading.append(" · " + describe(state.filter, state.order), Theme.secondary)
    if state.status == .loaded, !state.rows.isEmpty {
      heading.append(
        " · " + (state.rows.count == 1 ? "1 show" : "\(state.rows.count) shows"), Theme.secondary)
    }
    var layout = ListLayout(heading: heading, width: width)
    guard
      layout.showsRows(
        state.status, isEmpty: state.rows.isEmpty, failure: "Could not load My Shows: ",
        empty: state.filter == .following
          ? "No shows followed yet: watch an episode or press f on a show to follow it."
          : "No shows here.")
    else { return layout.lines }
    let (visible, selected) = layout.window(
      count: state.rows.count, selection: selection, height: height)
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
