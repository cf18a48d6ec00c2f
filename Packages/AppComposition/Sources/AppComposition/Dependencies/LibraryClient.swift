import Foundation
import Identifiers

/// The library database, as effects see it: an interface of async functions.
///
/// The live value (module `LibraryClientLive`) runs SQLite; ``unimplemented`` fails every call,
/// and tests replace just the functions they need:
///
/// ```swift
/// var library = LibraryClient.unimplemented
/// library.search = { _, _ in [breakingBad] }
/// ```
public struct LibraryClient: Sendable {
  /// Shows matching a query, best first, at most `limit`.
  public var search: @Sendable (_ query: String, _ limit: Int) async throws -> [ShowSearchResult]
  /// A show and all its episodes.
  public var loadShow: @Sendable (_ show: ShowID) async throws -> ShowDetails
  /// Marks episodes watched at a date, or unwatched when the date is `nil`.
  public var setWatched: @Sendable (_ episodes: [Ids], _ watchedAt: Date?) async throws -> Void
  /// A page of the history, newest first, optionally of one show.
  public var loadHistory:
    @Sendable (_ show: ShowID?, _ limit: Int, _ offset: Int) async throws -> HistoryPage
  /// Imports a file, all or nothing.
  public var importFile: @Sendable (_ request: ImportRequest) async throws -> ImportReport

  public init(
    search: @escaping @Sendable (String, Int) async throws -> [ShowSearchResult],
    loadShow: @escaping @Sendable (ShowID) async throws -> ShowDetails,
    setWatched: @escaping @Sendable ([Ids], Date?) async throws -> Void,
    loadHistory: @escaping @Sendable (ShowID?, Int, Int) async throws -> HistoryPage,
    importFile: @escaping @Sendable (ImportRequest) async throws -> ImportReport
  ) {
    self.search = search
    self.loadShow = loadShow
    self.setWatched = setWatched
    self.loadHistory = loadHistory
    self.importFile = importFile
  }
}

extension LibraryClient {
  /// A client whose every function throws ``Unimplemented``: the base of test values.
  public static let unimplemented = LibraryClient(
    search: { _, _ in throw Unimplemented(function: "search") },
    loadShow: { _ in throw Unimplemented(function: "loadShow") },
    setWatched: { _, _ in throw Unimplemented(function: "setWatched") },
    loadHistory: { _, _, _ in throw Unimplemented(function: "loadHistory") },
    importFile: { _ in throw Unimplemented(function: "importFile") }
  )

  /// The error of a ``LibraryClient/unimplemented`` function.
  public struct Unimplemented: Error, CustomStringConvertible {
    public let function: String
    public var description: String { "LibraryClient.\(function) is not implemented in this test" }
  }
}
