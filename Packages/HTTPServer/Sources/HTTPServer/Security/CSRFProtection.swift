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
/// the server knows. A safe request (`GET`, `HEAD`) without a known session gets a new one
/// (`Set-Cookie`, `HttpOnly`, `SameSite=Strict`) and its token in ``HTTPRequest/csrfToken``.
/// The form field is ``fieldName``; scripts may send the token as the `X-CSRF-Token` header.
public final class CSRFProtection: HTTPMiddleware {
  /// The form field that carries the token.
  public static let fieldName = "csrf_token"
  /// The header that may carry it instead.
  public static let headerName = "X-CSRF-Token"

  private struct Sessions: Sendable {
    var tokens: [String: String] = [:]
    var order: [String] = []
  }

  /// The session cookie's name: give each server its own (cookies are shared by every port).
  public let cookieName: String
  /// The most sessions kept; the oldest is forgotten first.
  public let maxSessions: Int
  private let sessions = Mutex(Sessions())

  /// Protection with sessions in the cookie `cookieName`.
  public init(cookieName: String = "session", maxSessions: Int = 1024) {
    self.cookieName = cookieName
    self.maxSessions = maxSessions
  }

  /// How many sessions are kept now.
  public var sessionCount: Int { sessions.withLock { $0.tokens.count } }

  public func respond(to request: HTTPRequest, next: HTTPHandler) async -> HTTPResponse {
    let session = request.cookies[cookieName]
    let known = session.flatMap { id in sessions.withLock { $0.tokens[id] } }
    if !["GET", "HEAD", "OPTIONS"].contains(request.method) {
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
    let (id, token) = newSession()
    page.csrfToken = token
    var response = await next(page)
    response.headers.add("Set-Cookie", sessionCookie(cookieName, id))
    return response
  }

  private func newSession() -> (id: String, token: String) {
    let id = SecretToken.make()
    let token = SecretToken.make()
    sessions.withLock { sessions in
      sessions.tokens[id] = token
      sessions.order.append(id)
      while sessions.order.count > maxSessions {
        sessions.tokens.removeValue(forKey: sessions.order.removeFirst())
      }
    }
    return (id, token)
  }
}
