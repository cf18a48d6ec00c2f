import Foundation
import TVMazeClient
import Testing

@testable import TVMazeClientLive

/// Failures no local server can stage (no network, no DNS, no libcurl) become the same typed
/// errors.
@Suite struct ErrorTranslationTests {
  func failed(_ code: Int32, errno systemError: Int32 = 0) -> TransferError {
    .failed(code: code, systemError: systemError, words: "Some failure")
  }

  @Test func offlineAndDNSFailuresHaveTheirOwnErrors() {
    #expect(HTTPClient.translated(failed(7, errno: ENETUNREACH), host: "h") == .offline(host: "h"))
    #expect(HTTPClient.translated(failed(6), host: "h") == .hostNotFound(host: "h"))
    #expect(HTTPClient.translated(failed(28), host: "h") == .timedOut(host: "h"))
    #expect(
      HTTPClient.translated(failed(7, errno: ECONNREFUSED), host: "h")
        == .cannotConnect(host: "h", reason: "the connection was refused"))
    #expect(
      HTTPClient.translated(failed(60), host: "h")
        == .cannotConnect(host: "h", reason: "the secure connection failed"))
  }

  @Test func otherFailuresSayLibcurlsWordsAsPartOfTheSentence() {
    #expect(
      HTTPClient.translated(failed(99), host: "h")
        == .cannotConnect(host: "h", reason: "some failure"))
  }

  @Test func aMachineWithoutLibcurlIsToldWhatToInstall() {
    #expect(
      HTTPClient.translated(.unavailable("libcurl is not installed"), host: "h")
        == .unavailable(
          reason: "libcurl is not installed (on Debian or Ubuntu: apt-get install libcurl4)"))
  }

  @Test func anAnswerTooLargeSaysTheLimit() {
    #expect(
      HTTPClient.translated(.tooLarge(limit: 64 << 20), host: "h")
        == .cannotConnect(host: "h", reason: "the answer is larger than 64 MB"))
  }
}
