import Search
import Terminal

extension SearchScreen {
  /// The search's lines. Full screen: the query line (with a cursor while editing), a status
  /// line, then the results. Printed once: the status line, then the results.
  static func lines(
    for state: SearchView.State, selection: Int, isEditing: Bool, width: Int, height: Int?
  ) -> [Line] {
    let isFullScreen = height != nil
    var lines: [Line] = []
    if isFullScreen {
      var query = Line("Search  ", Theme.heading) + Line(state.query)
      if isEditing { query.append("█", Theme.accent) }
      lines.append(query.fitted(to: width))
    }
    lines.append(status(state, isFullScreen: isFullScreen).fitted(to: width))
    if let adding = adding(state.adding) { lines.append(adding.fitted(to: width)) }
    let results = state.results
    let tvmaze = tvmazeLines(state, isFullScreen: isFullScreen, width: width)
    guard !results.isEmpty || !tvmaze.isEmpty else { return lines }
    lines.append(Line())
    let columns = Columns(results, width: width)
    let selection = ListWindow.clamp(selection, count: state.rows.count)
    // The rows, with a "Did you mean" heading before the first title found by forgiving a typo.
    var body: [Line] = []
    var selectedLine = 0
    for (index, result) in results.enumerated() {
      if result.isDidYouMean, index == 0 || !results[index - 1].isDidYouMean {
        body.append(didYouMean(state).fitted(to: width))
      }
      let isSelected = isFullScreen && index == selection && !isEditing
      if index == selection { selectedLine = body.count }
      let line = columns.row(result, marker: Theme.marker(isSelected: isSelected))
      body.append(isSelected ? Theme.selectedRow(line, width: width) : line.fitted(to: width))
    }
    // TVMaze's shows, under their heading (and a blank line after the library's).
    if !tvmaze.isEmpty {
      if !results.isEmpty { body.append(Line()) }
      body += tvmaze
      for (offset, result) in state.tvmazeResults.enumerated() {
        let index = results.count + offset
        let isSelected = isFullScreen && index == selection && !isEditing
        if index == selection { selectedLine = body.count }
        let line = tvmazeRow(result, marker: Theme.marker(isSelected: isSelected), width: width)
        body.append(isSelected ? Theme.selectedRow(line, width: width) : line.fitted(to: width))
      }
    }
    let visible = ListWindow.visibleRange(
      count: body.count, selection: selectedLine, height: height.map { $0 - lines.count })
    lines += body[visible]
    if !isFullScreen {
      lines += IncompleteListNotes.lines(results.map { ($0.title, $0.incomplete) }, width: width)
    }
    return lines
  }

  /// The line under the status that tells what adding a show from TVMaze did.
  private static func adding(_ adding: SearchView.State.Adding?) -> Line? {
    switch adding {
    case nil: nil
    case .working: Line("Adding the show from TVMaze…", Theme.secondary)
    case .added(_, let message): Line(sanitize(message), Theme.watched)
    case .failed(let message): Line(sanitize(message), Theme.failure)
    }
  }

  /// The heading of TVMaze's part of the list (or its one line: searching, none, failed, or
  /// how to ask, full screen only); none before a query.
  private static func tvmazeLines(
    _ state: SearchView.State, isFullScreen: Bool, width: Int
  ) -> [Line] {
    guard !state.query.allSatisfy(\.isWhitespace) else { return [] }
    let line: Line
    switch state.tvmaze {
    case .notAsked:
      guard isFullScreen, state.phase.loadPhase == .loaded else { return [] }
      line =
        Line("t", Theme.accent) + Line(" searches TVMaze for ", Theme.secondary)
        + Line("“\(sanitize(state.query))”")
    case .searching:
      line = Line("Searching TVMaze…", Theme.secondary)
    case .noResults:
      line =
        Line("TVMaze has no other show for ", Theme.secondary)
        + Line("“\(sanitize(state.query))”")
    case .failed(let message):
      line = Line(sanitize(message), Theme.failure)
    case .results:
      line =
        Line("On TVMaze", Theme.heading)
        + Line(" · not in your library" + (isFullScreen ? " · ⏎ or a adds" : ""), Theme.secondary)
    }
    return [line.fitted(to: width)]
  }

  /// A show of TVMaze's: its title, year and channel.
  private static func tvmazeRow(
    _ result: SearchView.State.TVMazeResult, marker: Line, width: Int
  ) -> Line {
    var line = marker
    line.append(sanitize(result.title))
    let details = [result.year, result.channel].filter { !$0.isEmpty }.map(sanitize)
    if !details.isEmpty { line.append("  " + details.joined(separator: "  "), Theme.secondary) }
    return line
  }

