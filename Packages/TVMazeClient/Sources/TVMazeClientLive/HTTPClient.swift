import TVMazeClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// GET requests to the API: the User-Agent, the timeout, the rate limit, and the retries after
/// HTTP 429. Every failure leaves as a ``TVMazeError``.
final class HTTPClient: Sendable {
  private let configuration: TVMazeConfiguration
  private let transfers: HTTPTransfers
  private let limiter: RateLimiter?
  /// Waits this many seconds before a retry: `Task.sleep`, or in a test a recorder of the
  /// waits chosen, so that no test depends on the clock.
  private let pause: @Sendable (_ seconds: TimeInterval) async throws -> Void

  /// The longest `Retry-After` honoured, in seconds: a longer one is waited this long.
  static let longestWait: TimeInterval = 60

  /// The largest answer read, in bytes: a show's whole episode list is a few megabytes at most.
  static let bodyLimit = 64 << 20

  init(
    configuration: TVMazeConfiguration,
    pause: @escaping @Sendable (_ seconds: TimeInterval) async throws -> Void = {
      try await Task.sleep(for: .seconds($0))
    }
  ) {
    self.configuration = configuration
    self.pause = pause
    self.transfers = HTTPTransfers(
      userAgent: configuration.userAgent, headers: ["Accept: application/json"],
      timeout: Int(max(1, configuration.timeout.rounded(.up))), bodyLimit: Self.bodyLimit)
    self.limiter = configuration.rateLimit.map {
      RateLimiter(calls: $0, period: configuration.ratePeriod)
    }
  }

  /// The body of a successful (2xx) answer to `GET path?query`.
  func get(_ path: String, query: [URLQueryItem]) async throws(TVMazeError) -> Data {
    let url = try url(path, query: query)
    var attempt = 0
    while true {
      await limiter?.acquire()
      let answer: HTTPAnswer
      do {
        answer = try await transfers.get(url)
      } catch {
        throw Self.translated(error, host: configuration.host, url: url)
      }
      switch answer.status {
      case 200..<300:
        return answer.body
      case 404 where Responses.isTVMazeNotFound(answer.body):
        throw .notFound(path: path)
      case 404:
        throw .notFoundElsewhere(path: path, answer: Responses.glimpse(of: answer.body))
      case 429 where attempt < configuration.retries:
        let wait =
          Self.retryAfter(answer.retryAfter)
          ?? configuration.backoff * Double(1 << min(attempt, 10))
        attempt += 1
        let seconds = min(wait, Self.longestWait)
        if configuration.announcesWaits, seconds >= TVMazeConfiguration.noticeableWait {
          Self.announce(wait: seconds, path: path)
        }
        do {
          try await pause(seconds)
        } catch {
          throw .rateLimited(path: path)
        }
      case 429:
        throw .rateLimited(path: path)
      default:
        throw .httpStatus(answer.status, path: path)
      }
    }
  }

  private func url(_ path: String, query: [URLQueryItem]) throws(TVMazeError) -> String {
    let base = configuration.baseURL.absoluteString
    let root = base.hasSuffix("/") ? String(base.dropLast()) : base
    guard var components = URLComponents(string: root + path) else {
      throw .invalidBaseURL(base)
    }
    components.queryItems = query.isEmpty ? nil : query
    guard let url = components.url else { throw .invalidBaseURL(base) }
    return url.absoluteString
  }

  /// The typed error for a failed transfer.
  static func translated(_ error: TransferError, host: String, url: String = "")
    -> TVMazeError
  {
    switch error {
    case .unavailable(let reason):
      .unavailable(reason: reason + " (on Debian or Ubuntu: apt-get install libcurl4)")
    case .cancelled:
      .cannotConnect(host: host, reason: "the request was cancelled")
    case .tooLarge(let limit):
      .cannotConnect(host: host, reason: "the answer is larger than \(limit >> 20) MB")
    case .failed(let code, let systemError, let words):
      translated(code: code, systemError: systemError, words: words, host: host, url: url)
    }
  }

  /// The typed error for libcurl's `CURLcode` and the system's `errno`.
  private static func translated(
    code: Int32, systemError: Int32, words: String, host: String, url: String
  ) -> TVMazeError {
    switch code {
    case 6:  // CURLE_COULDNT_RESOLVE_HOST
      .hostNotFound(host: host)
    case 7 where systemError == ENETUNREACH || systemError == ENETDOWN:  // CURLE_COULDNT_CONNECT
      .offline(host: host)
    case 7 where systemError == ECONNREFUSED:
      .cannotConnect(host: host, reason: "the connection was refused")
    case 28:  // CURLE_OPERATION_TIMEDOUT
      .timedOut(host: host)
    case 18, 52, 55, 56:  // PARTIAL_FILE, GOT_NOTHING, SEND_ERROR, RECV_ERROR
      .cannotConnect(host: host, reason: "the connection was lost")
    case 35, 58, 60, 77, 83, 90, 91:  // the TLS handshake, certificates and their checks
      .cannotConnect(host: host, reason: "the secure connection failed")
    case 47:  // CURLE_TOO_MANY_REDIRECTS
      .cannotConnect(host: host, reason: "the answer redirected too many times")
    default:
      .cannotConnect(host: host, reason: sentence(words, url: url))
    }
  }

  /// libcurl's words, as it wrote them, in a sentence that names the request: "libcurl could
  /// not fetch http://…/shows/1: URL using bad/illegal format or missing URL".
  private static func sentence(_ words: String, url: String) -> String {
    let words = words.isEmpty ? "the transfer failed" : words
    return url.isEmpty ? "libcurl: \(words)" : "libcurl could not fetch \(url): \(words)"
  }

  /// Tells, in one line on standard error, that TVMaze asked to slow down and how long the
  /// client waits before it asks again.
  private static func announce(wait seconds: TimeInterval, path: String) {
    let line =
      "showtracker: TVMaze answered \(path) with \"too many requests\" (HTTP 429); waiting "
      + "\(Int(seconds.rounded(.up))) s before asking again (Ctrl-C stops)\n"
    var bytes = Array(line.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }

  /// The seconds of a `Retry-After: N` header, if the answer has one.
  static func retryAfter(_ value: String?) -> TimeInterval? {
    guard let value,
      let seconds = TimeInterval(value), seconds >= 0
    else { return nil }
    return seconds
  }
}
