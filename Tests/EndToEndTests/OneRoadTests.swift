import Foundation
import Testing

/// What the one road through the store gives a user of the command line: undo and redo across
/// runs, one watch removed at a time with its count said, record and replay, pages past the
/// end, counts beyond a limit, and output that was not written is an error.
struct OneRoadTests {
  let show = "The Lighthouse Keepers"

  func library() throws -> Library {
    let library = try Library()
    try library.importFixtures()
    return library
  }

  func historyCount(_ library: Library) throws -> Int {
    try #require(try library.json("history", "--json")["totalCount"] as? Int)
  }

  @Test func unwatchSaysHowManyWatchesWentAndUndoBringsThemBack() throws {
    let library = try library()
    for day in ["2010-03-01", "2011-03-01", "2012-03-01"] {
      try library.run("watch", show, "S01E01", "--at", day)
    }
    #expect(try historyCount(library) == 3)
    let unwatch = try library.run("unwatch", show, "S01E01")
    #expect(unwatch.status == 0, "\(unwatch.errors)")
    #expect(unwatch.output.hasPrefix("The Lighthouse Keepers: removed 3 watches of S01E01\n"))
    #expect(try historyCount(library) == 0)

    let undo = try library.run("undo")
    #expect(undo.status == 0, "\(undo.errors)")
    #expect(undo.output == "Undid: removing 3 watches of The Lighthouse Keepers S01E01\n")
    #expect(try historyCount(library) == 3)

    let redo = try library.run("redo")
    #expect(redo.output == "Redid: removing 3 watches of The Lighthouse Keepers S01E01\n")
    #expect(try historyCount(library) == 0)
    #expect(try library.run("redo").output == "Nothing to redo\n")
  }

  @Test func aPagePastTheEndIsEmptySoAScriptStops() throws {
    let library = try library()
    try library.run("watch", show, "--all")
    try library.run("watch", show, "--season", "0")
    let page = try library.json("history", "--json", "--limit", "2", "--page", "99")
    #expect(page["page"] as? Int == 99)
    #expect((page["entries"] as? [Any])?.isEmpty == true)
    let first = try library.json("history", "--json", "--limit", "10")
    let entries = try #require(first["entries"] as? [[String: Any]])
    #expect(entries.count == 7)
    #expect(entries.allSatisfy { $0["season"] is Int })
    // Every numbered episode says its number (a special without one has none).
    #expect(entries.filter { $0["number"] is Int }.count == 6)
    #expect(entries.allSatisfy { ($0["watchedAt"] as? String)?.hasSuffix("Z") == true })
  }

  @Test func searchCountsEveryMatchNotThePage() throws {
    let library = try library()
    let result = try library.run("search", "light", "--limit", "1")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("2 shows match “light” · first 1\n"))
    let json = try library.json("search", "light", "--limit", "1", "--json")
    #expect(json["totalCount"] as? Int == 2)
    #expect((json["results"] as? [Any])?.count == 1)
  }

  @Test func writeFailuresOnStandardOutputAreErrors() throws {
    let library = try library()
    for arguments in [["export"], ["show", "1"], ["history", "--json"], ["search", "light"]] {
      let process = Process()
      process.executableURL = library.binary.url
      process.arguments = ["--db", library.database.path] + arguments
      process.environment = ShowTrackerBinary.environment(home: library.home)
      process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 1, "\(arguments)")
      #expect(
        message == "showtracker: cannot write to standard output: no space left on device\n",
        "\(arguments)")
    }
  }

  @Test func aRecordedSessionReplaysOnACopyAndLeavesTheLibraryAlone() throws {
    let library = try library()
    let recording = library.home.appendingPathComponent("session.jsonl").path
    try library.run("--record", recording, "watch", show, "--season", "1")
    try library.run("--record", recording, "history", "--limit", "2")
    try library.run("--record", recording, "undo")
    #expect(try historyCount(library) == 0)

    let fresh = try Library()
    try fresh.importFixtures()
    let replay = try fresh.run("replay", recording)
    #expect(replay.status == 0, "\(replay.errors)")
    #expect(replay.output.contains("── step 1: watchRequested"))
    #expect(replay.output.contains("The Lighthouse Keepers: marked 3 episodes watched"))
    #expect(replay.output.contains("Undid: marking The Lighthouse Keepers S01E01–S01E03 watched"))
    #expect(try historyCount(fresh) == 0)  // a copy was changed, not the library

    let last = try fresh.run("replay", recording, "--last", "--in-place")
    #expect(last.status == 0, "\(last.errors)")
    #expect(!last.output.contains("── step"))
    #expect(last.output.hasPrefix("Undid: marking The Lighthouse Keepers S01E01–S01E03 watched\n"))
    #expect(try historyCount(fresh) == 0)
  }

  @Test func aRecordingWithABadLineIsRefusedByLineNumber() throws {
    let library = try library()
    let recording = library.home.appendingPathComponent("session.jsonl").path
    try library.run("--record", recording, "watch", show, "S01E01")
    var text = try String(contentsOfFile: recording, encoding: .utf8)
    let lines = text.split(separator: "\n").count
    text += "{\"not\": \"an action\"}\n"
    try text.write(toFile: recording, atomically: true, encoding: .utf8)
    let before = try historyCount(library)
    let result = try library.run("replay", recording, "--in-place")
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("showtracker: \(recording): line \(lines + 1): "))
    #expect(try historyCount(library) == before)
  }
}
