import AppComposition
import FrontEnds
import LibraryClient
import Terminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The summary an import prints: what was added, updated and skipped.
enum ImportSummaryText {
  /// One line of what the import changed and skipped, the counts that are not 0, then the
  /// shows it could not match and the backup:
  ///
  /// ```
  /// Imported watchlist.json: 17 shows added, 1 show updated, 18 saved to the watchlist · skipped: 1 movie
  /// ```
  ///
  /// With `verbose`, every count on a line of its own, zeros included. With `dryRun`, the
  /// summary says what the import would have done: `Would import FILE (a dry run: nothing was
  /// written)`.
  static func lines(
    _ report: ImportReport, source: String, dryRun: Bool = false, verbose: Bool = false
  ) -> [Line] {
    let name = source == "-" ? "standard input" : source
    if !report.files.isEmpty { return folderLines(report, folder: name, dryRun: dryRun) }
    guard report != ImportReport() else {
      return [Line("Nothing to import: \(name) holds no items", .bold)]
    }
    let title = dryRun ? "Would import \(name)" : "Imported \(name)"
    var lines =
      verbose
      ? [Line(title + (dryRun ? dryRunNote : ""), .bold)] + verboseLines(report)
      : [Line(title + ": " + counts(report) + (dryRun ? dryRunNote : ""), .bold)]
    lines += lookupLines(report)
    lines += unmatchedLines(report)
    if let backup = report.backup {
      lines.append(Line("  the library was backed up first, to \(backup)", .dim))
    }
    return lines
  }

  /// `--verbose`'s lines: each kind of count on its own line, zeros included.
  private static func verboseLines(_ report: ImportReport) -> [Line] {
    var lines = [
      Line(
        "  shows: \(report.showsAdded) added, \(report.showsUpdated) updated · "
          + "episodes: \(report.episodesAdded) added, \(report.episodesUpdated) updated · "
          + "watch events: \(report.eventsAdded) added"),
      Line(
        "  ratings: \(report.ratingsChanged) given or changed · "
          + "watchlist: \(report.watchlistAdded) added · follows: \(report.followsAdded) added"),
    ]
    if !report.skipped.isEmpty {
      lines.append(Line("  skipped: " + skippedText(report), .dim))
    }
    return lines
  }

  /// A folder's summary (a Trakt data export): one line per file read, in the order read, then
  /// the files not read, by name.
  ///
  /// ```
  /// Imported trakt-export: 3 files
  ///   watched-history.json: 2 shows added, 14 episodes added, 14 watch events added
  ///   ratings-shows.json: 2 ratings given or changed
  ///   lists-watchlist.json: 1 show added, 1 saved to the watchlist · skipped: 1 movie
  ///   not read: comments.json, user-stats.json
  /// ```
  private static func folderLines(_ report: ImportReport, folder: String, dryRun: Bool) -> [Line] {
    let count = report.files.count
    let files = count == 1 ? "1 file" : "\(count) files"
    var lines = [
      Line(
        dryRun ? "Would import \(folder): \(files)" + dryRunNote : "Imported \(folder): \(files)",
        .bold)
    ]
    for file in report.files {
      lines.append(Line("  \(file.name): " + counts(file.report)))
    }
    if !report.skippedFiles.isEmpty {
      lines.append(Line("  not read: " + report.skippedFiles.joined(separator: ", "), .dim))
    }
    lines += lookupLines(report)
    lines += unmatchedLines(report)
    if let backup = report.backup {
      lines.append(Line("  the library was backed up first, to \(backup)", .dim))
    }
    return lines
  }

