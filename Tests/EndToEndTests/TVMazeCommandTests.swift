import Foundation
import TVMazeTestSupport
import Testing

/// `showtracker add` and `refresh` against a local server serving TVMaze-shaped answers
/// (`SHOWTRACKER_TVMAZE_URL`): no test touches the network.
@Suite struct TVMazeCommandTests {
  let library: Library
  let server: LocalHTTPServer

  init() throws {
    library = try Library()
    server = try LocalHTTPServer()
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

  @discardableResult
  func run(_ arguments: String...) throws -> ShowTrackerBinary.Result {
    try library.run(
      arguments, environment: ["SHOWTRACKER_TVMAZE_URL": server.baseURL.absoluteString])
  }

  func addHarbourLights() throws {
    server.route("/shows/700001?embed=episodes", .json(Self.show()))
    let added = try run("add", "tvmaze:700001")
    #expect(added.status == 0, "\(added.errors)")
  }

  // MARK: - add

  @Test func aTypedTVMazeIDAddsThatShowAndTheSameIDNamesItAfterwards() throws {
    server.route("/shows/700001?embed=episodes", .json(Self.show()))
    let added = try run("add", "tvmaze:700001")
    #expect(added.status == 0, "\(added.errors)")
    let show = try run("show", "tvmaze:700001")
    #expect(show.output.hasPrefix("Harbour Lights"), "\(show.output)")
  }

  /// A bare number is a title on `add` too (a bare number is the library's id everywhere, never
  /// TVMaze's): it is searched, and when nothing matches, the message says how to name the id.
  @Test func aBareNumberIsSearchedAsATitleNeverTakenForATVMazeID() throws {
    server.route("/shows/700001?embed=episodes", .json(Self.show()))
    server.route("/search/shows?q=700001", .json("[]"))
    let result = try run("add", "700001")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "showtracker: no show on TVMaze matches the title '700001' (TVMaze's show 700001 is "
        + "tvmaze:700001)\n")
    #expect(server.count(of: "/search/shows?q=700001") == 1)
    #expect(server.count(of: "/shows/700001?embed=episodes") == 0)
  }

