import Identifiers

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A show the library keeps in step with TVMaze, and what it knows of the last fetch.
public struct TVMazeLink: Hashable, Sendable, Codable {
  /// The show in the library.
  public var show: ShowID
  /// Its title.
  public var title: String
  /// TVMaze's id of the show.
  public var tvmazeID: Int
  /// TVMaze's `updated` time of the show at the last fetch (seconds since 1970), if fetched.
  public var updated: Int?
  /// When its whole episode list was last fetched; `nil` if never (imported from a file).
  public var fetchedAt: Date?

  /// Creates a link.
  public init(
    show: ShowID, title: String, tvmazeID: Int, updated: Int? = nil, fetchedAt: Date? = nil
  ) {
    self.show = show
    self.title = title
    self.tvmazeID = tvmazeID
    self.updated = updated
    self.fetchedAt = fetchedAt
  }
}

/// A show's ids in the catalogs TVMaze can look a show up by.
public struct LookupIDs: Hashable, Sendable, Codable {
  /// TheTVDB's id.
  public var tvdb: Int?
  /// IMDb's id: `tt0903747`.
  public var imdb: String?

  /// Creates the ids.
  public init(tvdb: Int? = nil, imdb: String? = nil) {
    self.tvdb = tvdb
    self.imdb = imdb
  }
}

/// A show fetched from TVMaze's API, to save.
public struct FetchedShow: Hashable, Sendable, Codable {
  /// The response body: a TVMaze show with `_embedded.episodes`.
  public var body: Data
  /// Names the fetch in errors and the undo journal: "TVMaze show 169".
  public var source: String
  /// Whether the user asked to add it (`showtracker add`): it is then followed, and the save
  /// can be undone. A refresh is `false`.
  public var added: Bool
  /// TVMaze's `updated` time of the show.
  public var updated: Int?
  /// When it was fetched.
  public var fetchedAt: Date
  /// Whether to save it to the watchlist too, in the same undo step (`watchlist add` of a
  /// show the library lacks): then it is added, not followed.
  public var watchlisted: Bool
  /// The library's show that this TVMaze show is, when only a lookup (by IMDb or TheTVDB id,
  /// or by title and year) says so: a show saved from a Trakt watchlist by its ids and title.
  /// The fetch lands on it, so it keeps its watchlist entry and ratings.
  public var linking: ShowID?

  /// Creates a fetched show.
  public init(
    body: Data, source: String, added: Bool, updated: Int?, fetchedAt: Date,
    watchlisted: Bool = false, linking: ShowID? = nil
  ) {
    self.body = body
    self.source = source
    self.added = added
    self.updated = updated
    self.fetchedAt = fetchedAt
    self.watchlisted = watchlisted
    self.linking = linking
  }
}

/// What saving a fetched show did.
public struct FetchedShowSaved: Hashable, Sendable, Codable {
  /// The show, as the library now has it.
  public var show: ShowCandidate
  /// What was added and updated.
  public var report: ImportReport

  /// Creates the result of a save.
  public init(show: ShowCandidate, report: ImportReport) {
    self.show = show
    self.report = report
  }
}
