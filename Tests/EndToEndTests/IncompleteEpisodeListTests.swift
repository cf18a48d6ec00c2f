import Foundation
import Testing

/// A show known only from a watch history holds part of its episode list: every watched
/// episode the library knows of is not "caught up". Up Next, My Shows and Search say the list
/// is incomplete and how to fetch it, until the whole list arrives.
struct IncompleteEpisodeListTests {
  let show = "The Lighthouse Keepers"
  let hint = "episode list incomplete: `showtracker refresh \"The Lighthouse Keepers\"`"
  /// The note under a printed list: the whole hint, the command on a line of its own.
  let note = """
    The Lighthouse Keepers: episode list incomplete:
      `showtracker refresh "The Lighthouse Keepers"`
    """

  /// A library that knows the show only from a Trakt history of its first two episodes.
  func library() throws -> Library {
    let library = try Library()
    let result = try library.run("import", "trakt", "-", input: Fixtures.traktHistory)
    #expect(result.status == 0, "\(result.errors)")
    return library
  }

  @Test func aShowKnownFromAHistoryIsNeverCaughtUp() throws {
    let library = try library()
    let next = try library.run("next")
    #expect(next.status == 0, "\(next.errors)")
    #expect(next.output.contains(show), "\(next.output)")
    #expect(next.output.contains(note), "\(next.output)")

    let shows = try library.run("shows", "--all")
    #expect(shows.output.contains(note), "\(shows.output)")
    #expect(!shows.output.contains("caught up"), "\(shows.output)")

    let search = try library.run("search", "lighthouse")
    #expect(search.output.contains(note), "\(search.output)")
  }

  @Test func theJSONSaysSoToo() throws {
    let library = try library()
    let next = try #require(library.json("next", "--json")["shows"] as? [[String: Any]])
    #expect(next.first?["incomplete"] as? String == hint)
    let shows = try #require(library.json("shows", "--all", "--json")["shows"] as? [[String: Any]])
    #expect(shows.first?["incomplete"] as? String == hint)
    let search = try #require(
      library.json("search", "lighthouse", "--json")["results"] as? [[String: Any]])
    #expect(search.first?["incomplete"] as? String == hint)
  }

  @Test func theWholeListTakesTheHintAway() throws {
    let library = try library()
    try library.importFixtures()
    #expect(!(try library.run("next").output.contains("incomplete")))
    #expect(!(try library.run("shows", "--all").output.contains("incomplete")))
    #expect(!(try library.run("search", "lighthouse").output.contains("incomplete")))
    let shows = try #require(library.json("shows", "--all", "--json")["shows"] as? [[String: Any]])
    #expect(shows.allSatisfy { $0["incomplete"] == nil })
  }
}
