import HTTPServer
import Testing

@Suite struct RouterTests {
  private var router: Router {
    var router = Router()
    router.get("/") { _ in .text("home") }
    router.get("/shows/:id") { request in .text("show \(request.parameters["id"] ?? "?")") }
    router.post("/shows/:id/watch") { request in .text("watched \(request.parameters["id"] ?? "?")")
    }
    return router
  }

  private func answer(_ method: String, _ target: String) async throws -> HTTPResponse {
    await router.handler(try #require(HTTPRequest(method: method, target: target)))
  }

  private func text(_ response: HTTPResponse) -> String {
    guard case .bytes(let bytes) = response.body else { return "" }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func routesMatchByMethodAndPath() async throws {
    #expect(text(try await answer("GET", "/")) == "home")
    #expect(text(try await answer("GET", "/shows/12")) == "show 12")
    #expect(text(try await answer("GET", "/shows/The%20Wire")) == "show The Wire")
    #expect(text(try await answer("POST", "/shows/12/watch")) == "watched 12")
    #expect(text(try await answer("HEAD", "/shows/3")) == "show 3")
  }

  @Test func noPathOutsideTheRoutesIsAnswered() async throws {
    for target in [
      "/shows", "/shows/", "/shows/12/", "/shows/12/watch/x", "//", "/../etc/passwd",
      "/%2e%2e/x", "/index.html",
    ] {
      #expect(try await answer("GET", target).status == .notFound, "\(target)")
    }
  }

  @Test func anotherMethodOnARouteIs405WithAllow() async throws {
    let post = try await answer("POST", "/shows/12")
    #expect(post.status == .methodNotAllowed)
    #expect(post.headers["Allow"] == "GET, HEAD")
    let get = try await answer("GET", "/shows/12/watch")
    #expect(get.status == .methodNotAllowed)
    #expect(get.headers["Allow"] == "POST")
  }
}
