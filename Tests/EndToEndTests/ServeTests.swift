import Foundation
import HTTPTestSupport
import Testing

/// `showtracker serve` in a real browser (Debian's headless Chromium through WebDriver): every
/// page opens, links and forms work, another program's change arrives live, imported markup
/// stays text. Skipped where Chromium is absent (the reason is in the output); failed instead
/// where `SHOWTRACKER_REQUIRE_CHROMIUM=1`, as in CI.
@Suite(
  .enabled(if: HeadlessChromium.testsRun(), "needs chromium and chromium-driver (Debian)"),
  .serialized)
struct ServeBrowserTests {
  func startedLibrary() throws -> (Library, String) { try Library.started() }

  @Test func everyPageOpensAndALinkLeadsToTheShow() async throws {
    let (library, id) = try startedLibrary()
    let server = try Server(library)
    #expect(server.url == "http://127.0.0.1:\(server.port)/")
    try await HeadlessChromium.withSession { browser in
      let pages = [
        ("", "Up Next"), ("history", "History"), ("search?q=lighthouse", "Search: lighthouse"),
        ("shows/\(id)", "The Lighthouse Keepers"), ("upcoming", "Upcoming"),
        ("my-shows", "My Shows"), ("stats", "Stats: all time"),
      ]
      for (path, title) in pages {
        try await browser.open(server.url + path)
        #expect(try await browser.title() == "\(title) · ShowTracker", "\(path)")
        #expect(try await browser.count(of: "main h1") == 1, "\(path)")
      }
      try await browser.open(server.url)
      #expect(try await browser.text(of: "li[data-row] .summary").hasPrefix("S01E02"))
      try await browser.click("li[data-row] a[data-open]")
      try await browser.waitUntil("the show's page") {
        try await browser.currentURL() == server.url + "shows/\(id)"
      }
      #expect(try await browser.text(of: "main h1") == "The Lighthouse Keepers")
      // The tabs are links too: History from the show.
      try await browser.click("nav a[href='/history']")
      try await browser.waitUntil("the history") {
        try await browser.title() == "History · ShowTracker"
      }
      #expect(try await browser.text(of: "li[data-row] a[data-open]").contains("S01E01"))
    }
  }

  @Test func everyPageNamesItsIconAndTheIconIsServed() async throws {
    let (library, _) = try startedLibrary()
    let server = try Server(library)
    let page = try await server.request("/history")
    #expect(page.text.contains(#"<link rel="icon" href="/favicon.ico" type="image/svg+xml">"#))
    let icon = try await server.request("/favicon.ico")
    #expect(icon.status == 200)
    #expect(icon["Content-Type"] == "image/svg+xml")
    #expect(icon.text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
  }

