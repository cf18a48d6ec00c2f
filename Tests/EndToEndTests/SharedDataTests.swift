import Foundation
import Testing

/// Real TVMaze and Trakt responses from `../shared/data` (see its PROVENANCE.md), imported by
/// the real binary. Skipped when the folder is not there.
@Suite(.enabled(if: SharedDataFolder.isAvailable, "needs ../shared/data next to the repository"))
struct SharedDataTests {
  @Test func realFilesImportAndTheirShowsAndHistoryPrint() throws {
    let library = try Library()
    let files = [
      ("tvmaze", "tvmaze/show_embed_episodes.json"), ("tvmaze", "tvmaze/shows.json"),
      ("tvmaze", "tvmaze/search_show.json"), ("tvmaze", "tvmaze/web-schedule-2025-schema.json"),
      ("trakt", "trakt/sync-history-shows.json"), ("trakt", "trakt/sync-history-mixed.json"),
      ("trakt", "trakt/sync-watched-shows.json"),
    ]
    for (format, file) in files {
      let result = try library.run("import", format, SharedDataFolder.path(file))
      #expect(result.status == 0, "\(file): \(result.errors)")
      #expect(result.output.hasPrefix("Imported "))
    }
    let dome = try library.run("show", "Under the Dome")
    #expect(dome.status == 0, "\(dome.errors)")
    #expect(dome.output.contains("Season 3 · "))
    let carnivale = try library.run("search", "carnivale")
    #expect(carnivale.output.contains("Carnivàle"))
    let history = try library.json("history", "--json")
    #expect((history["totalCount"] as? Int ?? 0) > 40)

    let export = try library.run("export")
    let other = try Library()
    let imported = try other.run("import", "trakt", "-", input: export.output)
    #expect(imported.status == 0, "\(imported.errors)")
    let count = try other.json("history", "--json")["totalCount"] as? Int
    #expect(count == history["totalCount"] as? Int)
  }

  @Test func filesOfAnotherShapeFailWithTheReason() throws {
    let library = try Library()
    let result = try library.run("import", "tvmaze", SharedDataFolder.path("tvmaze/seasons.json"))
    #expect(result.status == 1)
    #expect(result.errors.contains("seasons.json"))
    #expect(result.errors.contains("expected a TVMaze show"))
  }
}

enum SharedDataFolder {
  static let url = ShowTrackerBinary.repositoryRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/data")

  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: url.appendingPathComponent("PROVENANCE.md").path)
  }

  static func path(_ file: String) -> String {
    url.appendingPathComponent(file).path
  }
}
