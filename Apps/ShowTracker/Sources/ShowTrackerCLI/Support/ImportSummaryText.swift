import AppComposition
import Foundation
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
    if let backup = report.backup {
      lines.append(Line("  the library was backed up first, to \(backup)", .dim))
    }
    return lines
  }

  static func json(_ report: ImportReport, source: String) throws -> String {
    struct Document: Encodable {
      var source: String
      var report: ImportReport
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(
      decoding: try encoder.encode(Document(source: source, report: report)), as: UTF8.self)
  }
}