  @Test func markingAnEpisodeWatchedThroughItsFormSavesItAndTheListMovesOn() async throws {
    let (library, _) = try startedLibrary()
    let server = try Server(library)
    try await HeadlessChromium.withSession { browser in
      try await browser.open(server.url)
      try await browser.click("li[data-row] form[data-watch] button")
      try await browser.waitUntil("Up Next to move on to S01E03") {
        try await browser.text(of: "li[data-row] .summary").hasPrefix("S01E03")
      }
      #expect(try await browser.currentURL() == server.url)
      #expect(
        try await browser.text(of: "[role=status] p")
          == "The Lighthouse Keepers: marked 1 episode watched")
    }
    let history = try library.json("history", "--json")["entries"] as? [[String: Any]]
    #expect(history?.count == 2)
  }

  @Test func anotherProgramsChangeArrivesOnTheOpenPage() async throws {
    let (library, id) = try startedLibrary()
    let server = try Server(library)
    try await HeadlessChromium.withSession { browser in
      try await browser.open(server.url)
      try await browser.waitUntil("the page's live stream") {
        try await browser.attribute("data-live", of: "body") == "connected"
      }
      #expect(try library.run("watch", id, "S01E02").status == 0)
      let delay = try await browser.waitUntil("the change on the page", timeout: .seconds(5)) {
        try await browser.text(of: "li[data-row] .summary").hasPrefix("S01E03")
      }
      print("another program's change reached the page in \(delay)")
    }
  }

  @Test func importedMarkupInTitlesAndSummariesStaysText() async throws {
    let library = try Library()
    let title =
      #"<script>document.body.dataset.pwned=1</script><img src=x onerror="document.body.dataset.pwned=2"> Zyzzyva & "Co""#
    // A poster whose address ends its attribute if written unescaped; its host is not one the
    // page's policy allows, so the browser asks nothing of the network and shows the title.
    let poster = #"https://poster.invalid/p.jpg?a=1&b='x'"#
    let show = """
      {"id": 990077, "name": \(jsonString(title)), "premiered": "2020-01-01", "status": "Ended",
       "genres": [], "summary": \(jsonString("<p>" + title + "</p>")),
       "image": {"medium": \(jsonString(poster))},
       "_embedded": {"episodes": [
         {"id": 990771, "season": 1, "number": 1, "name": \(jsonString(title)), "airdate": "2020-01-01"}
       ]}}
      """
    #expect(try library.run("import", "tvmaze", try library.file("hostile.json", show)).status == 0)
    let results = try library.json("search", "zyzzyva", "--json")["results"] as? [[String: Any]]
    let id = try #require(results?.first?["id"] as? Int)
    #expect(try library.run("watch", "\(id)", "S01E01").status == 0)
    let server = try Server(library)
    try await HeadlessChromium.withSession { browser in
      for path in ["shows/\(id)", "", "history", "search?q=zyzzyva", "my-shows", "stats"] {
        try await browser.open(server.url + path)
        // The only images are posters, each with the title as its text.
        #expect(try await browser.count(of: "img:not(.poster)") == 0, "\(path)")
        if ["shows/\(id)", "history", "search?q=zyzzyva"].contains(path) {
          #expect(try await browser.count(of: "img.poster") == 1, "\(path)")
          // The history's text is what was watched: the show, the episode's code and title.
          #expect(
            try await browser.attribute("alt", of: "img.poster")?.hasPrefix(title) == true,
            "\(path)")
          #expect(
            try await browser.attribute("src", of: "img.poster")?.hasPrefix(
              "https://poster.invalid/p.jpg?a=1&b=") == true, "\(path)")
        }
        #expect(try await browser.count(of: "script") == 1, "\(path)")
        #expect(try await browser.attribute("data-pwned", of: "body") == nil, "\(path)")
      }
      try await browser.open(server.url + "shows/\(id)")
      #expect(try await browser.text(of: "main h1") == title)
      #expect(try await browser.title() == "\(title) · ShowTracker")
    }
  }

  @Test func theReadmeScreenshot() async throws {
    let library = try Library()
    try library.importFixtures()
    for arguments in [
      ["watch", "The Lighthouse Keepers", "S01E01"], ["watch", "Breaking Bad", "S01E01"],
      ["watch", "Breaking Bad", "S01E02"],
    ] {
      #expect(try library.run(arguments).status == 0, "\(arguments)")
    }
    let server = try Server(library)
    try await HeadlessChromium.withSession { browser in
      try await browser.open(server.url)
      let png = try await browser.screenshot()
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      // Written only when asked: `SHOWTRACKER_SCREENSHOT=Docs/serve.png swift test --filter …`.
      if let path = ProcessInfo.processInfo.environment["SHOWTRACKER_SCREENSHOT"] {
        try png.write(to: URL(fileURLWithPath: path))
      }
    }
  }
}

/// The server's checks, at the app's level, with a raw HTTP client: each refusal changes
/// nothing in the library.
@Suite(.serialized)
struct ServeSecurityTests {
  func library() throws -> (Library, String) {
    let library = try Library()
    try library.importFixtures()
    let results =
      try library.json("search", "lighthouse keepers", "--json")["results"]
      as? [[String: Any]]
    let id = try #require(results?.first?["id"] as? Int)
    return (library, "\(id)")
  }

