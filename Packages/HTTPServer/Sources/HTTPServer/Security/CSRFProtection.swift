import Synchronization

/// Gives each browser a session (a cookie) with a CSRF token, and refuses (403) every request
/// that could change something (`POST`, `PUT`, `PATCH`, `DELETE`) unless it carries that
/// session's token: a form another site's page submits to this server has the cookie but not
/// the token, so it changes nothing.
///
/// ```swift
/// let csrf = CSRFProtection(cookieName: "showtracker-\(server.port)")
/// router.get("/") { request in
///   .html(#"<form method="post" action="/watch"><input type="hidden" name="\#(CSRFProtection.fieldName)" value="\#(request.csrfToken ?? "")">…"#)
/// }
/// server.start(chain([HostCheck(servedBy: server), csrf], router.handler))
/// ```
///
/// The token is kept by the server, not derived from the cookie: a page on another port of
/// 127.0.0.1 can set cookies for this host (cookies ignore ports), but cannot make up a session
/// the server knows. A safe request (`GET`, `HEAD`) without a known session has a new token in
/// ``HTTPRequest/csrfToken``, and when it is answered with an HTML page (the only answer that
/// can carry a form), the session is kept and its cookie set (`Set-Cookie`, `HttpOnly`,
/// `SameSite=Strict`). The form field is ``fieldName``; scripts may send the token as the
/// `X-CSRF-Token` header.
///
/// Before the token is looked at, a request that could change something and says it comes
/// from another site is refused: an `Origin` other than the server's own (`http://` and the
/// `Host`, which ``HostCheck`` has checked), `null` included, or a `Sec-Fetch-Site` other than
/// `same-origin` and `none`. A client that sends neither (a script, curl) still needs the
/// token.
///
/// At most ``maxSessions`` are kept. Past it, a session no browser has come back with is
/// forgotten first (the oldest of them), so requests made without cookies (another site's
/// `<img>` pointing here, a script) cannot push out the session of a browser in use; only when
/// every kept session has been used is the one unused the longest forgotten.
public final class CSRFProtection: HTTPMiddleware {
  /// The form field that carries the token.
  public static let fieldName = "csrf_token"
  /// The header that may carry it instead.
  public static let headerName = "X-CSRF-Token"

  /// What says `request` comes from another site (`Origin 'https://evil.example'`), or `nil`.
  static func otherSite(_ request: HTTPRequest) -> String? {
    if let origin = request.headers["Origin"] {
      let own = request.headers["Host"].map { "http://\($0)".lowercased() }
      if origin.lowercased() != own { return "Origin '\(origin)'" }
    }
    if let site = request.headers["Sec-Fetch-Site"]?.lowercased(),
      site != "same-origin", site != "none"
    {
      return "Sec-Fetch-Site '\(site)'"
    }
    return nil
  }

  private struct Session: Sendable {
    let token: String
    /// Whether a browser has come back with the session's cookie.
    var returned = false
    /// When it was last made or used (the sessions' own clock): the smallest is the oldest.
    var used: Int
  }

  private struct Sessions: Sendable {
    var byID: [String: Session] = [:]
    var clock = 0

    /// The session `id`'s token, noting that a browser came back with it.
    mutating func use(_ id: String) -> String? {
      guard byID[id] != nil else { return nil }
      clock += 1
      byID[id]?.returned = true
      byID[id]?.used = clock
      return byID[id]?.token
    }

    mutating func keep(_ id: String, token: String, max: Int) {
      clock += 1
      byID[id] = Session(token: token, used: clock)
      while byID.count > max, let oldest = oldest() { byID[oldest] = nil }
    }

    /// The one to forget: the oldest never returned to, else the one unused the longest.
    private func oldest() -> String? {
      byID.min { first, second in
        first.value.returned == second.value.returned
          ? first.value.used < second.value.used : !first.value.returned
      }?.key
    }
  }

  /// The session cookie's name: give each server its own (cookies are shared by every port).
  public let cookieName: String
  /// The most sessions kept; past it, the oldest no browser came back with is forgotten first.
  public let maxSessions: Int
  private let sessions = Mutex(Sessions())

  /// Protection with sessions in the cookie `cookieName`.
  public init(cookieName: String = "session", maxSessions: Int = 1024) {
    self.cookieName = cookieName
    self.maxSessions = maxSessions
  }

  /// The key of the session's CSRF token in ``HTTPRequest/context``
  /// (``HTTPRequest/csrfToken`` reads it).
  public enum SessionToken: RequestContextKey {
    public typealias Value = String
  }

  /// How many sessions are kept now.
  public var sessionCount: Int { sessions.withLock { $0.byID.count } }

  public func respond(to request: HTTPRequest, next: HTTPHandler) async -> HTTPResponse {
    let session = request.cookies[cookieName]
    let known = session.flatMap { id in sessions.withLock { $0.use(id) } }
    if !["GET", "HEAD", "OPTIONS"].contains(request.method) {
      if let site = Self.otherSite(request) {
        return .text(
          "This request came from another site (\(site)): nothing was changed.\n",
          status: .forbidden)
      }
      let given = request.headers[Self.headerName] ?? request.form?[Self.fieldName]
      guard let known, SecretToken.matches(given, known) else {
        return .text(
          "This form has no valid CSRF token (it is out of date, or came from another site): "
            + "reload the page and send it again.\n", status: .forbidden)
      }
      var checked = request
      checked.csrfToken = known
      return await next(checked)
    }
    var page = request
    if let known {
      page.csrfToken = known
      return await next(page)
    }
    let token = SecretToken.make()
    page.csrfToken = token
    var response = await next(page)
    guard (200..<300).contains(response.status.code),
      response.headers["Content-Type"]?.lowercased().hasPrefix("text/html") == true
    else { return response }
    let id = SecretToken.make()
    sessions.withLock { $0.keep(id, token: token, max: maxSessions) }
    response.headers.add("Set-Cookie", sessionCookie(cookieName, id))
    return response
  }
}
