import Foundation
import Testing

struct WatchCommandTests {
  let show = "The Lighthouse Keepers"

  func library() throws -> Library {
    let library = try Library()
    try library.importFixtures()
    return library
  }

  func historyTitles(_ library: Library) throws -> [String] {
    let entries =
      try library.json("history", "--json", "--limit", "50")["entries"] as? [[String: Any]]
    return entries?.compactMap { $0["title"] as? String } ?? []
  }

  @Test func watchingAnEpisodeAddsItToTheHistory() throws {
    let library = try library()
    let result = try library.run("watch", show, "s1e2")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("The Lighthouse Keepers: marked 1 episode watched\n"))
    #expect(result.output.contains("  ✓ S01E02  Fog Signal"))
    #expect(try historyTitles(library) == ["The Lighthouse Keepers S01E02 · Fog Signal"])
  }

  @Test func aSeasonAtADateMarksWhatHadAiredAndDatesIt() throws {
    let library = try library()
    let result = try library.run("watch", show, "--season", "1", "--at", "2010-03-01")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("marked 3 episodes watched"))
    let history = try library.run("history")
    #expect(history.output.contains("Watched 2010-03-01"))
    // Season 2 had not aired by June 2010: only the special (Christmas 2010) is left out too.
    let early = try library.run("watch", show, "--all", "--at", "2010-06-01")
    #expect(early.output.contains("nothing to mark watched"))
  }

  @Test func aLocalTimeIsReadAndShownInTheUsersTimeZone() throws {
    // 23:30 twelve hours east of UTC is 11:30 UTC the same day: read as UTC it would show as
    // the next day there.
    let library = try library()
    let east = ["TZ": "NZST-12"]
    let result = try library.run(
      ["watch", show, "S01E01", "--at", "2010-03-01 23:30"], environment: east)
    #expect(result.status == 0, "\(result.errors)")
    let history = try library.run(["history", "--json"], environment: east)
    #expect(history.output.contains("\"Watched 2010-03-01 23:30\""))
    let utc = try library.run(["history"])
    #expect(utc.output.contains("Watched 2010-03-01"))
  }

  @Test func allSkipsWhatIsWatchedAndTheSpecials() throws {
    let library = try library()
    try library.run("watch", show, "1x01")
    let result = try library.run("watch", show, "--all")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("marked 5 episodes watched"))
    #expect(!result.output.contains("Christmas on the Rock"))
    #expect(try historyTitles(library).count == 6)
    // Season 0 names the specials (issue #43).
    let specials = try library.run("watch", show, "--season", "0")
    #expect(specials.output.contains("marked 1 episode watched"), "\(specials.output)")
    #expect(try historyTitles(library).count == 7)
  }

  /// The frictions of issue 30: one play from the command line, not every play of the
  /// episode; each removal one undo step.
  @Test func unwatchLastOrAtRemovesOnePlayAndUndoPutsItBack() throws {
    let library = try library()
    for time in ["2010-03-01T21:30", "2010-03-05T20:00", "2010-03-05T22:15"] {
      #expect(try library.run("watch", show, "S01E01", "--at", time).status == 0)
    }
    func plays() throws -> [String] {
      let entries =
        try library.json("history", "--json", "--limit", "50")["entries"] as? [[String: Any]]
      return entries?.compactMap { $0["watchedAt"] as? String }.sorted() ?? []
    }
    #expect(try plays().count == 3)
    let last = try library.run("unwatch", show, "S01E01", "--last")
    #expect(last.status == 0, "\(last.errors)")
    #expect(
      last.output.hasPrefix("The Lighthouse Keepers: removed 1 watch of S01E01"), "\(last.output)")
    #expect(try plays().map { String($0.prefix(16)) } == ["2010-03-01T21:30", "2010-03-05T20:00"])
    let undo = try library.run("undo")
    #expect(undo.status == 0, "\(undo.errors)")
    #expect(try plays().count == 3)
    // A day with two plays asks for the minute; the minute removes that one.
    let ambiguous = try library.run("unwatch", show, "S01E01", "--at", "2010-03-05")
    #expect(ambiguous.status == 1)
    #expect(
      ambiguous.errors.contains(
        "has 2 plays at 2010-03-05: 2010-03-05 20:00, 2010-03-05 22:15; give the time of one "
          + "with --at"), "\(ambiguous.errors)")
    let minute = try library.run("unwatch", show, "S01E01", "--at", "2010-03-05T22:15")
    #expect(minute.status == 0, "\(minute.errors)")
    let day = try library.run("unwatch", show, "S01E01", "--at", "2010-03-01")
    #expect(day.status == 0, "\(day.errors)")
    #expect(try plays().map { String($0.prefix(16)) } == ["2010-03-05T20:00"])
    let none = try library.run("unwatch", show, "S01E01", "--at", "2010-03-09")
    #expect(none.status == 1)
    #expect(
      none.errors.contains("S01E01 has no play at 2010-03-09; its plays: 2010-03-05 20:00"),
      "\(none.errors)")
    // Undo takes back exactly the last removal, then the one before.
    try library.run("undo")
    #expect(try plays().map { String($0.prefix(16)) } == ["2010-03-01T21:30", "2010-03-05T20:00"])
    try library.run("undo")
    #expect(try plays().count == 3)
    let unwatched = try library.run("unwatch", show, "S01E02", "--last")
    #expect(unwatched.status == 1)
    #expect(
      unwatched.errors.contains("S01E02 has no play; it is not watched"), "\(unwatched.errors)")
    for arguments in [
      ["unwatch", show, "--season", "1", "--last"],
      ["unwatch", show, "S01E01", "--last", "--at", "2010-03-01"],
      ["unwatch", show, "S01E01", "--at", "soon"],
    ] {
      let result = try library.run(arguments)
      #expect(result.status == 2, "\(arguments): \(result.errors)")
    }
  }

  @Test func unwatchRemovesEpisodesSeasonsAndShows() throws {
    let library = try library()
    try library.run("watch", show, "--all")
    let one = try library.run("unwatch", show, "S02E03")
    #expect(one.output.hasPrefix("The Lighthouse Keepers: removed 1 watch of S02E03\n"))
    #expect(one.output.contains("  · S02E03  Last Watch"))
    let season = try library.run("unwatch", show, "--season", "1")
    #expect(season.output.contains("marked 3 episodes not watched"))
    #expect(try historyTitles(library).count == 2)  // --all left the special out
    try library.run("unwatch", show, "--all")
    #expect(try historyTitles(library).isEmpty)
    let again = try library.run("unwatch", show, "S01E01")
    #expect(again.status == 0)
    #expect(again.output == "The Lighthouse Keepers: nothing to mark not watched\n")
  }

  @Test func watchJSONIsTheShowAfterwards() throws {
    let library = try library()
    let json = try library.json("watch", show, "S01E03", "--json")
    let seasons = (json["show"] as? [String: Any])?["seasons"] as? [[String: Any]]
    let episodes = seasons?.first?["episodes"] as? [[String: Any]]
    #expect(episodes?.map { $0["watched"] as? Bool } == [false, false, true])
  }

  @Test func anEpisodeOrSeasonTheShowLacksFails() throws {
    let library = try library()
    let episode = try library.run("watch", show, "S03E01")
    #expect(episode.status == 1)
    #expect(episode.errors == "showtracker: The Lighthouse Keepers has no episode S03E01\n")
    let season = try library.run("unwatch", show, "--season", "7")
    #expect(season.status == 1)
    #expect(season.errors == "showtracker: The Lighthouse Keepers has no season 7\n")
  }
}
