import Identifiers
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The search screen: a query and the catalog's shows that match it.
public enum SearchView {}

extension SearchView {
  /// Everything the search screen renders, already formatted.
  public struct State: Equatable, Sendable {
    /// The query as the user typed it.
    public let query: String
    /// What the search has to show for the query.
    public let phase: Phase
    /// How many shows match in all; the results may be only the first of them.
    public let totalCount: Int
    /// What TVMaze has for the query, below the library's results: only when the user asked.
    public let tvmaze: TVMazePhase
    /// Where adding a show from TVMaze stands, or `nil` when none was asked for.
    public let adding: Adding?

    /// Creates a search view state.
    ///
    /// - Parameters:
    ///   - query: The query as the user typed it.
    ///   - phase: What the search has to show for the query.
    ///   - totalCount: How many shows match in all; `nil`, or fewer than the results, means the
    ///     number of results.
    ///   - tvmaze: What TVMaze has for the query.
    ///   - adding: Where adding a show from TVMaze stands.
    public init(
      query: String, phase: Phase, totalCount: Int? = nil, tvmaze: TVMazePhase = .notAsked,
      adding: Adding? = nil
    ) {
      self.query = query
      self.phase = phase
      self.tvmaze = tvmaze
      self.adding = adding
      var results: [Result] = []
      if case .results(let found) = phase { results = found }
      self.totalCount = max(totalCount ?? results.count, results.count)
    }

    /// What the search has to show.
    public enum Phase: Hashable, Sendable {
      /// No query yet: a prompt.
      case idle
      /// Results are on their way.
      case searching
      /// The shows that match, in the order the search ranked them.
      case results([Result])
      /// The query matched nothing.
      case noResults
      /// The search failed.
      case failed(message: String)

      /// The phase as every feature's load phase: searching is loading, a failure is failed,
      /// and anything else (no query yet, results or none) is loaded.
      public var loadPhase: LoadPhase {
        switch self {
        case .searching: .loading
        case .failed(let message): .failed(message: message)
        case .idle, .results, .noResults: .loaded
        }
      }
    }

    /// One show that matches the query.
    public struct Result: Hashable, Sendable {
      /// The show, to open it.
      public let show: ShowID
      /// The show's title.
      public let title: String
      /// The show's poster, if the catalog has one.
      public let imageURL: URL?
      /// The years it ran: "2008–2013", "2016–", or "" when unknown.
      public let years: String
      /// The network or web channel it airs on, or "".
      public let channel: String
      /// "Ended", "Running", …, or "".
      public let status: String
      /// How much of it the user has watched: "12/62", or "" when nothing aired.
      public let progress: String
      /// The same as a fraction from 0 to 1, for a bar.
      public let progressFraction: Double
      /// How many of its aired episodes the user has watched, for scripts.
      public let watchedCount: Int
      /// How many of its episodes have aired, for scripts.
      public let airedCount: Int
      /// Whether the user follows the show: the row is marked.
      public let isFollowed: Bool
      /// What to say when the library holds only part of the show's episode list, with how to
      /// fetch it ("episode list incomplete: `showtracker refresh Archer`"); `nil` when whole.
      public let incomplete: String?
      /// Whether the title matches only with a typo forgiven: a "did you mean", listed after
      /// the titles that match the query as typed.
      public let isDidYouMean: Bool

      /// Creates a result row.
      ///
      /// - Parameters:
      ///   - show: The show, to open it.
      ///   - title: The show's title.
      ///   - years: The years it ran, or "".
      ///   - channel: The network or web channel, or "".
      ///   - status: "Ended", "Running", …, or "".
      ///   - progress: "12/62", or "" when nothing aired.
      ///   - progressFraction: The progress as a fraction from 0 to 1.
      ///   - watchedCount: How many of its aired episodes the user has watched.
      ///   - airedCount: How many of its episodes have aired.
      ///   - isFollowed: Whether the user follows the show.
      ///   - incomplete: What to say when the episode list is incomplete, or `nil`.
      ///   - isDidYouMean: Whether it matches only with a typo forgiven.
      ///   - imageURL: The show's poster, if the catalog has one.
      public init(
        show: ShowID, title: String, years: String, channel: String, status: String,
        progress: String, progressFraction: Double, watchedCount: Int = 0, airedCount: Int = 0,
        isFollowed: Bool = false, incomplete: String? = nil, isDidYouMean: Bool = false,
        imageURL: URL? = nil
      ) {
        self.imageURL = imageURL
        self.incomplete = incomplete
        self.isDidYouMean = isDidYouMean
        self.show = show
        self.title = title
        self.years = years
        self.channel = channel
        self.status = status
        self.progress = progress
        self.progressFraction = progressFraction
        self.watchedCount = watchedCount
        self.airedCount = airedCount
        self.isFollowed = isFollowed
      }
    }

