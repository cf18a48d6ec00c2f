import Foundation
import TVMazeTestSupport
import Testing

/// The browser's search asking TVMaze when the user asks and adding a show it has (issue #43),
/// against `serve` with TVMaze a local server serving TVMaze-shaped answers: no test touches
/// the network.
@Suite struct SearchTVMazeTests {
  let tvmaze: TVMazeLibrary

  init() throws {
    tvmaze = try TVMazeLibrary()
  }

  func serve() throws -> Server {
    try Server(
      tvmaze.library, environment: ["SHOWTRACKER_TVMAZE_URL": tvmaze.server.baseURL.absoluteString])
  }

  static let type = ("Content-Type", "application/x-www-form-urlencoded")

  @Test func theBrowsersSearchAsksTVMazeOnlyWhenAskedAndAddsAShowInOneUndoStep() async throws {
    tvmaze.server.route("/search/shows?q=Harbour", .json(TVMazeCommandTests.search))
    tvmaze.server.route("/shows/700001?embed=episodes", .json(TVMazeCommandTests.show()))
    let server = try serve()
    let plain = try await server.request("/search?q=Harbour")
    #expect(plain.text.contains("No show in your library matches “Harbour”."), "\(plain.text)")
    #expect(plain.text.contains("Search TVMaze for “Harbour”"))
    #expect(tvmaze.server.count(of: "/search/shows?q=Harbour") == 0)

    // The add forms carry the session's CSRF token.
    let (cookie, token) = try await server.session(on: "/search?q=Harbour&tvmaze=1")
    let asked = try await server.request(
      "/search?q=Harbour&tvmaze=1", headers: [("Cookie", cookie)])
    #expect(asked.status == 200)
    let page = asked.text
    let none = try #require(page.range(of: "No show in your library matches “Harbour”."))
    let heading = try #require(page.range(of: "On TVMaze, not in your library"))
    #expect(none.upperBound < heading.lowerBound)
    #expect(page.contains("Harbour Lights") && page.contains("Harbour Master"), "\(page)")
    #expect(page.contains(#"name="tvmaze" value="700001""#))
    #expect(tvmaze.server.count(of: "/search/shows?q=Harbour") == 1)
    let seen = try #require(page.firstMatch(of: /name="seen" value="([0-9]+)"/)?.output.1)

    let added = try await server.request(
      "/actions/search", method: "POST", headers: [Self.type, ("Cookie", cookie)],
      body: "csrf_token=\(token)&return=%2Fsearch%3Fq%3DHarbour&action=add&tvmaze=700001"
        + "&seen=\(seen)")
    #expect(added.status == 303, "\(added.text)")
    #expect(added["Location"] == "/search?q=Harbour")
    let after = try await server.request("/search?q=Harbour", headers: [("Cookie", cookie)])
    #expect(
      after.text.contains("Added Harbour Lights (2015) from TVMaze: 3 episodes; following it"),
      "\(after.text)")
    // The library lists it now, and TVMaze's part leaves it out.
    #expect(after.text.contains(#"href="/shows/"#))
    #expect(!after.text.contains(#"name="tvmaze" value="700001""#))
    #expect(after.text.contains(#"name="tvmaze" value="700002""#))
    let show = try tvmaze.library.json("show", "Harbour Lights", "--json")
    #expect((show["show"] as? [String: Any])?["followed"] as? Bool == true, "\(show)")
    // One undo step takes it back.
    let undone = try tvmaze.library.run("undo")
    #expect(undone.output.contains("adding Harbour Lights from TVMaze"), "\(undone.output)")
    #expect(try tvmaze.library.run("show", "Harbour Lights").status != 0)
  }

  @Test func tvmazeOfflineIsOneLineOfTheSearchPage() async throws {
    let server = try Server(
      tvmaze.library, environment: ["SHOWTRACKER_TVMAZE_URL": "http://127.0.0.1:9"])
    let page = try await server.request("/search?q=Harbour&tvmaze=1")
    #expect(page.status == 200)
    let failures = page.text.matches(of: /<p class="notice error" role="alert">([^<]*)<\/p>/)
    #expect(failures.count == 1, "\(page.text)")
    #expect(failures.first?.output.1.hasPrefix("Searching TVMaze failed: cannot reach") == true)
    // The button is there to ask again.
    #expect(page.text.contains("Search TVMaze for “Harbour”"))
  }
}
