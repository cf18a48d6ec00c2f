import Foundation
import Testing

/// `showtracker shows`: the followed shows with progress, filtered and sorted.
struct ShowsCommandTests {
  let show = "The Lighthouse Keepers"

  func library() throws -> Library {
    let library = try Library()
    try library.importFixtures()
    return library
  }

  @Test func watchingFollowsAShowAndUnfollowingHidesItButKeepsItsHistory() throws {
    let library = try library()
    #expect(try library.run("shows").output.contains("No shows followed yet"))
    try library.run("watch", show, "S01E01")
    let shows = try library.run("shows")
    #expect(shows.status == 0, "\(shows.errors)")
    #expect(shows.output.hasPrefix("My Shows · following · by recent activity · 1 show\n"))
    #expect(shows.output.contains(show))
    #expect(shows.output.contains("S01E02 · Fog Signal"))
    try library.run("unfollow", show)
    #expect(try library.run("shows").output.contains("No shows followed yet"))
    #expect(try library.run("history").output.contains(show))
    #expect(try library.run("shows", "--all").output.contains(show))
  }

  @Test func filtersAndSortsAndJSONNumbers() throws {
    let library = try library()
    try library.run("watch", show, "--all")
    try library.run("follow", "The Lightkeeper's Daughter")
    let byTitle = try library.run("shows", "--sort", "title").output
    let keepers = try #require(byTitle.range(of: show))
    let daughter = try #require(byTitle.range(of: "The Lightkeeper's"))
    #expect(keepers.lowerBound < daughter.lowerBound)  // "Lighth" before "Lightk"
    // Every aired episode of the Keepers is watched: it is not behind.
    let behind = try library.run("shows", "--behind").output
    #expect(!behind.contains(show))
    let json = try library.json("shows", "--json", "--sort", "progress")
    #expect(json["order"] as? String == "progress")
    let rows = try #require(json["shows"] as? [[String: Any]])
    #expect(rows.first?["title"] as? String == show)
    #expect(rows.first?["watched"] as? Int == rows.first?["aired"] as? Int)
    #expect(rows.first?["followed"] as? Bool == true)
    #expect(rows.first?["lastActivityAt"] is String)
  }

  @Test func usageErrorsExit2() throws {
    let library = try library()
    for arguments in [
      ["shows", "--behind", "--ended"], ["shows", "--sort", "stars"], ["shows", "--limit", "0"],
      ["shows", "extra"],
    ] {
      let result = try library.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.output.isEmpty)
    }
  }
}
