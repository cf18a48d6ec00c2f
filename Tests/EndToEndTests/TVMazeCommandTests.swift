import Foundation
import TVMazeTestSupport
import Testing

/// `showtracker add` and `refresh` against a local server serving TVMaze-shaped answers
/// (`SHOWTRACKER_TVMAZE_URL`): no test touches the network.
@Suite struct TVMazeCommandTests {
  let tvmaze: TVMazeLibrary

  init() throws {
    tvmaze = try TVMazeLibrary()
  }

  /// "Harbour Lights", TVMaze id 700001, with `episodes` of season 1 (ids 710001…).
  static func show(
    episodes: Int = 3, updated: Int = 1_700_000_000, title: String = "Harbour Lights"
  ) -> String {
    let list = (1...episodes).map { number in
      """
      {"id": \(710_000 + number), "season": 1, "number": \(number), "name": "Tide \(number)",
       "airdate": "2015-03-\(String(format: "%02d", number))", "runtime": 45}
      """
    }
    return """
      {"id": 700001, "name": "\(title)", "premiered": "2015-03-01", "status": "Running",
       "genres": ["Drama"], "network": {"name": "Coast TV"}, "updated": \(updated),
       "externals": {"thetvdb": 880001, "imdb": "tt8800001"},
       "_embedded": {"episodes": [\(list.joined(separator: ","))]}}
      """
  }

  static let search = """
    [{"score": 0.9, "show": {"id": 700001, "name": "Harbour Lights", "premiered": "2015-03-01",
      "network": {"name": "Coast TV"}}},
     {"score": 0.5, "show": {"id": 700002, "name": "Harbour Master", "premiered": "2019-01-01",
      "webChannel": {"name": "Streamly"}}}]
    """

  func addHarbourLights() throws {
    tvmaze.server.route("/shows/700001?embed=episodes", .json(Self.show()))
    let added = try tvmaze.run("add", "tvmaze:700001")
    #expect(added.status == 0, "\(added.errors)")
  }

  // MARK: - add

  @Test func aTypedTVMazeIDAddsThatShowAndTheSameIDNamesItAfterwards() throws {
    tvmaze.server.route("/shows/700001?embed=episodes", .json(Self.show()))
    let added = try tvmaze.run("add", "tvmaze:700001")
    #expect(added.status == 0, "\(added.errors)")
    let show = try tvmaze.run("show", "tvmaze:700001")
    #expect(show.output.hasPrefix("Harbour Lights"), "\(show.output)")
  }

