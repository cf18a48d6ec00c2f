import Foundation
import Testing

/// What `import` says about files that hold nothing, folders and skipped movies, and choosing
/// between titles that differ only in case.
struct ImportShapeTests {
  @Test func anEmptyExportImportsBackAsNothingToImport() throws {
    let library = try Library()
    let export = try library.run("export")
    #expect(export.status == 0)
    #expect(export.output.filter { !$0.isWhitespace } == "[]")
    let result = try library.run("import", "trakt", "-", input: export.output)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == "Nothing to import: standard input holds no items\n")
  }

  @Test func aFolderIsNotAFile() throws {
    let library = try Library()
    let result = try library.run("import", "tvmaze", library.home.path)
    #expect(result.status == 1)
    #expect(
      result.errors == "showtracker: cannot read \(library.home.path): it is a folder, not a file\n"
    )
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
