import Foundation
import Synchronization
import TVMazeClient
import TVMazeTestSupport
import Testing

@testable import TVMazeClientLive

/// How long the client waits before each retry after HTTP 429: the waits it chooses are
/// recorded instead of slept, so these tests read the choice, never the clock.
@Suite struct RetryWaitTests {
  let server: LocalHTTPServer

  init() throws {
    server = try LocalHTTPServer()
  }

  /// The waits (seconds) a GET of `/shows/1` chose, and what it ended with.
  func waits(retries: Int = 4, backoff: TimeInterval = 2) async -> (
    waits: [TimeInterval], result: Result<Data, TVMazeError>
  ) {
    let waits = Mutex<[TimeInterval]>([])
    let client = HTTPClient(
      configuration: TVMazeConfiguration(
        baseURL: server.baseURL, userAgent: "showtracker/test", timeout: 5, rateLimit: nil,
        retries: retries, backoff: backoff),
      pause: { seconds in waits.withLock { $0.append(seconds) } })
    let result: Result<Data, TVMazeError>
    do {
      result = .success(try await client.get("/shows/1", query: []))
    } catch {
      result = .failure(error)
    }
    return (waits.withLock { $0 }, result)
  }

  @Test func withoutRetryAfterTheFirstRetryWaitsTheBackoffAndEachNextOneDoublesIt() async {
    server.route("/shows/1", .status(429), .status(429), .status(429), .json("{}"))
    let (waits, result) = await waits(backoff: 2)
    #expect(waits == [2, 4, 8])
    #expect((try? result.get()) == Data("{}".utf8))
    #expect(server.count(of: "/shows/1") == 4)
  }

  @Test func retryAfterIsWaitedAsGivenAndALongOneOnlyUpToTheLongestWait() async {
    server.route(
      "/shows/1", .status(429, headers: ["Retry-After": "3"]),
      .status(429, headers: ["Retry-After": "600"]), .status(429, headers: ["Retry-After": "0"]),
      .json("{}"))
    let (waits, _) = await waits(backoff: 2)
    #expect(waits == [3, HTTPClient.longestWait, 0])
    #expect(server.count(of: "/shows/1") == 4)
  }

  /// A `Retry-After` that is not a number of seconds (an HTTP date, a negative number) is the
  /// backoff's wait, counted from the retries made so far.
  @Test func aRetryAfterThatIsNotSecondsFallsBackToTheBackoff() async {
    server.route(
      "/shows/1", .status(429, headers: ["Retry-After": "Wed, 21 Oct 2026 07:28:00 GMT"]),
      .status(429, headers: ["Retry-After": "-5"]), .json("{}"))
    let (waits, _) = await waits(backoff: 1)
    #expect(waits == [1, 2])
  }

  @Test func afterTheLastRetryTheRequestIsRateLimitedWithoutAnotherWait() async {
    server.route("/shows/1", .status(429))
    let (waits, result) = await waits(retries: 2, backoff: 0.5)
    #expect(waits == [0.5, 1])
    #expect(throws: TVMazeError.rateLimited(path: "/shows/1")) { try result.get() }
    #expect(server.count(of: "/shows/1") == 3)
  }

  /// The backoff stops doubling after the tenth retry (1024 times the first wait), so a long
  /// run of retries never overflows the shift.
  @Test func theBackoffDoublesTenTimesAtMost() async {
    server.route("/shows/1", .status(429))
    let (waits, _) = await waits(retries: 12, backoff: 0.001)
    #expect(
      waits.map { ($0 * 1000).rounded() } == [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 1024])
  }

  @Test func anAnswerOtherThan429IsNotRetried() async {
    server.route("/shows/1", .status(503), .json("{}"))
    let (waits, result) = await waits()
    #expect(waits.isEmpty)
    #expect(throws: TVMazeError.httpStatus(503, path: "/shows/1")) { try result.get() }
    #expect(server.count(of: "/shows/1") == 1)
  }
}
