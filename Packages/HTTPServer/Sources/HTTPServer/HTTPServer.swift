import Dispatch
import Synchronization

/// An HTTP/1.1 server on one address and port, answering every request with a handler.
///
/// ```swift
/// let server = try HTTPServer(configuration: .init(port: 0))   // 127.0.0.1, a free port
/// print(server.url)                                            // http://127.0.0.1:PORT/
/// server.start(chain([HostCheck(servedBy: server), SecurityHeaders()], router.handler))
/// ```
///
/// Each connection is served on a thread of its own with blocking reads bounded by
/// ``HTTPLimits`` (a slow request is 408, an idle kept-alive connection is closed), and its
/// requests are answered one after another by the handler, which runs as a task. Connections
/// are kept alive (HTTP/1.1 persistent connections) until the client sends `Connection: close`,
/// an error closes it, or it is idle for ``HTTPLimits/idleTimeout``. A request the parser
/// refuses gets its status (400, 413, 414, 431, 501, 505) and the connection is closed. A
/// response of ``HTTPResponse/Body/events(_:)`` keeps the connection for the event stream.
public final class HTTPServer: Sendable {
  /// Where and how to listen.
  public struct Configuration: Sendable {
    /// The numeric address to listen on: `127.0.0.1` (the default, this machine only), `::1`,
    /// or another of this machine's addresses.
    public var address: String
    /// The port; 0 picks a free one (read it from ``HTTPServer/port``).
    public var port: UInt16
    /// The request limits.
    public var limits: HTTPLimits
    /// The most connections served at once; more are answered 503 and closed.
    public var maxConnections: Int

    /// A configuration; the defaults listen on a free port of 127.0.0.1.
    public init(
      address: String = "127.0.0.1", port: UInt16 = 0, limits: HTTPLimits = HTTPLimits(),
      maxConnections: Int = 64
    ) {
      self.address = address
      self.port = port
      self.limits = limits
      self.maxConnections = maxConnections
    }
  }

  private struct State: Sendable {
    var stopped = false
    var started = false
    var connections: Set<Int32> = []
  }

  /// The configuration it was started with (its port the one asked for).
  public let configuration: Configuration
  /// The port it listens on: the one picked when the configuration asked for 0.
  public let port: UInt16
  private let listener: Int32
  private let state = Mutex(State())

  /// Listens on the configuration's address and port. Nothing is answered until ``start(_:)``.
  ///
  /// - Throws: ``HTTPServerError`` when the address is not one, the port is taken, or the
  ///   system refuses.
  public init(configuration: Configuration = Configuration()) throws(HTTPServerError) {
    self.configuration = configuration
    (listener, port) = try Socket.listen(
      address: configuration.address, port: configuration.port, backlog: 128)
  }

  deinit {
    stop()
  }

  /// The address as it appears in a URL and a `Host` field: `127.0.0.1:8080`, `[::1]:8080`.
  public var authority: String {
    configuration.address.contains(":")
      ? "[\(configuration.address)]:\(port)" : "\(configuration.address):\(port)"
  }

  /// `http://127.0.0.1:PORT`, with no trailing slash.
  public var origin: String { "http://\(authority)" }

  /// `http://127.0.0.1:PORT/`: what to print and open.
  public var url: String { origin + "/" }

  /// Whether the address is a loopback one (`127.0.0.0/8`, `::1`): only this machine can reach
  /// it, so no access token is needed.
  public var isLoopback: Bool { Self.isLoopback(configuration.address) }

  /// Whether `address` is a loopback address.
  public static func isLoopback(_ address: String) -> Bool {
    address == "::1" || address.hasPrefix("127.")
  }

  /// How many connections are open now.
  public var openConnections: Int { state.withLock { $0.connections.count } }

  /// Starts answering requests with `handler` (once; later calls do nothing).
  public func start(_ handler: @escaping HTTPHandler) {
    let starts = state.withLock { state in
      defer { state.started = true }
      return !state.started && !state.stopped
    }
    guard starts else { return }
    let context = Context(server: self, handler: handler)
    if !startThread({ context.server.acceptLoop(context.handler) }) { stop() }
  }

  /// Stops listening and closes every open connection. Called when the server is released.
  public func stop() {
    let stops = state.withLock { state in
      defer { state.stopped = true }
      return !state.stopped
    }
    guard stops else { return }
    Socket.shutdownBoth(listener)
    Socket.close(listener)
    // Under the lock, as the threads close theirs: a descriptor closed and reused by the system
    // for something else is never shut here.
    state.withLock { state in state.connections.forEach(Socket.shutdownBoth) }
  }

  // MARK: - Serving

  /// What the threads hold: the server is `Sendable`; this avoids a capture of `self` in `init`.
  private struct Context: Sendable {
    let server: HTTPServer
    let handler: HTTPHandler
  }

