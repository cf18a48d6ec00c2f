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
public final class StatsScreen: StatsRendering, TerminalScreen, FrontEnd {
  /// The store the screen reads and sends to.
  public let viewModel: StatsView.ViewModel
  /// The selected row: where the item the cursor is on is in the list now.
  public var selection: Int { cursor.row(in: viewModel.state) }
  /// The item the cursor is on, by id: it stays on it across reloads (``ListCursor``).
  private var cursor = ListCursor(\StatsView.State.topShows, id: \.show)

  /// Creates the screen on `viewModel`, with the first top show selected.
  public init(viewModel: StatsView.ViewModel) {
    self.viewModel = viewModel
  }

  public var keyHints: [KeyHint] {
    [KeyHint("↑↓", "move"), KeyHint("⏎", "open show"), KeyHint("←→", "year")]
  }

  public func render(width: Int, height: Int?) -> [Line] {
    cursor.drawn(height: height)
    return Self.lines(for: viewModel.state, selection: selection, width: width, height: height)
  }

  public func handle(_ key: Key) -> KeyHandling {
    let state = viewModel.state
    if cursor.move(after: key, in: state) { return .handled }
    switch key {
    case .enter:
      guard let show = cursor.selected(in: state) else { return .handled }
      viewModel.send(.showSelected(show.show))
    case .left, .character("["), .character("h"):
      cursor.reset()
      viewModel.send(.yearSelected(Self.year(from: state, by: -1)))
    case .right, .character("]"), .character("l"):
      cursor.reset()
      viewModel.send(.yearSelected(Self.year(from: state, by: 1)))
    default:
      return .ignored
    }
    return .handled
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
  static func lines(
    for state: StatsView.State, selection: Int, width: Int, height: Int?
  ) -> [Line] {
    var layout = ListLayout(
      heading: Line("Stats", Theme.heading) + Line(" · " + state.scope, Theme.secondary),
      width: width)
    let when = state.year.map { " in \($0)" } ?? " yet"
    guard
      layout.showsRows(
        state.status, isEmpty: state.totals.episodes == 0, failure: "Could not load Stats: ",
        empty: "Nothing watched\(when): mark an episode watched to start.")
    else { return layout.lines }
    layout.lines.append(
      (Line("Watched   ", Theme.secondary) + Line(summary(state.totals))).fitted(to: width))
    if let streak = state.longestStreak {
      let text =
        streak.days == 1
        ? "1 day, \(streak.first)"
        : "\(streak.days) days in a row, \(streak.first) to \(streak.last)"
      layout.lines.append((Line("Streak    ", Theme.secondary) + Line(text)).fitted(to: width))
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

  /// "412 episodes · 309 h (7 of unknown length)".
  static func summary(_ totals: StatsView.Totals) -> String {
    let episodes = totals.episodes == 1 ? "1 episode" : "\(totals.episodes) episodes"
    var text = "\(episodes) · \(totals.time)"
    if totals.unknownRuntime > 0 { text += " (\(totals.unknownRuntime) of unknown length)" }
    return text
  }

  /// One line per bar: "  2025  ████████████░░░░░░░░  99 h · 132 episodes". The bar of the
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
          item.totals.episodes == 0 ? "" : "\(item.totals.time) · \(item.totals.episodes) ep",
          Theme.secondary)).fitted(to: width)
    }
  }

  private static func bar(_ fraction: Double, width: Int) -> Line {
    ProgressBar.line(fraction: fraction, width: width)
  }
}
