import AppComposition
import HTTPServer
import Redux
import Testing

@testable import ShowTrackerCLI

/// What a page's address asks of the store: a kept page only its feature's load, after a
/// failure; a route of its own what it says.
@MainActor
struct WebRouteTests {
  let start: [AppAction] = [.upNext(.loadRequested)]

  @Test func aKeptPageLoadsAgainWithItsFeaturesLoadOnlyAfterAFailure() throws {
    let request = try #require(HTTPRequest(method: "GET", target: "/kept?page=2"))
    let route = WebRoute<LoadPhase>.kept(at: "/kept", phase: { $0 })
    #expect(route.patterns == ["/kept"])
    #expect(try route.load(request, .loaded, start: start).isEmpty)
    #expect(try route.load(request, .loading, start: start).isEmpty)
    #expect(try route.load(request, .failed(message: "busy"), start: start) == start)
  }

  @Test func aRouteOfItsOwnAsksWhatItsAddressSays() throws {
    let request = try #require(HTTPRequest(method: "GET", target: "/own?page=2"))
    let route = WebRoute<LoadPhase>(
      patterns: ["/own"], phase: { $0 },
      load: { request, phase in
        let page = request.query["page"].flatMap { Int($0) } ?? 1
        return phase == .loaded ? [] : [.history(.pageRequested(page))]
      })
    #expect(
      try route.load(request, .failed(message: "busy"), start: start) == [
        .history(.pageRequested(2))
      ])
    #expect(try route.load(request, .loaded, start: start).isEmpty)
  }
}
