/// Adds the headers that keep a page from being framed, sniffed or scripted from elsewhere to
/// every response that does not set them itself.
///
/// - `Content-Security-Policy`: by default scripts, styles and connections only from this
///   server (`'self'`), so no inline script runs at all, images from this server and the
///   `imageSources` given to ``init(imageSources:)``, forms only to this server, no `<base>`, no framing.
/// - `X-Frame-Options: DENY` (what `frame-ancestors 'none'` says, for older browsers).
/// - `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin` (a URL with an access
///   token in it never leaves the server, and the browser's own forms name their `Origin`, which
///   ``CSRFProtection`` checks), `Cross-Origin-Opener-Policy` and `-Resource-Policy:
///   same-origin`.
public struct SecurityHeaders: HTTPMiddleware {
  /// The `Content-Security-Policy` value.
  public let contentSecurityPolicy: String

  /// The default policy, with images also from `imageSources` (`https://static.tvmaze.com`).
  public init(imageSources: [String] = []) {
    self.init(contentSecurityPolicy: Self.policy(imageSources: imageSources))
  }

  /// A policy of your own.
  public init(contentSecurityPolicy: String) {
    self.contentSecurityPolicy = contentSecurityPolicy
  }

  /// The default policy's text.
  public static func policy(imageSources: [String] = []) -> String {
    [
      "default-src 'none'", "script-src 'self'", "style-src 'self'",
      (["img-src 'self'"] + imageSources).joined(separator: " "), "connect-src 'self'",
      "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'",
    ].joined(separator: "; ")
  }

  public func respond(to request: HTTPRequest, next: HTTPHandler) async -> HTTPResponse {
    var response = await next(request)
    let headers = [
      ("Content-Security-Policy", contentSecurityPolicy), ("X-Frame-Options", "DENY"),
      ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "same-origin"),
      ("Cross-Origin-Opener-Policy", "same-origin"),
      ("Cross-Origin-Resource-Policy", "same-origin"),
    ]
    for (name, value) in headers where !response.headers.contains(name) {
      response.headers[name] = value
    }
    return response
  }
}
