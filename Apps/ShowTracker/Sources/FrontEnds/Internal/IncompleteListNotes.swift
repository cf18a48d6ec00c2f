import Terminal

/// The notes printed under a list (Up Next, My Shows, Search) that holds shows whose episode
/// list is incomplete: a row cuts its hint to its column, the note says it whole, one a show:
/// "The Lighthouse Keepers: episode list incomplete: `showtracker refresh …`", what to do on a
/// line of its own when the whole does not fit.
enum IncompleteListNotes {
  /// The notes of `shows` (a title and its hint), with a blank line before them; none when no
  /// show's list is incomplete.
  static func lines(_ shows: [(title: String, incomplete: String?)], width: Int) -> [Line] {
    let notes = shows.compactMap { show in show.incomplete.map { (show.title, $0) } }
    guard !notes.isEmpty else { return [] }
    var lines = [Line()]
    for (title, incomplete) in notes {
      let hint = sanitize(incomplete)
      let line = Line(sanitize(title) + ": " + hint, Theme.secondary)
      guard line.width > width, let colon = hint.firstRange(of: ": ") else {
        lines.append(line.fitted(to: width))
        continue
      }
      let what = sanitize(title) + ": " + String(hint[..<colon.lowerBound]) + ":"
      lines.append(Line(what, Theme.secondary).fitted(to: width))
      lines.append(
        Line("  " + String(hint[colon.upperBound...]), Theme.secondary).fitted(to: width))
    }
    return lines
  }
}
