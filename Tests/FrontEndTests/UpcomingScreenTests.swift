import FrontEnds
import Identifiers
import Redux
import Terminal
import Testing
import Upcoming

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@MainActor
struct UpcomingScreenTests {
  let sent = SentActions<UpcomingView.Action>()

  func screen(_ state: UpcomingView.State) -> UpcomingScreen {
    UpcomingScreen(viewModel: .stub(state) { [sent] in sent.record($0) })
  }

  @Test func enterOpensTheSelectedEpisodesShowAcrossTheDays() throws {
    let state = UpcomingView.State.populated
    let screen = screen(state)
    // The third episode is on the second day: the selection moves over episodes, not days.
    _ = screen.handle(.character("j"))
    _ = screen.handle(.character("j"))
    #expect(screen.handle(.enter) == .handled)
    #expect(sent.all == [.showSelected(state.episodes[2].ids.show)])
    #expect(screen.handle(.character("x")) == .ignored)
  }

  @Test func theDaysAreHeadingsAndTodayAndTomorrowAreNamedWithTheirDate() {
    let text = UpcomingScreen(viewModel: .stub(.populated)).render(width: 80, height: nil)
      .map(\.plainText)
    #expect(text.contains("Today · 2026-12-01"))
    #expect(text.contains("Tomorrow · 2026-12-02"))
    #expect(text.contains("Fri 2026-12-04"))
    #expect(text.contains { $0.contains("Northern Lights") && $0.contains("S02E01") })
  }

  @Test func aListStoppedAtItsLimitSaysSo() {
    let state = UpcomingView.State.populated
    let truncated = UpcomingView.State(
      days: state.days, dayCount: state.dayCount, firstDay: state.firstDay,
      lastDay: state.lastDay, isTruncated: true)
    let heading = UpcomingScreen(viewModel: .stub(truncated)).render(width: 80, height: nil)[0]
    #expect(heading.plainText == "Upcoming · the next 14 days · the first 6 episodes")
    #expect(
      UpcomingScreen(viewModel: .stub(state)).render(width: 80, height: nil)[0].plainText
        == "Upcoming · the next 14 days · 6 episodes")
  }

  @Test func fullScreenTheSelectedEpisodeStaysInView() {
    let screen = screen(.long)
    for _ in 0..<20 { _ = screen.handle(.character("j")) }
    let lines = screen.render(width: 80, height: 10)
    #expect(lines.count == 10)
    let selected = UpcomingView.State.long.episodes[20]
    #expect(lines.contains { $0.plainText.hasPrefix("›") && $0.plainText.contains(selected.code) })
  }
}

/// The iCalendar front end, checked against RFC 5545's rules and read back.
@MainActor
struct UpcomingICSTests {
  static let tricky = UpcomingView.State(
    days: [
      UpcomingView.Day(
        date: "2026-12-31", label: "Today",
        episodes: [
          UpcomingView.Episode(
            ids: Ids(show: 7, episode: 92002), showTitle: "Ember; Lane, \\ Ünïcødé 🎬",
            network: "Coast TV", code: "S01E02",
            title: String(repeating: "Ä long title, ", count: 8) + "end\nline two",
            season: 1, number: 2, runtime: 45, airTime: "21:00",
            startsAt: "2027-01-01T02:00:00Z", endsAt: "2027-01-01T02:45:00Z",
            url: "https://www.tvmaze.com/episodes/92002")
        ]),
      UpcomingView.Day(
        date: "2027-01-01", label: "Tomorrow",
        episodes: [
          UpcomingView.Episode(
            ids: Ids(show: 8, episode: 5), showTitle: "Harbour", network: "", code: "S03E01",
            title: "New Year", season: 3, number: 1)
        ]),
    ], dayCount: 14, firstDay: "2026-12-31", lastDay: "2027-01-13")

  func render(_ state: UpcomingView.State) -> String {
    UpcomingICS(viewModel: .stub(state), writtenAt: Date(timeIntervalSince1970: 1_796_635_812.7))
      .render()
  }

