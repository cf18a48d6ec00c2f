import Foundation
import Testing

/// `showtracker next`: the shows started and not finished, with what to watch next.
struct NextCommandTests {
  let show = "The Lighthouse Keepers"

  func library() throws -> Library {
    let library = try Library()
    try library.importFixtures()
    return library
  }

  @Test func nothingStartedMeansNothingUpNext() throws {
    let result = try library().run("next")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("Nothing to watch next"))
  }

  @Test func aStartedShowSaysItsNextEpisodeAndMovesOnWhenItIsWatched() throws {
    let library = try library()
    try library.run("watch", show, "S01E01")
    let first = try library.run("next")
    #expect(first.status == 0, "\(first.errors)")
    let heading = try #require(first.output.split(separator: "\n").first)
    #expect(heading.hasPrefix("Up next · 1 show "))
    #expect(heading.hasSuffix(" last watched"), "the date column is named")
    #expect(first.output.contains("S01E02 · Fog Signal"))
    try library.run("watch", show, "S01E02")
    #expect(try library.run("next").output.contains("S01E03 · The Relief Boat"))
  }

  @Test func theJSONCarriesNumbersAndISODates() throws {
    let library = try library()
    try library.run("watch", show, "S01E01", "--at", "2011-01-01")
    let json = try library.json("next", "--json")
    let shows = try #require(json["shows"] as? [[String: Any]])
    #expect(shows.count == 1)
    let row = try #require(shows.first)
    #expect(row["title"] as? String == show)
    #expect(row["airedLeft"] is Int)
    #expect((row["lastWatchedAt"] as? String)?.hasPrefix("2011-01-01") == true)
    let next = try #require(row["next"] as? [String: Any])
    #expect(next["season"] as? Int == 1)
    #expect(next["number"] as? Int == 2)
    #expect(next["airDate"] as? String == "2010-01-11")
  }
}
