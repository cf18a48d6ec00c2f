import TVMazeClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TVMazeClient {
  /// The client on TVMaze's API over HTTP (libcurl, loaded on the first call).
  ///
  /// Calls are spaced to stay within ``TVMazeConfiguration/rateLimit``; HTTP 429 is waited out
  /// (its `Retry-After`, else a doubling backoff) and tried again; every failure becomes a
  /// ``TVMazeError``, and a body that is not the expected JSON is
  /// ``TVMazeError/malformed(path:reason:)``.
  ///
  /// ```swift
  /// let tvmaze = TVMazeClient.live(try TVMazeConfiguration(environment: env, version: "1.0"))
  /// let girls = try await tvmaze.searchShows("girls")
  /// ```
  public static func live(_ configuration: TVMazeConfiguration) -> TVMazeClient {
    let http = HTTPClient(configuration: configuration)
    return TVMazeClient(
      searchShows: { query in
        let path = "/search/shows"
        let data = try await http.get(path, query: [URLQueryItem(name: "q", value: query)])
        return try Responses.searchResults(data, path: path)
      },
      show: { id in
        let path = "/shows/\(id)"
        let data = try await http.get(path, query: [URLQueryItem(name: "embed", value: "episodes")])
        return try Responses.show(data, path: path, asked: id)
      },
      updatedShows: { period in
        let path = "/updates/shows"
        let data = try await http.get(
          path, query: [URLQueryItem(name: "since", value: period.rawValue)])
        return try Responses.updates(data, path: path)
      },
      lookupShow: { tvdb, imdb in
        // TVMaze answers with a redirect to the show, which the transfer follows.
        let path = "/lookup/shows"
        for query in [
          tvdb.map { URLQueryItem(name: "thetvdb", value: String($0)) },
          imdb.map { URLQueryItem(name: "imdb", value: $0) },
        ].compactMap(\.self) {
          do {
            let data = try await http.get(path, query: [query])
            return try Responses.showID(data, path: path)
          } catch TVMazeError.notFound {
            continue
          }
        }
        return nil
      })
  }
}
