import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A response as a test reads it off the socket.
public struct TestHTTPResponse: Sendable {
  /// The status code.
  public var status: Int
  /// The header fields, in order.
  public var headers: [(name: String, value: String)]
  /// The body (decoded from chunks when it came chunked).
  public var body: [UInt8]

  /// The body as UTF-8 text.
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// The first value of the field `name` (any case).
  public subscript(name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// Every value of the field `name` (any case).
  public func values(of name: String) -> [String] {
    headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
  }

  /// The `name=value` part of each `Set-Cookie`.
  public var cookies: [String: String] {
    var cookies: [String: String] = [:]
    for header in values(of: "Set-Cookie") {
      let pair = header.prefix { $0 != ";" }.split(separator: "=", maxSplits: 1)
      if pair.count == 2 { cookies[String(pair[0])] = String(pair[1]) }
    }
    return cookies
  }
}

/// A client connection over a raw TCP socket, for tests that must send exactly the bytes they
/// mean (malformed requests, pipelining, slow requests) and read exactly what came back.
///
/// ```swift
/// let connection = try await TestHTTPConnection(port: server.port)
/// try await connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
/// let response = try await connection.readResponse()
/// ```
///
/// Every call blocks a thread of its own, never one of the concurrency pool's.
public final class TestHTTPConnection: Sendable {
  /// What went wrong on the test's side.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  private let descriptor: Int32
  private let buffer = Mutex<[UInt8]>([])
  private let closed = Atomic<Bool>(false)

  /// Connects to `port` on `address` (127.0.0.1 by default), from the local address `peer`
  /// when one is given (`127.0.0.2`: on loopback, another client machine as the server sees
  /// it).
  public convenience init(port: UInt16, address: String = "127.0.0.1", from peer: String? = nil)
    async throws
  {
    self.init(
      descriptor: try await offThePool {
        try TestSockets.connect(address: address, port: port, from: peer)
      })
  }

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    close()
  }

  /// Closes the connection (as a browser leaving the page).
  public func close() {
    guard !closed.exchange(true, ordering: .sequentiallyConsistent) else { return }
    TestSockets.close(descriptor)
  }

  /// Sends `text`'s UTF-8 bytes.
  public func send(_ text: String) async throws {
    try await send(Array(text.utf8))
  }

  /// Sends `bytes`.
  public func send(_ bytes: [UInt8]) async throws {
    try await offThePool { [self] in try sendNow(bytes) }
  }

  /// Sends a request: `method target`, a `Host` of 127.0.0.1 and the port unless `headers`
  /// names one, `Content-Length` when there is a body.
  public func send(
    _ method: String, _ target: String, headers: [(String, String)] = [], body: String = "",
    port: UInt16
  ) async throws {
    try await send(Self.request(method, target, headers: headers, body: body, port: port))
  }

  /// Reads one response: its head, then a body of `Content-Length` bytes, or chunks, or (for
  /// `Connection: close` without a length) everything until the server closes. With `head`
  /// only (a `HEAD` request, an event stream), no body is read.
  public func readResponse(headOnly: Bool = false, timeout: Duration = .seconds(10)) async throws
    -> TestHTTPResponse
  {
    try await offThePool { [self] in try readResponseNow(headOnly: headOnly, timeout: timeout) }
  }

  /// Connects, sends the request and reads its response on one thread of its own, with no
  /// suspension between: a test task that waits for the concurrency pool (busy with the other
  /// tests) between connecting and sending would leave an idle connection that the server's
  /// time limit closes.
  static func exchange(
    _ method: String, _ target: String, headers: [(String, String)], body: String,
    port: UInt16, timeout: Duration
  ) async throws -> TestHTTPResponse {
    try await offThePool {
      let connection = TestHTTPConnection(
        descriptor: try TestSockets.connect(address: "127.0.0.1", port: port))
      defer { connection.close() }
      try connection.sendNow(
        Array(request(method, target, headers: headers, body: body, port: port).utf8))
      return try connection.readResponseNow(headOnly: method == "HEAD", timeout: timeout)
    }
  }

  private static func request(
    _ method: String, _ target: String, headers: [(String, String)], body: String, port: UInt16
  ) -> String {
    var text = "\(method) \(target) HTTP/1.1\r\n"
    if !headers.contains(where: { $0.0.lowercased() == "host" }) {
      text += "Host: 127.0.0.1:\(port)\r\n"
    }
    for (name, value) in headers { text += "\(name): \(value)\r\n" }
    if !body.isEmpty { text += "Content-Length: \(body.utf8.count)\r\n" }
    return text + "\r\n" + body
  }

  // MARK: - Sending

  private func sendNow(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count {
        #if canImport(Glibc)
          let sent = Glibc.send(
            descriptor, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        #else
          let sent = Darwin.send(descriptor, base + offset, raw.count - offset, 0)
        #endif
        guard sent > 0 else { throw Failure(description: "send failed: errno \(errno)") }
        offset += sent
      }
    }
  }

