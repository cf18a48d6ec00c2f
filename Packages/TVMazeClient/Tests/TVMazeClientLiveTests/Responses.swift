/// Recorded-style TVMaze answers, in the project's own words (not copies of real data).
enum Responses {
  /// `/shows/700001?embed=episodes`: a show with three episodes.
  static let harbourLights = """
    {"id": 700001, "name": "Harbour Lights", "premiered": "2015-03-02", "status": "Ended",
     "genres": ["Drama"], "network": {"id": 1, "name": "Coast TV"}, "updated": 1700000000,
     "externals": {"thetvdb": 880001, "imdb": "tt8800001"},
     "summary": "<p>A port town after dark.</p>",
     "_embedded": {"episodes": [
       {"id": 710001, "season": 1, "number": 1, "name": "Mooring", "airdate": "2015-03-02"},
       {"id": 710002, "season": 1, "number": 2, "name": "Ebb", "airdate": "2015-03-09"},
       {"id": 710003, "season": 1, "number": 3, "name": "Flood", "airdate": "2015-03-16"}
     ]}}
    """

  /// `/search/shows?q=harbour`: two matches.
  static let harbourSearch = """
    [{"score": 0.9, "show": {"id": 700001, "name": "Harbour Lights", "premiered": "2015-03-02",
      "network": {"name": "Coast TV"}}},
     {"score": 0.5, "show": {"id": 700002, "name": "Harbour Master", "premiered": null,
      "network": null, "webChannel": {"name": "Streamly"}}}]
    """

  /// `/updates/shows?since=day`.
  static let updates = #"{"700001": 1700000500, "12": 1699999999}"#
}
