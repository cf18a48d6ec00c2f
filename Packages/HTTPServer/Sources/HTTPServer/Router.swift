/// Answers each request by its method and path, and nothing else: a path no route matches is
/// 404, a path matched for another method is 405 with `Allow`.
///
/// ```swift
/// var router = Router()
/// router.get("/") { _ in .html(upNextPage) }
/// router.get("/shows/:id") { request in .html(showPage(request.parameters["id"])) }
/// router.post("/shows/:id/watch") { request in … .redirect(to: "/") }
/// let handler = router.handler
/// ```
///
/// A pattern's segments are literal or `:name`, which matches any one non-empty segment and
/// puts it (decoded) in ``HTTPRequest/parameters``. A `GET` route also answers `HEAD`.
public struct Router: Sendable {
  private struct Route: Sendable {
    let method: String
    let pattern: [Segment]
    let handler: HTTPHandler
  }

  private enum Segment: Sendable, Equatable {
    case literal(String)
    case parameter(String)
  }

  private var routes: [Route] = []

  /// A router with no route: every request is 404.
  public init() {}

  /// Answers `method` on paths matching `pattern` (`/shows/:id`) with `handler`.
  public mutating func add(
    _ method: String, _ pattern: String, _ handler: @escaping HTTPHandler
  ) {
    let segments = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
      .map { part -> Segment in
        part.hasPrefix(":") ? .parameter(String(part.dropFirst())) : .literal(String(part))
      }
    routes.append(Route(method: method, pattern: pattern == "/" ? [] : segments, handler: handler))
  }

  /// Answers `GET` (and `HEAD`) on `pattern`.
  public mutating func get(_ pattern: String, _ handler: @escaping HTTPHandler) {
    add("GET", pattern, handler)
  }

  /// Answers `POST` on `pattern`.
  public mutating func post(_ pattern: String, _ handler: @escaping HTTPHandler) {
    add("POST", pattern, handler)
  }

  /// The handler that routes.
  public var handler: HTTPHandler {
    let routes = routes
    return { request in
      var allowed: [String] = []
      for route in routes {
        guard let parameters = Self.match(route.pattern, request.pathSegments) else { continue }
        if route.method == request.method || (route.method == "GET" && request.method == "HEAD") {
          var routed = request
          routed.parameters = parameters
          return await route.handler(routed)
        }
        allowed.append(route.method)
        if route.method == "GET" { allowed.append("HEAD") }
      }
      if allowed.isEmpty { return .text("Not found: \(request.path)\n", status: .notFound) }
      var response = HTTPResponse.text(
        "\(request.method) is not allowed on \(request.path)\n", status: .methodNotAllowed)
      var seen = Set<String>()
      response.headers["Allow"] = allowed.filter { seen.insert($0).inserted }.joined(
        separator: ", ")
      return response
    }
  }

  private static func match(_ pattern: [Segment], _ segments: [String]) -> [String: String]? {
    guard pattern.count == segments.count else { return nil }
    var parameters: [String: String] = [:]
    for (part, segment) in zip(pattern, segments) {
      switch part {
      case .literal(let text): guard text == segment else { return nil }
      case .parameter(let name):
        guard !segment.isEmpty else { return nil }
        parameters[name] = segment
      }
    }
    return parameters
  }
}
