/// One HTTP request, as ``RequestParser`` read it: the method, the target split into a decoded
/// path and query, the headers and the body.
public struct HTTPRequest: Sendable {
  /// The method as sent (`GET`, `POST`; methods are case-sensitive).
  public var method: String
  /// The request target as sent: `/search?q=the%20wire`.
  public var target: String
  /// The path, percent-decoded: `/shows/12`.
  public var path: String
  /// The path's segments, each percent-decoded on its own (so `%2F` stays inside its segment):
  /// `["shows", "12"]` for `/shows/12`, `[]` for `/`.
  public var pathSegments: [String]
  /// The query string's fields, decoded as a form (`+` is a space).
  public var query: FormFields
  /// `HTTP/1.1` or `HTTP/1.0`.
  public var version: String
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body: `Content-Length` bytes (requests with `Transfer-Encoding` are refused).
  public var body: [UInt8]
  /// The values a route's `:name` segments matched, set by ``Router``.
  public var parameters: [String: String] = [:]
  /// What the middleware in front of the handler found out about this request (the browser
  /// session's CSRF token, …), for the steps after it.
  public var context = RequestContext()

  /// The CSRF token of this browser's session, set by ``CSRFProtection`` for the page to put in
  /// its forms (``CSRFProtection/fieldName``).
  public var csrfToken: String? {
    get { context[CSRFProtection.SessionToken.self] }
    set { context[CSRFProtection.SessionToken.self] = newValue }
  }

  /// A request with these parts; ``path`` and ``pathSegments`` are decoded from `target`'s path,
  /// ``query`` from its query. Returns `nil` when `target` is not a path with a valid encoding.
  public init?(
    method: String, target: String, version: String = "HTTP/1.1", headers: HTTPHeaders = .init(),
    body: [UInt8] = []
  ) {
    guard let decoded = try? RequestTarget(Array(target.utf8)) else { return nil }
    self.init(method: method, target: decoded, version: version, headers: headers, body: body)
  }

  init(
    method: String, target: RequestTarget, version: String, headers: HTTPHeaders, body: [UInt8]
  ) {
    self.method = method
    self.target = target.raw
    self.path = "/" + target.segments.joined(separator: "/")
    self.pathSegments = target.segments
    self.query = target.query
    self.version = version
    self.headers = headers
    self.body = body
  }

  /// Whether the connection stays open after the answer: HTTP/1.1 unless the client sent
  /// `Connection: close`; HTTP/1.0 never (this server does not keep HTTP/1.0 connections).
  public var keepsAlive: Bool {
    guard version == "HTTP/1.1" else { return false }
    return !headers.values(of: "Connection").contains { value in
      value.split(separator: ",").contains {
        HTTPHeaders.same(String($0).trimmingASCIISpaces(), "close")
      }
    }
  }

  /// The cookies the browser sent (`Cookie: a=1; b=2`), the first of each name.
  public var cookies: [String: String] {
    var cookies: [String: String] = [:]
    for header in headers.values(of: "Cookie") {
      for pair in header.split(separator: ";") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { continue }
        let name = String(parts[0]).trimmingASCIISpaces()
        if cookies[name] == nil { cookies[name] = String(parts[1]).trimmingASCIISpaces() }
      }
    }
    return cookies
  }

  /// The body's fields when it is a form (`application/x-www-form-urlencoded`, what an HTML
  /// form POSTs); `nil` for another type or a body that is not a valid form.
  public var form: FormFields? {
    guard let type = headers["Content-Type"],
      let essence = type.split(separator: ";").first,
      HTTPHeaders.same(
        String(essence).trimmingASCIISpaces(), "application/x-www-form-urlencoded")
    else { return nil }
    return try? FormFields(urlEncoded: body[...])
  }
}
