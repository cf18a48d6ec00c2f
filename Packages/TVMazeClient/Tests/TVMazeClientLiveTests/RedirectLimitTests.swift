import Foundation
import TVMazeTestSupport
import Testing

@testable import TVMazeClientLive

/// A transfer follows at most five redirects: a sixth is a failure, not a loop.
@Suite struct RedirectLimitTests {
  let server: LocalHTTPServer

  init() throws {
    server = try LocalHTTPServer()
  }

  /// `/hop0` redirects to `/hop1` and so on, `redirects` times, to an answer.
  func chain(_ redirects: Int) -> String {
    for hop in 0..<redirects {
      server.route(
        "/hop\(hop)",
        .status(301, headers: ["Location": server.baseURL.absoluteString + "/hop\(hop + 1)"]))
    }
    server.route("/hop\(redirects)", .json("{}"))
    return server.baseURL.absoluteString + "/hop0"
  }

  func transfers() -> HTTPTransfers {
    HTTPTransfers(userAgent: "showtracker/test", headers: [], timeout: 5, bodyLimit: 1 << 20)
  }

  @Test func fiveRedirectsAreFollowed() async throws {
    let answer = try await transfers().get(chain(5))
    #expect(answer.status == 200)
    #expect(server.count(of: "/hop5") == 1)
  }

  @Test func aSixthRedirectIsAFailure() async throws {
    let url = chain(6)
    let error = await #expect(throws: TransferError.self) { try await transfers().get(url) }
    guard case .failed(let code, _, _) = error else {
      Issue.record("not a failed transfer: \(String(describing: error))")
      return
    }
    #expect(code == 47)  // CURLE_TOO_MANY_REDIRECTS
    #expect(server.count(of: "/hop6") == 0)
  }
}
