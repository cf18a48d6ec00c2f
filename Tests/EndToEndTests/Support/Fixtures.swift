/// A small catalog in the project's own words, as TVMaze API responses.
enum Fixtures {
  /// "The Lighthouse Keepers": two seasons of three, all aired, and one special.
  static let lighthouseKeepers = """
    {
      "id": 900001, "name": "The Lighthouse Keepers", "premiered": "2010-01-04",
      "ended": "2011-02-21", "status": "Ended", "genres": ["Drama", "Mystery"],
      "network": {"name": "North Sea TV"},
      "summary": "<p>Two keepers, one lamp, and a logbook of ships that never arrive.</p>",
      "externals": {"thetvdb": 990001, "imdb": "tt9900001"},
      "_embedded": {"episodes": [
        {"id": 910101, "season": 1, "number": 1, "name": "First Light", "airdate": "2010-01-04", "runtime": 45},
        {"id": 910102, "season": 1, "number": 2, "name": "Fog Signal", "airdate": "2010-01-11", "runtime": 45},
        {"id": 910103, "season": 1, "number": 3, "name": "The Relief Boat", "airdate": "2010-01-18", "runtime": 45},
        {"id": 910201, "season": 2, "number": 1, "name": "Winter Keeping", "airdate": "2011-02-07", "runtime": 45},
        {"id": 910202, "season": 2, "number": 2, "name": "The Lamp Room", "airdate": "2011-02-14", "runtime": 45},
        {"id": 910203, "season": 2, "number": 3, "name": "Last Watch", "airdate": "2011-02-21", "runtime": 45},
        {"id": 910001, "season": 0, "number": null, "name": "Christmas on the Rock", "airdate": "2010-12-25", "runtime": 30}
      ]}
    }
    """

  /// "The Lightkeeper's Daughter": a second title starting "The Light", for ambiguity.
  static let lightkeepersDaughter = """
    {
      "id": 900002, "name": "The Lightkeeper's Daughter", "premiered": "2019-05-01",
      "status": "Running", "genres": ["Drama"], "webChannel": {"name": "Harbourflix"},
      "_embedded": {"episodes": [
        {"id": 920101, "season": 1, "number": 1, "name": "Beacon", "airdate": "2019-05-01"}
      ]}
    }
    """

  /// A show whose title carries terminal escape sequences, as hostile data might.
  static let hostileTitle = """
    {
      "id": 900003, "name": "Evil \\u001b[31mRed\\u001b[0m \\u009b2J Show", "premiered": "2020-01-01",
      "status": "Ended", "genres": [],
      "_embedded": {"episodes": [
        {"id": 930101, "season": 1, "number": 1, "name": "Bell \\u0007 Ringer", "airdate": "2020-01-01"}
      ]}
    }
    """

  /// A Trakt `sync/history` response: two watches of The Lighthouse Keepers and one movie.
  static let traktHistory = """
    [
      {"id": 1, "watched_at": "2021-06-02T20:00:00.000Z", "action": "watch", "type": "episode",
       "episode": {"season": 1, "number": 2, "title": "Fog Signal", "ids": {"tvmaze": 910102}},
       "show": {"title": "The Lighthouse Keepers", "year": 2010, "ids": {"tvmaze": 900001}}},
      {"id": 2, "watched_at": "2021-06-01T20:00:00.000Z", "action": "scrobble", "type": "episode",
       "episode": {"season": 1, "number": 1, "title": "First Light", "ids": {"tvmaze": 910101}},
       "show": {"title": "The Lighthouse Keepers", "year": 2010, "ids": {"tvmaze": 900001}}},
      {"id": 3, "watched_at": "2021-05-30T20:00:00.000Z", "action": "watch", "type": "movie",
       "movie": {"title": "A Film About Fog", "year": 2001, "ids": {"trakt": 77}}}
    ]
    """

  /// A Trakt `sync/history` item whose titles hold DEL, the one-byte CSI, a right-to-left
  /// override, an isolate, a mark and a line separator.
  static let traktBidiHistory = """
    [
      {"id": 1, "watched_at": "2021-06-02T20:00:00.000Z", "action": "watch", "type": "episode",
       "episode": {"season": 1, "number": 1, "title": "Pilot \\u202Egnp.exe\\u202C \\u007F",
                   "ids": {"tvmaze": 950101}},
       "show": {"title": "Mirror \\u2067Show\\u2069\\u200F\\u2028\\u009B2J", "year": 2020,
                "ids": {"tvmaze": 950001}}}
    ]
    """

  /// Every kind of text a terminal acts on, as JSON escapes: ESC and BEL (C0), a line feed,
  /// DEL, the one-byte CSI and NEL (C1), the bidirectional embeddings, overrides, isolates and
  /// marks, and the line and paragraph separators.
  static let controlEscapes =
    #"\u001b[2J\u0007\n\u007f\u009b\u0085"#
    + #"\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c\u2028\u2029"#

  /// "Mirror Show", whose title, network, summary and episode names hold every control of
  /// ``controlEscapes``.
  static let mirrorShow = """
    {
      "id": 900009, "name": "Mirror Show \(controlEscapes)end", "premiered": "2020-01-01",
      "status": "Ended", "genres": ["Drama"], "network": {"name": "Net\(controlEscapes)"},
      "summary": "<p>Summary \(controlEscapes)</p>",
      "_embedded": {"episodes": [
        {"id": 990901, "season": 1, "number": 1, "name": "One \(controlEscapes)", "airdate": "2020-01-01"},
        {"id": 990902, "season": 1, "number": 2, "name": "Two \(controlEscapes)", "airdate": "2020-01-08"},
        {"id": 990903, "season": 1, "number": 3, "name": "Three \(controlEscapes)", "airdate": "2020-01-15"}
      ]}
    }
    """

  /// A Trakt history item of a kind the importer skips, named with every control.
  static let traktOddKind = """
    [{"id": 7, "watched_at": "2021-06-02T20:00:00.000Z", "action": "watch",
      "type": "kind\(controlEscapes)"}]
    """
}