  private func acceptLoop(_ handler: @escaping HTTPHandler) {
    while let client = Socket.accept(listener) {
      let admitted = state.withLock { state -> Bool in
        guard !state.stopped, state.connections.count < configuration.maxConnections else {
          return false
        }
        state.connections.insert(client)
        return true
      }
      guard admitted else {
        if !state.withLock({ $0.stopped }) {
          let busy = HTTPResponse.text(
            "Too many connections: try again.\n", status: .serviceUnavailable)
          Socket.setSendTimeout(client, seconds: 1)
          Socket.write(busy.head(keepAlive: false) + Self.bytes(of: busy), to: client)
        }
        Socket.close(client)
        continue
      }
      let context = Context(server: self, handler: handler)
      if !startThread({ context.server.serve(client, context.handler) }) {
        state.withLock { state in
          state.connections.remove(client)
          Socket.close(client)
        }
      }
    }
  }

  private func serve(_ client: Int32, _ handler: @escaping HTTPHandler) {
    defer {
      state.withLock { state in
        state.connections.remove(client)
        Socket.close(client)
      }
    }
    Socket.setSendTimeout(client, seconds: 10)
    let limits = configuration.limits
    var parser = RequestParser(limits: limits)
    var chunk = [UInt8](repeating: 0, count: 16384)
    // The idle time counts from the last answer (empty lines do not restart it); a request's
    // time from its first byte.
    var waitingSince = ContinuousClock.now
    var requestStarted: ContinuousClock.Instant?
    while true {
      let request: HTTPRequest
      do {
        guard let next = try parser.nextRequest() else {
          if parser.hasPartialRequest, requestStarted == nil { requestStarted = .now }
          let deadline =
            requestStarted.map { $0 + limits.requestTimeout } ?? waitingSince + limits.idleTimeout
          switch Socket.read(client, into: &chunk, until: deadline) {
          case .bytes(let bytes):
            parser.append(bytes)
            continue
          case .closed:
            return
          case .timedOut:
            if parser.hasPartialRequest {
              refuse(client, "The request took too long to arrive.\n", .requestTimeout)
            }
            return
          }
        }
        request = next
      } catch {
        refuse(client, "\(error)\n", error.status)
        return
      }
      requestStarted = nil
      let response = Self.answer(request, with: handler)
      if case .events(let source) = response.body {
        if request.method == "HEAD" {
          Socket.write(response.head(keepAlive: false), to: client)
          return
        }
        streamEvents(from: source, to: client, head: response.head(keepAlive: false))
        return
      }
      let keepAlive = request.keepsAlive && !state.withLock { $0.stopped }
      var bytes = response.head(keepAlive: keepAlive)
      if request.method != "HEAD" { bytes += Self.bytes(of: response) }
      guard Socket.write(bytes, to: client), keepAlive else { return }
      waitingSince = .now
    }
  }

  /// Runs the handler as a task and waits for it on this connection's thread (never on one of
  /// the concurrency pool's threads).
  private static func answer(_ request: HTTPRequest, with handler: @escaping HTTPHandler)
    -> HTTPResponse
  {
    let answer = Mutex<HTTPResponse?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      let response = await handler(request)
      answer.withLock { $0 = response }
      done.signal()
    }
    done.wait()
    return answer.withLock { $0 } ?? .text("No answer.\n", status: .internalServerError)
  }

  /// Answers `status` and ends the connection the way a client can read it: closing a socket
  /// whose peer is still sending (a body over the limit) resets it, and the reset can take the
  /// answer with it. So: write, stop writing, and read what still comes (a second, 1 MiB at
  /// most) before the close.
  private func refuse(_ client: Int32, _ message: String, _ status: HTTPStatus) {
    let response = HTTPResponse.text(message, status: status)
    guard Socket.write(response.head(keepAlive: false) + Self.bytes(of: response), to: client)
    else { return }
    Socket.shutdownWriting(client)
    var chunk = [UInt8](repeating: 0, count: 16384)
    let deadline = ContinuousClock.now + .seconds(1)
    var drained = 0
    while drained < 1 << 20,
      case .bytes(let bytes) = Socket.read(client, into: &chunk, until: deadline)
    {
      drained += bytes.count
    }
  }

  /// Writes the stream's head, then waits for the browser to leave while the source writes
  /// events; every 15 s of quiet, a comment finds a connection that died without closing.
  private func streamEvents(from source: EventSource, to client: Int32, head: [UInt8]) {
    guard Socket.write(head, to: client) else { return }
    let id = source.attach(client)
    defer { source.detach(id) }
    var chunk = [UInt8](repeating: 0, count: 1024)
    while true {
      switch Socket.read(client, into: &chunk, until: .now + .seconds(15)) {
      case .bytes: continue
      case .closed: return
      case .timedOut: source.sendKeepAlive(to: id)
      }
    }
  }

  private static func bytes(of response: HTTPResponse) -> [UInt8] {
    if case .bytes(let bytes) = response.body { return bytes }
    return []
  }
}