  func historyCount(_ library: Library) throws -> Int? {
    (try library.json("history", "--json")["entries"] as? [[String: Any]])?.count
  }

  @Test func aFormWithoutItsCSRFTokenIs403AndChangesNothing() async throws {
    let (library, id) = try library()
    let server = try Server(library)
    let (cookie, token) = try await server.session(on: "/shows/\(id)")
    let show = try library.json("show", id, "--json")["show"] as? [String: Any]
    let seasons = show?["seasons"] as? [[String: Any]]
    let episodes = seasons?.first { $0["number"] as? Int == 1 }?["episodes"] as? [[String: Any]]
    let episode = try #require(episodes?.first?["id"] as? Int)
    let form = "return=%2F&action=episodeWatchedToggled&show=\(id)&episode=\(episode)"
    let type = ("Content-Type", "application/x-www-form-urlencoded")
    for (headers, body) in [
      ([type, ("Cookie", cookie)], form),  // no token
      ([type, ("Cookie", cookie)], form + "&csrf_token=" + String(repeating: "0", count: 64)),
      ([type], form + "&csrf_token=" + token),  // the token, but not the session's cookie
    ] {
      let response = try await server.request(
        "/actions/show", method: "POST", headers: headers, body: body)
      #expect(response.status == 403)
    }
    #expect(try historyCount(library) == 0)
    // With both, the same form works: the refusals were the token's.
    let accepted = try await server.request(
      "/actions/show", method: "POST", headers: [type, ("Cookie", cookie)],
      body: form + "&csrf_token=" + token)
    #expect(accepted.status == 303)
    #expect(accepted["Location"] == "/")
    #expect(try historyCount(library) == 1)
  }

