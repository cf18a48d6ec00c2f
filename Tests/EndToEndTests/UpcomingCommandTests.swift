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
    // Episode 2 airs at 21:00 New York time (02:00 UTC the next day); episode 3 has only a
    // day (an empty airtime), as web episodes often do.
    let episodes = [(1, -7), (2, 2), (3, 4), (4, 60)].map { number, offset in
      let time =
        number == 2
        ? "\"airtime\": \"21:00\", \"airstamp\": \"\(day(offset))T21:00:00-05:00\","
        : "\"airtime\": \"\", \"airstamp\": \"\(day(offset))T12:00:00+00:00\","
      return """
        {"id": \(93000 + number), "name": "Part \(number), again", "season": 1, "number": \(number),
         "airdate": "\(day(offset))", \(time) "runtime": 30}
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
    #expect(upcoming.output.contains("S01E02  02:00  Part 2, again"))
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

  /// The frictions of issue 30: the event is at the air time, in UTC, for the runtime, with
  /// the episode's TVMaze page; an episode with only a day is an all-day event.
  @Test func icsEventsAreAtTheAirTimeWithTheEpisodesPage() throws {
    let library = try library()
    try library.run("follow", "Ember Lane")
    let text = try library.run("upcoming", "--ics").output
    let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
    let events = unfolded.components(separatedBy: "BEGIN:VEVENT\r\n").dropFirst()
    let second = try #require(events.first { $0.contains("S01E02") })
    let next = Date().addingTimeInterval(3 * 86_400)
    let nextDay = String(next.formatted(.iso8601.year().month().day())).filter { $0 != "-" }
    #expect(second.contains("DTSTART:\(nextDay)T020000Z\r\n"), "\(second)")
    #expect(second.contains("DTEND:\(nextDay)T023000Z\r\n"), "\(second)")
    #expect(second.contains("URL:https://www.tvmaze.com/episodes/93002\r\n"))
    let third = try #require(events.first { $0.contains("S01E03") })
    #expect(third.contains("DTSTART;VALUE=DATE:"))
    #expect(!third.contains("DTSTART:"))
    let json = try library.json("upcoming", "--json")
    let days = try #require(json["days"] as? [[String: Any]])
    let first = try #require((days.first?["episodes"] as? [[String: Any]])?.first)
    #expect(
      first["airsAt"] as? String == "\(next.formatted(.iso8601.year().month().day()))T02:00:00Z")
    #expect(first["url"] as? String == "https://www.tvmaze.com/episodes/93002")
  }

  /// Nothing airs: still a calendar RFC 5545 accepts (one component, a UTC time zone).
  @Test func anEmptyCalendarHasOneComponent() throws {
    let text = try library().run("upcoming", "--ics").output
    #expect(!text.contains("BEGIN:VEVENT"))
    #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:UTC\r\n"))
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
