import Foundation
import TVMazeClient
import Testing

@testable import TVMazeClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Failures no local server can stage (no network, no DNS) become the same typed errors.
@Suite struct ErrorTranslationTests {
  @Test func offlineAndDNSFailuresHaveTheirOwnErrors() {
    #expect(
      HTTPClient.translated(URLError(.notConnectedToInternet), host: "h") == .offline(host: "h"))
    #expect(
      HTTPClient.translated(URLError(.cannotFindHost), host: "h") == .hostNotFound(host: "h"))
    #expect(
      HTTPClient.translated(URLError(.dnsLookupFailed), host: "h") == .hostNotFound(host: "h"))
    #expect(HTTPClient.translated(URLError(.timedOut), host: "h") == .timedOut(host: "h"))
    #expect(
      HTTPClient.translated(URLError(.cannotConnectToHost), host: "h")
        == .cannotConnect(host: "h", reason: "the connection was refused"))
  }
}
