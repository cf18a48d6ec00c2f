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
///
/// No client can lock the others out by holding connections:
/// - A connection only holds its place while the handler answers one of its requests (after
///   every check of the chain, such as ``AccessTokenCheck``). One still sending its request, or
///   idle between requests, gives its place up to a newcomer: when
///   ``Configuration/maxConnections`` are open, the oldest such connection of the peer with the
///   most connections is closed. A newcomer is answered 503 only when every place is taken by
///   a request being answered.
/// - One peer (address) holds at most ``Configuration/maxConnectionsPerPeer`` of them: its
///   newcomer takes the place of its own oldest waiting connection.
/// - Event streams are counted apart, at most ``Configuration/maxEventStreams`` (a new one
///   closes the oldest, whose browser reconnects), each for at most
///   ``Configuration/eventStreamLifetime``.
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
    /// The most connections open at once, event streams apart. A newcomer beyond it takes the
    /// place of a connection that is waiting (for its request to arrive, or idle); when every
    /// one is being answered, it is answered 503 and closed.
    public var maxConnections: Int
    /// The most of those connections one peer address holds: its newcomer beyond it takes the
    /// place of its own oldest waiting one (or is answered 503 when none waits).
    public var maxConnectionsPerPeer: Int
    /// The most event streams open at once: a new one closes the oldest.
    public var maxEventStreams: Int
    /// How long an event stream is kept before it is closed (the browser reconnects).
    public var eventStreamLifetime: Duration

    /// A configuration; the defaults listen on a free port of 127.0.0.1.
    public init(
      address: String = "127.0.0.1", port: UInt16 = 0, limits: HTTPLimits = HTTPLimits(),
      maxConnections: Int = 64, maxConnectionsPerPeer: Int = 32, maxEventStreams: Int = 32,
      eventStreamLifetime: Duration = .seconds(600)
    ) {
      self.address = address
      self.port = port
      self.limits = limits
      self.maxConnections = maxConnections
      self.maxConnectionsPerPeer = maxConnectionsPerPeer
      self.maxEventStreams = maxEventStreams
      self.eventStreamLifetime = eventStreamLifetime
    }
  }

  private struct State: Sendable {
    var stopped = false
    var started = false
    var connections: [Int32: Connection] = [:]
    var opened = 0
  }

  /// An open connection: whose it is, how old, and what it does now.
  private struct Connection: Sendable {
    enum Phase: Sendable {
      /// Reading a request, or idle between requests: its place can be given to a newcomer.
      case waiting
      /// A request of it is being answered.
      case answering
      /// Carrying an event stream (counted apart).
      case streaming
      /// Given up for a newcomer: its thread is closing it.
      case closing
    }

    let peer: String
    /// The order it was opened in: the smallest is the oldest.
    let order: Int
    var phase: Phase = .waiting
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

  /// How many connections are open now, event streams included.
  public var openConnections: Int { state.withLock { $0.connections.count } }

  /// How many event streams are open now.
  public var openEventStreams: Int {
    state.withLock { $0.connections.values.count(where: { $0.phase == .streaming }) }
  }

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
    state.withLock { state in state.connections.keys.forEach(Socket.shutdownBoth) }
  }

  // MARK: - Serving

  /// What the threads hold: the server is `Sendable`; this avoids a capture of `self` in `init`.
  private struct Context: Sendable {
    let server: HTTPServer
    let handler: HTTPHandler
  }

  private func acceptLoop(_ handler: @escaping HTTPHandler) {
    while let (client, peer) = Socket.accept(listener) {
      let admitted = state.withLock { state in admit(client, from: peer, in: &state) }
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
          state.connections[client] = nil
          Socket.close(client)
        }
      }
    }
  }

  /// Gives `client` a place, making one by closing a waiting connection when the caps are
  /// reached; `false` when every place is taken by a request being answered.
  private func admit(_ client: Int32, from peer: String, in state: inout State) -> Bool {
    guard !state.stopped else { return false }
    let holding = state.connections.filter {
      $0.value.phase == .waiting || $0.value.phase == .answering
    }
    if holding.count(where: { $0.value.peer == peer }) >= configuration.maxConnectionsPerPeer {
      guard let oldest = Self.oldestWaiting(in: holding.filter { $0.value.peer == peer })
      else { return false }
      Self.close(oldest, in: &state)
    } else if holding.count >= configuration.maxConnections {
      // The peer holding the most gives a place up first: a crowd from one address cannot
      // push out another's.
      let byPeer = Dictionary(grouping: holding.filter { $0.value.phase == .waiting }) {
        $0.value.peer
      }
      guard
        let crowd = byPeer.values.max(by: { $0.count < $1.count }),
        let oldest = Self.oldestWaiting(in: crowd)
      else { return false }
      Self.close(oldest, in: &state)
    }
    state.opened += 1
    state.connections[client] = Connection(peer: peer, order: state.opened)
    return true
  }

  private static func oldestWaiting(
    in connections: some Sequence<(key: Int32, value: Connection)>
  ) -> Int32? {
    connections.filter { $0.value.phase == .waiting }.min { $0.value.order < $1.value.order }?
      .key
  }

  /// Wakes the thread of `client` (blocked reading it), which closes it.
  private static func close(_ client: Int32, in state: inout State) {
    state.connections[client]?.phase = .closing
    Socket.shutdownBoth(client)
  }

  /// Moves `client` to `phase`; `false` when it was given up for a newcomer meanwhile.
  private func move(_ client: Int32, to phase: Connection.Phase) -> Bool {
    state.withLock { state in
      guard let connection = state.connections[client], connection.phase != .closing else {
        return false
      }
      if phase == .streaming {
        let streams = state.connections.filter { $0.value.phase == .streaming }
        if streams.count >= configuration.maxEventStreams,
          let oldest = streams.min(by: { $0.value.order < $1.value.order })?.key
        {
          Self.close(oldest, in: &state)
        }
      }
      state.connections[client]?.phase = phase
      return true
    }
  }

  private func serve(_ client: Int32, _ handler: @escaping HTTPHandler) {
    defer {
      state.withLock { state in
        state.connections[client] = nil
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
      guard move(client, to: .answering) else { return }
      let response = Self.answer(request, with: handler)
      if case .events(let source) = response.body {
        if request.method == "HEAD" {
          Socket.write(response.head(keepAlive: false), to: client)
          return
        }
        guard move(client, to: .streaming) else { return }
        streamEvents(from: source, to: client, head: response.head(keepAlive: false))
        return
      }
      let keepAlive = request.keepsAlive && !state.withLock { $0.stopped }
      var bytes = response.head(keepAlive: keepAlive)
      if request.method != "HEAD" { bytes += Self.bytes(of: response) }
      guard Socket.write(bytes, to: client), keepAlive, move(client, to: .waiting) else { return }
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
  /// events; every 15 s of quiet, a comment finds a connection that died without closing. The
  /// stream ends after ``Configuration/eventStreamLifetime`` (or when a newer one takes its
  /// place), and the browser's `EventSource` reconnects.
  private func streamEvents(from source: EventSource, to client: Int32, head: [UInt8]) {
    guard Socket.write(head, to: client) else { return }
    let id = source.attach(client)
    defer { source.detach(id) }
    let end = ContinuousClock.now + configuration.eventStreamLifetime
    var chunk = [UInt8](repeating: 0, count: 1024)
    while ContinuousClock.now < end {
      switch Socket.read(client, into: &chunk, until: min(.now + .seconds(15), end)) {
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
