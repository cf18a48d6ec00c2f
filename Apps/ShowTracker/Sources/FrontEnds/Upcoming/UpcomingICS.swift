import Terminal
import Upcoming

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Upcoming as an iCalendar file (RFC 5545), for `showtracker upcoming --ics`: one event per
/// episode, which a calendar app can import or subscribe to.
///
/// An episode TVMaze gave an air time for (`airstamp`) is a timed event in UTC, from that
/// moment for its runtime (with no runtime known, `DTEND` is left out: RFC 5545 § 3.6.1 makes
/// it an event of no duration at that moment), so a calendar app can remind before it starts.
/// One with only a day is an all-day event. The episode's TVMaze page is the event's `URL` and
/// the last line of its `DESCRIPTION` (several calendar apps show only the description).
///
/// RFC 5545 wants at least one component in a calendar. When nothing airs, the file holds one
/// `VTIMEZONE` for UTC, a component every calendar app reads and none shows, rather than a
/// calendar of headers only (which strict parsers reject) or an event saying "nothing airs"
/// (which would sit in the user's calendar).
///
/// Each event's `UID` is made from the episode's id, so importing a newer file updates the
/// events instead of adding copies. Text is escaped (`\\`, `;`, `,` and line breaks), content
/// lines are folded at 75 octets without splitting a UTF-8 sequence, and every line ends in
/// CRLF. `DTSTAMP` is the moment the file was written (RFC 5545 § 3.8.7.2: with `METHOD`, when
/// the calendar was created), to the second, so a calendar app can tell a newer file's events
/// from an older one's.
///
/// ```
/// BEGIN:VEVENT
/// UID:showtracker-episode-92002@showtracker
/// DTSTAMP:20261201T093012Z
/// DTSTART:20261202T020000Z
/// DTEND:20261202T030000Z
/// SUMMARY:Ember Lane S01E02: Second
/// DESCRIPTION:Ember Lane\, S01E02 on HBO\nhttps://www.tvmaze.com/episodes/92002
/// URL:https://www.tvmaze.com/episodes/92002
/// TRANSP:TRANSPARENT
/// END:VEVENT
/// ```
public struct UpcomingICS: UpcomingRendering {
  /// The store the front end reads.
  public let viewModel: UpcomingView.ViewModel
  /// When the file is written: every event's `DTSTAMP`.
  public let writtenAt: Date

  /// Creates the front end on `viewModel`, for a file written now.
  public init(viewModel: UpcomingView.ViewModel) {
    self.init(viewModel: viewModel, writtenAt: Date())
  }

  /// Creates the front end on `viewModel`, for a file written at `writtenAt`.
  public init(viewModel: UpcomingView.ViewModel, writtenAt: Date) {
    self.viewModel = viewModel
    self.writtenAt = writtenAt
  }

  /// The calendar, CRLF line endings included.
  public func render() -> String {
    let state = viewModel.state
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ShowTracker//showtracker upcoming//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
      "X-WR-CALNAME:" + Self.escaped("ShowTracker: upcoming"),
    ]
    let stamp = Self.basic(writtenAt.formatted(Date.ISO8601FormatStyle()))
    for day in state.days {
      for episode in day.episodes {
        let summary = "\(episode.showTitle) \(episode.code): \(episode.title)"
        var description = "\(episode.showTitle), \(episode.code)"
        if !episode.network.isEmpty { description += " on \(episode.network)" }
        if let url = episode.url { description += "\n" + url }
        lines += [
          "BEGIN:VEVENT", "UID:showtracker-episode-\(episode.ids.episode.rawValue)@showtracker",
        ]
        lines.append("DTSTAMP:" + stamp)
        if let start = episode.startsAt {
          lines.append("DTSTART:" + Self.basic(start))
          if let end = episode.endsAt { lines.append("DTEND:" + Self.basic(end)) }
        } else {
          lines.append("DTSTART;VALUE=DATE:" + Self.basic(day.date))
          lines.append("DTEND;VALUE=DATE:" + Self.basic(Self.dayAfter(day.date)))
        }
        lines += ["SUMMARY:" + Self.escaped(summary), "DESCRIPTION:" + Self.escaped(description)]
        if let url = episode.url { lines.append("URL:" + url) }
        lines += ["TRANSP:TRANSPARENT", "END:VEVENT"]
      }
    }
    if state.episodes.isEmpty { lines += Self.utcTimeZone }
    lines.append("END:VCALENDAR")
    return lines.map { Self.folded($0) + "\r\n" }.joined()
  }

  /// The component of a calendar with no events: UTC, which no event names (their times end
  /// in `Z`) and no calendar app shows.
  static let utcTimeZone = [
    "BEGIN:VTIMEZONE", "TZID:UTC", "BEGIN:STANDARD", "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0000", "TZOFFSETTO:+0000", "TZNAME:UTC", "END:STANDARD", "END:VTIMEZONE",
  ]

  /// TEXT escaped as RFC 5545 § 3.3.11 says: backslash, semicolon, comma, line breaks.
  static func escaped(_ text: String) -> String {
    text.replacingScalars { scalar in
      switch scalar {
      case "\\": "\\\\"
      case ";": "\\;"
      case ",": "\\,"
      case "\n": "\\n"
      // Other controls are not allowed in TEXT: dropped.
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: ""
      default: nil
      }
    }
  }

  /// A content line folded as RFC 5545 § 3.1 says: no line longer than 75 octets (the CRLF
  /// not counted), each continuation starting with one space; never inside a UTF-8 sequence.
  static func folded(_ line: String) -> String {
    var parts: [String] = []
    var current = ""
    var octets = 0
    for scalar in line.unicodeScalars {
      let size = String(scalar).utf8.count
      // The first line holds 75 octets; each continuation 74 after its leading space.
      let limit = parts.isEmpty ? 75 : 74
      if octets + size > limit {
        parts.append(current)
        current = ""
        octets = 0
      }
      current.unicodeScalars.append(scalar)
      octets += size
    }
    parts.append(current)
    return parts.joined(separator: "\r\n ")
  }

  /// ISO 8601 in RFC 5545's basic form: "2026-12-01" → "20261201",
  /// "2013-06-25T03:00:00Z" → "20130625T030000Z".
  static func basic(_ text: String) -> String {
    text.filter { $0 != "-" && $0 != ":" }
  }

  /// The ISO day after `day`: the exclusive end of an all-day event.
  static func dayAfter(_ day: String) -> String {
    let parts = day.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]) else { return day }
    var (year, month, date) = (parts[0], parts[1], parts[2] + 1)
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if date > lengths[month - 1] {
      date = 1
      month += 1
      if month > 12 {
        month = 1
        year += 1
      }
    }
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(date))"
  }
}
