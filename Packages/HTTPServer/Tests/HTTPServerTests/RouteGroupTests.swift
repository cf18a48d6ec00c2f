import HTTPServer
import HTTPTestSupport
import Testing

/// A middleware that refuses every request without the header `X-Pass`, and records in the
/// request's context that it let one through.
private struct NeedsPass: HTTPMiddleware {
  enum Passed: RequestContextKey { typealias Value = String }
  let name: String

  func respond(to request: HTTPRequest, next: HTTPHandler) async -> HTTPResponse {
    guard request.headers["X-Pass"] != nil else {
      return .text("\(name) refused", status: .forbidden)
    }
    var passed = request
    passed.context[Passed.self] = name
    return await next(passed)
  }
}

@Suite struct RouteGroupTests {
  private var router: Router {
    var router = Router()
    router.use(NeedsPass(name: "browser"))
    router.get("/") { request in .text("home via \(request.context[NeedsPass.Passed.self] ?? "-")")
    }
    router.group("/hooks", middleware: [QueryTokenCheck { "s3cret" }]) { hooks in
      hooks.post("/:server") { request in
        .text("hook \(request.parameters["server"] ?? "?") at \(request.path)")
      }
    }
    return router
  }

  private func answer(
    _ method: String, _ target: String, pass: Bool = false
  ) async throws -> (HTTPStatus, String) {
    var headers = HTTPHeaders()
    if pass { headers["X-Pass"] = "1" }
    let response = await router.handler(
      try #require(HTTPRequest(method: method, target: target, headers: headers)))
    guard case .bytes(let bytes) = response.body else { return (response.status, "") }
    return (response.status, String(decoding: bytes, as: UTF8.self))
  }

  @Test func theRoutersOwnRoutesAndItsNotFoundAnswersAreBehindItsMiddleware() async throws {
    #expect(try await answer("GET", "/") == (.forbidden, "browser refused"))
    #expect(try await answer("GET", "/", pass: true) == (.ok, "home via browser"))
    #expect(try await answer("GET", "/elsewhere") == (.forbidden, "browser refused"))
    #expect(try await answer("GET", "/elsewhere", pass: true).0 == .notFound)
  }

  @Test func aGroupsRoutesHaveOnlyTheGroupsMiddleware() async throws {
    // No browser pass needed, only the token; patterns are relative to the prefix.
    #expect(
      try await answer("POST", "/hooks/plex?token=s3cret") == (.ok, "hook plex at /hooks/plex"))
    #expect(try await answer("POST", "/hooks/plex").0 == .unauthorized)
    #expect(try await answer("POST", "/hooks/plex?token=s3creT").0 == .forbidden)
    #expect(try await answer("POST", "/hooks/plex?token=", pass: true).0 == .forbidden)
  }

  @Test func everyPathUnderAGroupIsTheGroupsEvenWithoutARoute() async throws {
    // Behind the group's token check, not the browser's: a 401 first, then the group's 404.
    #expect(try await answer("GET", "/hooks/plex/extra").0 == .unauthorized)
    let (status, text) = try await answer("GET", "/hooks/plex/extra?token=s3cret")
    #expect(status == .notFound)
    #expect(text == "Not found: /hooks/plex/extra\n")
    #expect(try await answer("GET", "/hooks/plex?token=s3cret").0 == .methodNotAllowed)
    // A path that only starts with the prefix's letters is not under it.
    #expect(try await answer("GET", "/hooksmith") == (.forbidden, "browser refused"))
  }

  @Test func aRotatedTokenTakesEffectAtTheNextRequest() async throws {
    let current = TestCounter()
    let check = QueryTokenCheck { current.value == 0 ? "first" : "second" }
    let handler = check.wrapping { _ in .text("in") }
    #expect(
      await handler(try #require(HTTPRequest(method: "POST", target: "/?token=first"))).status
        == .ok)
    current.add()
    #expect(
      await handler(try #require(HTTPRequest(method: "POST", target: "/?token=first"))).status
        == .forbidden)
    #expect(
      await handler(try #require(HTTPRequest(method: "POST", target: "/?token=second"))).status
        == .ok)
  }
}
