import History
import Terminal

extension HistoryScreen {
  /// The history's lines: a heading, then one row per entry or a line saying why there is
  /// none. A pure function, so previews and snapshot tests call it through ``render(width:height:)``
  /// with a stub store.
  static func lines(
    for state: HistoryView.State, selection: Int, width: Int, height: Int?
  ) -> [Line] {
    var lines = [heading(state).fitted(to: width), Line()]
    switch state.status {
    case .loading:
      lines.append(Line("Loading the history…", Theme.secondary).fitted(to: width))
      return lines
    case .failed(let message):
      lines.append(Line("Could not load the history: " + message, Theme.failure).fitted(to: width))
      return lines
    case .loaded:
      break
    }
    guard !state.posters.isEmpty else {
      lines.append(Line(emptyMessage(state), Theme.secondary).fitted(to: width))
      return lines
    }
    let isFullScreen = height != nil
    let selection = ListWindow.clamp(selection, count: state.posters.count)
    let visible = ListWindow.visibleRange(
      count: state.posters.count, selection: selection,
      height: height.map { $0 - lines.count })
    let subtitleWidth =
      visible.map { DisplayWidth.of(sanitize(state.posters[$0].subtitle)) }.max() ?? 0
    for index in visible {
      lines.append(
        row(
          state.posters[index], isSelected: isFullScreen && index == selection,
          subtitleWidth: subtitleWidth, width: width))
    }
    return lines
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
