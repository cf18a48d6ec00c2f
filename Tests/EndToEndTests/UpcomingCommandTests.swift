import Foundation
import Testing

/// `showtracker follow`, `unfollow` and `upcoming` on a library with a show airing soon.
struct UpcomingCommandTests {
  /// A show with an episode a week ago, two in the coming days and one in two months.
  static func emberLane() -> String {
    func day(_ offset: Int) -> String {
      let date = Date().addingTimeInterval(Double(offset) * 86_400)
      return String(date.formatted(.iso8601.year().month().day()))
    }
    let episodes = [(1, -7), (2, 2), (3, 4), (4, 60)].map { number, offset in
      """
      {"id": \(93000 + number), "name": "Part \(number), again", "season": 1, "number": \(number),
       "airdate": "\(day(offset))", "runtime": 30}
      """
    }
    return """
      {"id": 9300, "name": "Ember Lane", "status": "Running", "premiered": "\(day(-7))",
       "network": {"id": 4, "name": "Coast TV"},
       "_embedded": {"episodes": [\(episodes.joined(separator: ","))]}}
      """
  }

  func library() throws -> Library {
    let library = try Library()
    let result = try library.run(
      "import", "tvmaze", try library.file("ember.json", Self.emberLane()))
    #expect(result.status == 0, "\(result.errors)")
    return library
  }

  @Test func aFollowedShowsComingEpisodesAreListedByDayUntilItIsUnfollowed() throws {
    let library = try library()
    #expect(try library.run("upcoming").output.contains("Nothing airs"))
    let follow = try library.run("follow", "Ember Lane")
    #expect(follow.status == 0, "\(follow.errors)")
    #expect(follow.output == "Ember Lane: following\n")
    let upcoming = try library.run("upcoming")
    #expect(upcoming.status == 0, "\(upcoming.errors)")
    #expect(upcoming.output.hasPrefix("Upcoming · the next 14 days · 2 episodes\n"))
    #expect(upcoming.output.contains("S01E02  Part 2, again"))
    #expect(upcoming.output.contains("S01E03  Part 3, again"))
    #expect(!upcoming.output.contains("S01E04"))
    #expect(try library.run("upcoming", "--days", "90").output.contains("S01E04"))
    let unfollow = try library.run("unfollow", "ember")
    #expect(unfollow.output == "Ember Lane: no longer followed (its history stays)\n")
    #expect(try library.run("upcoming").output.contains("Nothing airs"))
  }

  @Test func theJSONHasISODaysAndNumbers() throws {
    let library = try library()
    try library.run("follow", "Ember Lane")
    let json = try library.json("upcoming", "--days", "90", "--json")
    #expect(json["dayCount"] as? Int == 90)
    let days = try #require(json["days"] as? [[String: Any]])
    #expect(days.count == 3)
    let first = try #require((days.first?["episodes"] as? [[String: Any]])?.first)
    #expect(first["season"] as? Int == 1)
    #expect(first["number"] as? Int == 2)
    #expect(first["showTitle"] as? String == "Ember Lane")
    #expect((days.first?["date"] as? String)?.count == 10)
  }

  @Test func icsIsACalendarWithOneEventPerEpisode() throws {
    let library = try library()
    try library.run("follow", "Ember Lane")
    let result = try library.run("upcoming", "--ics")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("BEGIN:VCALENDAR\r\n"))
    #expect(result.output.hasSuffix("END:VCALENDAR\r\n"))
    #expect(result.output.components(separatedBy: "BEGIN:VEVENT\r\n").count == 3)
    #expect(result.output.contains("SUMMARY:Ember Lane S01E02: Part 2\\, again\r\n"))
  }

  @Test func usageErrorsExit2() throws {
    let library = try library()
    for arguments in [
      ["upcoming", "--days", "0"], ["upcoming", "--json", "--ics"], ["upcoming", "extra"],
      ["follow"], ["unfollow", "a", "b"],
    ] {
      let result = try library.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.output.isEmpty)
    }
    let missing = try library.run("follow", "No Such Show")
    #expect(missing.status == 1)
    #expect(missing.errors.contains("No Such Show"))
  }
}
