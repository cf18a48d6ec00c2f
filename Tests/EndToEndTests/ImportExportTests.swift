import Foundation
import Testing

struct ImportExportTests {
  @Test func importingPrintsASummaryAndIsIdempotent() throws {
    let library = try Library()
    let file = try library.file("lighthouse.json", Fixtures.lighthouseKeepers)
    let first = try library.run("import", "tvmaze", file)
    #expect(first.status == 0, "\(first.errors)")
    #expect(
      first.output == """
        Imported \(file): 1 show added, 7 episodes added

        """)
    let verbose = try library.run("import", "tvmaze", file, "--verbose")
    #expect(
      verbose.output == """
        Imported \(file)
          shows: 0 added, 0 updated · episodes: 0 added, 0 updated · watch events: 0 added
          ratings: 0 given or changed · watchlist: 0 added · follows: 0 added
          skipped: 8 already imported

        """)
    let again = try library.run("import", "tvmaze", file, "--json")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(again.output.utf8)) as? [String: Any])
    let report = try #require(json["report"] as? [String: Any])
    #expect(report["showsAdded"] as? Int == 0)
    #expect((report["skipped"] as? [String: Int])?["already imported"] == 8)
  }

  @Test func standardInputAndTraktMoviesAreSkipped() throws {
    let library = try Library()
    try library.importFixtures()
    let result = try library.run("import", "trakt", "-", input: Fixtures.traktHistory)
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output == """
        Imported standard input: 2 watch events added · skipped: 1 movie

        """)
  }

  @Test func badFilesFailWithTheReasonAndWriteNothing() throws {
    let library = try Library()
    let broken = try library.run("import", "trakt", "-", input: "[{\"type\": ")
    #expect(broken.status == 1)
    #expect(broken.output.isEmpty)
    #expect(broken.errors.hasPrefix("showtracker: import failed: -: line 1"))
    let missing = try library.run("import", "tvmaze", "/no/such/file.json")
    #expect(missing.status == 1)
    #expect(missing.errors == "showtracker: cannot import: there is no folder /no/such\n")
    let wrongShape = try library.run("import", "tvmaze", "-", input: "[1, 2]")
    #expect(wrongShape.status == 1)
    #expect(wrongShape.errors.contains("expected a TVMaze show"))
    #expect(try library.run("history").output.contains("Nothing watched yet."))
  }

  /// What is wrong with the path, in words: never "You don't have permission" for a device or
  /// a FIFO, nor an `NSCocoaErrorDomain` code for a folder.
  @Test func aFileThatCannotBeImportedIsNamedWithWhatIsWrongWithIt() throws {
    let library = try Library()
    let folder = library.home.path
    let cases: [(String, String)] = [
      ("/dev/null", "/dev/null is empty"),
      (folder, "\(folder) is a folder, not a file"),
      (folder + "/missing.json", "there is no file \(folder)/missing.json"),
      ("/no/such/folder/x.json", "there is no folder /no/such/folder"),
      (
        try library.file("plain.txt", "x") + "/inside.json",
        "a part of \(folder)/plain.txt/inside.json is a file, not a folder"
      ),
    ]
    for (path, reason) in cases {
      let result = try library.run("import", "tvmaze", path)
      #expect(result.status == 1)
      #expect(result.errors == "showtracker: cannot import: \(reason)\n", "\(path)")
    }
    let empty = try library.run("import", "trakt", "-", input: "")
    #expect(empty.errors == "showtracker: cannot import: standard input is empty\n")
    let replay = try library.run("replay", folder)
    #expect(replay.errors == "showtracker: cannot replay: \(folder) is a folder, not a file\n")
    #expect(try library.run("history").output.contains("Nothing watched yet."))
  }

  @Test func exportThenImportReproducesTheHistory() throws {
    let library = try Library()
    try library.importFixtures()
    try library.run("watch", "The Lighthouse Keepers", "--season", "1", "--at", "2020-02-02T20:30")
    try library.run("watch", "The Lightkeeper's Daughter", "S01E01", "--at", "2021-07-04")
    let export = try library.run("export")
    #expect(export.status == 0, "\(export.errors)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [[String: Any]])
    #expect(items.count == 4)
    #expect(
      Set(items.compactMap { $0["watched_at"] as? String }) == [
        "2021-07-04T00:00:00.000Z", "2020-02-02T20:30:00.000Z",
      ])

    let other = try Library()
    let file = try other.file("export.json", export.output)
    let imported = try other.run("import", "trakt", file)
    #expect(imported.status == 0, "\(imported.errors)")
    #expect(imported.output.contains("4 watch events added"))
    let before = try library.json("history", "--json")["entries"] as? [[String: Any]]
    let after = try other.json("history", "--json")["entries"] as? [[String: Any]]
    #expect(before?.map { $0["title"] as? String } == after?.map { $0["title"] as? String })
    #expect(before?.map { $0["subtitle"] as? String } == after?.map { $0["subtitle"] as? String })

    let backAgain = try library.run("import", "trakt", try library.file("same.json", export.output))
    #expect(!backAgain.output.contains("watch event"))
    #expect(backAgain.output.contains("already imported"))
  }

  @Test func exportEscapesTerminalControlsAndStillRoundTrips() throws {
    let library = try Library()
    let imported = try library.run(
      "import", "trakt", try library.file("bidi.json", Fixtures.traktBidiHistory))
    #expect(imported.status == 0, "\(imported.errors)")
    let export = try library.run("export")
    #expect(export.status == 0, "\(export.errors)")
    let raw: [Unicode.Scalar] = [
      "\u{7F}", "\u{9B}", "\u{202E}", "\u{202C}", "\u{2067}", "\u{2069}", "\u{200F}", "\u{2028}",
    ]
    #expect(!export.output.unicodeScalars.contains { raw.contains($0) })
    #expect(export.output.contains(#"Pilot \u202Egnp.exe\u202C \u007F"#))
    #expect(export.output.contains(#"Mirror \u2067Show\u2069\u200F\u2028\u009B2J"#))

    let other = try Library()
    let again = try other.run("import", "trakt", try other.file("export.json", export.output))
    #expect(again.status == 0, "\(again.errors)")
    let before = try library.json("history", "--json")["entries"] as? [[String: Any]]
    let after = try other.json("history", "--json")["entries"] as? [[String: Any]]
    #expect(
      (before?.first?["title"] as? String)?
        .hasPrefix("Mirror \u{2067}Show\u{2069}\u{200F}\u{2028}\u{9B}2J S01E01") == true)
    #expect(before?.map { $0["title"] as? String } == after?.map { $0["title"] as? String })
    #expect(before?.map { $0["subtitle"] as? String } == after?.map { $0["subtitle"] as? String })

    // On the terminal the controls are stand-ins, in the history and in the show's page alike.
    for output in [try library.run("history").output, try library.run("show", "Mirror").output] {
      #expect(!output.unicodeScalars.contains { raw.contains($0) }, "\(output)")
      #expect(output.contains("Mirror \u{FFFD}Show\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}2J"), "\(output)")
    }
  }
}
