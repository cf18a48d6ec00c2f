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
///
/// What the screen (``UpcomingScreen``) draws and what its keys do (``ListScreenContent``).
public enum UpcomingContent: ListScreenContent {
  public static func rows(of state: UpcomingView.State) -> [UpcomingView.Episode] {
    state.episodes
  }

  public static func id(of row: UpcomingView.Episode) -> Ids { row.ids }

  public static var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("⏎", "open show")] }

  public static func handle(
    _ key: Key, on row: UpcomingView.Episode?, in state: UpcomingView.State
  ) -> ListKey<UpcomingView.Action> {
    guard key == .enter else { return .ignored }
    return row.map { .send(.showSelected($0.ids.show)) } ?? .handled
  }

  /// The lines: a heading, then the days with their episodes, or a line saying why there are
  /// none. Full screen, the window keeps the selected episode in view.
  public static func lines(
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
            ? "the first \(count) episodes" : counted(count, "episode")),
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

  /// "› Show title   S01E02  21:00  Episode title": the show cut to its column; the time in the
  /// user's time zone, when TVMaze gave one.
  private static func row(
    _ episode: UpcomingView.Episode, isSelected: Bool, showWidth: Int, width: Int
  ) -> Line {
    var line =
      Theme.marker(isSelected: isSelected)
      + Line(DisplayWidth.fit(sanitize(episode.showTitle), to: showWidth))
      + Line("  ") + Line(episode.code, Theme.accent) + Line("  ")
      + (episode.airTime.map { Line($0 + "  ") } ?? Line(""))
      + Line(sanitize(episode.title), Theme.secondary)
    line = line.fitted(to: width)
    return isSelected ? Theme.selectedRow(line, width: width) : line
  }
}

/// The Upcoming screen in the terminal: ``UpcomingContent`` in the one ``ListScreen``.
public typealias UpcomingScreen = ListScreen<UpcomingContent>

extension ListScreen: UpcomingRendering where Content == UpcomingContent {}
