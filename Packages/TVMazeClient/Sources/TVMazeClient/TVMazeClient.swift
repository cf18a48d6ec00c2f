#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// TVMaze's public API, as the app's effects see it: async functions that return what the app
/// needs and throw ``TVMazeError``.
///
/// The live value (module `TVMazeClientLive`) calls the API over HTTP, at most about 20 calls
/// per 10 seconds, retrying after HTTP 429. Every function has an unimplemented default, so a
/// test states only what it uses:
///
/// ```swift
/// let tvmaze = TVMazeClient(searchShows: { _ in [girls] })
/// try await tvmaze.searchShows("girls")   // [girls]
/// try await tvmaze.show(139)              // throws TVMazeError.unimplemented("show")
/// ```
///
/// TVMaze data is licensed CC BY-SA 4.0: whatever shows it must credit TVMaze.com
/// (``TVMazeClient/attribution``).
public struct TVMazeClient: Sendable {
  /// The shows whose titles match `query`, best first (`/search/shows?q=`).
  public var searchShows: @Sendable (_ query: String) async throws -> [TVMazeShowSummary]
  /// A show and its whole episode list (`/shows/ID?embed=episodes`). Throws
  /// ``TVMazeError/notFound(path:)`` for a show TVMaze does not have (or deleted).
  public var show: @Sendable (_ id: Int) async throws -> TVMazeShowDocument
  /// The shows updated within `period`, by TVMaze id, with the time of their last update
  /// (`/updates/shows?since=`).
  public var updatedShows:
    @Sendable (_ period: TVMazeUpdatePeriod) async throws -> [Int: TVMazeTimestamp]
  /// TVMaze's id of the show with this TheTVDB id, else this IMDb id (`/lookup/shows`); `nil`
  /// when TVMaze has neither.
  public var lookupShow: @Sendable (_ tvdb: Int?, _ imdb: String?) async throws -> Int?

  /// A client with the given functions; every function left out throws
  /// ``TVMazeError/unimplemented(_:)``.
  public init(
    searchShows: @escaping @Sendable (String) async throws -> [TVMazeShowSummary] = { _ in
      throw TVMazeError.unimplemented("searchShows")
    },
    show: @escaping @Sendable (Int) async throws -> TVMazeShowDocument = { _ in
      throw TVMazeError.unimplemented("show")
    },
    updatedShows:
      @escaping @Sendable (TVMazeUpdatePeriod) async throws -> [Int: TVMazeTimestamp] = { _ in
        throw TVMazeError.unimplemented("updatedShows")
      },
    lookupShow: @escaping @Sendable (Int?, String?) async throws -> Int? = { _, _ in
      throw TVMazeError.unimplemented("lookupShow")
    }
  ) {
    self.searchShows = searchShows
    self.show = show
    self.updatedShows = updatedShows
    self.lookupShow = lookupShow
  }

  /// A client whose every function throws ``TVMazeError/unimplemented(_:)``: the base of test
  /// values.
  public static let unimplemented = TVMazeClient()

  /// The credit TVMaze's licence asks for, in the words the app prints.
  public static let attribution = "Data from TVMaze.com, licensed CC BY-SA 4.0"
}
