import FrontEnds
import Identifiers
import Redux
import Terminal
import Testing
import Upcoming

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
            season: 1, number: 2)
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
    UpcomingICS(viewModel: .stub(state)).render()
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

  @Test func itReadsBackAsOneAllDayEventPerEpisodeWithEscapedText() throws {
    let calendar = try ICalendar(render(Self.tricky))
    #expect(calendar.properties["VERSION"] == ["2.0"])
    #expect(calendar.properties["PRODID"]?.count == 1)
    #expect(calendar.events.count == 2)
    let first = calendar.events[0]
    #expect(first["UID"] == "showtracker-episode-92002@showtracker")
    #expect(first["DTSTART;VALUE=DATE"] == "20261231")
    #expect(first["DTEND;VALUE=DATE"] == "20270101")  // the next day, across the year
    #expect(first["DTSTAMP"] == "20261231T000000Z")
    let summary =
      "Ember; Lane, \\ Ünïcødé 🎬 S01E02: "
      + String(repeating: "Ä long title, ", count: 8) + "end\nline two"
    #expect(first["SUMMARY"] == summary)
    #expect(first["DESCRIPTION"] == "Ember; Lane, \\ Ünïcødé 🎬, S01E02 on Coast TV")
    #expect(calendar.events[1]["DTSTART;VALUE=DATE"] == "20270101")
    #expect(calendar.events[1]["DESCRIPTION"] == "Harbour, S03E01")
  }

  @Test func uidsAreStableAndUnique() throws {
    let once = try ICalendar(render(Self.tricky)).events.compactMap { $0["UID"] }
    let again = try ICalendar(render(Self.tricky)).events.compactMap { $0["UID"] }
    #expect(once == again)
    #expect(Set(once).count == once.count)
    let fixture = try ICalendar(render(.long)).events.compactMap { $0["UID"] }
    #expect(Set(fixture).count == UpcomingView.State.long.episodes.count)
  }

  @Test func anEmptyListIsAnEmptyCalendar() throws {
    let calendar = try ICalendar(render(.empty))
    #expect(calendar.events.isEmpty)
    #expect(render(.empty).hasPrefix("BEGIN:VCALENDAR\r\n"))
    #expect(render(.empty).hasSuffix("END:VCALENDAR\r\n"))
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
        stack.append(value)
        if value == "VEVENT" { event = [:] }
      case "END":
        guard stack.popLast() == value else {
          throw Malformed(description: "END:\(value) does not close its BEGIN")
        }
        if value == "VEVENT", let finished = event {
          for required in ["UID", "DTSTAMP", "DTSTART;VALUE=DATE"] where finished[required] == nil {
            throw Malformed(description: "an event without \(required)")
          }
          events.append(finished)
          event = nil
        }
      default:
        if event != nil {
          event?[name] = try Self.unescaped(value)
        } else {
          properties[name, default: []].append(value)
        }
      }
    }
    guard stack.isEmpty else { throw Malformed(description: "unclosed \(stack)") }
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
