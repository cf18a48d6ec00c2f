import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 that serves scripted responses: what tests point the
/// live TVMaze client (or the `showtracker` binary, through `SHOWTRACKER_TVMAZE_URL`) at, so no
/// test touches the network.
///
/// ```swift
/// let server = try LocalHTTPServer()
/// server.route("/shows/1?embed=episodes", .json(showJSON))
/// server.route("/search/shows?q=girls", .status(429), .json("[]"))  // 429, then 200
/// let client = TVMazeClient.live(TVMazeConfiguration(baseURL: server.baseURL, userAgent: "t"))
/// ```
///
/// A route's responses are served in order, and the last one again for every later request. A
/// request no route matches gets 404. Each connection is answered on its own thread and then
/// closed, so a slow response (``Response/delay``) holds up no other.
public final class LocalHTTPServer: Sendable {
  /// One scripted answer.
  public struct Response: Sendable {
    /// The HTTP status.
    public var status: Int
    /// Extra headers (`Content-Type`, `Content-Length` and `Connection` are written for you).
    public var headers: [String: String]
    /// The body.
    public var body: Data
    /// How long to wait before answering (longer than the client's timeout: a timeout).
    public var delay: TimeInterval

    /// Creates a response.
    public init(
      status: Int = 200, headers: [String: String] = [:], body: Data = Data(),
      delay: TimeInterval = 0
    ) {
      self.status = status
      self.headers = headers
      self.body = body
      self.delay = delay
    }

    /// A JSON body with `status` (200 by default).
    public static func json(_ text: String, status: Int = 200) -> Response {
      Response(status: status, body: Data(text.utf8))
    }

    /// A status with a small JSON body, like TVMaze's error answers.
    public static func status(_ status: Int, headers: [String: String] = [:]) -> Response {
      Response(
        status: status, headers: headers,
        body: Data(#"{"name":"Error","message":"","code":0,"status":\#(status)}"#.utf8))
    }
  }

  /// A request the server received.
  public struct Request: Sendable, Hashable {
    /// `GET`.
    public var method: String
    /// The path and query as sent: `/search/shows?q=girls`.
    public var target: String
    /// The headers, by lowercased name.
    public var headers: [String: String]
  }

  private struct Routes: Sendable {
    var responses: [String: [Response]] = [:]
    var served: [String: Int] = [:]
    var requests: [Request] = []
  }

  /// The root URL to give a client: `http://127.0.0.1:PORT`.
  public let baseURL: URL
  /// The port the server listens on.
  public let port: UInt16
  private let socket: Int32
  private let routes = Mutex(Routes())
  private let stopped = Atomic<Bool>(false)

  /// Starts a server on a free port of 127.0.0.1.
  public init() throws {
    let listening = try Self.openSocket()
    socket = listening.socket
    port = listening.port
    guard let url = URL(string: "http://127.0.0.1:\(listening.port)") else {
      throw ServerError(description: "no URL for port \(listening.port)")
    }
    baseURL = url
    let server = UncheckedServer(server: self)
    Thread.detachNewThread { server.server.acceptLoop() }
  }

  deinit {
    stop()
  }

  /// Serves `responses` for `target` (a path and query, as the client sends it), in order; the
  /// last one again after that.
  public func route(_ target: String, _ responses: Response...) {
    routes.withLock {
      $0.responses[target] = responses
      $0.served[target] = 0
    }
  }

  /// Every request received, oldest first.
  public var requests: [Request] { routes.withLock { $0.requests } }

  /// How many requests asked for `target`.
  public func count(of target: String) -> Int {
    routes.withLock { $0.requests.filter { $0.target == target }.count }
  }

  /// Stops accepting connections. Called when the server is released.
  public func stop() {
    guard !stopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
    _ = shutdown(socket, Int32(SHUT_RDWR))
    _ = close(socket)
  }

  // MARK: - Serving

  /// Lets the accept thread hold the server; the server is `Sendable`, this only avoids a
  /// capture of `self` in `init`.
  private struct UncheckedServer: Sendable {
    let server: LocalHTTPServer
  }

  private func acceptLoop() {
    while !stopped.load(ordering: .sequentiallyConsistent) {
      let client = accept(socket, nil, nil)
      if client < 0 {
        if errno == EINTR { continue }
        return
      }
      let server = UncheckedServer(server: self)
      Thread.detachNewThread { server.server.serve(client) }
    }
  }

  private func serve(_ client: Int32) {
    defer { _ = close(client) }
    Self.noSignalOnClosedPeer(client)
    guard let request = Self.readRequest(client) else { return }
    let response = routes.withLock { routes -> Response in
      routes.requests.append(request)
      guard let responses = routes.responses[request.target], !responses.isEmpty else {
        return .status(404)
      }
      let index = min(routes.served[request.target, default: 0], responses.count - 1)
      routes.served[request.target, default: 0] += 1
      return responses[index]
    }
    if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
    var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
    head += "Content-Type: application/json; charset=utf-8\r\n"
    head += "Content-Length: \(response.body.count)\r\n"
    head += "Connection: close\r\n"
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    head += "\r\n"
    Self.write(Data(head.utf8) + response.body, to: client)
  }

  private static func readRequest(_ client: Int32) -> Request? {
    var buffer = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 4096)
    let end: [UInt8] = Array("\r\n\r\n".utf8)
    while buffer.count < 65_536 {
      let count = recv(client, &chunk, chunk.count, 0)
      if count <= 0 { return nil }
      buffer += chunk[0..<count]
      if Self.contains(buffer, end) { break }
    }
    guard let text = String(bytes: buffer, encoding: .utf8) else { return nil }
    let lines = text.components(separatedBy: "\r\n")
    let parts = lines.first?.split(separator: " ") ?? []
    guard parts.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return Request(method: String(parts[0]), target: String(parts[1]), headers: headers)
  }

  private static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
    guard bytes.count >= part.count else { return false }
    return (0...(bytes.count - part.count)).contains {
      bytes[$0..<($0 + part.count)].elementsEqual(part)
    }
  }

  private static func write(_ data: Data, to client: Int32) {
    data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count {
        #if canImport(Glibc)
          let sent = send(client, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        #else
          let sent = send(client, base + offset, raw.count - offset, 0)
        #endif
        if sent <= 0 { return }
        offset += sent
      }
    }
  }

  private static func noSignalOnClosedPeer(_ client: Int32) {
    #if canImport(Darwin)
      var on: Int32 = 1
      _ = setsockopt(
        client, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 301: "Moved Permanently"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }

  private static func openSocket() throws -> (socket: Int32, port: UInt16) {
    #if canImport(Glibc)
      let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw ServerError(description: "socket: \(errno)") }
    var on: Int32 = 1
    _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 64) == 0 else {
      _ = close(fd)
      throw ServerError(description: "cannot listen on 127.0.0.1: \(errno)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return (fd, UInt16(bigEndian: address.sin_port))
  }

  /// Why the server could not start.
  public struct ServerError: Error, CustomStringConvertible {
    public let description: String
  }
}
