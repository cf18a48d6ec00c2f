import Foundation
import Testing

struct HistoryCommandTests {
  func library() throws -> Library {
    let library = try Library()
    try library.importFixtures()
    #expect(try library.run("import", "trakt", "-", input: Fixtures.traktHistory).status == 0)
    return library
  }

  @Test func anEmptyHistorySaysSo() throws {
    let result = try Library().run("history")
    #expect(result.status == 0)
    #expect(result.output == "Watched history\n\nNothing watched yet.\n")
  }

  @Test func theHistoryIsNewestFirstWithTitleAndDate() throws {
    let result = try library().run("history")
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(lines[0] == "Watched history · 2 entries")
    #expect(lines[1] == "")
    #expect(lines[2].hasPrefix("  The Lighthouse Keepers S01E02 · Fog Signal"))
    #expect(lines[2].hasSuffix("Watched 2021-06-02 20:00"))
    #expect(lines[3].hasPrefix("  The Lighthouse Keepers S01E01 · First Light"))
    #expect(lines[3].hasSuffix("Watched 2021-06-01 20:00"))
  }

  @Test func datesAndTimesAreInTheUsersTimeZone() throws {
    // Watched at 20:00 UTC on 1 and 2 June: already the next day twelve hours east of UTC
    // (a POSIX TZ rule, so the test needs no time-zone database on the machine).
    let result = try library().run(["history"], environment: ["TZ": "NZST-12"])
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines[1].hasSuffix("Watched 2021-06-03 08:00"))
    #expect(lines[2].hasSuffix("Watched 2021-06-02 08:00"))
  }

  @Test func pagesAndLimits() throws {
    let library = try library()
    let json = try library.json("history", "--limit", "1", "--page", "2", "--json")
    #expect(json["page"] as? Int == 2)
    #expect(json["pageCount"] as? Int == 2)
    #expect(json["totalCount"] as? Int == 2)
    let entries = json["entries"] as? [[String: Any]]
    #expect(
      entries?.map { $0["title"] as? String } == ["The Lighthouse Keepers S01E01 · First Light"])
    let subtitle = try #require(entries?.first?["subtitle"] as? String)
    #expect(subtitle == "Watched 2021-06-01 20:00")
    let text = try library.run("history", "--limit=1")
    #expect(text.output.hasPrefix("Watched history · 2 entries · page 1 of 2\n"))
  }

  @Test func oneShowsHistory() throws {
    let library = try library()
    try library.run("watch", "The Lightkeeper's Daughter", "S01E01")
    let all = try library.json("history", "--json")
    #expect(all["totalCount"] as? Int == 3)
    let one = try library.json("history", "--show", "The Lighthouse Keepers", "--json")
    #expect(one["totalCount"] as? Int == 2)
    #expect(one["showFilter"] as? String == "The Lighthouse Keepers")
  }
}
