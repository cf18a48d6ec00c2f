import Foundation
import TVMazeTestSupport

/// A test's library and the local server that answers its TVMaze requests, named to the app by
/// `SHOWTRACKER_TVMAZE_URL`: the set-up of the suites that add, refresh and save shows from
/// TVMaze (``TVMazeCommandTests``, ``WatchlistTVMazeTests``). No test touches the network.
struct TVMazeLibrary {
  let library: Library
  let server: LocalHTTPServer

  init() throws {
    library = try Library()
    server = try LocalHTTPServer()
  }

  /// Runs `showtracker arguments…` on the library, TVMaze being the local server.
  @discardableResult
  func run(_ arguments: String...) throws -> ShowTrackerBinary.Result {
    try library.run(
      arguments, environment: ["SHOWTRACKER_TVMAZE_URL": server.baseURL.absoluteString])
  }
}

extension LocalHTTPServer {
  /// Answers the lookup `target` (`/lookup/shows?imdb=…`) as TVMaze does, with a redirect
  /// (`status`, 301 or 302) to show `id`, and serves `show` there and with its episodes.
  func lookUp(_ target: String, status: Int, show id: Int, _ show: String) {
    route(
      target,
      LocalHTTPServer.Response(
        status: status, headers: ["Location": baseURL.absoluteString + "/shows/\(id)"]))
    route("/shows/\(id)", .json(show))
    route("/shows/\(id)?embed=episodes", .json(show))
  }
}
