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
///
/// Routes that need other checks than the rest go in a group of their own, with its own
/// middleware (as Hummingbird's router groups do): a media server's webhook carries a token in
/// its URL, not the browser's cookies.
///
/// ```swift
/// var router = Router()
/// router.use(HostCheck(servedBy: server))
/// router.use(csrf)                 // the browser's pages and forms, and their 404s
/// router.get("/") { _ in .html(upNextPage) }
/// router.group("/hooks", middleware: [QueryTokenCheck(token: hookToken)]) { hooks in
///   hooks.post("/:server") { request in … }   // answers POST /hooks/jellyfin
/// }
/// ```
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

  /// Routes under a path prefix, behind middleware of their own.
  private struct Group: Sendable {
    let prefix: [String]
    let middleware: [any HTTPMiddleware]
    let router: Router
  }

  private var routes: [Route] = []
  private var groups: [Group] = []
  private var middleware: [any HTTPMiddleware] = []

  /// A router with no route: every request is 404.
  public init() {}

  /// Puts `step` in front of this router's own routes and of its 404 and 405 answers, after the
  /// steps given before it; a group's routes have only the group's middleware.
  public mutating func use(_ step: any HTTPMiddleware) {
    middleware.append(step)
  }

  /// Routes under `prefix` (`/hooks`), added by `build` with patterns relative to it
  /// (`/:server` answers `/hooks/jellyfin`), behind `middleware` (the first outermost) and none
  /// of this router's own. Every request under the prefix is the group's: a path it has no
  /// route for is its 404, behind its middleware. Its handlers see ``HTTPRequest/pathSegments``
  /// relative to the prefix, and ``HTTPRequest/path`` as sent.
  public mutating func group(
    _ prefix: String, middleware: [any HTTPMiddleware], _ build: (inout Router) -> Void
  ) {
    var router = Router()
    build(&router)
    groups.append(
      Group(
        prefix: prefix.split(separator: "/").map(String.init), middleware: middleware,
        router: router))
  }

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

  /// The handler that routes: a request under a group's prefix to the group, any other to this
  /// router's own routes behind its middleware.
  public var handler: HTTPHandler {
    let groups = groups.map { group in
      (prefix: group.prefix, handler: chain(group.middleware, group.router.handler))
    }
    let own = chain(middleware, ownRoutes)
    return { request in
      for group in groups where request.pathSegments.starts(with: group.prefix) {
        // The group routes the segments after its prefix; `path` stays the path as sent.
        var inside = request
        inside.pathSegments = Array(request.pathSegments.dropFirst(group.prefix.count))
        return await group.handler(inside)
      }
      return await own(request)
    }
  }

  /// This router's own routes, without its middleware or groups.
  private var ownRoutes: HTTPHandler {
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
      var seen = Set<String>()
      return Self.unrouted(
        request,
        allowed: allowed.isEmpty
          ? nil : allowed.filter { seen.insert($0).inserted }.joined(separator: ", "))
    }
  }

  /// 404 for a path no route matches; 405 with `Allow` for one matched only for other methods.
  private static func unrouted(_ request: HTTPRequest, allowed: String?) -> HTTPResponse {
    guard let allowed else { return .text("Not found: \(request.path)\n", status: .notFound) }
    var response = HTTPResponse.text(
      "\(request.method) is not allowed on \(request.path)\n", status: .methodNotAllowed)
    response.headers["Allow"] = allowed
    return response
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