    /// The results, or none when the phase has none.
    public var results: [Result] {
      if case .results(let results) = phase { return results }
      return []
    }

    /// TVMaze's results, or none when it has none (or was not asked).
    public var tvmazeResults: [TVMazeResult] {
      if case .results(let results) = tvmaze { return results }
      return []
    }

    /// The rows a list shows, the library's first: what a cursor moves over.
    public var rows: [Row] {
      results.map(Row.library) + tvmazeResults.map(Row.tvmaze)
    }

    /// The page's load phase: loading while the library or TVMaze is being searched, or a
    /// show added; the library's failure otherwise (TVMaze's is a line of the page).
    public var loadPhase: LoadPhase {
      if case .searching = tvmaze { return .loading }
      if case .working = adding { return .loading }
      return phase.loadPhase
    }

    /// What TVMaze has to show for the query.
    public enum TVMazePhase: Hashable, Sendable {
      /// Not asked: the user may ask (``Action/tvmazeRequested``).
      case notAsked
      /// TVMaze is being asked.
      case searching
      /// The shows TVMaze has that the library's results do not list, best first.
      case results([TVMazeResult])
      /// TVMaze has no show for the query that the library lacks.
      case noResults
      /// TVMaze could not be asked (offline, too many requests): one line of words.
      case failed(message: String)
    }

    /// A show TVMaze has that is not in the library's results: one to add.
    public struct TVMazeResult: Hashable, Sendable {
      /// TVMaze's id of the show: what ``Action/addRequested(tvmazeID:)`` takes.
      public let tvmazeID: Int
      /// The show's title.
      public let title: String
      /// The year it premiered, or "".
      public let year: String
      /// The network or web channel, or "".
      public let channel: String

      /// Creates a TVMaze result row.
      ///
      /// - Parameters:
      ///   - tvmazeID: TVMaze's id of the show.
      ///   - title: The show's title.
      ///   - year: The year it premiered, or "".
      ///   - channel: The network or web channel, or "".
      public init(tvmazeID: Int, title: String, year: String, channel: String) {
        self.tvmazeID = tvmazeID
        self.title = title
        self.year = year
        self.channel = channel
      }
    }

    /// Where adding a show from TVMaze stands.
    public enum Adding: Hashable, Sendable {
      /// Fetching the show and saving it.
      case working
      /// Saved and followed: "Added Girls (2012) from TVMaze: 62 episodes; following it".
      case added(show: ShowID, message: String)
      /// Nothing was added: why, in one line.
      case failed(message: String)
    }

    /// One row of the list: a show of the library, or one TVMaze has.
    public enum Row: Hashable, Sendable {
      /// A show of the library.
      case library(Result)
      /// A show TVMaze has, not in the library's results.
      case tvmaze(TVMazeResult)

      /// What the row is known by across reloads.
      public var id: ID {
        switch self {
        case .library(let result): .library(result.show)
        case .tvmaze(let result): .tvmaze(result.tvmazeID)
        }
      }

      /// A row's identity.
      public enum ID: Hashable, Sendable {
        /// The library's show.
        case library(ShowID)
        /// TVMaze's show.
        case tvmaze(Int)
      }
    }
  }

  /// What the user can do on the search screen.
  public enum Action: Equatable, Sendable {
    /// The user edited the query (search as you type).
    case queryChanged(String)
    /// The user pressed Enter on the query.
    case querySubmitted
    /// The user opened one of the results.
    case resultSelected(ShowID)
    /// The user asked TVMaze for the query: its shows come below the library's.
    case tvmazeRequested
    /// The user asked to add TVMaze's show with this id to the library, as `add` does.
    case addRequested(tvmazeID: Int)
  }

  /// The store a search front end reads and sends to.
  public typealias ViewModel = Store<State, Action>
}
