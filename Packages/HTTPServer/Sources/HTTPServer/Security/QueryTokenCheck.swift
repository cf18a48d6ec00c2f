/// Refuses every request that does not carry the token in its query string (`?token=…`): the
/// check for clients that cannot log in or keep a cookie, like a media server's webhook. 401
/// without the field, 403 with a wrong one; the comparison takes the same time whichever byte
/// differs (``SecretToken/matches(_:_:)``).
///
/// The token is asked for at each request, so a token changed while the server runs (rotated)
/// takes effect at once; `nil` (it cannot be read now) answers 503, so the client may try again.
///
/// ```swift
/// router.group("/hooks", middleware: [QueryTokenCheck { await library.webhookToken() }]) { … }
/// ```
public struct QueryTokenCheck: HTTPMiddleware {
  /// The query field that carries the token.
  public let field: String
  private let token: @Sendable () async -> String?

  /// A check of the token `token` returns, in the query field `field`.
  public init(field: String = "token", token: @escaping @Sendable () async -> String?) {
    self.field = field
    self.token = token
  }

  public func respond(to request: HTTPRequest, next: HTTPHandler) async -> HTTPResponse {
    guard let given = request.query[field] else {
      return .text(
        "This address needs its token: the \(field) field of the URL it was given.\n",
        status: .unauthorized)
    }
    guard let expected = await token() else {
      return .text(
        "The \(field) cannot be checked now (try again in a moment): nothing was done.\n",
        status: .serviceUnavailable)
    }
    guard SecretToken.matches(given, expected) else {
      return .text(
        "This \(field) is not the one in force (it was changed, or mistyped): nothing was "
          + "done.\n", status: .forbidden)
    }
    return await next(request)
  }
}
