import AppComposition
import Foundation
import FrontEnds
import LibraryClient
import Terminal

/// The summary an import prints: what was added, updated and skipped.
enum ImportSummaryText {
  static func lines(_ report: ImportReport, source: String) -> [Line] {
    var lines = [Line("Imported \(source == "-" ? "standard input" : source)", .bold)]
    lines.append(
      Line(
        "  shows: \(report.showsAdded) added, \(report.showsUpdated) updated · "
          + "episodes: \(report.episodesAdded) added, \(report.episodesUpdated) updated · "
          + "watch events: \(report.eventsAdded) added"))
    if !report.skipped.isEmpty {
      let skipped = report.skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
      lines.append(Line("  skipped: " + skipped.joined(separator: ", "), .dim))
    }
    return lines
  }

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
