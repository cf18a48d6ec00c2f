import Identifiers
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The watched-history screen: what the user watched, newest first, a page at a time.
///
/// The namespace holds the screen's contract and nothing else: ``State`` (exactly what it
/// renders), ``Action`` (the only things it can ask for) and ``ViewModel``. It does not know the
/// app state exists; a connector in the app builds its state.
public enum HistoryView {}

extension HistoryView {
  /// Everything the history screen renders, already formatted.
  public struct State: Equatable, Sendable {
    /// The entries of the page on screen, newest first.
    public let posters: [Poster]
    /// The page on screen, from 1.
    public let page: Int
    /// How many pages the history has (at least 1, even when it is empty).
    public let pageCount: Int
    /// How many entries the whole history has.
    public let totalCount: Int
    /// The show the history is narrowed to, if any: its title.
    public let showFilter: String?
    /// Whether the page is loading, loaded or failed.
    public let status: LoadPhase

    /// Creates a history view state.
    ///
    /// - Parameters:
    ///   - posters: The entries of the page on screen, newest first.
    ///   - page: The page on screen, from 1.
    ///   - pageCount: How many pages the history has; less than 1 counts as 1.
    ///   - totalCount: How many entries the whole history has; `nil` means `posters.count`.
    ///   - showFilter: The title of the show the history is narrowed to, if any.
    ///   - status: Whether the page is loading, loaded or failed.
    public init(
      posters: [Poster],
      page: Int = 1,
      pageCount: Int = 1,
      totalCount: Int? = nil,
      showFilter: String? = nil,
      status: LoadPhase = .loaded
    ) {
      self.posters = posters
      self.page = page
      self.pageCount = max(pageCount, 1)
      self.totalCount = totalCount ?? posters.count
      self.showFilter = showFilter
      self.status = status
    }

    /// One watched episode.
    public struct Poster: Hashable, Sendable {
      /// The episode, to act on.
      public let ids: Ids
      /// The show's poster, if the catalog has one.
      public let imageURL: URL?
      /// What was watched: show, episode code and title.
      public let title: String
      /// When it was watched.
      public let subtitle: String
      /// The moment it was watched: which watch a removal means, and for scripts.
      public let watchedAt: Date?
      /// The facts the title is made of, for scripts (`--json`).
      public let facts: Facts?

      /// Creates a poster.
      ///
      /// - Parameters:
      ///   - ids: The episode, to act on.
      ///   - imageURL: The show's poster, if the catalog has one.
      ///   - title: What was watched: show, episode code and title.
      ///   - subtitle: When it was watched.
      ///   - watchedAt: The moment it was watched, if known.
      ///   - facts: The facts the title is made of, for scripts.
      public init(
        ids: Ids, imageURL: URL?, title: String, subtitle: String, watchedAt: Date? = nil,
        facts: Facts? = nil
      ) {
        self.ids = ids
        self.imageURL = imageURL
        self.title = title
        self.subtitle = subtitle
        self.watchedAt = watchedAt
        self.facts = facts
      }

      /// What was watched, as data rather than words.
      public struct Facts: Hashable, Sendable {
        /// The show's title.
        public let show: String
        /// The season (0: specials).
        public let season: Int
        /// The number within the season; some specials have none.
        public let number: Int?
        /// The episode's title.
        public let episode: String

        /// Creates the facts of a watched episode.
        ///
        /// - Parameters:
        ///   - show: The show's title.
        ///   - season: The season (0: specials).
        ///   - number: The number within the season; some specials have none.
        ///   - episode: The episode's title.
        public init(show: String, season: Int, number: Int?, episode: String) {
          self.show = show
          self.season = season
          self.number = number
          self.episode = episode
        }
      }
    }

    /// Whether there is nothing to show: no entries and nothing loading or failed.
    public var isEmpty: Bool { posters.isEmpty && status == .loaded }
    /// Whether an older page exists.
    public var hasNextPage: Bool { page < pageCount }
    /// Whether a newer page exists.
    public var hasPreviousPage: Bool { page > 1 }
  }

  /// What the user can do on the history screen.
  public enum Action: Equatable, Sendable {
    /// Marks the episode watched (again).
    case markAsWatched(episode: Ids)
    /// Removes every watch of the episode.
    case unmarkAsWatched(episode: Ids)
    /// Removes one watch: the entry watched at `watchedAt`, and no other watch of the episode.
    case watchRemoved(episode: Ids, watchedAt: Date)
    /// Shows the next (older) page.
    case nextPageTapped
    /// Shows the previous (newer) page.
    case previousPageTapped
    /// Opens the show of the selected entry.
    case posterSelected(Ids)
    /// The screen has room for this many entries (the terminal opened or was resized): a page
    /// holds that many.
    case visibleRowsChanged(Int)
  }

  /// The store a history front end reads and sends to.
  public typealias ViewModel = Store<State, Action>
}