  private func readResponseNow(headOnly: Bool, timeout: Duration) throws -> TestHTTPResponse {
    let deadline = ContinuousClock.now + timeout
    let head = try readUntil(Array("\r\n\r\n".utf8), deadline: deadline)
    var response = try Self.parseHead(head)
    if headOnly || response.status == 204 || response.status == 304 { return response }
    if let length = response["Content-Length"].flatMap(Int.init) {
      response.body = try readExactly(length, deadline: deadline)
    } else if response["Transfer-Encoding"]?.lowercased() == "chunked" {
      response.body = try readChunks(deadline: deadline)
    } else {
      response.body = readToEnd(deadline: deadline)
    }
    return response
  }

  /// Reads the next server-sent event's text (up to its empty line), or fails at `timeout`.
  public func readEvent(timeout: Duration = .seconds(5)) async throws -> String {
    try await offThePool { [self] in
      let bytes = try readUntil(Array("\n\n".utf8), deadline: .now + timeout)
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Whether the server closes the connection within `timeout` (bytes before the close are
  /// read and dropped).
  public func closesWithin(_ timeout: Duration) async throws -> Bool {
    try await offThePool { [self] in
      let deadline = ContinuousClock.now + timeout
      while true {
        switch wait(until: deadline) {
        case .timedOut: return false
        case .closed: return true
        case .bytes: continue
        }
      }
    }
  }

  /// Everything the server sends until it closes (or `timeout`).
  public func readAll(timeout: Duration = .seconds(10)) async throws -> String {
    try await offThePool { [self] in
      String(decoding: readToEnd(deadline: .now + timeout), as: UTF8.self)
    }
  }

  // MARK: - Reading

  private enum Wait {
    case bytes
    case closed
    case timedOut
  }

  /// Waits for bytes until `deadline`; what came is added to the buffer.
  private func wait(until deadline: ContinuousClock.Instant) -> Wait {
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { return .timedOut }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(clamping: left.components.seconds * 1000 + 1)
      let ready = poll(&poller, 1, Swift.min(milliseconds, 100))
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      guard ready > 0 else { return .closed }
      var chunk = [UInt8](repeating: 0, count: 16384)
      let count = recv(descriptor, &chunk, chunk.count, 0)
      guard count > 0 else { return .closed }
      buffer.withLock { $0 += chunk[..<count] }
      return .bytes
    }
  }

  private func readUntil(_ end: [UInt8], deadline: ContinuousClock.Instant) throws -> [UInt8] {
    while true {
      let found = buffer.withLock { buffer -> [UInt8]? in
        guard let range = buffer.firstRange(of: end) else { return nil }
        let part = Array(buffer[..<range.lowerBound])
        buffer.removeSubrange(..<range.upperBound)
        return part
      }
      if let found { return found }
      switch wait(until: deadline) {
      case .bytes: continue
      case .closed: throw Failure(description: "the server closed the connection")
      case .timedOut: throw Failure(description: "no answer in time")
      }
    }
  }

  private func readExactly(_ count: Int, deadline: ContinuousClock.Instant) throws -> [UInt8] {
    while buffer.withLock({ $0.count }) < count {
      switch wait(until: deadline) {
      case .bytes: continue
      case .closed: throw Failure(description: "the body ended early")
      case .timedOut: throw Failure(description: "the body did not arrive in time")
      }
    }
    return buffer.withLock { buffer in
      defer { buffer.removeFirst(count) }
      return Array(buffer[..<count])
    }
  }

  private func readChunks(deadline: ContinuousClock.Instant) throws -> [UInt8] {
    var body: [UInt8] = []
    while true {
      let line = String(
        decoding: try readUntil(Array("\r\n".utf8), deadline: deadline), as: UTF8.self)
      guard let size = Int(line.prefix { $0 != ";" }, radix: 16) else {
        throw Failure(description: "a bad chunk size: \(line)")
      }
      if size == 0 {
        _ = try readUntil(Array("\r\n".utf8), deadline: deadline)
        return body
      }
      body += try readExactly(size + 2, deadline: deadline).dropLast(2)
    }
  }

  private func readToEnd(deadline: ContinuousClock.Instant) -> [UInt8] {
    while case .bytes = wait(until: deadline) {}
    return buffer.withLock { buffer in
      defer { buffer.removeAll() }
      return buffer
    }
  }

  private static func parseHead(_ head: [UInt8]) throws -> TestHTTPResponse {
    let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
    let statusLine = lines.first?.split(separator: " ", maxSplits: 2) ?? []
    guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1])
    else { throw Failure(description: "not a status line: \(lines.first ?? "")") }
    let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (
        name: String(line[..<colon]),
        value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      )
    }
    return TestHTTPResponse(status: status, headers: headers, body: [])
  }
}

/// One request on a connection of its own, with `Connection: close`: what most tests need.
///
/// ```swift
/// let response = try await TestHTTPClient.request("GET", "/", port: server.port)
/// ```
public enum TestHTTPClient {
  /// Sends `method target` with `headers` and `body` to 127.0.0.1:`port`, and reads the answer.
  public static func request(
    _ method: String, _ target: String, headers: [(String, String)] = [], body: String = "",
    port: UInt16, timeout: Duration = .seconds(10)
  ) async throws -> TestHTTPResponse {
    try await TestHTTPConnection.exchange(
      method, target, headers: headers + [("Connection", "close")], body: body, port: port,
      timeout: timeout)
  }
}
