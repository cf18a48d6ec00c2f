import Identifiers
import Stats
import Terminal

/// Stats in the terminal: the totals, the longest streak, a bar chart per year and per month,
/// and the shows watched longest.
///
/// ```swift
/// let screen = StatsScreen(viewModel: store.connect(using: Connectors.StatsConnector()))
/// ```
///
/// Keys: ↑/↓ or k/j move over the top shows (PgUp/PgDn by a screen), Enter opens the selected one, ←/→ or `[`/`]` show
/// the year before or after (past the ends: every year).
///
/// What the screen (``StatsScreen``) draws and what its keys do (``ListScreenContent``).
public enum StatsContent: ListScreenContent {
  public static func rows(of state: StatsView.State) -> [StatsView.TopShow] { state.topShows }

  public static func id(of row: StatsView.TopShow) -> ShowID { row.show }

  public static var keyHints: [KeyHint] {
    [KeyHint("↑↓", "move"), KeyHint("⏎", "open show"), KeyHint("←→", "year")]
  }

  public static func handle(
    _ key: Key, on row: StatsView.TopShow?, in state: StatsView.State
  ) -> ListKey<StatsView.Action> {
    switch key {
    case .enter: row.map { .send(.showSelected($0.show)) } ?? .handled
    case .left, .character("["), .character("h"):
      .send(.yearSelected(year(from: state, by: -1)), fromFirstRow: true)
    case .right, .character("]"), .character("l"):
      .send(.yearSelected(year(from: state, by: 1)), fromFirstRow: true)
    default: .ignored
    }
  }

  /// The year `offset` years of the chart away from the one shown; from every year, ← goes
  /// to the last and → to the first; past either end, every year again.
  static func year(from state: StatsView.State, by offset: Int) -> Int? {
    let years = state.years.compactMap { Int($0.key) }
    guard !years.isEmpty else { return nil }
    guard let year = state.year, let index = years.firstIndex(of: year) else {
      return offset < 0 ? years.last : years.first
    }
    let next = index + offset
    return years.indices.contains(next) ? years[next] : nil
  }

  /// The lines: a heading, the totals, the charts, the top shows.
  public static func lines(
    for state: StatsView.State, selection: Int, width: Int, height: Int?
  ) -> [Line] {
    var layout = ListLayout(
      heading: Line("Stats", Theme.heading) + Line(" · " + state.scope, Theme.secondary),
      width: width)
    let when = state.year.map { " in \($0)" } ?? " yet"
    guard
      layout.showsRows(
        state.status, isEmpty: state.totals.plays == 0, failure: "Could not load Stats: ",
        empty: "Nothing watched\(when): mark an episode watched to start.")
    else { return layout.lines }
    layout.lines.append(
      (Line("Watched   ", Theme.secondary) + Line(summary(state.totals))).fitted(to: width))
    // The streak going on, and the longest just under it.
    if let current = state.currentStreak {
      let text = counted(current.days, "day") + " now, since \(current.first)"
      layout.lines.append((Line("Streak    ", Theme.secondary) + Line(text)).fitted(to: width))
    }
    if let longest = state.longestStreak {
      let text =
        longest.days == 1
        ? "1 day, \(longest.first)"
        : "\(longest.days) days in a row, \(longest.first) to \(longest.last)"
      layout.lines.append((Line("Longest   ", Theme.secondary) + Line(text)).fitted(to: width))
    }
    layout.lines.append(Line())
    var charts: [Line] = []
    charts.append(Line("By year", Theme.heading))
    charts += chart(state.years, highlight: state.year.map { "\($0)" }, width: width)
    if let monthsYear = state.monthsYear, !state.months.isEmpty {
      charts.append(Line())
      charts.append(Line("By month, \(monthsYear)", Theme.heading))
      charts += chart(state.months, highlight: nil, width: width)
    }
    charts.append(Line())
    charts.append(Line("Top shows by time", Theme.heading))
    // Full screen, the charts scroll away to keep the selected show in view (once it is not
    // the first).
    let selected = layout.window(
      count: state.topShows.count, selection: selection, height: height
    ).selected
    let titleWidth = min(
      state.topShows.map { DisplayWidth.of(sanitize($0.title)) }.max() ?? 0, width / 3)
    var body = charts
    var selectedLine = 0
    for (index, show) in state.topShows.enumerated() {
      let isSelected = index == selected
      // The charts stay in view until the selection moves down the list.
      if isSelected, index > 0 { selectedLine = body.count }
      var line =
        Theme.marker(isSelected: isSelected)
        + Line(DisplayWidth.fit(sanitize(show.title), to: titleWidth)) + Line("  ")
        + bar(show.fraction, width: 16) + Line("  ")
        + Line(summary(show.totals), Theme.secondary)
      line = line.fitted(to: width)
      body.append(isSelected ? Theme.selectedRow(line, width: width) : line)
    }
    return layout.lines
      + body[layout.window(count: body.count, selection: selectedLine, height: height).rows]
  }

  /// "412 plays of 380 episodes · 309 h (7 plays of unknown length)"; "62 plays · 46 h" where
  /// different episodes are not counted.
  static func summary(_ totals: StatsView.Totals) -> String {
    var text = counted(totals.plays, "play")
    if let episodes = totals.episodes { text += " of " + counted(episodes, "episode") }
    text += " · \(totals.time)"
    if totals.unknownRuntime > 0 {
      text += " (\(counted(totals.unknownRuntime, "play")) of unknown length)"
    }
    return text
  }

  /// One line per bar: "  2025  ████████████░░░░░░░░  99 h · 132 plays"; plays of unknown
  /// length, which the bar (by time) cannot show, are counted beside it: "· 62 of unknown
  /// length". The bar of the
  /// year shown (`highlight`) has its label in the heading's style: the cursor `›` marks only
  /// the row a key acts on, and a printed chart has none.
  private static func chart(_ bars: [StatsView.Bar], highlight: String?, width: Int) -> [Line] {
    let labelWidth = bars.map { DisplayWidth.of($0.label) }.max() ?? 0
    let barWidth = max(10, min(30, width - labelWidth - 40))
    return bars.map { item in
      let label = DisplayWidth.fit(item.label, to: labelWidth)
      return
        (Line("  ") + Line(label, item.key == highlight ? Theme.heading : .plain) + Line("  ")
        + bar(item.fraction, width: barWidth) + Line("  ")
        + Line(
          item.totals.plays == 0
            ? ""
            : "\(item.totals.time) · \(counted(item.totals.plays, "play"))"
              + (item.totals.unknownRuntime > 0
                ? " · \(item.totals.unknownRuntime) of unknown length" : ""),
          Theme.secondary)).fitted(to: width)
    }
  }

  private static func bar(_ fraction: Double, width: Int) -> Line {
    ProgressBar.line(fraction: fraction, width: width)
  }
}

/// The Stats screen in the terminal: ``StatsContent`` in the one ``ListScreen``.
public typealias StatsScreen = ListScreen<StatsContent>

extension ListScreen: StatsRendering where Content == StatsContent {}
