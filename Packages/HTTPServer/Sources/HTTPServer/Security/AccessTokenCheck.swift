/// Refuses (403) every request from a browser that has not shown the access token: what a
/// server listening on an address other devices reach (`--listen`) needs, since anyone on the
/// network could otherwise open it.
///
/// The token is printed once, in a URL that carries it (``url(for:)``: `…/?token=…`). Opening
/// that URL sets the token as a cookie (`HttpOnly`, `SameSite=Strict`) and redirects (303) to
/// the same page without it, so the token does not stay in the address bar or the history;
/// later requests carry the cookie.
///
/// ```swift
/// let access = AccessTokenCheck(cookieName: "showtracker-access-\(server.port)")
/// print(access.url(for: server))
/// server.start(chain([HostCheck(servedBy: server), access, csrf], router.handler))
/// ```
public struct AccessTokenCheck: HTTPMiddleware {
  /// The query field that carries the token in the printed URL.
  public static let queryField = "token"

  /// The token: random unless given.
  public let token: String
  /// The cookie that carries it after the first visit.
  public let cookieName: String

  /// A check of `token` (a new random one by default).
  public init(token: String = SecretToken.make(), cookieName: String = "access") {
    self.token = token
    self.cookieName = cookieName
  }

  /// The URL to print: the server's root with the token.
  public func url(for server: HTTPServer) -> String {
    "\(server.url)?\(Self.queryField)=\(token)"
  }

  public func respond(to request: HTTPRequest, next: HTTPHandler) async -> HTTPResponse {
    if let given = request.query[Self.queryField] {
      guard SecretToken.matches(given, token) else { return refusal }
      let rest = FormFields(
        request.query.fields.filter { $0.name != Self.queryField }.map { ($0.name, $0.value) })
      // The path as sent; `redirect(to:)` sends one that would name another host to `/`.
      let path = request.target.prefix { $0 != "?" }
      var response = HTTPResponse.redirect(
        to: rest.isEmpty ? String(path) : "\(path)?\(rest.urlEncoded)")
      response.headers.add("Set-Cookie", sessionCookie(cookieName, token))
      return response
    }
    guard SecretToken.matches(request.cookies[cookieName], token) else { return refusal }
    return await next(request)
  }

  private var refusal: HTTPResponse {
    .text(
      "This server needs its access token: open the URL `showtracker serve` printed when it "
        + "started.\n", status: .forbidden)
  }
}
