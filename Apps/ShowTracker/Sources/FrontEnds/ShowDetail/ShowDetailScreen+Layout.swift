import Identifiers
import ShowDetail
import Terminal

extension ShowDetailScreen {
  /// The show's lines: the header block, then (full screen) the season tabs and the selected
  /// season's episodes, scrolled to the selection, or (printed once) every season in full.
  static func lines(
    for state: ShowDetailView.State, selection: Int, width: Int, height: Int?
  ) -> [Line] {
    switch state.phase {
    case .noShow:
      return [
        Line("No show open.", Theme.heading),
        Line(),
        Line("Search with / and press Enter on a result to open it.", Theme.secondary)
          .fitted(to: width),
      ]
    case .loading:
      return [Line("Loading the show…", Theme.secondary)]
    case .failed(let message):
      return [Line("Could not load the show: " + message, Theme.failure).fitted(to: width)]
    case .loaded(let show):
      guard let height else { return document(show, width: width) }
      return screen(show, selection: selection, width: width, height: height)
    }
  }

  private static func document(_ show: ShowDetailView.Show, width: Int) -> [Line] {
    var lines = header(show, width: width, summaryLines: nil)
    for season in show.seasons {
      lines.append(Line())
      lines.append(seasonHeading(season).fitted(to: width))
      let columns = EpisodeColumns(season.episodes)
      for episode in season.episodes {
        lines.append(columns.row(episode, isSelected: false, width: width))
      }
    }
    if !show.header.credit.isEmpty {
      lines += [Line(), Line(show.header.credit, Theme.secondary).fitted(to: width)]
    }
    return lines
  }

  /// The rows of `episodes`, as the show lists them, for a command's confirmation.
  static func lines(
    of episodes: Set<Ids>, in state: ShowDetailView.State, width: Int
  ) -> [Line] {
    guard let show = state.show else { return [] }
    let rows = show.seasons.flatMap(\.episodes).filter { episodes.contains($0.ids) }
    let columns = EpisodeColumns(rows)
    return rows.map { columns.row($0, isSelected: false, width: width) }
  }

  private static func screen(
    _ show: ShowDetailView.Show, selection: Int, width: Int, height: Int
  ) -> [Line] {
    // Give the episodes at least 5 rows: shorten the summary, then drop it.
    var summaryLines = 2
    var lines = header(show, width: width, summaryLines: summaryLines)
    while lines.count + 3 + 5 > height, summaryLines > 0 {
      summaryLines -= 1
      lines = header(show, width: width, summaryLines: summaryLines)
    }
    guard let seasonIndex = selectedSeasonIndex(of: show) else {
      lines.append(Line())
      lines.append(Line("No episodes in the catalog.", Theme.secondary))
      return lines
    }
    let season = show.seasons[seasonIndex]
    lines.append(Line())
    lines.append(seasonTabs(show, selectedIndex: seasonIndex).fitted(to: width))
    lines.append(seasonHeading(season).fitted(to: width))
    let columns = EpisodeColumns(season.episodes)
    let selection = ListWindow.clamp(selection, count: season.episodes.count)
    let visible = ListWindow.visibleRange(
      count: season.episodes.count, selection: selection, height: height - lines.count)
    for index in visible {
      lines.append(
        columns.row(season.episodes[index], isSelected: index == selection, width: width))
    }
    return lines
  }

  /// Title, facts, summary, progress bar and next episode.
  private static func header(
    _ show: ShowDetailView.Show, width: Int, summaryLines: Int?
  ) -> [Line] {
    let header = show.header
    var lines = [Line(header.title, Theme.heading).fitted(to: width)]
    let facts = [
      header.years, header.network, header.status, header.genres,
      show.isFollowed ? "★ Following" : "", show.isWatchlisted ? "on the watchlist" : "",
      show.rating.map { "rated \($0)/10" } ?? "",
    ]
    .filter { !$0.isEmpty }.joined(separator: " · ")
    if !facts.isEmpty { lines.append(Line(facts, Theme.secondary).fitted(to: width)) }
    var summary = DisplayWidth.wrap(sanitize(header.summary), to: width)
    if let summaryLines, summary.count > summaryLines {
      summary = Array(summary.prefix(summaryLines))
      if let last = summary.popLast() {
        summary.append(DisplayWidth.truncate(last + " …", to: width))
      }
    }
    lines += summary.map { Line($0) }
    lines.append(Line())
    lines += progress(show.progress, width: width).map { $0.fitted(to: width) }
    if let next = show.nextEpisode {
      lines.append(
        (Line("Next      ", Theme.secondary)
          + Line("\(next.code) · \(next.title) · \(next.airDate)")).fitted(to: width))
    } else if show.progress.incomplete == nil, show.progress.aired > 0,
      show.progress.watched >= show.progress.aired
    {
      lines.append(Line("Next      ", Theme.secondary) + Line("all caught up", Theme.watched))
    }
    return lines
  }

