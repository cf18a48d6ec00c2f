import HTTPServer
import HTTPTestSupport
import SeededRandom
import Synchronization
import Testing

/// The security middleware, each on a real server.
@Suite struct SecurityTests {
  /// A site with one counter that a form POST increases.
  private final class Site: Sendable {
    let server: HTTPServer
    let csrf: CSRFProtection
    let count = TestCounter()

    init(access: AccessTokenCheck? = nil) throws {
      server = try HTTPServer()
      csrf = CSRFProtection(cookieName: "session-\(server.port)")
      var router = Router()
      let count = count
      router.get("/") { request in
        .html(
          #"<form method="post" action="/increment"><input type="hidden" name="csrf_token" value="\#(request.csrfToken ?? "")"></form>"#
        )
      }
      router.get("/other") { request in .text("other \(request.query["a"] ?? "")") }
      router.post("/increment") { _ in
        count.add()
        return .redirect(to: "/")
      }
      let middleware: [any HTTPMiddleware] =
        [HostCheck(servedBy: server)] + (access.map { [$0] } ?? []) + [csrf, SecurityHeaders()]
      server.start(chain(middleware, router.handler))
    }

    /// The session cookie and CSRF token a first visit gets.
    func visit() async throws -> (cookie: String, token: String) {
      let page = try await TestHTTPClient.request("GET", "/", port: server.port)
      let cookie = try #require(page.cookies[csrf.cookieName])
      let token = try #require(
        page.text.split(separator: "value=\"").last?.split(separator: "\"").first)
      return ("\(csrf.cookieName)=\(cookie)", String(token))
    }

