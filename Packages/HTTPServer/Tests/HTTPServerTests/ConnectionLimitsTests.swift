import HTTPServer
import HTTPTestSupport
import Testing

/// No client locks the others out by holding connections: slow and idle ones give their places
/// up, one peer cannot take them all, and event streams are counted apart (issue #45, item 3).
@Suite struct ConnectionLimitsTests {
  private func server(_ configuration: HTTPServer.Configuration = .init()) throws -> HTTPServer {
    let server = try HTTPServer(configuration: configuration)
    var router = Router()
    router.get("/") { _ in .html("<p>home</p>") }
    router.get("/events") { _ in .events(from: EventSource()) }
    server.start(router.handler)
    return server
  }

  /// A connection that sent the start of a request and no more (a slow-header client).
  private func slowClient(_ server: HTTPServer, from peer: String? = nil) async throws
    -> TestHTTPConnection
  {
    let connection = try await TestHTTPConnection(port: server.port, from: peer)
    try await connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: 1")
    return connection
  }

  private func stream(_ server: HTTPServer) async throws -> TestHTTPConnection {
    let connection = try await TestHTTPConnection(port: server.port)
    try await connection.send("GET", "/events", port: server.port)
    #expect(try await connection.readResponse(headOnly: true).status == 200)
    return connection
  }

  @Test func pagesAreAnsweredWhileStreamsAndSlowClientsHoldEveryCap() async throws {
    let server = try server()
    var held: [TestHTTPConnection] = []
    for _ in 0..<64 { held.append(try await stream(server)) }
    for _ in 0..<200 { held.append(try await slowClient(server)) }
    var answered = 0
    for _ in 0..<20 {
      let page = try await TestHTTPClient.request("GET", "/", port: server.port)
      if page.status == 200 { answered += 1 }
      held.append(try await slowClient(server))
    }
    print(
      "with 64 streams and 220 slow clients opened: \(answered) of 20 pages answered;",
      "\(server.openConnections) connections open, \(server.openEventStreams) streams")
    #expect(answered == 20)
    #expect(server.openEventStreams <= server.configuration.maxEventStreams)
    #expect(
      server.openConnections
        <= server.configuration.maxConnections + server.configuration.maxEventStreams + 1)
    for connection in held { connection.close() }
  }

  @Test func aWaitingConnectionGivesItsPlaceToANewcomer() async throws {
    let server = try server(.init(maxConnections: 1))
    let idle = try await TestHTTPConnection(port: server.port)
    try await idle.send("GET", "/", port: server.port)
    #expect(try await idle.readResponse().status == 200)
    #expect(try await TestHTTPClient.request("GET", "/", port: server.port).status == 200)
    #expect(try await idle.closesWithin(.seconds(2)))
  }

  @Test func aConnectionBeingAnsweredKeepsItsPlaceAndTheNewcomerIs503() async throws {
    let release = TestCounter()
    let server = try HTTPServer(configuration: .init(maxConnections: 1))
    server.start { _ in
      while release.value == 0 { try? await Task.sleep(for: .milliseconds(5)) }
      return .text("slow")
    }
    let slow = try await TestHTTPConnection(port: server.port)
    try await slow.send("GET", "/", port: server.port)
    #expect(try await waitUntil { server.openConnections == 1 })
    try await Task.sleep(for: .milliseconds(100))  // its request has reached the handler
    let refused = try await TestHTTPClient.request("GET", "/", port: server.port)
    #expect(refused.status == 503)
    release.add()
    #expect(try await slow.readResponse().text == "slow")
  }

  @Test func thePeerHoldingTheMostGivesUpAPlaceFirst() async throws {
    let server = try server(.init(maxConnections: 8, maxConnectionsPerPeer: 6))
    var crowd: [TestHTTPConnection] = []
    for _ in 0..<6 { crowd.append(try await slowClient(server, from: "127.0.0.2")) }
    let others = [
      try await slowClient(server, from: "127.0.0.3"),
      try await slowClient(server, from: "127.0.0.3"),
    ]
    #expect(try await waitUntil { server.openConnections == 8 })
    let newcomer = try await TestHTTPConnection(port: server.port, from: "127.0.0.4")
    try await newcomer.send("GET", "/", port: server.port)
    #expect(try await newcomer.readResponse().status == 200)
    #expect(try await crowd[0].closesWithin(.seconds(2)))
    for other in others { #expect(try await !other.closesWithin(.milliseconds(200))) }
  }

  @Test func onePeerHoldsAtMostItsShareAndPushesOutOnlyItsOwn() async throws {
    let server = try server(.init(maxConnections: 8, maxConnectionsPerPeer: 4))
    let other = try await slowClient(server, from: "127.0.0.3")
    var crowd: [TestHTTPConnection] = []
    for _ in 0..<12 { crowd.append(try await slowClient(server, from: "127.0.0.2")) }
    #expect(try await waitUntil { server.openConnections == 5 })
    #expect(try await crowd[0].closesWithin(.seconds(2)))
    #expect(try await !other.closesWithin(.milliseconds(200)))
  }

  @Test func aNewStreamBeyondTheCapClosesTheOldest() async throws {
    let server = try server(.init(maxEventStreams: 2))
    let first = try await stream(server)
    let second = try await stream(server)
    let third = try await stream(server)
    #expect(try await first.closesWithin(.seconds(2)))
    #expect(try await waitUntil { server.openEventStreams == 2 })
    #expect(try await !second.closesWithin(.milliseconds(200)))
    #expect(try await !third.closesWithin(.milliseconds(200)))
  }

  @Test func aStreamEndsAfterItsLifetime() async throws {
    let server = try server(.init(eventStreamLifetime: .milliseconds(300)))
    let stream = try await stream(server)
    #expect(try await stream.closesWithin(.seconds(3)))
    #expect(try await waitUntil { server.openEventStreams == 0 })
  }

  @Test func streamsDoNotTakeThePagesPlaces() async throws {
    let server = try server(.init(maxConnections: 2, maxEventStreams: 4))
    var streams: [TestHTTPConnection] = []
    for _ in 0..<4 { streams.append(try await stream(server)) }
    #expect(try await TestHTTPClient.request("GET", "/", port: server.port).status == 200)
    #expect(server.openEventStreams == 4)
  }
}
