import Foundation
import TVMazeTestSupport
import Testing

@testable import TVMazeClientLive

/// The transfers under the client: the body limit, cancellation and the headers of the final
/// answer, against a local server.
@Suite struct HTTPTransferTests {
  let server: LocalHTTPServer

  init() throws {
    server = try LocalHTTPServer()
  }

  func transfers(timeout: Int = 5, bodyLimit: Int = 1 << 20) -> HTTPTransfers {
    HTTPTransfers(
      userAgent: "showtracker/test", headers: ["Accept: application/json"], timeout: timeout,
      bodyLimit: bodyLimit)
  }

  func url(_ target: String) -> String {
    server.baseURL.absoluteString + target
  }

  @Test func anAnswerIsItsStatusHeadersAndBody() async throws {
    server.route("/a", .status(429, headers: ["Retry-After": " 7 "]))
    let answer = try await transfers().get(url("/a"))
    #expect(answer.status == 429)
    #expect(answer.retryAfter == "7")
    let request = try #require(server.requests.first)
    #expect(request.headers["user-agent"] == "showtracker/test")
    #expect(request.headers["accept"] == "application/json")
  }

  @Test func onlyTheFinalAnswerOfARedirectCountsItsHeaders() async throws {
    server.route("/old", .status(301, headers: ["Location": url("/new"), "Retry-After": "9"]))
    server.route("/new", .json("{}"))
    let answer = try await transfers().get(url("/old"))
    #expect(answer.status == 200)
    #expect(answer.retryAfter == nil)
    #expect(answer.body == Data("{}".utf8))
  }

  @Test func aBodyOverTheLimitIsRefused() async throws {
    server.route("/big", .json(String(repeating: "x", count: 5_000)))
    server.route("/small", .json(String(repeating: "x", count: 1_000)))
    await #expect(throws: TransferError.tooLarge(limit: 4_096)) {
      try await transfers(bodyLimit: 4_096).get(url("/big"))
    }
    #expect(try await transfers(bodyLimit: 4_096).get(url("/small")).body.count == 1_000)
  }

  @Test func aCancelledRequestStopsWithoutWaitingForTheAnswer() async throws {
    server.route("/slow", LocalHTTPServer.Response(body: Data("{}".utf8), delay: 4))
    let transfers = transfers(timeout: 10)
    let start = ContinuousClock.now
    let request = Task { try await transfers.get(url("/slow")) }
    try await Task.sleep(for: .milliseconds(200))
    request.cancel()
    await #expect(throws: TransferError.cancelled) { try await request.value }
    // libcurl asks the progress callback about the flag many times a second while it waits.
    #expect(ContinuousClock.now - start < .milliseconds(3_500))
  }

  @Test func aHostThatRefusesIsAFailureWithTheSystemsReason() async throws {
    server.stop()
    let error = await #expect(throws: TransferError.self) {
      try await transfers().get(url("/"))
    }
    guard case .failed(let code, let systemError, let words) = error else {
      Issue.record("expected a failed transfer, got \(String(describing: error))")
      return
    }
    #expect(code == 7)
    #expect(systemError == ECONNREFUSED)
    #expect(!words.isEmpty)
  }
}
