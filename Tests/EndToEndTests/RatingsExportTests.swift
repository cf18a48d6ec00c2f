import Foundation
import Testing

/// Ratings in `show --json` and `shows --sort rating`; `export` keeping the ratings and the
/// watchlist through an import into another library, as one document and as a Trakt data
/// export's folder (`export --trakt-dir`, `import trakt DIR`).
struct RatingsExportTests {
  let show = "The Lighthouse Keepers"
  let daughter = "The Lightkeeper's Daughter"

  /// A watchlist of one show not in the library (known by its Trakt ids and title alone).
  let watchlist = """
    [{"rank": 1, "id": 5, "listed_at": "2023-01-01T00:00:00.000Z", "type": "show",
      "show": {"title": "Harbour Lights", "year": 2021, "ids": {"trakt": 4242, "tvdb": 4343}}}]
    """

  /// The fixtures, with a watch, a rating of the show, of its season 1 and of an episode, a
  /// rating of the other show, and a watchlist.
  func ratedLibrary() throws -> Library {
    let library = try Library()
    try library.importFixtures()
    for arguments in [
      ["watch", show, "S01E01"], ["rate", show, "8"], ["rate", show, "--season", "1", "6"],
      ["rate", show, "S01E02", "9"], ["rate", daughter, "8"],
      ["import", "trakt", try library.file("watchlist.json", watchlist)],
    ] {
      let result = try library.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.errors)")
    }
    return library
  }

  /// The ratings `show --json` gives: the show's, each season's, each episode's by code.
  func ratings(_ library: Library, of title: String) throws -> [String: Int] {
    let document = try library.json("show", title, "--json")
    let show = try #require(document["show"] as? [String: Any])
    var ratings: [String: Int] = [:]
    ratings["show"] = show["rating"] as? Int
    for season in show["seasons"] as? [[String: Any]] ?? [] {
      ratings["season \(season["number"] as? Int ?? -1)"] = season["rating"] as? Int
      for episode in season["episodes"] as? [[String: Any]] ?? [] {
        ratings[episode["code"] as? String ?? "?"] = episode["rating"] as? Int
      }
    }
    return ratings
  }

  /// The export's items other than watches (ratings, watchlist, follows), without the ids
  /// that are the library's own: what a round trip must keep.
  func keptItems(_ library: Library) throws -> [String] {
    let export = try library.run("export")
    #expect(export.status == 0, "\(export.errors)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [[String: Any]])
    return try items.filter { $0["watched_at"] == nil }.map { item in
      String(
        decoding: try JSONSerialization.data(withJSONObject: item, options: [.sortedKeys]),
        as: UTF8.self)
    }.sorted()
  }

  @Test func showJSONGivesTheRatingsAsNumbersAndNoneWhereUnrated() throws {
    let library = try ratedLibrary()
    let ratings = try ratings(library, of: show)
    #expect(ratings == ["show": 8, "season 1": 6, "S01E02": 9])
    let document = try library.run("show", show, "--json")
    #expect(document.output.contains("\"rating\" : 8") || document.output.contains("\"rating\":8"))
    #expect(try self.ratings(library, of: daughter) == ["show": 8])
  }

  @Test func myShowsSortsByRatingHighestFirstTiesByTitleUnratedLast() throws {
    let library = try ratedLibrary()
    #expect(try library.run("rate", "Breaking Bad", "9").status == 0)
    let document = try library.json("shows", "--all", "--sort", "rating", "--json")
    #expect(document["order"] as? String == "rating")
    let rows = try #require(document["shows"] as? [[String: Any]])
    let order = rows.map { ($0["title"] as? String ?? "?", $0["rating"] as? Int) }
    // Breaking Bad 9, then the two 8s A to Z ("Lighth…" before "Lightk…"), then the unrated
    // ones.
    #expect(order.prefix(3).map(\.1) == [9, 8, 8], "\(order)")
    #expect(order[1].0 == show && order[2].0 == daughter, "\(order)")
    #expect(order.dropFirst(3).allSatisfy { $0.1 == nil }, "\(order)")
    let text = try library.run("shows", "--all", "--sort", "rating")
    #expect(text.output.contains("by rating"))
    #expect(text.output.contains("Breaking Bad") && text.output.contains("rated 9/"))
  }

  @Test func anExportImportedIntoAnEmptyLibraryKeepsTheRatingsAndTheWatchlist() throws {
    let library = try ratedLibrary()
    let export = try library.run("export")
    #expect(export.status == 0, "\(export.errors)")
    let copy = try Library()
    let imported = try copy.run("import", "trakt", try copy.file("export.json", export.output))
    #expect(imported.status == 0, "\(imported.errors)")
    #expect(imported.output.contains("4 ratings given or changed, 1 saved to the watchlist"))
    #expect(try ratings(copy, of: show) == ratings(library, of: show))
    #expect(try ratings(copy, of: daughter) == ["show": 8])
    #expect(try keptItems(copy) == keptItems(library))
    #expect(
      try keptItems(library).contains { $0.contains("Harbour Lights") && $0.contains("listed_at") })
    // Importing it again changes nothing.
    let again = try copy.run("import", "trakt", try copy.file("export.json", export.output))
    #expect(again.output.contains("ratings") == false, "\(again.output)")
  }

  @Test func aTraktDirExportImportsBackAndIsNeverWrittenOver() throws {
    let library = try ratedLibrary()
    let folder = library.home.appendingPathComponent("trakt-export").path
    let export = try library.run("export", "--trakt-dir", folder)
    #expect(export.status == 0, "\(export.errors)")
    let names = [
      "watched-history.json", "ratings-shows.json", "ratings-seasons.json",
      "ratings-episodes.json", "lists-watchlist.json",
    ]
    #expect(export.output == names.map { "\(folder)/\($0)\n" }.joined())
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == names.sorted())
    let before = try names.map { try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\($0)")) }

    let again = try library.run("export", "--trakt-dir", folder)
    #expect(again.status == 1)
    #expect(
      again.errors == "showtracker: cannot export: \(folder) already holds "
        + names.joined(separator: ", ")
        + "; export into an empty folder, or move those files away first\n")
    #expect(
      try names.map { try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\($0)")) } == before)

    try Data("[]".utf8).write(to: URL(fileURLWithPath: "\(folder)/comments.json"))
    let copy = try Library()
    let imported = try copy.run("import", "trakt", folder)
    #expect(imported.status == 0, "\(imported.errors)")
    let lines = imported.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "Imported \(folder): 5 files", "\(lines)")
    // One line per file, in the order read (the history first, the watchlist last).
    #expect(
      lines.dropFirst().prefix(5).map { $0.split(separator: ":").first.map(String.init) ?? "" }
        == [
          "  watched-history.json", "  ratings-shows.json", "  ratings-seasons.json",
          "  ratings-episodes.json", "  lists-watchlist.json",
        ], "\(lines)")
    // The other rated show is not in the history: its rating brings it.
    #expect(
      lines.contains("  ratings-shows.json: 1 show added, 2 ratings given or changed"), "\(lines)")
    #expect(lines.contains("  not read: comments.json"), "\(lines)")
    #expect(try ratings(copy, of: show) == ratings(library, of: show))
    #expect(try keptItems(copy) == keptItems(library))
  }

  @Test func aBadFileInATraktFolderImportsNothingAndIsNamed() throws {
    let library = try Library()
    try library.importFixtures()
    let folder = library.home.appendingPathComponent("bad-export")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      """
      [{"id": 1, "watched_at": "2024-01-01T20:00:00.000Z", "action": "watch", "type": "episode",
        "episode": {"season": 1, "number": 1, "title": "First Light", "ids": {"tvmaze": 910101}},
        "show": {"title": "The Lighthouse Keepers", "year": 2010, "ids": {"tvmaze": 900001}}}]
      """.utf8
    ).write(to: folder.appendingPathComponent("watched-history.json"))
    try Data(
      """
      [{"rated_at": "2022-03-01T10:00:00.000Z", "rating": 11, "type": "show",
        "show": {"title": "The Lighthouse Keepers", "year": 2010, "ids": {"tvmaze": 900001}}}]
      """.utf8
    ).write(to: folder.appendingPathComponent("ratings-shows.json"))
    let refused = try library.run("import", "trakt", folder.path)
    #expect(refused.status == 1)
    #expect(refused.errors.split(separator: "\n").count == 1, "\(refused.errors)")
    #expect(refused.errors.contains("ratings-shows.json"), "\(refused.errors)")
    #expect(refused.errors.contains("rating"), "\(refused.errors)")
    // The good history file before it was not saved either.
    #expect(try library.run("export").output.contains("watched_at") == false)
    #expect(try library.run("undo", "--list").output.contains("bad-export") == false)

    let empty = library.home.appendingPathComponent("not-an-export")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: empty.appendingPathComponent("user-stats.json"))
    let none = try library.run("import", "trakt", empty.path)
    #expect(none.status == 1)
    #expect(
      none.errors.contains("holds none of the files of a Trakt data export"), "\(none.errors)")
  }
}
