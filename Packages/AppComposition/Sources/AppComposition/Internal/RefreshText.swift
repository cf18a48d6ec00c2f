import TVMazeClient

/// The words for a refresh from TVMaze, for the status line and `showtracker refresh`.
enum RefreshText {
  /// "Refreshing from TVMaze: 3 of 10 shows", or "Checking TVMaze for changes…".
  static func progress(_ progress: RefreshProgress) -> String {
    progress.total == 0
      ? "Checking TVMaze for changes…"
      : "Refreshing from TVMaze: \(progress.done) of \(ChangeText.count(progress.total, "show"))"
  }

  /// "Refreshed 3 of 12 followed shows from TVMaze: 5 new episodes, 2 updated; 9 unchanged".
  static func summary(_ report: RefreshReport) -> String {
    guard report.checked > 0 else {
      if report.unresolved.isEmpty, report.withoutTVMazeID.isEmpty {
        return "No followed shows to refresh: add one with showtracker add TITLE"
      }
      return "No show refreshed" + unresolved(report) + withoutTVMazeID(report)
    }
    var text: String
    if report.checked == 1, let title = report.refreshedShows.first {
      text = "Refreshed \(title) from TVMaze"
    } else if report.refreshed == 0 {
      text =
        report.gone.isEmpty
        ? "Every followed show is up to date (\(ChangeText.count(report.checked, "show")) "
          + "checked)"
        : "Refreshed no show from TVMaze"
    } else {
      text =
        "Refreshed \(report.refreshed) of \(ChangeText.count(report.checked, "followed show")) "
        + "from TVMaze"
    }
    if report.refreshed > 0 {
      text +=
        report.episodesAdded == 0 && report.episodesUpdated == 0
        ? ": no new or changed episodes"
        : ": \(ChangeText.count(report.episodesAdded, "new episode")), "
          + "\(report.episodesUpdated) updated"
      if report.unchanged > 0 { text += "; \(report.unchanged) unchanged" }
    }
    if !report.gone.isEmpty {
      text +=
        "; no longer on TVMaze, kept with your history: "
        + report.gone.joined(separator: ", ")
    }
    return text + unresolved(report) + withoutTVMazeID(report)
  }

  /// "; 3 followed shows have no TVMaze id, so were not refreshed: A, B, C (showtracker refresh
  /// SHOW looks one up on TVMaze by its ids or title)", or nothing.
  private static func withoutTVMazeID(_ report: RefreshReport) -> String {
    let titles = report.withoutTVMazeID
    guard !titles.isEmpty else { return "" }
    return "; \(ChangeText.count(titles.count, "followed show")) "
      + (titles.count == 1 ? "has" : "have") + " no TVMaze id, so "
      + (titles.count == 1 ? "was" : "were") + " not refreshed: "
      + titles.joined(separator: ", ")
      + " (showtracker refresh SHOW looks one up on TVMaze by its ids or title)"
  }

  /// "; not found on TVMaze, left as they were: Harbour Lights (it has no TheTVDB or IMDb id,
  /// and no show on TVMaze has its title and year (2015))", or nothing.
  private static func unresolved(_ report: RefreshReport) -> String {
    guard !report.unresolved.isEmpty else { return "" }
    return "; not found on TVMaze, left as they were: "
      + report.unresolved.map { "\($0.title) (\($0.reason))" }.joined(separator: "; ")
  }

  /// Why a refresh stopped, and what it had done: "refresh stopped at Archer: TVMaze at
  /// api.tvmaze.com did not answer in time (2 shows refreshed before it; the rest unchanged)".
  static func failure(_ report: RefreshReport, _ error: AppError) -> String {
    let reason = ErrorText.message(error)
    guard let show = report.stoppedAt else { return reason }
    let before =
      report.refreshed == 0
      ? "nothing was changed"
      : "\(ChangeText.count(report.refreshed, "show")) refreshed before it; "
        + "\(show) and the rest unchanged"
    return "refresh stopped at \(show): \(reason) (\(before))"
  }
}

extension TVMazeShowSummary {
  /// "Girls (2012, HBO)": a search result as a choice lists it.
  var label: String {
    let facts = [year.map(String.init), network].compactMap(\.self)
    return name + (facts.isEmpty ? "" : " (\(facts.joined(separator: ", ")))")
  }
}
