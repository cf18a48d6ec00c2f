import HTTPServer
import HTTPTestSupport
import Testing

/// The sample of the package's documentation (HTTPServer.docc/HTTPServer.md), compiled and run:
/// a page with a CSRF token, a form's POST, an event stream.
@Suite struct DocumentationSampleTests {
  private func page(csrfToken: String?) -> String {
    #"<form method="post" action="/watch"><input name="csrf_token" value="\#(csrfToken ?? "")"></form>"#
  }

  @Test func theOverviewsSampleServes() async throws {
    let server = try HTTPServer(configuration: .init(port: 0))  // 127.0.0.1, a free port
    let changes = EventSource()
    let csrf = CSRFProtection(cookieName: "showtracker-\(server.port)")

    var router = Router()
    router.get("/") { request in .html(page(csrfToken: request.csrfToken)) }
    router.post("/watch") { request in .redirect(to: "/") }  // after sending the view action
    router.get("/events") { _ in .events(from: changes) }

    server.start(
      chain([HostCheck(servedBy: server), csrf, SecurityHeaders()], router.handler))
    print(server.url)  // http://127.0.0.1:PORT/
    changes.send(ServerSentEvent(event: "changed", data: "42"))

    let home = try await TestHTTPClient.request("GET", "/", port: server.port)
    #expect(home.status == 200 && home["Content-Security-Policy"] != nil)
    let cookie = try #require(home.cookies[csrf.cookieName])
    let token = try #require(home.text.split(separator: "value=\"").last?.prefix(64))
    let post = try await TestHTTPClient.request(
      "POST", "/watch",
      headers: [
        ("Cookie", "\(csrf.cookieName)=\(cookie)"),
        ("Content-Type", "application/x-www-form-urlencoded"),
      ], body: "csrf_token=\(token)", port: server.port)
    #expect(post.status == 303 && post["Location"] == "/")
    // HEAD on the stream: its head, and the connection ends.
    let connection = try await TestHTTPConnection(port: server.port)
    try await connection.send("HEAD", "/events", port: server.port)
    let head = try await connection.readResponse(headOnly: true)
    #expect(head["Content-Type"] == "text/event-stream; charset=utf-8")
    #expect(try await connection.closesWithin(.seconds(5)))
    #expect(changes.connectedClients == 0)
  }
}