    func post(cookie: String?, body: String, headers: [(String, String)] = []) async throws
      -> TestHTTPResponse
    {
      try await TestHTTPClient.request(
        "POST", "/increment",
        headers: [("Content-Type", "application/x-www-form-urlencoded")]
          + (cookie.map { [("Cookie", $0)] } ?? []) + headers,
        body: body, port: server.port)
    }
  }

  // MARK: - Host

  @Test func aHostThatIsNotTheAddressServedIs403() async throws {
    let site = try Site()
    let port = site.server.port
    for host in ["evil.example:\(port)", "127.0.0.1", "127.0.0.1:1", "localhost.evil:\(port)"] {
      let response = try await TestHTTPClient.request(
        "GET", "/", headers: [("Host", host)], port: port)
      #expect(response.status == 403, "\(host)")
      #expect(response.cookies.isEmpty, "no session for \(host)")
    }
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)"] {
      let response = try await TestHTTPClient.request(
        "GET", "/", headers: [("Host", host)], port: port)
      #expect(response.status == 200, "\(host)")
    }
  }

  @Test func theHostsAcceptedFollowTheAddress() throws {
    let loopback = try HTTPServer()
    #expect(
      HostCheck(servedBy: loopback).allowedHosts
        == ["127.0.0.1:\(loopback.port)", "localhost:\(loopback.port)"])
    let v6 = try HTTPServer(configuration: .init(address: "::1"))
    #expect(HostCheck(servedBy: v6).allowedHosts == ["[::1]:\(v6.port)", "localhost:\(v6.port)"])
    #expect(HTTPServer.isLoopback("127.0.0.1") && HTTPServer.isLoopback("::1"))
    #expect(!HTTPServer.isLoopback("192.168.1.5") && !HTTPServer.isLoopback("0.0.0.0"))
  }

  // MARK: - CSRF

  @Test func aPostWithItsSessionsTokenIsAnswered() async throws {
    let site = try Site()
    let (cookie, token) = try await site.visit()
    let response = try await site.post(cookie: cookie, body: "csrf_token=\(token)&x=1")
    #expect(response.status == 303)
    #expect(site.count.value == 1)
    // The header works too (for scripts).
    let header = try await site.post(cookie: cookie, body: "", headers: [("X-CSRF-Token", token)])
    #expect(header.status == 303)
    #expect(site.count.value == 2)
  }

  @Test func aPostWithoutTheTokenIs403AndChangesNothing() async throws {
    let site = try Site()
    let (cookie, token) = try await site.visit()
    let (otherCookie, otherToken) = try await site.visit()
    #expect(cookie != otherCookie && token != otherToken)
    let refused = [
      try await site.post(cookie: cookie, body: "x=1"),  // no token
      try await site.post(cookie: cookie, body: "csrf_token="),
      // The token with its last digit changed (to another digit: a token ending in 0 once
      // made this the token itself, 1 run in 16).
      try await site.post(
        cookie: cookie, body: "csrf_token=\(token.dropLast())\(token.last == "0" ? "1" : "0")"),
      try await site.post(cookie: cookie, body: "csrf_token=\(otherToken)"),  // another's
      try await site.post(cookie: nil, body: "csrf_token=\(token)"),  // no session
      // A session the server never made (another port of 127.0.0.1 can set cookies here).
      try await site.post(cookie: "\(site.csrf.cookieName)=\(token)", body: "csrf_token=\(token)"),
    ]
    #expect(refused.map(\.status) == Array(repeating: 403, count: refused.count))
    #expect(refused[0].text.contains("CSRF"))
    #expect(site.count.value == 0)
  }

  @Test func aKnownSessionKeepsItsTokenAndGetsNoNewCookie() async throws {
    let site = try Site()
    let (cookie, token) = try await site.visit()
    let again = try await TestHTTPClient.request(
      "GET", "/", headers: [("Cookie", cookie)], port: site.server.port)
    #expect(again.cookies.isEmpty)
    #expect(again.text.contains(token))
    let set = try await TestHTTPClient.request("GET", "/", port: site.server.port)
    #expect(set.values(of: "Set-Cookie").first?.contains("HttpOnly; SameSite=Strict") == true)
  }

  @Test func theOldestSessionsAreForgottenPastTheLimit() async throws {
    let csrf = CSRFProtection(maxSessions: 2)
    let handler = csrf.wrapping { request in .html(request.csrfToken ?? "") }
    var cookies: [String] = []
    for _ in 0..<3 {
      let response = await handler(try #require(HTTPRequest(method: "GET", target: "/")))
      cookies.append(
        try #require(response.headers["Set-Cookie"]?.split(separator: ";").first.map(String.init)))
    }
    #expect(csrf.sessionCount == 2)
    let first = try #require(
      HTTPRequest(method: "GET", target: "/", headers: HTTPHeaders([("Cookie", cookies[0])])))
    #expect(await handler(first).headers["Set-Cookie"] != nil, "the first session was forgotten")
  }

  @Test func onlyAnHTMLPageStartsASession() async throws {
    let csrf = CSRFProtection()
    let handler = csrf.wrapping { request in
      switch request.path {
      case "/page": .html("<p>\(request.csrfToken ?? "")</p>")
      case "/missing": .html("<p>no such page</p>", status: .notFound)
      default: .text("text")
      }
    }
    for path in ["/text", "/missing", "/text?again"] {
      let response = await handler(try #require(HTTPRequest(method: "GET", target: path)))
      #expect(response.headers["Set-Cookie"] == nil, "\(path)")
    }
    #expect(csrf.sessionCount == 0)
    let page = await handler(try #require(HTTPRequest(method: "GET", target: "/page")))
    #expect(page.headers["Set-Cookie"] != nil)
    #expect(csrf.sessionCount == 1)
  }

  @Test func cookielessRequestsNeverPushOutASessionInUse() async throws {
    // 1,100 `<img>` requests from another site's page, then the user's form.
    let site = try Site()
    let (cookie, token) = try await site.visit()
    _ = try await TestHTTPClient.request(
      "GET", "/other", headers: [("Cookie", cookie)], port: site.server.port)
    let page = site.csrf.wrapping { request in .html(request.csrfToken ?? "") }
    for _ in 0..<1100 {
      let answer = await page(try #require(HTTPRequest(method: "GET", target: "/")))
      #expect(answer.headers["Set-Cookie"] != nil)
    }
    #expect(site.csrf.sessionCount == site.csrf.maxSessions)
    let response = try await site.post(cookie: cookie, body: "csrf_token=\(token)")
    #expect(response.status == 303)
    #expect(site.count.value == 1)
  }

  @Test func aPostFromAnotherSiteIs403EvenWithTheToken() async throws {
    let site = try Site()
    let (cookie, token) = try await site.visit()
    let own = "http://127.0.0.1:\(site.server.port)"
    let refused = [
      [("Origin", "https://evil.example")], [("Origin", "null")],
      [("Origin", "http://127.0.0.1:1")], [("Sec-Fetch-Site", "cross-site")],
      [("Sec-Fetch-Site", "same-site")], [("Origin", own), ("Sec-Fetch-Site", "cross-site")],
    ]
    for headers in refused {
      let response = try await site.post(
        cookie: cookie, body: "csrf_token=\(token)", headers: headers)
      #expect(response.status == 403, "\(headers)")
      #expect(response.text.contains("came from another site"), "\(headers)")
    }
    #expect(site.count.value == 0)
    for headers in [
      [("Origin", own)], [("Origin", own.uppercased()), ("Sec-Fetch-Site", "same-origin")],
      [("Sec-Fetch-Site", "none")], [],
    ] {
      let response = try await site.post(
        cookie: cookie, body: "csrf_token=\(token)", headers: headers)
      #expect(response.status == 303, "\(headers)")
    }
    #expect(site.count.value == 4)
  }

  // MARK: - Access token

  @Test func withAnAccessTokenEveryRequestNeedsIt() async throws {
    let access = AccessTokenCheck(cookieName: "access")
    let site = try Site(access: access)
    let port = site.server.port
    #expect(access.url(for: site.server) == "http://127.0.0.1:\(port)/?token=\(access.token)")
    #expect(access.token.count == 64)

    let without = try await TestHTTPClient.request("GET", "/", port: port)
    #expect(without.status == 403)
    #expect(without.text.contains("access token"))
    let wrong = try await TestHTTPClient.request(
      "GET", "/?token=\(String(repeating: "0", count: 64))", port: port)
    #expect(wrong.status == 403)
    #expect(wrong.cookies.isEmpty)

    // The printed URL: a cookie, and the same page without the token.
    let first = try await TestHTTPClient.request(
      "GET", "/other?a=1&token=\(access.token)", port: port)
    #expect(first.status == 303)
    #expect(first["Location"] == "/other?a=1")
    #expect(first.cookies["access"] == access.token)
    // Never to another host.
    let elsewhere = try await TestHTTPClient.request(
      "GET", "//evil.example/x?token=\(access.token)", port: port)
    #expect(elsewhere.status == 303 && elsewhere["Location"] == "/")
    let cookie = "access=\(access.token)"
    let page = try await TestHTTPClient.request(
      "GET", "/other?a=1", headers: [("Cookie", cookie)], port: port)
    #expect(page.status == 200 && page.text == "other 1")
    // A POST needs the token's cookie too, before its CSRF token is even looked at.
    let post = try await site.post(cookie: nil, body: "")
    #expect(post.text.contains("access token"))
  }

  @Test func tokensAreRandomAndComparedWhole() {
    let tokens = Set((0..<100).map { _ in SecretToken.make() })
    #expect(tokens.count == 100)
    #expect(tokens.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
    #expect(SecretToken.matches("abc", "abc"))
    #expect(!SecretToken.matches("abd", "abc") && !SecretToken.matches("ab", "abc"))
    #expect(!SecretToken.matches(nil, "abc") && !SecretToken.matches("", ""))
  }

  // MARK: - Headers

  @Test func everyResponseCarriesTheSecurityHeaders() async throws {
    let site = try Site()
    for target in ["/", "/missing"] {
      let response = try await TestHTTPClient.request("GET", target, port: site.server.port)
      let policy = try #require(response["Content-Security-Policy"])
      #expect(policy.contains("script-src 'self'") && !policy.contains("unsafe-inline"))
      #expect(policy.contains("frame-ancestors 'none'") && policy.contains("default-src 'none'"))
      #expect(response["X-Frame-Options"] == "DENY")
      #expect(response["X-Content-Type-Options"] == "nosniff")
      #expect(response["Referrer-Policy"] == "same-origin")
    }
    #expect(
      SecurityHeaders.policy(imageSources: ["https://static.tvmaze.com"]).contains(
        "img-src 'self' https://static.tvmaze.com"))
  }

  @Test func aHandlersHeaderValueCannotEndTheHead() async throws {
    let server = try HTTPServer()
    server.start { _ in
      var response = HTTPResponse.text("body")
      response.headers["X-Name"] = "a\r\nSet-Cookie: evil=1\r\n\r\n<script>"
      return response
    }
    let response = try await TestHTTPClient.request("GET", "/", port: server.port)
    #expect(response.cookies.isEmpty)
    #expect(response["X-Name"] == "aSet-Cookie: evil=1<script>")
    #expect(response.text == "body")
  }

  // MARK: - Escaping

  @Test func hostileMarkupIsEscapedToText() {
    #expect(
      HTML.escaped(#"<script>alert("x")</script><img src=x onerror='alert(1)'>&amp;"#)
        == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;alert(1)&#39;&gt;&amp;amp;"
    )
    #expect(HTML.escaped("\" onmouseover=\"alert(1)") == "&quot; onmouseover=&quot;alert(1)")
    #expect(HTML.escaped("Carnivàle ✓ \u{0}") == "Carnivàle ✓ \u{FFFD}")
    // Whatever the text, the result has no character that starts markup or ends a quote.
    var random = SeededGenerator(seed: 7)
    let alphabet = Array("<>&\"'=/ ascript\u{0}\u{FFFD}é")
    for _ in 0..<500 {
      let text = String(
        (0..<Int(random.next() % 20)).map { _ in
          alphabet[Int(random.next() % UInt64(alphabet.count))]
        })
      let escaped = HTML.escaped(text)
      #expect(!escaped.contains(where: { "<>\"'\u{0}".contains($0) }), "\(text)")
    }
  }
}