  @Test func aTitleWithOneExactMatchIsAddedWithItsEpisodesAndCredited() throws {
    server.route("/search/shows?q=harbour%20lights", .json(Self.search))
    server.route("/shows/700001?embed=episodes", .json(Self.show()))
    let result = try run("add", "harbour", "lights")
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output == """
        Added Harbour Lights (2015) from TVMaze: 3 episodes; following it
        Data from TVMaze.com, licensed CC BY-SA 4.0

        """)
    let show = try run("show", "Harbour Lights")
    #expect(show.output.contains("S01E03  Tide 3"), "\(show.output)")
    #expect(show.output.contains("Data from TVMaze.com"), "\(show.output)")
    #expect(server.requests.allSatisfy { $0.headers["user-agent"] == "showtracker/0.1.0" })
  }

  @Test func severalMatchesOffTerminalListTheirIDsAndAddNothing() throws {
    server.route("/search/shows?q=harbour", .json(Self.search))
    let result = try run("add", "harbour")
    #expect(result.status == 1)
    #expect(
      result.errors == """
        showtracker: 'harbour' matches 2 shows on TVMaze; add one by its id: tvmaze:700001 \
        Harbour Lights (2015, Coast TV), tvmaze:700002 Harbour Master (2019, Streamly)

        """)
    #expect(try run("show", "Harbour Lights").status == 1)
    #expect(server.count(of: "/shows/700001?embed=episodes") == 0)
  }

  @Test func anIDTVMazeDoesNotHaveIsAnError() throws {
    let result = try run("add", "tvmaze:123")
    #expect(result.status == 1)
    #expect(result.errors == "showtracker: TVMaze has no show with id 123\n")
  }

  @Test func aServerErrorOrAMalformedAnswerChangesNothing() throws {
    server.route("/shows/700001?embed=episodes", .status(500))
    let failed = try run("add", "tvmaze:700001")
    #expect(failed.status == 1)
    #expect(
      failed.errors
        == "showtracker: TVMaze failed to answer /shows/700001 (HTTP 500, a server error); "
        + "try again later\n")
    server.route("/shows/700001?embed=episodes", .json(#"{"id": 700001, "name": "Harb"#))
    let malformed = try run("add", "tvmaze:700001")
    #expect(malformed.status == 1)
    #expect(
      malformed.errors
        == "showtracker: TVMaze's answer to /shows/700001 could not be read: the answer is not "
        + "JSON\n")
    #expect(try run("show", "Harbour Lights").status == 1)
    #expect(try run("undo").output.contains("Nothing to undo"))
  }

  @Test func tooManyRequestsIsWaitedOut() throws {
    server.route(
      "/shows/700001?embed=episodes", .status(429, headers: ["Retry-After": "0"]),
      .json(Self.show()))
    let result = try run("add", "tvmaze:700001")
    #expect(result.status == 0, "\(result.errors)")
    #expect(server.count(of: "/shows/700001?embed=episodes") == 2)
  }

  @Test func addingCanBeUndone() throws {
    try addHarbourLights()
    let undo = try run("undo")
    #expect(undo.status == 0, "\(undo.errors)")
    #expect(try run("show", "Harbour Lights").status == 1)
  }

  @Test func aBaseURLThatIsNotHTTPIsAnError() throws {
    let result = try library.run(
      ["add", "tvmaze:700001"], environment: ["SHOWTRACKER_TVMAZE_URL": "ftp://example.org"])
    #expect(result.status == 1)
    #expect(
      result.errors
        == "showtracker: SHOWTRACKER_TVMAZE_URL is not an http or https URL: 'ftp://example.org'\n")
  }

  @Test func theHelpCreditsTVMaze() throws {
    #expect(try run("add", "--help").output.contains("Data from TVMaze.com, licensed CC BY-SA"))
    #expect(try run("--help").output.contains("Data from TVMaze.com, licensed CC BY-SA"))
    #expect(try run("add").status == 2)
  }

  // MARK: - refresh

  @Test func aRefreshFetchesOnlyTheShowsTVMazeChanged() throws {
    try addHarbourLights()
    // Unchanged since the add: not fetched.
    server.route("/updates/shows?since=day", .json(#"{"700001": 1700000000, "5": 1}"#))
    let unchanged = try run("refresh")
    #expect(unchanged.status == 0, "\(unchanged.errors)")
    #expect(unchanged.output.hasPrefix("Every followed show is up to date (1 show checked)\n"))
    #expect(server.count(of: "/shows/700001?embed=episodes") == 1)
    // Changed: a new episode and a new title.
    server.route("/updates/shows?since=day", .json(#"{"700001": 1700000900}"#))
    server.route(
      "/shows/700001?embed=episodes",
      .json(Self.show(episodes: 4, updated: 1_700_000_900, title: "Harbour Lights")))
    let changed = try run("refresh")
    #expect(changed.status == 0, "\(changed.errors)")
    #expect(
      changed.output == """
        Refreshed Harbour Lights from TVMaze: 1 new episode, 0 updated
        Data from TVMaze.com, licensed CC BY-SA 4.0

        """)
    #expect(try run("show", "Harbour Lights").output.contains("S01E04  Tide 4"))
  }

  @Test func aShowNamedIsRefreshedWhateverChanged() throws {
    try addHarbourLights()
    server.route("/shows/700001?embed=episodes", .json(Self.show(episodes: 5)))
    let result = try run("refresh", "Harbour Lights")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("Refreshed Harbour Lights from TVMaze: 2 new episodes"))
    #expect(server.count(of: "/updates/shows?since=day") == 0)
  }

  @Test func aShowDeletedUpstreamKeepsItsHistory() throws {
    try addHarbourLights()
    #expect(try run("watch", "Harbour Lights", "S01E01").status == 0)
    server.route("/updates/shows?since=day", .json(#"{"700001": 1700000900}"#))
    server.route("/shows/700001?embed=episodes", .status(404))
    let result = try run("refresh")
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output.hasPrefix(
        "Refreshed no show from TVMaze; no longer on TVMaze, kept with your history: "
          + "Harbour Lights\n"))
    #expect(try run("history").output.contains("Harbour Lights S01E01"))
    #expect(try run("show", "Harbour Lights").output.contains("S01E03  Tide 3"))
  }

  @Test func anAnswerForAnotherShowIsRefusedAndNothingIsWritten() throws {
    try addHarbourLights()
    let before = try run("export").output
    // The answer to 700003 names Harbour Lights, 700001, with a changed title.
    server.route(
      "/shows/700003?embed=episodes", .json(Self.show(episodes: 5, title: "Overwritten")))
    let added = try run("add", "tvmaze:700003")
    #expect(added.status == 1)
    #expect(
      added.errors
        == "showtracker: TVMaze's answer to /shows/700003 is show 700001, not show 700003 "
        + "that was asked for; nothing was saved\n")
    // A refresh whose answer is another show's reports no success.
    server.route("/updates/shows?since=day", .json(#"{"700001": 1700000900}"#))
    server.route(
      "/shows/700001?embed=episodes",
      .json(Self.show(episodes: 5).replacingOccurrences(of: "700001", with: "700002")))
    let refreshed = try run("refresh")
    #expect(refreshed.status == 1)
    #expect(!refreshed.output.contains("Refreshed Harbour"), "\(refreshed.output)")
    #expect(refreshed.errors.contains("is show 700002, not show 700001"), "\(refreshed.errors)")
    #expect(try run("export").output == before)
    #expect(try run("show", "Overwritten").status == 1)
    #expect(!(try run("show", "Harbour Lights").output.contains("S01E04")))
  }

  @Test func a404WithoutTVMazesBodyDoesNotSayTheShowIsGone() throws {
    try addHarbourLights()
    server.route("/updates/shows?since=day", .json(#"{"700001": 1700000900}"#))
    server.route(
      "/shows/700001?embed=episodes", .json("<html>Proxy: not found</html>", status: 404))
    let result = try run("refresh")
    #expect(result.status == 1)
    #expect(!result.output.contains("no longer on TVMaze"))
    #expect(
      result.errors.contains(
        "the answer to /shows/700001 was HTTP 404 without TVMaze's error body (it began "
          + "\"<html>Proxy: not found</html>\"), so whether TVMaze still has the show is "
          + "unknown; nothing was changed"), "\(result.errors)")
  }

  @Test func aLongWaitAfterTooManyRequestsIsToldInOneLine() throws {
    server.route(
      "/shows/700001?embed=episodes", .status(429, headers: ["Retry-After": "3"]),
      .json(Self.show()))
    let added = try run("add", "tvmaze:700001")
    #expect(added.status == 0, "\(added.errors)")
    #expect(
      added.errors
        == "showtracker: TVMaze answered /shows/700001 with \"too many requests\" (HTTP 429); "
        + "waiting 3 s before asking again (Ctrl-C stops)\n")
  }

  @Test func offlineTheRefreshFailsAndChangesNothing() throws {
    try addHarbourLights()
    server.stop()
    let result = try run("refresh")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "showtracker: cannot reach TVMaze at 127.0.0.1:\(server.port): the connection was "
        + "refused\n")
    #expect(result.output.isEmpty)
    #expect(try run("show", "Harbour Lights").output.contains("S01E03  Tide 3"))
  }

  @Test func aFailureMidwaySaysWhereItStopped() throws {
    try addHarbourLights()
    server.route("/updates/shows?since=day", .json(#"{"700001": 1700000900}"#))
    server.route("/shows/700001?embed=episodes", .json("not json"))
    let result = try run("refresh")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "showtracker: refresh stopped at Harbour Lights: TVMaze's answer to /shows/700001 "
        + "could not be read: the answer is not JSON (nothing was changed)\n")
  }

  @Test func withNothingFollowedThereIsNothingToRefresh() throws {
    let result = try run("refresh")
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output.hasPrefix("No followed shows to refresh: add one with showtracker add TITLE"))
    #expect(server.requests.isEmpty)
  }

  @Test func aPartialEpisodeListSaysSoUntilItIsRefreshed() throws {
    let history = try library.run("import", "trakt", "-", input: Fixtures.traktHistory)
    #expect(history.status == 0, "\(history.errors)")
    let partial = try run("show", "The Lighthouse Keepers")
    #expect(
      partial.output.contains(
        "Progress  2 watched · episode list incomplete:\n"
          + "          `showtracker refresh \"The Lighthouse Keepers\"`"), "\(partial.output)")
    let wide = try library.run(
      ["show", "The Lighthouse Keepers"], environment: ["COLUMNS": "120"])
    #expect(
      wide.output.contains(
        "Progress  2 watched · episode list incomplete: "
          + "`showtracker refresh \"The Lighthouse Keepers\"`"), "\(wide.output)")
    #expect(!partial.output.contains("100%"))
    #expect(!partial.output.contains("all caught up"))
    server.route("/shows/900001?embed=episodes", .json(Fixtures.lighthouseKeepers))
    let refreshed = try run("refresh", "The Lighthouse Keepers")
    #expect(refreshed.status == 0, "\(refreshed.errors)")
    let whole = try run("show", "The Lighthouse Keepers")
    #expect(whole.output.contains("2/7 watched · 29%"), "\(whole.output)")
    #expect(!whole.output.contains("incomplete"))
  }

  @Test func aShowKnownOnlyFromTraktIsFoundOnTVMazeByItsTheTVDBID() throws {
    let history = """
      [{"id": 1, "watched_at": "2021-06-02T20:00:00.000Z", "action": "watch", "type": "episode",
        "episode": {"season": 1, "number": 2, "title": "Tide 2", "ids": {"trakt": 5}},
        "show": {"title": "Harbour Lights", "year": 2015, "ids": {"trakt": 9, "tvdb": 880001}}}]
      """
    #expect(try library.run("import", "trakt", "-", input: history).status == 0)
    #expect(try run("show", "Harbour Lights").output.contains("episode list incomplete"))
    server.lookUp("/lookup/shows?thetvdb=880001", status: 301, show: 700001, Self.show())
    let refreshed = try run("refresh", "Harbour Lights")
    #expect(refreshed.status == 0, "\(refreshed.errors)")
    #expect(refreshed.output.hasPrefix("Refreshed Harbour Lights from TVMaze: 2 new episodes"))
    let show = try run("show", "Harbour Lights")
    #expect(!show.output.contains("incomplete"), "\(show.output)")
    #expect(show.output.contains("1/3 watched"), "\(show.output)")
    // Now linked: a refresh of the followed shows includes it.
    server.route("/updates/shows?since=day", .json(#"{"700001": 1700000000}"#))
    #expect(try run("refresh").output.hasPrefix("Every followed show is up to date (1 show"))
  }
}
