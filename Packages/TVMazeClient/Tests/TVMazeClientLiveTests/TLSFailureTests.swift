import Foundation
import TVMazeClient
import Testing

@testable import TVMazeClientLive

/// Every libcurl failure of the secure connection (the handshake, certificates and their
/// checks) is said the same way, whichever code libcurl gave.
@Suite struct TLSFailureTests {
  @Test(arguments: [Int32(35), 58, 60, 77, 83, 90, 91])
  func aSecureConnectionThatFailsSaysSo(code: Int32) {
    let error = HTTPClient.translated(
      .failed(code: code, systemError: 0, words: "SSL connect error"), host: "api.tvmaze.com")
    #expect(
      error == .cannotConnect(host: "api.tvmaze.com", reason: "the secure connection failed"))
  }
}
