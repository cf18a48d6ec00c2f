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

  public static let ok = HTTPStatus(200, "OK")
  public static let noContent = HTTPStatus(204, "No Content")
  public static let seeOther = HTTPStatus(303, "See Other")
  public static let badRequest = HTTPStatus(400, "Bad Request")
  public static let forbidden = HTTPStatus(403, "Forbidden")
  public static let notFound = HTTPStatus(404, "Not Found")
  public static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
  public static let requestTimeout = HTTPStatus(408, "Request Timeout")
  public static let contentTooLarge = HTTPStatus(413, "Content Too Large")
  public static let uriTooLong = HTTPStatus(414, "URI Too Long")
  public static let requestHeaderFieldsTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
  public static let internalServerError = HTTPStatus(500, "Internal Server Error")
  public static let notImplemented = HTTPStatus(501, "Not Implemented")
  public static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
  public static let httpVersionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")
}
