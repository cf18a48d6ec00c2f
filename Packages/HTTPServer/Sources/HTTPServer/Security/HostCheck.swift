/// Refuses (403) a request whose `Host` is not the address served: a page of another site whose
/// name was pointed at 127.0.0.1 (DNS rebinding) sends its own name as the host, and is refused
/// before anything answers it.
///
/// ```swift
/// chain([HostCheck(servedBy: server), …], router.handler)
/// ```
public struct HostCheck: HTTPMiddleware {
  /// The hosts accepted, lowercased: `127.0.0.1:8080`, `localhost:8080`.
  public let allowedHosts: Set<String>

  /// Accepts exactly `allowedHosts` (any case), each with its port.
  public init(allowedHosts: some Sequence<String>) {
    self.allowedHosts = Set(allowedHosts.map { $0.lowercased() })
  }

  /// Accepts the server's own address and port (``HTTPServer/authority``), and
  /// `localhost:PORT` when it listens on loopback.
  public init(servedBy server: HTTPServer) {
    var hosts = [server.authority]
    if server.isLoopback { hosts.append("localhost:\(server.port)") }
    self.init(allowedHosts: hosts)
  }

  public func respond(to request: HTTPRequest, next: HTTPHandler) async -> HTTPResponse {
    guard let host = request.headers["Host"], allowedHosts.contains(host.lowercased()) else {
      return .text(
        "This server answers only requests for \(allowedHosts.sorted().joined(separator: " or ")).\n",
        status: .forbidden)
    }
    return await next(request)
  }
}
