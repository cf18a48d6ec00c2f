import Foundation
import Testing

struct ShowCommandTests {
  @Test func aShowHasItsHeaderProgressNextEpisodeAndEverySeason() throws {
    let library = try Library()
    try library.importFixtures()
    try library.run("watch", "The Lighthouse Keepers", "S01E01")
    let result = try library.run("show", "The Lighthouse Keepers")
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(lines[0] == "The Lighthouse Keepers")
    // Watching an episode followed the show.
    #expect(lines[1] == "2010–2011 · North Sea TV · Ended · Drama, Mystery · ★ Following")
    #expect(lines[2] == "Two keepers, one lamp, and a logbook of ships that never arrive.")
    #expect(result.output.contains("1/6 watched · 17%"))  // not the special
    #expect(result.output.contains("Next      S01E02 · Fog Signal · 2010-01-11"))
    #expect(result.output.contains("Season 1 · 1/3 watched"))
    #expect(result.output.contains("Season 2 · 0/3 watched"))
    #expect(result.output.contains("Specials · 0/1 watched"))
    let first = try #require(lines.first { $0.contains("S01E01") })
    #expect(first.hasPrefix("  ✓ S01E01  First Light"))
    #expect(first.hasSuffix("2010-01-04"))
    #expect(lines.contains { $0.hasPrefix("  · S01E02  Fog Signal") })
  }

  @Test func aShowSaysEachEpisodesPlaysAndLastWatchInTheTextAndTheJSON() throws {
    let library = try Library()
    try library.importFixtures()
    let show = "The Lighthouse Keepers"
    let unwatched = try library.run("show", show).output
    try library.run("watch", show, "S01E01", "--at", "2020-02-01T12:00")
    try library.run("watch", show, "S01E01", "--at", "2020-02-02T12:00")
    try library.run("watch", show, "S01E02", "--at", "2020-02-03T12:00")

    let lines = try library.run("show", show).output.split(separator: "\n").map(String.init)
    let first = try #require(lines.first { $0.contains("S01E01") })
    #expect(first.hasPrefix("  ✓ S01E01  First Light"), "\(first)")
    #expect(first.hasSuffix("  2× 2020-02-02  2010-01-04"), "\(first)")
    let second = try #require(lines.first { $0.contains("S01E02") })
    #expect(second.hasSuffix("  1× 2020-02-03  2010-01-11"), "\(second)")
    let third = try #require(lines.first { $0.contains("S01E03") })
    #expect(!third.contains("×"), "\(third)")
    // Season 2, all unwatched, has no such column: its rows are as they were.
    let unwatchedRows = unwatched.split(separator: "\n").filter { $0.contains("S02E0") }
    #expect(lines.filter { $0.contains("S02E0") } == unwatchedRows.map(String.init))
    #expect(!unwatched.contains("×"))
    #expect(lines.allSatisfy { $0.count <= 80 })

    let json = try library.json("show", show, "--json")
    let seasons = try #require((json["show"] as? [String: Any])?["seasons"] as? [[String: Any]])
    let episodes = try #require(seasons.first?["episodes"] as? [[String: Any]])
    #expect(episodes.map { $0["plays"] as? Int } == [2, 1, 0])
    #expect((episodes[0]["lastWatchedAt"] as? String)?.hasPrefix("2020-02-0") == true)
    #expect(episodes[2]["lastWatchedAt"] == nil)
  }

  @Test func aShowIsFoundByIdByTitleInAnyCaseAndByAUniqueStart() throws {
    let library = try Library()
    try library.importFixtures()
    let id = try #require(
      (try library.json("search", "lighthouse", "--json")["results"] as? [[String: Any]])?
        .first?["id"] as? Int)
    for show in ["\(id)", "the lighthouse keepers", "The Lighthouse K"] {
      let json = try library.json("show", show, "--json")
      let detail = try #require(json["show"] as? [String: Any])
      #expect(detail["title"] as? String == "The Lighthouse Keepers", "\(show)")
      #expect(detail["id"] as? Int == id)
      #expect((detail["seasons"] as? [Any])?.count == 3)
    }
  }

  @Test func anAmbiguousTitleListsTheCandidates() throws {
    let library = try Library()
    try library.importFixtures()
    let result = try library.run("show", "The Light")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("showtracker: 'The Light' matches 2 shows"))
    #expect(result.errors.contains("The Lighthouse Keepers (2010)"))
    #expect(result.errors.contains("The Lightkeeper's Daughter (2019)"))
  }

  @Test func anUnknownShowFails() throws {
    let library = try Library()
    for show in ["No Such Show", "987654"] {
      let result = try library.run("show", show)
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      #expect(result.errors.contains("no show called '\(show)'"))
    }
  }
}