  @Test func aHostOtherThanTheAddressServedIs403() async throws {
    let (library, _) = try library()
    let server = try Server(library)
    for host in ["evil.example:\(server.port)", "127.0.0.1:1", "127.0.0.1"] {
      let response = try await server.request("/", headers: [("Host", host)])
      #expect(response.status == 403, "\(host)")
      #expect(!response.text.contains("Up Next"))
    }
    #expect(
      try await server.request("/", headers: [("Host", "localhost:\(server.port)")]).status == 200)
  }

  @Test func everyAnswerForbidsFramingAndForeignScript() async throws {
    let (library, _) = try library()
    let server = try Server(library)
    for path in ["/", "/app.js", "/nothing", "/history"] {
      let response = try await server.request(path)
      let policy = try #require(response["Content-Security-Policy"], "\(path)")
      #expect(policy.contains("script-src 'self'"))
      #expect(policy.contains("frame-ancestors 'none'"))
      #expect(response["X-Frame-Options"] == "DENY")
      #expect(response["X-Content-Type-Options"] == "nosniff")
    }
    let page = try await server.request("/")
    #expect(!page.text.contains("<script>"))
    #expect(page.values(of: "Set-Cookie").first?.contains("HttpOnly; SameSite=Strict") == true)
  }

  @Test func nothingOutsideTheRoutesAndNothingTooLarge() async throws {
    let (library, _) = try library()
    let server = try Server(library)
    for path in ["/../../etc/passwd", "/app.css/x", "/shows/1/2", "/Package.swift", "/actions"] {
      #expect(try await server.request(path).status == 404, "\(path)")
    }
    // A method no route has: refused before any route (it could change something) without the
    // CSRF token, and 405 with one.
    #expect(try await server.request("/history", method: "DELETE").status == 403)
    #expect(try await server.request("/history", method: "OPTIONS").status == 405)
    // Over serve's 1 MiB (which leaves room for the poster Plex posts beside an event).
    let huge = String(repeating: "a", count: 1_100_000)
    #expect(
      try await server.request(
        "/actions/show", method: "POST",
        headers: [("Content-Type", "application/x-www-form-urlencoded")],
        body: huge
      ).status == 413)
    #expect(
      try await server.request("/search?q=" + String(repeating: "b", count: 9000)).status == 414)
    #expect(try historyCount(library) == 0)
  }

  @Test func onAnotherAddressEveryRequestNeedsTheAccessTokenPrintedOnce() async throws {
    guard let address = nonLoopbackAddress() else {
      print("skipped: this machine has no IPv4 address but loopback")
      return
    }
    let (library, _) = try library()
    let server = try Server(library, ["--listen", address])
    let token = try #require(server.url.firstMatch(of: /\?token=([0-9a-f]+)$/)?.output.1)
    let host = ("Host", "\(address):\(server.port)")
    func get(_ path: String, _ headers: [(String, String)] = []) async throws -> TestHTTPResponse {
      let connection = try await TestHTTPConnection(port: server.port, address: address)
      defer { connection.close() }
      try await connection.send(
        "GET", path, headers: [host, ("Connection", "close")] + headers, port: server.port)
      return try await connection.readResponse()
    }
    #expect(try await get("/").status == 403)
    #expect(try await get("/?token=" + String(repeating: "1", count: token.count)).status == 403)
    let entry = try await get("/?token=\(token)")
    #expect(entry.status == 303)
    #expect(entry["Location"] == "/")
    let cookie = try #require(
      entry.values(of: "Set-Cookie").first { $0.hasPrefix("showtracker-access-") }?
        .split(separator: ";").first)
    let page = try await get("/", [("Cookie", String(cookie))])
    #expect(page.status == 200)
    #expect(page.text.contains("Up Next"))
  }

  /// The access token is kept with the library: a restart prints the same URL, so a phone's
  /// bookmark keeps working (it changed at every start); `--rotate` makes a new one, and the
  /// old one is refused from then on.
  @Test func theAccessTokenIsTheSameAtEveryStartUntilRotated() async throws {
    guard let address = nonLoopbackAddress() else {
      print("skipped: this machine has no IPv4 address but loopback")
      return
    }
    let (library, _) = try library()
    func token(_ arguments: [String]) throws -> (Server, String) {
      let server = try Server(library, ["--listen", address] + arguments)
      let token = try #require(server.url.firstMatch(of: /\?token=([0-9a-f]+)$/)?.output.1)
      return (server, String(token))
    }
    var (server, first) = try token([])
    server.stop()
    (server, _) = try token([])
    #expect(server.url.hasSuffix("?token=\(first)"), "the same token after a restart")
    server.stop()
    let rotated: String
    (server, rotated) = try token(["--rotate"])
    #expect(rotated != first)
    let connection = try await TestHTTPConnection(port: server.port, address: address)
    defer { connection.close() }
    try await connection.send(
      "GET", "/?token=\(first)",
      headers: [("Host", "\(address):\(server.port)"), ("Connection", "close")],
      port: server.port)
    #expect(try await connection.readResponse().status == 403, "the old token is refused")
    first = rotated
    server.stop()
    (server, _) = try token([])
    #expect(server.url.hasSuffix("?token=\(first)"), "the rotated token is kept")
  }

  /// The first IPv4 address of this machine that is not loopback.
  private func nonLoopbackAddress() -> String? {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let first = list else { return nil }
    defer { freeifaddrs(list) }
    for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
      guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET)
      else { continue }
      var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
      guard
        getnameinfo(
          address, socklen_t(MemoryLayout<sockaddr_in>.size), &host, socklen_t(host.count), nil, 0,
          NI_NUMERICHOST) == 0
      else { continue }
      let text = String(
        decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if !text.hasPrefix("127.") { return text }
    }
    return nil
  }
}

/// `text` as a JSON string literal (it holds no control characters).
private func jsonString(_ text: String) -> String {
  "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
}

extension Library {
  /// A library following The Lighthouse Keepers with S01E01 watched (Up Next says S01E02), and
  /// the show's id.
  static func started() throws -> (Library, String) {
    let library = try Library()
    try library.importFixtures()
    let results =
      try library.json("search", "lighthouse keepers", "--json")["results"]
      as? [[String: Any]]
    let id = try #require(results?.first?["id"] as? Int)
    #expect(try library.run("watch", "\(id)", "S01E01").status == 0)
    return (library, "\(id)")
  }
}