  private static func status(_ state: SearchView.State, isFullScreen: Bool) -> Line {
    switch state.phase {
    case .idle:
      return Line("Type to search the catalog by title or network.", Theme.secondary)
    case .searching:
      return Line("Searching…", Theme.secondary)
    case .results(let results) where results.contains(where: \.isDidYouMean):
      // Titles a typo away come only when the exact matches do not fill the page: they are
      // all on it.
      let exact = results.count(where: { !$0.isDidYouMean })
      guard exact > 0 else {
        return Line("No show in your library matches ", Theme.secondary)
          + Line("“\(state.query)”")
      }
      return Line(exact == 1 ? "1 show matches " : "\(exact) shows match ", Theme.secondary)
        + Line("“\(state.query)”")
    case .results(let results):
      // "68 shows match “the” · first 25": the count is of every match, not of the page.
      let total = state.totalCount
      let count = counted(total, "show")
      let shown = results.count < total ? " · first \(results.count)" : ""
      return isFullScreen
        ? Line(count + shown, Theme.secondary)
        : Line(count + (total == 1 ? " matches " : " match "), Theme.secondary)
          + Line("“\(state.query)”") + Line(shown, Theme.secondary)
    case .noResults:
      return Line("No show in your library matches ", Theme.secondary) + Line("“\(state.query)”")
    case .failed(let message):
      return Line("Search failed: " + message, Theme.failure)
    }
  }

  /// "Did you mean" above the titles a typo away; "· first 20 of 31" when the page holds only
  /// some of them.
  private static func didYouMean(_ state: SearchView.State) -> Line {
    let results = state.results
    let shown = results.count(where: \.isDidYouMean)
    let all = state.totalCount - (results.count - shown)
    return Line("Did you mean", Theme.heading)
      + Line(shown < all ? " · first \(shown) of \(all)" : "", Theme.secondary)
  }

  /// The widths of a results table: each column as wide as its widest cell, up to a cap; the
  /// title gets what is left, and columns are dropped, least useful first, when it would get
  /// too little.
  private struct Columns {
    var years: Int
    var channel: Int
    var status: Int
    var bar: Int
    var progress: Int
    var title: Int

    static let gap = 2
    static let minimumTitle = 16

    init(_ results: [SearchView.State.Result], width: Int) {
      func widest(_ cell: (SearchView.State.Result) -> String, cap: Int) -> Int {
        min(results.map { DisplayWidth.of(sanitize(cell($0))) }.max() ?? 0, cap)
      }
      years = widest(\.years, cap: 9)
      channel = widest(\.channel, cap: 14)
      status = widest(\.status, cap: 12)
      progress = widest(\.progress, cap: 9)
      bar = progress > 0 ? 8 : 0
      title = 0
      title = width - 2 - fixedWidth
      // Drop columns until the title has room: channel, then status, then the bar, then years.
      for drop in [\Columns.channel, \.status, \.bar, \.years] where title < Self.minimumTitle {
        self[keyPath: drop] = 0
        title = width - 2 - fixedWidth
      }
      title = max(title, 1)
    }

    /// The width of every column but the title, with the gaps before them.
    private var fixedWidth: Int {
      let progressCell = bar + (bar > 0 && progress > 0 ? 1 : 0) + progress
      return [years, channel, status, progressCell].filter { $0 > 0 }.reduce(0) {
        $0 + $1 + Self.gap
      }
    }

    func row(_ result: SearchView.State.Result, marker: Line) -> Line {
      var line = marker
      // A followed show ends its title cell with a star.
      if result.isFollowed, title > 2 {
        line.append(DisplayWidth.fit(sanitize(result.title), to: title - 2))
        line.append(" ★", Theme.watched)
      } else {
        line.append(DisplayWidth.fit(sanitize(result.title), to: title))
      }
      for (text, columnWidth) in [
        (result.years, years), (result.channel, channel), (result.status, status),
      ] where columnWidth > 0 {
        line.append("  ")
        line.append(DisplayWidth.fit(sanitize(text), to: columnWidth), Theme.secondary)
      }
      if bar > 0 || progress > 0 {
        line.append("  ")
        if bar > 0 {
          if result.progress.isEmpty {
            line.append(String(" ", repeated: bar))
          } else {
            line += ProgressBar.line(fraction: result.progressFraction, width: bar)
          }
          if progress > 0 { line.append(" ") }
        }
        if progress > 0 {
          line.append(DisplayWidth.fit(sanitize(result.progress), to: progress, alignment: .right))
        }
      }
      // Last, so a narrow screen cuts it first: "4/4" of part of a list is not caught up.
      if let incomplete = result.incomplete {
        line.append("  " + sanitize(incomplete), Theme.secondary)
      }
      return line
    }
  }
}
