import Foundation
import TVMazeClient
import TVMazeClientLive
import TVMazeTestSupport
import Testing

/// The live client against a local server serving recorded answers: no test touches the
/// network.
@Suite struct LiveClientTests {
  let server: LocalHTTPServer

  init() throws {
    server = try LocalHTTPServer()
  }

  func client(
    timeout: TimeInterval = 5, retries: Int = 3, rateLimit: Int? = nil,
    ratePeriod: TimeInterval = 10
  ) -> TVMazeClient {
    .live(
      TVMazeConfiguration(
        baseURL: server.baseURL, userAgent: "showtracker/test", timeout: timeout,
        rateLimit: rateLimit, ratePeriod: ratePeriod, retries: retries, backoff: 0.05))
  }

  @Test func aShowComesWithItsEpisodesAndTheBodyToImport() async throws {
    server.route("/shows/700001?embed=episodes", .json(Responses.harbourLights))
    let show = try await client().show(700001)
    #expect(show.id == 700001)
    #expect(show.name == "Harbour Lights")
    #expect(show.updated == 1_700_000_000)
    #expect(show.episodeCount == 3)
    #expect(show.body == Data(Responses.harbourLights.utf8))
  }

  @Test func everyRequestNamesTheApp() async throws {
    server.route("/shows/700001?embed=episodes", .json(Responses.harbourLights))
    _ = try await client().show(700001)
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.headers["user-agent"] == "showtracker/test")
  }

  @Test func searchResultsAreSummaries() async throws {
    server.route("/search/shows?q=harbour%20l", .json(Responses.harbourSearch))
    server.route("/search/shows?q=harbour", .json(Responses.harbourSearch))
    let results = try await client().searchShows("harbour")
    #expect(
      results == [
        TVMazeShowSummary(
          id: 700001, name: "Harbour Lights", premiered: "2015-03-02", network: "Coast TV"),
        TVMazeShowSummary(id: 700002, name: "Harbour Master", network: "Streamly"),
      ])
    #expect(try await client().searchShows("harbour l").count == 2)
  }

  @Test func updatesAreByShowID() async throws {
    server.route("/updates/shows?since=day", .json(Responses.updates))
    let updates = try await client().updatedShows(.day)
    #expect(updates == [700001: 1_700_000_500, 12: 1_699_999_999])
  }

  @Test func aLookupFollowsTheRedirectToTheShow() async throws {
    server.route(
      "/lookup/shows?thetvdb=880001",
      LocalHTTPServer.Response(
        status: 301, headers: ["Location": server.baseURL.absoluteString + "/shows/700001"]))
    server.route("/shows/700001", .json(Responses.harbourLights))
    #expect(try await client().lookupShow(880001, nil) == 700001)
    // TheTVDB's id unknown to TVMaze: the IMDb id is tried.
    server.route("/lookup/shows?imdb=tt8800001", .json(Responses.harbourLights))
    #expect(try await client().lookupShow(5, "tt8800001") == 700001)
    #expect(try await client().lookupShow(5, "tt0") == nil)
    #expect(try await client().lookupShow(nil, nil) == nil)
  }

  @Test func aShowTVMazeDoesNotHaveIsNotFound() async throws {
    await #expect(throws: TVMazeError.notFound(path: "/shows/9")) {
      try await client().show(9)
    }
  }

  @Test func anAnswerForAnotherShowIsRefusedNamingBoth() async throws {
    // The answer to 700003 is Harbour Lights, show 700001.
    server.route("/shows/700003?embed=episodes", .json(Responses.harbourLights))
    await #expect(
      throws: TVMazeError.wrongShow(path: "/shows/700003", asked: 700003, answered: 700001)
    ) {
      try await client().show(700003)
    }
  }

  @Test func a404WithoutTVMazesErrorBodyIsNotTakenForAMissingShow() async throws {
    server.route(
      "/shows/7?embed=episodes", .json("<html><body>Not Found\n</body></html>", status: 404))
    await #expect(
      throws: TVMazeError.notFoundElsewhere(
        path: "/shows/7", answer: #"it began "<html><body>Not Found </body></html>""#)
    ) {
      try await client().show(7)
    }
    server.route("/shows/8?embed=episodes", LocalHTTPServer.Response(status: 404))
    await #expect(
      throws: TVMazeError.notFoundElsewhere(path: "/shows/8", answer: "an empty body")
    ) {
      try await client().show(8)
    }
  }

  @Test func tooManyRequestsIsWaitedOutAndTriedAgain() async throws {
    server.route(
      "/shows/700001?embed=episodes", .status(429, headers: ["Retry-After": "0"]),
      .status(429), .json(Responses.harbourLights))
    let show = try await client().show(700001)
    #expect(show.name == "Harbour Lights")
    #expect(server.count(of: "/shows/700001?embed=episodes") == 3)
  }

  @Test func tooManyRequestsAfterEveryRetryIsRateLimited() async throws {
    server.route("/shows/700001?embed=episodes", .status(429, headers: ["Retry-After": "0"]))
    await #expect(throws: TVMazeError.rateLimited(path: "/shows/700001")) {
      try await client(retries: 2).show(700001)
    }
    #expect(server.count(of: "/shows/700001?embed=episodes") == 3)
  }

  @Test func anAnswerLargerThan64MBIsRefused() async throws {
    // A show's whole episode list is a few megabytes at most; one byte over 64 MB is refused
    // while it arrives, and the error says the limit.
    let body = Data(repeating: UInt8(ascii: " "), count: (64 << 20) + 1)
    server.route("/shows/1?embed=episodes", LocalHTTPServer.Response(body: body))
    await #expect(
      throws: TVMazeError.cannotConnect(
        host: "127.0.0.1:\(server.port)", reason: "the answer is larger than 64 MB")
    ) {
      try await client().show(1)
    }
  }

  @Test func aServerThatDoesNotAnswerInTimeTimesOut() async throws {
    server.route(
      "/shows/700001?embed=episodes",
      LocalHTTPServer.Response(body: Data(Responses.harbourLights.utf8), delay: 3))
    let start = ContinuousClock.now
    await #expect(throws: TVMazeError.timedOut(host: "127.0.0.1:\(server.port)")) {
      try await client(timeout: 1).show(700001)
    }
    // It waited for the timeout, and not for the server's 3 s.
    let waited = ContinuousClock.now - start
    #expect(waited >= .milliseconds(900) && waited < .milliseconds(2900))
  }

  @Test func aServerErrorIsItsStatus() async throws {
    server.route("/shows/700001?embed=episodes", .status(500))
    await #expect(throws: TVMazeError.httpStatus(500, path: "/shows/700001")) {
      try await client().show(700001)
    }
  }

  @Test func aBodyThatIsNotJSONIsMalformed() async throws {
    server.route("/shows/700001?embed=episodes", .json("<html>maintenance</html>"))
    await #expect(
      throws: TVMazeError.malformed(path: "/shows/700001", reason: "the answer is not JSON")
    ) {
      try await client().show(700001)
    }
  }

  @Test func aNumberTooLargeInValidJSONIsSaidSo() async throws {
    // Once "the answer is not JSON".
    server.route(
      "/shows/700001?embed=episodes",
      .json(
        #"{"id": 700001, "name": "e1e400 \" 1e400", "updated": 1e400, "_embedded": {"episodes": []}}"#
      ))
    await #expect(
      throws: TVMazeError.malformed(
        path: "/shows/700001", reason: "the answer holds a number too large to read: 1e400")
    ) {
      try await client().show(700001)
    }
  }

  @Test func aShowWithoutItsEpisodeListIsMalformed() async throws {
    server.route("/shows/700001?embed=episodes", .json(#"{"id": 700001, "name": "Harbour"}"#))
    await #expect(
      throws: TVMazeError.malformed(
        path: "/shows/700001", reason: "the show has no episode list (_embedded.episodes)")
    ) {
      try await client().show(700001)
    }
  }

  @Test func aShowWithoutItsIDIsMalformedAndSaysWhere() async throws {
    server.route("/search/shows?q=x", .json(#"[{"score": 1, "show": {"name": "X"}}]"#))
    await #expect(
      throws: TVMazeError.malformed(path: "/search/shows", reason: "missing [0].show.id")
    ) {
      try await client().searchShows("x")
    }
  }

  @Test func aServerThatIsGoneCannotBeReached() async throws {
    server.stop()
    let error = await #expect(throws: TVMazeError.self) {
      try await client().show(1)
    }
    guard case .cannotConnect(let host, _) = error else {
      Issue.record("expected cannotConnect, got \(String(describing: error))")
      return
    }
    #expect(host == "127.0.0.1:\(server.port)")
  }

  @Test func callsBeyondTheRateLimitWaitForTheWindowToMove() async throws {
    server.route("/updates/shows?since=day", .json("{}"))
    let limited = client(rateLimit: 2, ratePeriod: 0.6)
    let start = ContinuousClock.now
    for _ in 0..<3 { _ = try await limited.updatedShows(.day) }
    // The third call waits for the first to leave the 0.6 s window.
    #expect(ContinuousClock.now - start >= .milliseconds(500))
  }

  /// A limit below one call is taken as one: calls still go, one per window, never none.
  @Test func aRateLimitOfNoCallsLetsOneCallThroughPerWindow() async throws {
    server.route("/updates/shows?since=day", .json("{}"))
    let limited = client(rateLimit: 0, ratePeriod: 0.3)
    let start = ContinuousClock.now
    for _ in 0..<2 { _ = try await limited.updatedShows(.day) }
    #expect(server.count(of: "/updates/shows?since=day") == 2)
    // The second call waits for the first to leave the 0.3 s window.
    #expect(ContinuousClock.now - start >= .milliseconds(250))
  }
}
