import HTTPServer
import HTTPTestSupport
import Synchronization
import Testing

/// The server on real sockets of 127.0.0.1, with a raw client.
@Suite struct ServerTests {
  private func server(
    limits: HTTPLimits = HTTPLimits(), _ configure: (inout Router) -> Void = { _ in }
  ) throws -> HTTPServer {
    let server = try HTTPServer(configuration: .init(limits: limits))
    var router = Router()
    router.get("/") { _ in .html("<p>home</p>") }
    router.post("/echo") { request in .text(String(decoding: request.body, as: UTF8.self)) }
    configure(&router)
    server.start(router.handler)
    return server
  }

  @Test func portZeroPicksAFreePortOnLoopbackAndTheURLSaysWhich() async throws {
    let first = try server()
    let second = try server()
    #expect(first.port != 0 && second.port != 0 && first.port != second.port)
    #expect(first.configuration.address == "127.0.0.1")
    #expect(first.isLoopback)
    #expect(first.url == "http://127.0.0.1:\(first.port)/")
    let response = try await TestHTTPClient.request("GET", "/", port: first.port)
    #expect(response.status == 200)
    #expect(response.text == "<p>home</p>")
    #expect(response["Content-Type"] == "text/html; charset=utf-8")
    #expect(response["Content-Length"] == "11")
  }

