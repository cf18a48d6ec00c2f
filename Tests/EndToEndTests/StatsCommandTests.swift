import Foundation
import Testing

/// `showtracker stats`: the history in figures.
struct StatsCommandTests {
  let show = "The Lighthouse Keepers"

  func library() throws -> Library {
    let library = try Library()
    try library.importFixtures()
    return library
  }

  @Test func episodesHoursStreakAndTopShowsWithUnknownRuntimesApart() throws {
    let library = try library()
    try library.run("watch", show, "S01E01", "--at", "2024-03-01T20:00")
    try library.run("watch", show, "S01E02", "--at", "2024-03-02T20:00")
    try library.run("watch", show, "S01E03", "--at", "2025-01-10T20:00")
    // Its one episode has no runtime.
    try library.run("watch", "The Lightkeeper's Daughter", "S01E01", "--at", "2025-01-11T20:00")
    let stats = try library.run("stats")
    #expect(stats.status == 0, "\(stats.errors)")
    #expect(
      stats.output.contains("Watched   4 plays of 4 episodes · 2.3 h (1 play of unknown length)"),
      "\(stats.output)")
    #expect(stats.output.contains("Longest   2 days in a row, 2024-03-01 to 2024-03-02"))
    #expect(stats.output.contains("By month, 2025"))

    let json = try library.json("stats", "--json", "--year", "2025")
    #expect(json["year"] as? Int == 2025)
    let totals = try #require(json["totals"] as? [String: Any])
    #expect(totals["plays"] as? Int == 2)
    #expect(totals["episodes"] as? Int == 2)
    #expect(totals["minutes"] as? Int == 45)
    #expect(totals["unknownRuntime"] as? Int == 1)
    let years = try #require(json["years"] as? [[String: Any]])
    #expect(years.map { $0["year"] as? Int } == [2024, 2025])
    let months = try #require(json["months"] as? [[String: Any]])
    #expect(months.count == 12)
    #expect(months.first?["month"] as? String == "2025-01")
    #expect(months.first?["plays"] as? Int == 2)
    let streak = try #require(json["longestStreak"] as? [String: Any])
    #expect(streak["days"] as? Int == 2)
    #expect(streak["first"] as? String == "2025-01-10")
    let top = try #require(json["topShows"] as? [[String: Any]])
    #expect(top.first?["title"] as? String == show)
  }

  /// The frictions of issue 30: plays and episodes apart, plays of unknown length beside the
  /// bar that cannot show them, and the streak going on now beside the longest.
  @Test func playsAndEpisodesApartUnknownLengthsBesideTheBarAndTheCurrentStreak() throws {
    let library = try library()
    try library.run("watch", show, "S01E01", "--at", "2024-03-01T20:00")
    try library.run("watch", show, "S01E01", "--at", "2024-03-02T20:00")
    try library.run("watch", show, "S01E02", "--at", "2024-03-03T20:00")
    try library.run("watch", "The Lightkeeper's Daughter", "S01E01", "--at", "2023-05-01T20:00")
    try library.run("watch", show, "S01E03")  // today
    let stats = try library.run("stats")
    #expect(stats.output.contains("Watched   5 plays of 4 episodes"), "\(stats.output)")
    #expect(stats.output.contains("Streak    1 day now, since "), "\(stats.output)")
    #expect(stats.output.contains("Longest   3 days in a row, 2024-03-01 to 2024-03-03"))
    let year2023 = try #require(
      stats.output.split(separator: "\n").first { $0.hasPrefix("  2023  ") })
    #expect(year2023.hasSuffix("0 min · 1 play · 1 of unknown length"), "\(year2023)")
    let json = try library.json("stats", "--json", "--year", "2024")
    let totals = try #require(json["totals"] as? [String: Any])
    #expect(totals["plays"] as? Int == 3)
    #expect(totals["episodes"] as? Int == 2)
    #expect(json["currentStreak"] is NSNull)  // a past year
  }

  @Test func nothingWatchedSaysSoAndUsageErrorsExit2() throws {
    let library = try library()
    #expect(try library.run("stats").output.contains("Nothing watched yet"))
    for arguments in [["stats", "--year", "twenty"], ["stats", "extra"]] {
      let result = try library.run(arguments)
      #expect(result.status == 2, "\(arguments)")
    }
  }
}
