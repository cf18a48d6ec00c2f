#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where and how the live client calls TVMaze.
///
/// ```swift
/// let configuration = try TVMazeConfiguration(environment: env, version: "1.0")
/// // SHOWTRACKER_TVMAZE_URL, else https://api.tvmaze.com; User-Agent "showtracker/1.0"
/// ```
public struct TVMazeConfiguration: Hashable, Sendable {
  /// The API's root: `https://api.tvmaze.com`, or a test server's.
  public var baseURL: URL
  /// The `User-Agent` header: the app's name and version.
  public var userAgent: String
  /// How long a request may wait for the server, in seconds.
  public var timeout: TimeInterval
  /// At most this many calls in ``ratePeriod`` seconds; `nil`: no limit.
  public var rateLimit: Int?
  /// The window of ``rateLimit``, in seconds.
  public var ratePeriod: TimeInterval
  /// How many times a request answered with HTTP 429 is tried again.
  public var retries: Int
  /// The first wait after HTTP 429 without a `Retry-After`, in seconds; each retry doubles it.
  public var backoff: TimeInterval
  /// Whether a wait of ``noticeableWait`` seconds or more after HTTP 429 is told on standard
  /// error, in one line (how long, and that Ctrl-C stops it): true for a command, false for
  /// the interactive app, whose screen it would break.
  public var announcesWaits = false

  /// The shortest wait after HTTP 429 that ``announcesWaits`` tells of, in seconds.
  public static let noticeableWait: TimeInterval = 3

  /// The environment variable that overrides ``defaultBaseURL``.
  public static let baseURLVariable = "SHOWTRACKER_TVMAZE_URL"
  /// TVMaze's public API.
  public static let defaultBaseURL = "https://api.tvmaze.com"

  /// A configuration; the defaults are TVMaze's advice: about 20 calls per 10 seconds, and on
  /// HTTP 429 wait (2 s, then 4 s, 8 s, 16 s) and try again.
  ///
  /// - Parameters:
  ///   - baseURL: The API's root.
  ///   - userAgent: The `User-Agent` header.
  ///   - timeout: How long a request may wait for the server, in seconds.
  ///   - rateLimit: At most this many calls in `ratePeriod` seconds; `nil`: no limit.
  ///   - ratePeriod: The window of `rateLimit`, in seconds.
  ///   - retries: How many times a request answered with HTTP 429 is tried again.
  ///   - backoff: The first wait after HTTP 429 without `Retry-After`, in seconds.
  public init(
    baseURL: URL, userAgent: String, timeout: TimeInterval = 30, rateLimit: Int? = 20,
    ratePeriod: TimeInterval = 10, retries: Int = 4, backoff: TimeInterval = 2
  ) {
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.timeout = timeout
    self.rateLimit = rateLimit
    self.ratePeriod = ratePeriod
    self.retries = retries
    self.backoff = backoff
  }

  /// The configuration for `showtracker` version `version`: the base URL from
  /// `SHOWTRACKER_TVMAZE_URL` (default `https://api.tvmaze.com`), `User-Agent:
  /// showtracker/VERSION`. A server on the loopback interface (a test's) is not rate limited.
  ///
  /// - Throws: ``TVMazeError/invalidBaseURL(_:)`` when the variable is not an http(s) URL.
  public init(environment: [String: String], version: String) throws(TVMazeError) {
    let text = environment[Self.baseURLVariable].flatMap { $0.isEmpty ? nil : $0 }
    let given = text ?? Self.defaultBaseURL
    guard let url = URL(string: given), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else {
      throw .invalidBaseURL(given)
    }
    let loopback = ["localhost", "127.0.0.1", "::1", "[::1]"].contains(host.lowercased())
    self.init(
      baseURL: url, userAgent: "showtracker/\(version)", rateLimit: loopback ? nil : 20)
  }

  /// The host requests go to, for messages: `api.tvmaze.com`.
  public var host: String {
    baseURL.host.map { host in baseURL.port.map { "\(host):\($0)" } ?? host }
      ?? baseURL.absoluteString
  }
}
