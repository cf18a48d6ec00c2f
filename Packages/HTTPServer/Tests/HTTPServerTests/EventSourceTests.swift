import HTTPServer
import HTTPTestSupport
import Testing

@Suite struct EventSourceTests {
  private func server(_ source: EventSource) throws -> HTTPServer {
    let server = try HTTPServer()
    var router = Router()
    router.get("/events") { _ in .events(from: source) }
    server.start(router.handler)
    return server
  }

  private func subscribe(to server: HTTPServer) async throws -> TestHTTPConnection {
    let connection = try await TestHTTPConnection(port: server.port)
    try await connection.send(
      "GET", "/events", headers: [("Accept", "text/event-stream")], port: server.port)
    let head = try await connection.readResponse(headOnly: true)
    #expect(head.status == 200)
    #expect(head["Content-Type"] == "text/event-stream; charset=utf-8")
    #expect(head["Cache-Control"] == "no-store")
    #expect(head["Content-Length"] == nil)
    return connection
  }

  @Test func anEventSentReachesEveryConnectedClient() async throws {
    let source = EventSource()
    let server = try server(source)
    let first = try await subscribe(to: server)
    let second = try await subscribe(to: server)
    #expect(try await waitUntil { source.connectedClients == 2 })
    source.send(ServerSentEvent(event: "changed", data: "42"))
    #expect(try await first.readEvent() == "event: changed\ndata: 42")
    #expect(try await second.readEvent() == "event: changed\ndata: 42")
    source.send(ServerSentEvent(data: "43"))
    #expect(try await first.readEvent() == "data: 43")
    #expect(source.eventsSent == 2)
  }

  @Test func aClosedClientIsCleanedUp() async throws {
    let source = EventSource()
    let server = try server(source)
    let leaving = try await subscribe(to: server)
    let staying = try await subscribe(to: server)
    #expect(try await waitUntil { source.connectedClients == 2 })
    leaving.close()
    #expect(try await waitUntil { source.connectedClients == 1 })
    #expect(try await waitUntil { server.openConnections == 1 })
    source.send(ServerSentEvent(data: "still here"))
    #expect(try await staying.readEvent() == "data: still here")
    staying.close()
    #expect(try await waitUntil { source.connectedClients == 0 && server.openConnections == 0 })
    source.send(ServerSentEvent(data: "to nobody"))
  }

  @Test func anEventIsEncodedOneFieldALineWhateverItHolds() {
    let event = ServerSentEvent(event: "a\nb", data: "one\ntwo\r\nthree\rfour", id: "7\r\ndata: x")
    #expect(
      String(decoding: event.encoded, as: UTF8.self)
        == "event: ab\nid: 7data: x\ndata: one\ndata: two\ndata: three\ndata: four\n\n")
    #expect(String(decoding: ServerSentEvent(data: "").encoded, as: UTF8.self) == "data: \n\n")
  }
}
