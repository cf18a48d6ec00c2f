/// An HTTP status code with its reason phrase.
public struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
  /// The code: `404`.
  public var code: Int
  /// The reason phrase: `Not Found`.
  public var reason: String

  /// A status; `reason` is what the status line says after the code.
  public init(_ code: Int, _ reason: String) {
    self.code = code
    self.reason = reason
  }

  public var description: String { "\(code) \(reason)" }

  /// 200: the page.
  public static let ok = HTTPStatus(200, "OK")
  /// 202: received and acknowledged, though nothing came of it (an event that records nothing).
  public static let accepted = HTTPStatus(202, "Accepted")
  /// 204: done, nothing to show.
  public static let noContent = HTTPStatus(204, "No Content")
  /// 303: go to `Location` (the answer to a form's POST).
  public static let seeOther = HTTPStatus(303, "See Other")
  /// 400: not a request this server reads.
  public static let badRequest = HTTPStatus(400, "Bad Request")
  /// 401: the request carries no credential (``QueryTokenCheck``: no token).
  public static let unauthorized = HTTPStatus(401, "Unauthorized")
  /// 403: refused (host, token or CSRF check).
  public static let forbidden = HTTPStatus(403, "Forbidden")
  /// 404: no route has this path.
  public static let notFound = HTTPStatus(404, "Not Found")
  /// 405: the route takes other methods (`Allow` names them).
  public static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
  /// 408: the request did not arrive in time.
  public static let requestTimeout = HTTPStatus(408, "Request Timeout")
  /// 409: the request conflicts with the state of things (a form from an out-of-date page).
  public static let conflict = HTTPStatus(409, "Conflict")
  /// 413: the body is over the limit.
  public static let contentTooLarge = HTTPStatus(413, "Content Too Large")
  /// 414: the request line is over the limit.
  public static let uriTooLong = HTTPStatus(414, "URI Too Long")
  /// 431: the header fields are over the limit.
  public static let requestHeaderFieldsTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
  /// 500: the handler failed.
  public static let internalServerError = HTTPStatus(500, "Internal Server Error")
  /// 501: a feature of HTTP this server does not take.
  public static let notImplemented = HTTPStatus(501, "Not Implemented")
  /// 503: too many connections.
  public static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
  /// 505: not HTTP/1.0 or 1.1.
  public static let httpVersionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")
}
