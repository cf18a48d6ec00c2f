import Foundation
import TVMazeClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// GET requests to the API: the User-Agent, the timeout, the rate limit, and the retries after
/// HTTP 429. Every failure leaves as a ``TVMazeError``.
final class HTTPClient: Sendable {
  private let configuration: TVMazeConfiguration
  private let session: URLSession
  private let limiter: RateLimiter?

  /// The longest `Retry-After` honoured, in seconds: a longer one is waited this long.
  static let longestWait: TimeInterval = 60

  init(configuration: TVMazeConfiguration) {
    self.configuration = configuration
    let sessionConfiguration = URLSessionConfiguration.ephemeral
    sessionConfiguration.timeoutIntervalForRequest = Self.timeout(configuration)
    sessionConfiguration.timeoutIntervalForResource = max(Self.timeout(configuration) * 4, 60)
    sessionConfiguration.httpAdditionalHeaders = [
      "User-Agent": configuration.userAgent, "Accept": "application/json",
    ]
    sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
    self.session = URLSession(configuration: sessionConfiguration)
    self.limiter = configuration.rateLimit.map {
      RateLimiter(calls: $0, period: configuration.ratePeriod)
    }
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// The body of a successful (2xx) answer to `GET path?query`.
  func get(_ path: String, query: [URLQueryItem]) async throws(TVMazeError) -> Data {
    let request = try request(path, query: query)
    var attempt = 0
    while true {
      await limiter?.acquire()
      let (data, response) = try await send(request)
      switch response.statusCode {
      case 200..<300:
        return data
      case 404:
        throw .notFound(path: path)
      case 429 where attempt < configuration.retries:
        let wait =
          Self.retryAfter(response)
          ?? configuration.backoff * Double(1 << min(attempt, 10))
        attempt += 1
        do {
          try await Task.sleep(for: .seconds(min(wait, Self.longestWait)))
        } catch {
          throw .rateLimited(path: path)
        }
      case 429:
        throw .rateLimited(path: path)
      default:
        throw .httpStatus(response.statusCode, path: path)
      }
    }
  }

  private func request(_ path: String, query: [URLQueryItem]) throws(TVMazeError) -> URLRequest {
    let base = configuration.baseURL.absoluteString
    let root = base.hasSuffix("/") ? String(base.dropLast()) : base
    guard var components = URLComponents(string: root + path) else {
      throw .invalidBaseURL(base)
    }
    components.queryItems = query.isEmpty ? nil : query
    guard let url = components.url else { throw .invalidBaseURL(base) }
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    request.timeoutInterval = Self.timeout(configuration)
    // Set on the request as well: some URLSession versions drop additional headers.
    request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
    return request
  }

  private func send(_ request: URLRequest) async throws(TVMazeError) -> (Data, HTTPURLResponse) {
    let host = configuration.host
    do {
      let (data, response) = try await session.data(for: request)
      guard let http = response as? HTTPURLResponse else {
        throw TVMazeError.cannotConnect(host: host, reason: "the answer was not HTTP")
      }
      return (data, http)
    } catch let error as TVMazeError {
      throw error
    } catch let error as URLError {
      throw Self.translated(error, host: host)
    } catch {
      throw .cannotConnect(host: host, reason: error.localizedDescription)
    }
  }

  /// The timeout in whole seconds, at least 1: FoundationNetworking drops the fraction, and a
  /// timeout of 0 would fail every request at once.
  private static func timeout(_ configuration: TVMazeConfiguration) -> TimeInterval {
    max(1, configuration.timeout.rounded(.up))
  }

  /// The typed error for a failed transfer.
  static func translated(_ error: URLError, host: String) -> TVMazeError {
    switch error.code {
    case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
      .offline(host: host)
    case .cannotFindHost, .dnsLookupFailed:
      .hostNotFound(host: host)
    case .timedOut:
      .timedOut(host: host)
    case .cannotConnectToHost:
      .cannotConnect(host: host, reason: "the connection was refused")
    case .networkConnectionLost:
      .cannotConnect(host: host, reason: "the connection was lost")
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      .cannotConnect(host: host, reason: "the secure connection failed")
    default:
      .cannotConnect(host: host, reason: error.localizedDescription)
    }
  }

  /// The seconds of a `Retry-After: N` header, if the answer has one.
  static func retryAfter(_ response: HTTPURLResponse) -> TimeInterval? {
    guard let value = response.value(forHTTPHeaderField: "Retry-After"),
      let seconds = TimeInterval(value.trimmingCharacters(in: .whitespaces)), seconds >= 0
    else { return nil }
    return seconds
  }
}
