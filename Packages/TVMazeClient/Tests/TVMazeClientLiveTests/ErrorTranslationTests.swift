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

  @Test func otherFailuresAreASentenceWithLibcurlsWordsAndTheURL() {
    // libcurl's words as it wrote them: once they came out as "uRL using bad/illegal format".
    #expect(
      HTTPClient.translated(
        .failed(code: 3, systemError: 0, words: "URL using bad/illegal format or missing URL"),
        host: "h", url: "http://h/shows/1")
        == .cannotConnect(
          host: "h",
          reason: "libcurl could not fetch http://h/shows/1: URL using bad/illegal format or "
            + "missing URL"))
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