  private static func progress(_ progress: ShowDetailView.Progress, width: Int) -> [Line] {
    let label = Line("Progress  ", Theme.secondary)
    if let incomplete = progress.incomplete {
      // A partial list: no bar or percentage, which would claim to know what is left. What
      // to do (after the hint's ": ") goes on a line of its own when the whole does not fit.
      let line = label + Line("\(progress.watched) watched · ") + Line(incomplete, Theme.secondary)
      guard line.width > width, let colon = incomplete.firstRange(of: ": ") else { return [line] }
      return [
        label + Line("\(progress.watched) watched · ")
          + Line(String(incomplete[..<colon.lowerBound]) + ":", Theme.secondary),
        Line("          ") + Line(String(incomplete[colon.upperBound...]), Theme.secondary),
      ]
    }
    guard progress.aired > 0 else { return [label + Line("nothing has aired yet")] }
    return [
      label + ProgressBar.line(fraction: progress.fraction, width: 20)
        + Line("  \(progress.watched)/\(progress.aired) watched · ")
        + Line(ProgressBar.percent(progress.fraction))
    ]
  }

  /// "Seasons  [1]  2  3  Specials": the selected season in brackets.
  private static func seasonTabs(_ show: ShowDetailView.Show, selectedIndex: Int) -> Line {
    var line = Line("Seasons  ", Theme.secondary)
    for (index, season) in show.seasons.enumerated() {
      let name = season.number == 0 ? "Specials" : "\(season.number)"
      if index == selectedIndex {
        line.append("[" + name + "]", Theme.selectedTab)
      } else {
        line.append(" " + name + " ")
      }
      line.append(" ")
    }
    line.append(" ←→", Theme.secondary)
    return line
  }

  private static func seasonHeading(_ season: ShowDetailView.Season) -> Line {
    Line(season.title, Theme.heading)
      + Line(
        " · \(season.progress) watched" + (season.rating.map { " · rated \($0)/10" } ?? ""),
        Theme.secondary)
  }

  /// The columns of a season's episode rows: mark, code, title, the plays and last watch
  /// (when one of the episodes is watched), the rating (when one has one), air date.
  private struct EpisodeColumns {
    let code: Int
    let airDate: Int
    /// "10/10" wide when an episode is rated, else no column.
    let rating: Int
    /// As wide as the widest "2× 2026-12-05" when an episode is watched, else no column, so an
    /// unwatched season is as wide as it was.
    let watched: Int

    init(_ episodes: [ShowDetailView.Episode]) {
      code = episodes.map { DisplayWidth.of(sanitize($0.code)) }.max() ?? 0
      airDate = min(episodes.map { DisplayWidth.of(sanitize($0.airDate)) }.max() ?? 0, 14)
      rating = episodes.contains { $0.rating != nil } ? 5 : 0
      watched = episodes.map { DisplayWidth.of(Self.watched($0)) }.max() ?? 0
    }

    /// "2× 2026-12-05": how many times it was played and the day of the last watch; empty
    /// when unwatched.
    static func watched(_ episode: ShowDetailView.Episode) -> String {
      guard episode.isWatched, !episode.lastWatched.isEmpty else { return "" }
      return "\(max(episode.plays, 1))× " + sanitize(episode.lastWatched)
    }

    /// "› ✓ S01E02  Title …  2× 2026-12-05  8/10  2008-01-27".
    func row(_ episode: ShowDetailView.Episode, isSelected: Bool, width: Int) -> Line {
      let textStyle = episode.hasAired ? Style.plain : Theme.secondary
      // Appended span by span into one line: a row is drawn for every episode of a show.
      var line = Theme.marker(isSelected: isSelected)
      if episode.isWatched {
        line.append("✓", Theme.watched)
      } else {
        line.append(episode.hasAired ? "·" : " ", Theme.secondary)
      }
      line.append(" ")
      line.append(DisplayWidth.fit(sanitize(episode.code), to: code), textStyle)
      line.append("  ")
      let date = DisplayWidth.fit(sanitize(episode.airDate), to: airDate, alignment: .right)
      let rated =
        rating == 0
        ? ""
        : DisplayWidth.fit(
          episode.rating.map { "\($0)/10" } ?? "", to: rating, alignment: .right) + "  "
      let played =
        watched == 0
        ? "" : DisplayWidth.fit(Self.watched(episode), to: watched, alignment: .right) + "  "
      let titleWidth =
        width - line.width - 2 - DisplayWidth.of(played) - DisplayWidth.of(rated)
        - DisplayWidth.of(date)
      if titleWidth >= 10 {
        line.append(DisplayWidth.fit(sanitize(episode.title), to: titleWidth), textStyle)
        line.append("  ")
        line.append(played, Theme.secondary)
        line.append(rated)
        line.append(date, Theme.secondary)
      } else {
        line.append(episode.title, textStyle)
        line = line.fitted(to: width)
      }
      return isSelected ? Theme.selectedRow(line, width: width) : line
    }
  }
}
