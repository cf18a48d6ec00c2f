/// What answers a request: the app's routes, wrapped in middleware.
public typealias HTTPHandler = @Sendable (HTTPRequest) async -> HTTPResponse

/// A step every request passes through before the handler (and every response after it): a
/// check that may answer for itself (``HostCheck``, ``CSRFProtection``, ``AccessTokenCheck``),
/// or a change to every response (``SecurityHeaders``).
public protocol HTTPMiddleware: Sendable {
  /// Answers `request`, calling `next` for the rest of the chain (or not, to refuse it).
  func respond(to request: HTTPRequest, next: HTTPHandler) async -> HTTPResponse
}

extension HTTPMiddleware {
  /// `handler` with this step in front of it.
  public func wrapping(_ handler: @escaping HTTPHandler) -> HTTPHandler {
    { request in await self.respond(to: request, next: handler) }
  }
}

/// `handler` behind `middleware`, the first one outermost: `chain([HostCheck(…), csrf], router)`
/// checks the host first.
public func chain(_ middleware: [any HTTPMiddleware], _ handler: @escaping HTTPHandler)
  -> HTTPHandler
{
  middleware.reversed().reduce(handler) { next, step in step.wrapping(next) }
}