  @Test func aTakenPortOrABadAddressSaysSo() throws {
    let taken = try server()
    #expect(throws: HTTPServerError.portInUse("127.0.0.1", taken.port)) {
      try HTTPServer(configuration: .init(port: taken.port))
    }
    #expect(throws: HTTPServerError.badAddress("localhost")) {
      try HTTPServer(configuration: .init(address: "localhost"))
    }
    #expect("\(HTTPServerError.portInUse("127.0.0.1", 8080))".contains("port 8080"))
  }

  @Test func aConnectionIsKeptAliveUntilTheClientSaysClose() async throws {
    let server = try server()
    let connection = try await TestHTTPConnection(port: server.port)
    try await connection.send("GET", "/", port: server.port)
    let first = try await connection.readResponse()
    #expect(first["Connection"] == "keep-alive")
    try await connection.send("POST", "/echo", body: "again", port: server.port)
    #expect(try await connection.readResponse().text == "again")
    try await connection.send("GET", "/", headers: [("Connection", "close")], port: server.port)
    let last = try await connection.readResponse()
    #expect(last["Connection"] == "close")
    #expect(try await connection.closesWithin(.seconds(5)))
  }

  @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
    let server = try server()
    let connection = try await TestHTTPConnection(port: server.port)
    let host = "Host: 127.0.0.1:\(server.port)\r\n"
    try await connection.send(
      "POST /echo HTTP/1.1\r\n\(host)Content-Length: 1\r\n\r\nAPOST /echo HTTP/1.1\r\n\(host)"
        + "Content-Length: 1\r\n\r\nB")
    #expect(try await connection.readResponse().text == "A")
    #expect(try await connection.readResponse().text == "B")
  }

  @Test func headIsAnsweredWithoutABody() async throws {
    let server = try server()
    let connection = try await TestHTTPConnection(port: server.port)
    try await connection.send("HEAD", "/", port: server.port)
    let head = try await connection.readResponse(headOnly: true)
    #expect(head.status == 200 && head["Content-Length"] == "11")
    // The next response starts right after the head: no body came.
    try await connection.send("POST", "/echo", body: "x", port: server.port)
    #expect(try await connection.readResponse().text == "x")
  }

  @Test func unknownPathsAndMethodsAre404And405() async throws {
    let server = try server()
    #expect(try await TestHTTPClient.request("GET", "/etc/passwd", port: server.port).status == 404)
    #expect(try await TestHTTPClient.request("GET", "/../../x", port: server.port).status == 404)
    let wrong = try await TestHTTPClient.request("DELETE", "/", port: server.port)
    #expect(wrong.status == 405 && wrong["Allow"] == "GET, HEAD")
  }

  @Test func requestsOverALimitAreRefusedAndTheConnectionClosed() async throws {
    let server = try server(limits: HTTPLimits(headerCount: 4, bodyBytes: 16))
    let body = try await TestHTTPClient.request(
      "POST", "/echo", body: String(repeating: "x", count: 17), port: server.port)
    #expect(body.status == 413)
    #expect(body["Connection"] == "close")
    let headers = try await TestHTTPClient.request(
      "GET", "/", headers: (1...5).map { ("X-\($0)", "y") }, port: server.port)
    #expect(headers.status == 431)
    let line = try await TestHTTPClient.request(
      "GET", "/" + String(repeating: "a", count: 9000), port: server.port)
    #expect(line.status == 414)
  }

  @Test func aBodyOverTheLimitStillArrivingGets413() async throws {
    let server = try server(limits: HTTPLimits(bodyBytes: 16))
    let connection = try await TestHTTPConnection(port: server.port)
    try await connection.send(
      "POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 300000\r\n\r\n")
    // The body keeps coming after the server has refused it (the send may fail part way).
    try? await connection.send([UInt8](repeating: 0x61, count: 300_000))
    #expect(try await connection.readResponse().status == 413)
  }

  @Test func aMalformedRequestIs400AndClosed() async throws {
    let server = try server()
    let connection = try await TestHTTPConnection(port: server.port)
    try await connection.send("GET / HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n")
    let response = try await connection.readResponse()
    #expect(response.status == 400)
    #expect(response.text.contains("header name"))
    #expect(try await connection.closesWithin(.seconds(5)))
  }

  @Test func aRequestThatArrivesTooSlowlyIs408() async throws {
    let server = try server(
      limits: HTTPLimits(requestTimeout: .milliseconds(300), idleTimeout: .seconds(30)))
    let connection = try await TestHTTPConnection(port: server.port)
    // Part of a head, then nothing: a client stalling (or dripping bytes) is cut off.
    try await connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    let response = try await connection.readResponse()
    #expect(response.status == 408)
    #expect(try await connection.closesWithin(.seconds(5)))
  }

  @Test func anIdleKeptAliveConnectionIsClosedQuietly() async throws {
    let server = try server(limits: HTTPLimits(idleTimeout: .seconds(1)))
    let connection = try await TestHTTPConnection(port: server.port)
    try await connection.send("GET", "/", port: server.port)
    _ = try await connection.readResponse()
    #expect(try await connection.closesWithin(.seconds(5)))
    #expect(try await waitUntil { server.openConnections == 0 })
  }

  @Test func emptyLinesDoNotKeepAnIdleConnectionOpen() async throws {
    let server = try server(limits: HTTPLimits(idleTimeout: .seconds(1)))
    let connection = try await TestHTTPConnection(port: server.port)
    let start = ContinuousClock.now
    // Empty lines are allowed before a request, but a drip of them is no request.
    while ContinuousClock.now - start < .seconds(2) {
      try? await connection.send("\r\n")
      try await Task.sleep(for: .milliseconds(200))
    }
    // Closed a second in, not a second after the last line.
    #expect(try await connection.closesWithin(.milliseconds(500)))
  }

  @Test func stopClosesTheOpenConnections() async throws {
    let server = try server()
    let connection = try await TestHTTPConnection(port: server.port)
    try await connection.send("GET", "/", port: server.port)
    _ = try await connection.readResponse()
    #expect(server.openConnections == 1)
    server.stop()
    #expect(try await connection.closesWithin(.seconds(5)))
    #expect(try await waitUntil { server.openConnections == 0 })
    await #expect(throws: (any Error).self) {
      _ = try await TestHTTPClient.request("GET", "/", port: server.port, timeout: .seconds(1))
    }
  }

  @Test func handlersRunConcurrently() async throws {
    // A slow answer on one connection holds up no other.
    let release = TestCounter()
    let server = try server { router in
      router.get("/slow") { _ in
        while release.value == 0 { try? await Task.sleep(for: .milliseconds(5)) }
        return .text("slow")
      }
    }
    let slow = try await TestHTTPConnection(port: server.port)
    try await slow.send("GET", "/slow", port: server.port)
    #expect(try await TestHTTPClient.request("GET", "/", port: server.port).status == 200)
    release.add()
    #expect(try await slow.readResponse().text == "slow")
  }
}

/// Waits (up to 5 s) until `condition` holds.
func waitUntil(_ condition: () -> Bool) async throws -> Bool {
  let start = ContinuousClock.now
  while !condition() {
    guard ContinuousClock.now - start < .seconds(5) else { return false }
    try await Task.sleep(for: .milliseconds(10))
  }
  return true
}
