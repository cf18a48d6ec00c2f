import Foundation
import Testing

/// What `import` says about files that hold nothing, folders and skipped movies, and choosing
/// between titles that differ only in case.
struct ImportShapeTests {
  @Test func anEmptyExportImportsBackAsNothingToImport() throws {
    let library = try Library()
    #expect(try library.run("next").status == 0)  // the first run makes the library
    let export = try library.run("export")
    #expect(export.status == 0)
    #expect(export.output.filter { !$0.isWhitespace } == "[]")
    let result = try library.run("import", "trakt", "-", input: export.output)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == "Nothing to import: standard input holds no items\n")
  }

  /// `export` reads the user's data out: with no library there is nothing to export, and
  /// neither a library nor the folder is made (issue #43, item 6).
  @Test func anExportWithNoLibraryMakesNothingAndSaysSo() throws {
    let library = try Library()
    let folder = library.home.appendingPathComponent("trakt")
    for arguments in [["export"], ["export", "--trakt-dir", folder.path]] {
      let result = try library.run(arguments)
      #expect(result.status == 1, "\(arguments)")
      #expect(
        result.errors
          == "showtracker: there is no library at \(library.database.path): nothing to export\n")
      #expect(result.output.isEmpty)
    }
    #expect(!FileManager.default.fileExists(atPath: library.database.path))
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func aFolderIsNotAFile() throws {
    let library = try Library()
    let result = try library.run("import", "tvmaze", library.home.path)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "showtracker: cannot import: \(library.home.path) is a folder, not a file\n")
  }

  @Test func skippedMoviesAreCountedInThePlural() throws {
    let library = try Library()
    try library.importFixtures()
    let movie = """
      {"id": 9, "watched_at": "2021-05-30T20:00:00.000Z", "action": "watch", "type": "movie",
       "movie": {"title": "Fog", "year": 2001, "ids": {"trakt": 78}}}
      """
    let history = Fixtures.traktHistory.replacingOccurrences(of: "\n]", with: ",\(movie)]")
    let result = try library.run("import", "trakt", "-", input: history)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("skipped: 2 movies"), "\(result.output)")
  }

  @Test func titlesThatDifferOnlyInCaseAreChosenByTheExactTitle() throws {
    let library = try Library()
    for (id, title) in [(900101, "GIRLS"), (900102, "Girls")] {
      let show = """
        {"id": \(id), "name": "\(title)", "premiered": "2012-04-15", "genres": [],
         "_embedded": {"episodes": [{"id": \(id * 10), "season": 1, "number": 1,
           "name": "Pilot \(title)", "airdate": "2012-04-15"}]}}
        """
      #expect(try library.run("import", "tvmaze", try library.file("\(id).json", show)).status == 0)
    }
    #expect(try library.run("show", "GIRLS").output.contains("Pilot GIRLS"))
    #expect(try library.run("show", "Girls").output.contains("Pilot Girls"))
    #expect(try library.run("show", "girls").status == 1)
  }

  @Test func aShowFromTraktShowsItsYear() throws {
    let library = try Library()
    #expect(try library.run("import", "trakt", "-", input: Fixtures.traktHistory).status == 0)
    let json = try library.json("show", "The Lighthouse Keepers", "--json")
    let show = try #require(json["show"] as? [String: Any])
    #expect(show["years"] as? String == "2010")
    let printed = try library.run("show", "The Lighthouse Keepers")
    #expect(printed.output.split(separator: "\n").dropFirst().first?.hasPrefix("2010") == true)
  }
}

/// Episode lists that name no show: `--show` attaches them.
struct EpisodeListShowTests {
  static let episodes = """
    [{"id": 910104, "name": "Storm Warning", "season": 2, "number": 4, "airdate": "2011-02-28",
      "runtime": 45},
     {"id": 910105, "name": "Calm", "season": 2, "number": 5, "airdate": "2011-03-07"}]
    """

  @Test func withoutTheShowTheErrorNamesTheOption() throws {
    let library = try Library()
    try library.importFixtures()
    let file = try library.file("episodes.json", Self.episodes)
    let result = try library.run("import", "tvmaze", file)
    #expect(result.status == 1)
    #expect(result.errors.contains("give its show with --show SHOW"), "\(result.errors)")
  }

  @Test func withTheShowTheEpisodesAreAttached() throws {
    let library = try Library()
    try library.importFixtures()
    let file = try library.file("episodes.json", Self.episodes)
    let result = try library.run("import", "tvmaze", file, "--show", "The Lighthouse Keepers")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("2 episodes added"))
    #expect(try library.run("show", "The Lighthouse Keepers").output.contains("S02E05  Calm"))
    let unknown = try library.run("import", "tvmaze", file, "--show", "No Such Show")
    #expect(unknown.status == 1)
    #expect(unknown.errors.contains("no show called 'No Such Show'"), "\(unknown.errors)")
    #expect(try library.run("import", "trakt", file, "--show", "x").status == 2)
  }
}
