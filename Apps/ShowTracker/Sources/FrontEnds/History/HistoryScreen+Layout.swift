import History
import Terminal

extension HistoryContent {
  /// The history's lines: a heading, then one row per entry or a line saying why there is
  /// none. A pure function, so previews and snapshot tests call it through ``ListScreen/render(width:height:)``
  /// with a stub store.
  public static func lines(
    for state: HistoryView.State, selection: Int, width: Int, height: Int?
  ) -> [Line] {
    var layout = ListLayout(heading: heading(state), width: width)
    guard
      case let (visible, selected)? = layout.rows(
        state.status, count: state.posters.count, selection: selection, height: height,
        loading: "Loading the history…", failure: "Could not load the history: ",
        empty: emptyMessage(state))
    else { return layout.lines }
    let subtitleWidth =
      visible.map { DisplayWidth.of(sanitize(state.posters[$0].subtitle)) }.max() ?? 0
    for index in visible {
      layout.lines.append(
        row(
          state.posters[index], isSelected: index == selected, subtitleWidth: subtitleWidth,
          width: width))
    }
    return layout.lines
  }

  private static func heading(_ state: HistoryView.State) -> Line {
    var line = Line("Watched history", Theme.heading)
    if let show = state.showFilter {
      line.append(" of " + show, Theme.heading)
    }
    guard state.status == .loaded, state.totalCount > 0 else { return line }
    // Entries, not episodes: an episode watched twice is two entries.
    let entries = state.totalCount == 1 ? "1 entry" : "\(state.totalCount) entries"
    line.append(" · " + entries, Theme.secondary)
    if state.pageCount > 1 {
      line.append(" · page \(state.page) of \(state.pageCount)", Theme.secondary)
    }
    return line
  }

  private static func emptyMessage(_ state: HistoryView.State) -> String {
    if state.totalCount > 0 {
      let pages = state.pageCount == 1 ? "1 page" : "\(state.pageCount) pages"
      return "Page \(state.page) is past the end of the history (\(pages))."
    }
    return state.showFilter == nil
      ? "Nothing watched yet." : "Nothing of this show watched yet."
  }

  /// "› Title …  Watched 2024-03-03": the title cut to leave room for the dates, which are
  /// aligned on the right.
  private static func row(
    _ poster: HistoryView.State.Poster, isSelected: Bool, subtitleWidth: Int, width: Int
  ) -> Line {
    let marker = Theme.marker(isSelected: isSelected)
    let titleWidth = width - marker.width - 2 - subtitleWidth
    var line: Line
    if titleWidth >= 12 {
      let subtitle = DisplayWidth.fit(
        sanitize(poster.subtitle), to: subtitleWidth, alignment: .right)
      line =
        marker + Line(DisplayWidth.fit(sanitize(poster.title), to: titleWidth)) + Line("  ")
        + Line(subtitle, Theme.secondary)
    } else {
      line = marker + Line(poster.title)
    }
    line = line.fitted(to: width)
    return isSelected ? Theme.selectedRow(line, width: width) : line
  }
}
