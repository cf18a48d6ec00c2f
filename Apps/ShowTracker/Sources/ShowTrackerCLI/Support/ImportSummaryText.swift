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
  static func lines(_ report: ImportReport, source: String) -> [Line] {
    let name = source == "-" ? "standard input" : source
    guard report != ImportReport() else {
      return [Line("Nothing to import: \(name) holds no items", .bold)]
    }
    var lines = [Line("Imported \(name)", .bold)]
    lines.append(
      Line(
        "  shows: \(report.showsAdded) added, \(report.showsUpdated) updated · "
          + "episodes: \(report.episodesAdded) added, \(report.episodesUpdated) updated · "
          + "watch events: \(report.eventsAdded) added"))
    if report.ratingsChanged + report.watchlistAdded > 0 {
      lines.append(
        Line(
          "  ratings: \(report.ratingsChanged) given or changed · "
            + "watchlist: \(report.watchlistAdded) added"))
    }
    if !report.skipped.isEmpty {
      let skipped = report.skipped.sorted { $0.key < $1.key }.map {
        "\($0.value) \(reason($0.key, count: $0.value))"
      }
      lines.append(Line("  skipped: " + skipped.joined(separator: ", "), .dim))
    }
    if let backup = report.backup {
      lines.append(Line("  the library was backed up first, to \(backup)", .dim))
    }
    return lines
  }

  /// A reason to skip, for `count` items: "1 movie", "2 movies", "3 already imported".
  private static func reason(_ reason: String, count: Int) -> String {
    reason == ImportSummaryText.movie && count != 1 ? "movies" : reason
  }

  /// The reason the library gives for a skipped Trakt movie.
  static let movie = "movie"

  static func json(_ report: ImportReport, source: String) throws -> String {
    struct Document: Encodable {
      var source: String
      var report: ImportReport
    }
    // The file name and the skipped kinds are data (a Trakt item's `type`): `JSONText` escapes
    // the terminal controls that `JSONEncoder` writes raw.
    return try JSONText.encode(Document(source: source, report: report))
  }
}
