import Identifiers
import LibraryClient
import TVMazeClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finding shows on TVMaze and saving them: what `add`, `watchlist add` of a show the library
/// lacks, and `refresh` of a show known only by a Trakt watchlist's ids share. Called from
/// effects.
struct TVMazeLookup: Sendable {
  let library: LibraryClient
  let tvmaze: TVMazeClient
  let now: @Sendable () -> Date

  /// What a query names on TVMaze.
  enum Found: Sendable {
    /// The show, by TVMaze's id.
    case show(Int)
    /// Several shows match `query`, a title, and none is the title exactly: the user must
    /// choose.
    case several(query: String, [TVMazeShowSummary])
  }

  /// The show `query` names: an id as given, else the one search result to take
  /// (``RefreshPlan/choice(of:for:)``). Throws ``AppError/noTVMazeMatch(_:)`` when no show
  /// matches.
  func find(_ query: TVMazeShowQuery) async throws -> Found {
    switch query {
    case .id(let id):
      return .show(id)
    case .title(let title):
      let results = try await tvmaze.searchShows(title)
      guard !results.isEmpty else { throw AppError.noTVMazeMatch(title) }
      return RefreshPlan.choice(of: results, for: title).map { .show($0.id) }
        ?? .several(query: title, results)
    }
  }

  /// Fetches TVMaze's show `id` with its episodes and saves it: one undo step. Throws
  /// ``AppError/noTVMazeShow(_:)`` when TVMaze has no such show.
  func fetch(
    _ id: Int, added: Bool, watchlisted: Bool = false, linking: ShowID? = nil
  ) async throws -> FetchedShowSaved {
    let document: TVMazeShowDocument
    do {
      document = try await tvmaze.show(id)
    } catch TVMazeError.notFound {
      throw AppError.noTVMazeShow(id)
    }
    return try await library.saveFetchedShow(
      FetchedShow(
        body: document.body, source: "TVMaze show \(id)", added: added,
        updated: document.updated, fetchedAt: now(), watchlisted: watchlisted, linking: linking))
  }

  /// Whether TVMaze's show for a show of the library known only by other ids and its title
  /// (a Trakt watchlist's) was found, and which it is, or why not.
  enum Resolution: Hashable, Sendable {
    /// TVMaze's id of the show.
    case found(Int)
    /// Why it was not found, in words: "TVMaze knows neither its TheTVDB id 880001 nor its
    /// IMDb id tt8800001, and no show on TVMaze has its title and year (2015)".
    case unresolved(String)
  }

  /// TVMaze's show for `show`: by its TheTVDB id, else its IMDb id (`/lookup/shows`), else the
  /// one search result with its title (ignoring case and accents) and, when the library knows
  /// it, its year. Two results of that title and year, or two of that title and no year to
  /// tell them by, are no answer: the show is not guessed.
  func resolve(_ show: ShowID, title: String, year: Int?) async throws -> Resolution {
    try await resolve(try await library.lookupIDs(show), title: title, year: year)
  }

  /// TVMaze's show for a show known by `ids`, `title` and `year` (a TV Time export's show the
  /// library lacks): as ``resolve(_:title:year:)``; no title is no search. `holder` names what
  /// gave the title and year, in the reason: "the library", "the file".
  func resolve(
    _ ids: LookupIDs, title: String?, year: Int?, holder: String = "the library"
  ) async throws -> Resolution {
    let named = [
      ids.tvdb.map { "its TheTVDB id \($0)" }, ids.imdb.map { "its IMDb id \($0)" },
    ].compactMap(\.self)
    if !named.isEmpty, let id = try await tvmaze.lookupShow(ids.tvdb, ids.imdb) {
      return .found(id)
    }
    let byIDs =
      switch named.count {
      case 0: "it has no TheTVDB or IMDb id"
      case 1: "TVMaze does not know \(named[0])"
      default: "TVMaze knows neither \(named[0]) nor \(named[1])"
      }
    guard let title else { return .unresolved("\(byIDs), and it has no title to search by") }
    let matches = RefreshPlan.titleMatches(
      of: try await tvmaze.searchShows(title), title: title, year: year)
    if matches.count == 1 { return .found(matches[0].id) }
    let what = year.map { "its title and year (\($0))" } ?? "its title"
    let byTitle =
      matches.isEmpty
      ? "no show on TVMaze has \(what)"
      : "\(matches.count) shows on TVMaze have \(what)"
        + (year == nil ? " and \(holder) has no year to choose by" : "")
    return .unresolved("\(byIDs), and \(byTitle)")
  }
}