  /// A bare number is a title on `add` too (a bare number is the library's id everywhere, never
  /// TVMaze's): it is searched, and when nothing matches, the message says how to name the id.
  @Test func aBareNumberIsSearchedAsATitleNeverTakenForATVMazeID() throws {
    tvmaze.server.route("/shows/700001?embed=episodes", .json(Self.show()))
    tvmaze.server.route("/search/shows?q=700001", .json("[]"))
    let result = try tvmaze.run("add", "700001")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "showtracker: no show on TVMaze matches the title '700001' (TVMaze's show 700001 is "
        + "tvmaze:700001)\n")
    #expect(tvmaze.server.count(of: "/search/shows?q=700001") == 1)
    #expect(tvmaze.server.count(of: "/shows/700001?embed=episodes") == 0)
  }

  @Test func aTitleWithOneExactMatchIsAddedWithItsEpisodesAndCredited() throws {
    tvmaze.server.route("/search/shows?q=harbour%20lights", .json(Self.search))
    tvmaze.server.route("/shows/700001?embed=episodes", .json(Self.show()))
    let result = try tvmaze.run("add", "harbour", "lights")
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output == """
        Added Harbour Lights (2015) from TVMaze: 3 episodes; following it
        Data from TVMaze.com, licensed CC BY-SA 4.0

        """)
    let show = try tvmaze.run("show", "Harbour Lights")
    #expect(show.output.contains("S01E03  Tide 3"), "\(show.output)")
    #expect(show.output.contains("Data from TVMaze.com"), "\(show.output)")
    #expect(tvmaze.server.requests.allSatisfy { $0.headers["user-agent"] == "showtracker/0.1.0" })
  }

  @Test func severalMatchesOffTerminalListTheirIDsAndAddNothing() throws {
    tvmaze.server.route("/search/shows?q=harbour", .json(Self.search))
    let result = try tvmaze.run("add", "harbour")
    #expect(result.status == 1)
    #expect(
      result.errors == """
        showtracker: 'harbour' matches 2 shows on TVMaze; add one by its id: tvmaze:700001 \
        Harbour Lights (2015, Coast TV), tvmaze:700002 Harbour Master (2019, Streamly)

        """)
    #expect(try tvmaze.run("show", "Harbour Lights").status == 1)
    #expect(tvmaze.server.count(of: "/shows/700001?embed=episodes") == 0)
  }

  @Test func anIDTVMazeDoesNotHaveIsAnError() throws {
    let result = try tvmaze.run("add", "tvmaze:123")
    #expect(result.status == 1)
    #expect(result.errors == "showtracker: TVMaze has no show with id 123\n")
  }

  @Test func aServerErrorOrAMalformedAnswerChangesNothing() throws {
    tvmaze.server.route("/shows/700001?embed=episodes", .status(500))
    let failed = try tvmaze.run("add", "tvmaze:700001")
    #expect(failed.status == 1)
    #expect(
      failed.errors
        == "showtracker: TVMaze failed to answer /shows/700001 (HTTP 500, a server error); "
        + "try again later\n")
    tvmaze.server.route("/shows/700001?embed=episodes", .json(#"{"id": 700001, "name": "Harb"#))
    let malformed = try tvmaze.run("add", "tvmaze:700001")
    #expect(malformed.status == 1)
    #expect(
      malformed.errors
        == "showtracker: TVMaze's answer to /shows/700001 could not be read: the answer is not "
        + "JSON\n")
    #expect(try tvmaze.run("show", "Harbour Lights").status == 1)
    #expect(try tvmaze.run("undo").output.contains("Nothing to undo"))
  }

  @Test func tooManyRequestsIsWaitedOut() throws {
    tvmaze.server.route(
      "/shows/700001?embed=episodes", .status(429, headers: ["Retry-After": "0"]),
      .json(Self.show()))
    let result = try tvmaze.run("add", "tvmaze:700001")
    #expect(result.status == 0, "\(result.errors)")
    #expect(tvmaze.server.count(of: "/shows/700001?embed=episodes") == 2)
  }

  @Test func addingCanBeUndone() throws {
    try addHarbourLights()
    let undo = try tvmaze.run("undo")
    #expect(undo.status == 0, "\(undo.errors)")
    #expect(try tvmaze.run("show", "Harbour Lights").status == 1)
  }

  @Test func aBaseURLThatIsNotHTTPIsAnError() throws {
    let result = try tvmaze.library.run(
      ["add", "tvmaze:700001"], environment: ["SHOWTRACKER_TVMAZE_URL": "ftp://example.org"])
    #expect(result.status == 1)
    #expect(
      result.errors
        == "showtracker: SHOWTRACKER_TVMAZE_URL is not an http or https URL: 'ftp://example.org'\n")
  }

  @Test func theHelpCreditsTVMaze() throws {
    #expect(
      try tvmaze.run("add", "--help").output.contains("Data from TVMaze.com, licensed CC BY-SA"))
    #expect(try tvmaze.run("--help").output.contains("Data from TVMaze.com, licensed CC BY-SA"))
    #expect(try tvmaze.run("add").status == 2)
  }

  // MARK: - refresh

  @Test func aRefreshFetchesOnlyTheShowsTVMazeChanged() throws {
    try addHarbourLights()
    // Unchanged since the add: not fetched.
    tvmaze.server.route("/updates/shows?since=day", .json(#"{"700001": 1700000000, "5": 1}"#))
    let unchanged = try tvmaze.run("refresh")
    #expect(unchanged.status == 0, "\(unchanged.errors)")
    #expect(unchanged.output.hasPrefix("Every followed show is up to date (1 show checked)\n"))
    #expect(tvmaze.server.count(of: "/shows/700001?embed=episodes") == 1)
    // Changed: a new episode and a new title.
    tvmaze.server.route("/updates/shows?since=day", .json(#"{"700001": 1700000900}"#))
    tvmaze.server.route(
      "/shows/700001?embed=episodes",
      .json(Self.show(episodes: 4, updated: 1_700_000_900, title: "Harbour Lights")))
    let changed = try tvmaze.run("refresh")
    #expect(changed.status == 0, "\(changed.errors)")
    #expect(
      changed.output == """
        Refreshed Harbour Lights from TVMaze: 1 new episode, 0 updated
        Data from TVMaze.com, licensed CC BY-SA 4.0

        """)
    #expect(try tvmaze.run("show", "Harbour Lights").output.contains("S01E04  Tide 4"))
  }

  @Test func aShowNamedIsRefreshedWhateverChanged() throws {
    try addHarbourLights()
    tvmaze.server.route("/shows/700001?embed=episodes", .json(Self.show(episodes: 5)))
    let result = try tvmaze.run("refresh", "Harbour Lights")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("Refreshed Harbour Lights from TVMaze: 2 new episodes"))
    #expect(tvmaze.server.count(of: "/updates/shows?since=day") == 0)
  }

  @Test func aShowDeletedUpstreamKeepsItsHistory() throws {
    try addHarbourLights()
    #expect(try tvmaze.run("watch", "Harbour Lights", "S01E01").status == 0)
    tvmaze.server.route("/updates/shows?since=day", .json(#"{"700001": 1700000900}"#))
    tvmaze.server.route("/shows/700001?embed=episodes", .status(404))
    let result = try tvmaze.run("refresh")
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output.hasPrefix(
        "Refreshed no show from TVMaze; no longer on TVMaze, kept with your history: "
          + "Harbour Lights\n"))
    #expect(try tvmaze.run("history").output.contains("Harbour Lights S01E01"))
    #expect(try tvmaze.run("show", "Harbour Lights").output.contains("S01E03  Tide 3"))
  }

  @Test func anAnswerForAnotherShowIsRefusedAndNothingIsWritten() throws {
    try addHarbourLights()
    let before = try tvmaze.run("export").output
    // The answer to 700003 names Harbour Lights, 700001, with a changed title.
    tvmaze.server.route(
      "/shows/700003?embed=episodes", .json(Self.show(episodes: 5, title: "Overwritten")))
    let added = try tvmaze.run("add", "tvmaze:700003")
    #expect(added.status == 1)
    #expect(
      added.errors
        == "showtracker: TVMaze's answer to /shows/700003 is show 700001, not show 700003 "
        + "that was asked for; nothing was saved\n")
    // A refresh whose answer is another show's reports no success.
    tvmaze.server.route("/updates/shows?since=day", .json(#"{"700001": 1700000900}"#))
    tvmaze.server.route(
      "/shows/700001?embed=episodes",
      .json(Self.show(episodes: 5).replacingOccurrences(of: "700001", with: "700002")))
    let refreshed = try tvmaze.run("refresh")
    #expect(refreshed.status == 1)
    #expect(!refreshed.output.contains("Refreshed Harbour"), "\(refreshed.output)")
    #expect(refreshed.errors.contains("is show 700002, not show 700001"), "\(refreshed.errors)")
    #expect(try tvmaze.run("export").output == before)
    #expect(try tvmaze.run("show", "Overwritten").status == 1)
    #expect(!(try tvmaze.run("show", "Harbour Lights").output.contains("S01E04")))
  }

  @Test func a404WithoutTVMazesBodyDoesNotSayTheShowIsGone() throws {
    try addHarbourLights()
    tvmaze.server.route("/updates/shows?since=day", .json(#"{"700001": 1700000900}"#))
    tvmaze.server.route(
      "/shows/700001?embed=episodes", .json("<html>Proxy: not found</html>", status: 404))
    let result = try tvmaze.run("refresh")
    #expect(result.status == 1)
    #expect(!result.output.contains("no longer on TVMaze"))
    #expect(
      result.errors.contains(
        "the answer to /shows/700001 was HTTP 404 without TVMaze's error body (it began "
          + "\"<html>Proxy: not found</html>\"), so whether TVMaze still has the show is "
          + "unknown; nothing was changed"), "\(result.errors)")
  }

  @Test func aLongWaitAfterTooManyRequestsIsToldInOneLine() throws {
    tvmaze.server.route(
      "/shows/700001?embed=episodes", .status(429, headers: ["Retry-After": "3"]),
      .json(Self.show()))
    let added = try tvmaze.run("add", "tvmaze:700001")
    #expect(added.status == 0, "\(added.errors)")
    #expect(
      added.errors
        == "showtracker: TVMaze answered /shows/700001 with \"too many requests\" (HTTP 429); "
        + "waiting 3 s before asking again (Ctrl-C stops)\n")
  }

  @Test func offlineTheRefreshFailsAndChangesNothing() throws {
    try addHarbourLights()
    tvmaze.server.stop()
    let result = try tvmaze.run("refresh")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "showtracker: cannot reach TVMaze at 127.0.0.1:\(tvmaze.server.port): the connection was "
        + "refused\n")
    #expect(result.output.isEmpty)
    #expect(try tvmaze.run("show", "Harbour Lights").output.contains("S01E03  Tide 3"))
  }

  @Test func aFailureMidwaySaysWhereItStopped() throws {
    try addHarbourLights()
    tvmaze.server.route("/updates/shows?since=day", .json(#"{"700001": 1700000900}"#))
    tvmaze.server.route("/shows/700001?embed=episodes", .json("not json"))
    let result = try tvmaze.run("refresh")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "showtracker: refresh stopped at Harbour Lights: TVMaze's answer to /shows/700001 "
        + "could not be read: the answer is not JSON (nothing was changed)\n")
  }

  @Test func withNothingFollowedThereIsNothingToRefresh() throws {
    let result = try tvmaze.run("refresh")
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output.hasPrefix("No followed shows to refresh: add one with showtracker add TITLE"))
    #expect(tvmaze.server.requests.isEmpty)
  }

  @Test func aPartialEpisodeListSaysSoUntilItIsRefreshed() throws {
    let history = try tvmaze.library.run("import", "trakt", "-", input: Fixtures.traktHistory)
    #expect(history.status == 0, "\(history.errors)")
    let partial = try tvmaze.run("show", "The Lighthouse Keepers")
    #expect(
      partial.output.contains(
        "Progress  2 watched · episode list incomplete:\n"
          + "          `showtracker refresh \"The Lighthouse Keepers\"`"), "\(partial.output)")
    let wide = try tvmaze.library.run(
      ["show", "The Lighthouse Keepers"], environment: ["COLUMNS": "120"])
    #expect(
      wide.output.contains(
        "Progress  2 watched · episode list incomplete: "
          + "`showtracker refresh \"The Lighthouse Keepers\"`"), "\(wide.output)")
    #expect(!partial.output.contains("100%"))
    #expect(!partial.output.contains("all caught up"))
    tvmaze.server.route("/shows/900001?embed=episodes", .json(Fixtures.lighthouseKeepers))
    let refreshed = try tvmaze.run("refresh", "The Lighthouse Keepers")
    #expect(refreshed.status == 0, "\(refreshed.errors)")
    let whole = try tvmaze.run("show", "The Lighthouse Keepers")
    #expect(whole.output.contains("2/6 watched · 33%"), "\(whole.output)")
    #expect(!whole.output.contains("incomplete"))
  }

  @Test func aShowKnownOnlyFromTraktIsFoundOnTVMazeByItsTheTVDBID() throws {
    let history = """
      [{"id": 1, "watched_at": "2021-06-02T20:00:00.000Z", "action": "watch", "type": "episode",
        "episode": {"season": 1, "number": 2, "title": "Tide 2", "ids": {"trakt": 5}},
        "show": {"title": "Harbour Lights", "year": 2015, "ids": {"trakt": 9, "tvdb": 880001}}}]
      """
    #expect(try tvmaze.library.run("import", "trakt", "-", input: history).status == 0)
    #expect(try tvmaze.run("show", "Harbour Lights").output.contains("episode list incomplete"))
    tvmaze.server.lookUp("/lookup/shows?thetvdb=880001", status: 301, show: 700001, Self.show())
    let refreshed = try tvmaze.run("refresh", "Harbour Lights")
    #expect(refreshed.status == 0, "\(refreshed.errors)")
    #expect(refreshed.output.hasPrefix("Refreshed Harbour Lights from TVMaze: 2 new episodes"))
    let show = try tvmaze.run("show", "Harbour Lights")
    #expect(!show.output.contains("incomplete"), "\(show.output)")
    #expect(show.output.contains("1/3 watched"), "\(show.output)")
    // Now linked: a refresh of the followed shows includes it.
    tvmaze.server.route("/updates/shows?since=day", .json(#"{"700001": 1700000000}"#))
    #expect(try tvmaze.run("refresh").output.hasPrefix("Every followed show is up to date (1 show"))
  }
}