  /// What one file did, the counts that are not 0: "2 shows added, 3 watch events added ·
  /// skipped: 1 movie"; "no items" for an empty file.
  private static func counts(_ report: ImportReport) -> String {
    let parts = [
      (report.showsAdded, "shows added", "show added"),
      (report.showsUpdated, "shows updated", "show updated"),
      (report.episodesAdded, "episodes added", "episode added"),
      (report.episodesUpdated, "episodes updated", "episode updated"),
      (report.eventsAdded, "watch events added", "watch event added"),
      (report.ratingsChanged, "ratings given or changed", "rating given or changed"),
      (report.watchlistAdded, "saved to the watchlist", "saved to the watchlist"),
      (report.followsAdded, "follows added", "follow added"),
      (report.unmatched.count, "shows not in the library", "show not in the library"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.2 : $0.1)" }
    let said = parts.joined(separator: ", ")
    guard !report.skipped.isEmpty else { return said.isEmpty ? "no items" : said }
    return (said.isEmpty ? "" : said + " · ") + "skipped: " + skippedText(report)
  }

  /// The skipped items by reason, in the reasons' order: "1 already imported, 2 movies".
  private static func skippedText(_ report: ImportReport) -> String {
    report.skipped.sorted { $0.key < $1.key }.map {
      "\($0.value) \(reason($0.key, count: $0.value))"
    }.joined(separator: ", ")
  }

  /// The shows a TV Time export names that the library has no show for, most plays first:
  ///
  /// ```
  ///   not in the library, so not imported (add them and import again): 2 shows
  ///     Lost: 12 plays
  ///     QI: followed, no plays
  /// ```
  private static func unmatchedLines(_ report: ImportReport) -> [Line] {
    guard !report.unmatched.isEmpty else { return [] }
    let count = report.unmatched.count
    let shows = report.unmatched.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    return [
      Line(
        "  not in the library, so not imported (add them and import again): "
          + (count == 1 ? "1 show" : "\(count) shows"), .bold)
    ]
      + shows.map { name, plays in
        Line(
          "    \(name): "
            + (plays == 0 ? "followed, no plays" : plays == 1 ? "1 play" : "\(plays) plays"))
      }
  }

  /// What the TVMaze lookup of the shows the library lacked found (a TV Time import), A to Z,
  /// the shows TVMaze could not be asked about by the reason:
  ///
  /// ```
  ///   looked up on TVMaze: 3 shows, 1 found and added with its episodes
  ///     Harbour Lights, Again: found, TVMaze show 12 “Harbour Lights”
  ///     Fog Signal: not found (TVMaze does not know its TheTVDB id 990001, and …)
  ///     TVMaze could not be asked (cannot reach TVMaze at …): Lost
  /// ```
  private static func lookupLines(_ report: ImportReport) -> [Line] {
    guard !report.lookups.isEmpty else { return [] }
    let lookups = report.lookups.sorted { $0.key < $1.key }
    var found = 0
    var lines: [Line] = []
    var failed: [String: [String]] = [:]
    for (name, lookup) in lookups {
      switch lookup {
      case .found(let id, let title):
        found += 1
        lines.append(Line("    \(name): found, TVMaze show \(id) “\(title)”"))
      case .notFound(let reason):
        lines.append(Line("    \(name): not found (\(reason))", .dim))
      case .failed(let reason):
        failed[reason, default: []].append(name)
      }
    }
    for (reason, names) in failed.sorted(by: { $0.key < $1.key }) {
      lines.append(
        Line("    TVMaze could not be asked (\(reason)): " + names.joined(separator: ", "), .dim))
    }
    let count = lookups.count
    let header =
      "  looked up on TVMaze: " + (count == 1 ? "1 show" : "\(count) shows") + ", \(found) found"
      + (found == 0
        ? "" : found == 1 ? " and added with its episodes" : " and added with their episodes")
    return [Line(header, .bold)] + lines
  }

  /// A reason to skip, for `count` items: "1 movie", "2 movies", "3 already imported".
  private static func reason(_ reason: String, count: Int) -> String {
    reason == ImportSummaryText.movie && count != 1 ? "movies" : reason
  }

  /// The reason the library gives for a skipped Trakt movie.
  static let movie = "movie"

  /// What a dry run's first line adds.
  private static let dryRunNote = " (a dry run: nothing was written)"

  /// The report as JSON; a dry run's has `"dryRun": true`.
  static func json(_ report: ImportReport, source: String, dryRun: Bool = false) throws -> String {
    struct Document: Encodable {
      var source: String
      var dryRun: Bool?
      var report: ImportReport
    }
    // The file name and the skipped kinds are data (a Trakt item's `type`): `JSONText` escapes
    // the terminal controls that `JSONEncoder` writes raw.
    return try JSONText.encode(
      Document(source: source, dryRun: dryRun ? true : nil, report: report))
  }
}
