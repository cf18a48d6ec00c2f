/// Why a request could not be read: each case is answered with its ``status`` and the
/// connection is closed.
public enum HTTPParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Not HTTP as RFC 9112 writes it (400): the reason in plain words.
  case malformed(String)
  /// The request line is longer than ``HTTPLimits/requestLineBytes`` (414).
  case requestLineTooLong
  /// More header fields than ``HTTPLimits/headerCount``, or more bytes than
  /// ``HTTPLimits/headerBytes`` (431).
  case headersTooLarge
  /// A `Content-Length` above ``HTTPLimits/bodyBytes`` (413).
  case bodyTooLarge
  /// An HTTP version other than 1.0 and 1.1 (505).
  case unsupportedVersion
  /// A `Transfer-Encoding` (501): this server takes only `Content-Length` bodies, which is what
  /// browsers send for forms.
  case unsupportedTransferEncoding

  /// The status the server answers with.
  public var status: HTTPStatus {
    switch self {
    case .malformed: .badRequest
    case .requestLineTooLong: .uriTooLong
    case .headersTooLarge: .requestHeaderFieldsTooLarge
    case .bodyTooLarge: .contentTooLarge
    case .unsupportedVersion: .httpVersionNotSupported
    case .unsupportedTransferEncoding: .notImplemented
    }
  }

  public var description: String {
    switch self {
    case .malformed(let reason): "bad request: \(reason)"
    case .requestLineTooLong: "the request line is too long"
    case .headersTooLarge: "the request's header fields are too large"
    case .bodyTooLarge: "the request's body is too large"
    case .unsupportedVersion: "the HTTP version is not 1.0 or 1.1"
    case .unsupportedTransferEncoding: "a Transfer-Encoding is not supported (send Content-Length)"
    }
  }
}

/// How large and how slow a request may be.
public struct HTTPLimits: Sendable, Equatable {
  /// The longest request line, in bytes, without its line break.
  public var requestLineBytes: Int
  /// The most header fields.
  public var headerCount: Int
  /// The most bytes of header fields (every line and its line break).
  public var headerBytes: Int
  /// The largest body.
  public var bodyBytes: Int
  /// How long a request may take to arrive, from its first byte to its last (then 408). A
  /// browser sends a form's request at once; a client that trickles its header fields holds a
  /// thread no longer than this.
  public var requestTimeout: Duration
  /// How long a kept-alive connection may wait for its next request (then it is closed); a
  /// browser opens another when it needs one.
  public var idleTimeout: Duration

  /// The limits given; the defaults suit a browser front end (forms of a few fields).
  public init(
    requestLineBytes: Int = 8192, headerCount: Int = 64, headerBytes: Int = 16384,
    bodyBytes: Int = 65536, requestTimeout: Duration = .seconds(5),
    idleTimeout: Duration = .seconds(5)
  ) {
    self.requestLineBytes = requestLineBytes
    self.headerCount = headerCount
    self.headerBytes = headerBytes
    self.bodyBytes = bodyBytes
    self.requestTimeout = requestTimeout
    self.idleTimeout = idleTimeout
  }
}