  @Test func everyLineEndsInCRLFAndIsAtMost75Octets() throws {
    let text = render(Self.tricky)
    #expect(text.hasSuffix("\r\n"))
    let lines = text.components(separatedBy: "\r\n").dropLast()
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(line.utf8.count <= 75, "\(line)")
      #expect(!line.contains("\n") && !line.contains("\r"))
    }
    // Folding happened: the summary is longer than a line.
    #expect(lines.contains { $0.hasPrefix(" ") })
  }

  @Test func itReadsBackAsOneEventPerEpisodeAtItsAirTimeWithEscapedText() throws {
    let calendar = try ICalendar(render(Self.tricky))
    #expect(calendar.properties["VERSION"] == ["2.0"])
    #expect(calendar.properties["PRODID"]?.count == 1)
    #expect(calendar.components == ["VEVENT", "VEVENT"])
    let first = calendar.events[0]
    #expect(first["UID"] == "showtracker-episode-92002@showtracker")
    // An air time: a timed event in UTC for the runtime (its UTC day is the next one).
    #expect(first["DTSTART"] == "20270101T020000Z")
    #expect(first["DTEND"] == "20270101T024500Z")
    #expect(first["DTSTART;VALUE=DATE"] == nil)
    // The moment it was written, to the second (2026-12-07 09:30:12.7 UTC), not the first day.
    #expect(first["DTSTAMP"] == "20261207T093012Z")
    #expect(first["URL"] == "https://www.tvmaze.com/episodes/92002")
    let summary =
      "Ember; Lane, \\ Ünïcødé 🎬 S01E02: "
      + String(repeating: "Ä long title, ", count: 8) + "end\nline two"
    #expect(first["SUMMARY"] == summary)
    #expect(
      first["DESCRIPTION"]
        == "Ember; Lane, \\ Ünïcødé 🎬, S01E02 on Coast TV\nhttps://www.tvmaze.com/episodes/92002")
    // Only a day: an all-day event, ending the next day (across the year).
    let second = calendar.events[1]
    #expect(second["DTSTART;VALUE=DATE"] == "20270101")
    #expect(second["DTEND;VALUE=DATE"] == "20270102")
    #expect(second["DTSTART"] == nil)
    #expect(second["URL"] == nil)
    #expect(second["DESCRIPTION"] == "Harbour, S03E01")
  }

  @Test func anAirTimeWithoutARuntimeIsAnEventOfNoDuration() throws {
    let episode = UpcomingView.Episode(
      ids: Ids(show: 7, episode: 1), showTitle: "Ember Lane", network: "", code: "S01E01",
      title: "One", season: 1, number: 1, airTime: "21:00", startsAt: "2026-12-02T02:00:00Z")
    let state = UpcomingView.State(
      days: [UpcomingView.Day(date: "2026-12-01", label: "Today", episodes: [episode])],
      firstDay: "2026-12-01", lastDay: "2026-12-14")
    let event = try #require(try ICalendar(render(state)).events.first)
    #expect(event["DTSTART"] == "20261202T020000Z")
    #expect(event["DTEND"] == nil)
    #expect(event["DTEND;VALUE=DATE"] == nil)
  }

  @Test func uidsAreStableAndUnique() throws {
    let once = try ICalendar(render(Self.tricky)).events.compactMap { $0["UID"] }
    let again = try ICalendar(render(Self.tricky)).events.compactMap { $0["UID"] }
    #expect(once == again)
    #expect(Set(once).count == once.count)
    let fixture = try ICalendar(render(.long)).events.compactMap { $0["UID"] }
    #expect(Set(fixture).count == UpcomingView.State.long.episodes.count)
  }

  /// RFC 5545 § 3.4: a calendar holds at least one component. With no events, that is one
  /// `VTIMEZONE` for UTC (which no event names and no calendar app shows).
  @Test func anEmptyListIsACalendarWithOnlyTheUTCTimeZone() throws {
    let calendar = try ICalendar(render(.empty))
    #expect(calendar.events.isEmpty)
    #expect(calendar.components == ["VTIMEZONE"])
    #expect(calendar.timeZones == ["UTC"])
    #expect(render(.empty).hasPrefix("BEGIN:VCALENDAR\r\n"))
    #expect(render(.empty).hasSuffix("END:VCALENDAR\r\n"))
    // A calendar with events needs no time zone: every time is UTC ("Z").
    #expect(try ICalendar(render(Self.tricky)).timeZones.isEmpty)
  }
}

/// A small RFC 5545 reader for the tests: unfolds lines, checks BEGIN/END nesting, unescapes
/// TEXT values.
struct ICalendar {
  struct Malformed: Error, CustomStringConvertible {
    let description: String
  }

  var properties: [String: [String]] = [:]
  var events: [[String: String]] = []
  /// The calendar's components, in order: "VEVENT", "VTIMEZONE", …
  var components: [String] = []
  /// The `TZID` of each `VTIMEZONE`.
  var timeZones: [String] = []

  init(_ text: String) throws {
    guard text.hasSuffix("\r\n") else { throw Malformed(description: "no final CRLF") }
    // Unfold: a CRLF followed by one space or tab continues the line.
    let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
      .replacingOccurrences(of: "\r\n\t", with: "")
    var stack: [String] = []
    var event: [String: String]?
    for line in unfolded.components(separatedBy: "\r\n").dropLast() {
      guard let colon = line.firstIndex(of: ":") else {
        throw Malformed(description: "no colon in '\(line)'")
      }
      let name = String(line[..<colon])
      let value = String(line[line.index(after: colon)...])
      switch name {
      case "BEGIN":
        if stack == ["VCALENDAR"] { components.append(value) }
        stack.append(value)
        if value == "VEVENT" { event = [:] }
      case "END":
        guard stack.popLast() == value else {
          throw Malformed(description: "END:\(value) does not close its BEGIN")
        }
        if value == "VEVENT", let finished = event {
          for required in ["UID", "DTSTAMP"] where finished[required] == nil {
            throw Malformed(description: "an event without \(required)")
          }
          guard (finished["DTSTART"] ?? finished["DTSTART;VALUE=DATE"]) != nil else {
            throw Malformed(description: "an event without DTSTART")
          }
          events.append(finished)
          event = nil
        }
      default:
        if event != nil {
          event?[name] = name == "URL" ? value : try Self.unescaped(value)
        } else if stack == ["VCALENDAR"] {
          properties[name, default: []].append(value)
        } else if stack.last == "VTIMEZONE", name == "TZID" {
          timeZones.append(value)
        }
      }
    }
    guard stack.isEmpty else { throw Malformed(description: "unclosed \(stack)") }
    guard !components.isEmpty else {
      throw Malformed(description: "a calendar without a component (RFC 5545 § 3.4)")
    }
  }

  /// TEXT unescaped: `\\`, `\;`, `\,`, `\n`; a lone `;` or `,` is not TEXT.
  static func unescaped(_ value: String) throws -> String {
    var result = ""
    var escaping = false
    for character in value {
      if escaping {
        switch character {
        case "\\", ";", ",": result.append(character)
        case "n", "N": result.append("\n")
        default: throw Malformed(description: "bad escape \\\(character)")
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == ";" || character == "," {
        throw Malformed(description: "unescaped '\(character)' in '\(value)'")
      } else {
        result.append(character)
      }
    }
    return result
  }
}
