import Identifiers
import Terminal
import Upcoming

/// Upcoming in the terminal: a heading per day ("Today", "Tomorrow", "Thu 2026-12-03"), then
/// each episode airing that day: show, code, title.
///
/// ```swift
/// let screen = UpcomingScreen(viewModel: store.connect(using: Connectors.UpcomingConnector()))
/// ```
///
/// Keys: ↑/↓ or k/j move over the episodes (PgUp/PgDn by a screen), Enter opens the episode's show.
public final class UpcomingScreen: UpcomingRendering, TerminalScreen, FrontEnd {
  /// The store the screen reads and sends to.
  public let viewModel: UpcomingView.ViewModel
  /// The selected row: where the item the cursor is on is in the list now.
  public var selection: Int { cursor.row(in: viewModel.state) }
  /// The item the cursor is on, by id: it stays on it across reloads (``ListCursor``).
  private var cursor = ListCursor(\UpcomingView.State.episodes, id: \.ids)

  /// Creates the screen on `viewModel`, with the first episode selected.
  public init(viewModel: UpcomingView.ViewModel) {
    self.viewModel = viewModel
  }

  public var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("⏎", "open show")] }

  public func render(width: Int, height: Int?) -> [Line] {
    cursor.drawn(height: height)
    return Self.lines(for: viewModel.state, selection: selection, width: width, height: height)
  }

  public func handle(_ key: Key) -> KeyHandling {
    if cursor.move(after: key, in: viewModel.state) { return .handled }
    guard key == .enter else { return .ignored }
    if let episode = cursor.selected(in: viewModel.state) {
      viewModel.send(.showSelected(episode.ids.show))
    }
    return .handled
  }

  /// The lines: a heading, then the days with their episodes, or a line saying why there are
  /// none. Full screen, the window keeps the selected episode in view.
  static func lines(
    for state: UpcomingView.State, selection: Int, width: Int, height: Int?
  ) -> [Line] {
    var heading = Line("Upcoming", Theme.heading)
    heading.append(
      " · " + (state.dayCount == 1 ? "today" : "the next \(state.dayCount) days"),
      Theme.secondary)
    let count = state.episodes.count
    if state.status == .loaded, count > 0 {
      heading.append(
        " · "
          + (state.isTruncated
            ? "the first \(count) episodes" : count == 1 ? "1 episode" : "\(count) episodes"),
        Theme.secondary)
    }
    var layout = ListLayout(heading: heading, width: width)
    guard
      layout.showsRows(
        state.status, isEmpty: count == 0, failure: "Could not load Upcoming: ",
        empty: "Nothing airs from \(state.firstDay) to \(state.lastDay) in the shows you follow.")
    else { return layout.lines }
    let selected = layout.window(count: count, selection: selection, height: height).selected
    let showWidth = min(
      state.episodes.map { DisplayWidth.of(sanitize($0.showTitle)) }.max() ?? 0, width / 3)
    // Every line of the list, and which one holds the selected episode.
    var body: [Line] = []
    var selectedLine = 0
    var index = 0
    for day in state.days {
      var dayHeading = Line(day.label, Theme.heading)
      if day.label != day.date, !day.label.hasSuffix(day.date) {
        dayHeading.append(" · " + day.date, Theme.secondary)
      }
      body.append(dayHeading.fitted(to: width))
      for episode in day.episodes {
        let isSelected = index == selected
        if isSelected { selectedLine = body.count }
        body.append(row(episode, isSelected: isSelected, showWidth: showWidth, width: width))
        index += 1
      }
    }
    return layout.lines
      + body[layout.window(count: body.count, selection: selectedLine, height: height).rows]
  }

  /// "› Show title   S01E02  Episode title": the show cut to its column.
  private static func row(
    _ episode: UpcomingView.Episode, isSelected: Bool, showWidth: Int, width: Int
  ) -> Line {
    var line =
      Theme.marker(isSelected: isSelected)
      + Line(DisplayWidth.fit(sanitize(episode.showTitle), to: showWidth))
      + Line("  ") + Line(episode.code, Theme.accent) + Line("  ")
      + Line(sanitize(episode.title), Theme.secondary)
    line = line.fitted(to: width)
    return isSelected ? Theme.selectedRow(line, width: width) : line
  }
}
