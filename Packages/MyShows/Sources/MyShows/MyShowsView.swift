import Identifiers
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The My Shows screen: the shows the user follows, with their progress, the next episode to
/// watch, the next air date, status and network.
///
/// The namespace holds the screen's contract and nothing else: ``State`` (exactly what it
/// renders), ``Action`` (the only things it can ask for) and ``ViewModel``.
public enum MyShowsView {}

extension MyShowsView {
  /// Everything the My Shows screen renders, already formatted.
  public struct State: Equatable, Sendable {
    /// The shows, in ``order``.
    public let rows: [Row]
    /// Whether the list is loading, loaded or failed.
    public let status: LoadPhase
    /// Which shows are listed.
    public let filter: Filter
    /// In what order.
    public let order: Order

    /// A list of `rows` in `status`, filtered by `filter`, in `order`.
    public init(
      rows: [Row], status: LoadPhase = .loaded, filter: Filter = .following,
      order: Order = .activity
    ) {
      self.rows = rows
      self.status = status
      self.filter = filter
      self.order = order
    }

    /// Whether there is nothing to show: no rows and nothing loading or failed.
    public var isEmpty: Bool { rows.isEmpty && status == .loaded }

  }

  /// Which shows the list holds.
  ///
  /// > Note: `LibraryClient`'s `MyShowsFilter` says the same; a feature depends on Redux and
  /// > Identifiers only (`ArchitectureRules`), so the composition maps one to the other.
  public enum Filter: String, Hashable, Sendable, CaseIterable {
    /// The shows the user follows.
    case following
    /// The followed shows with aired episodes left to watch.
    case behind
    /// The followed shows that ended.
    case ended
    /// Every show in the library.
    case all

    /// The filter after this one, for a key that cycles through them.
    public var next: Filter {
      switch self {
      case .following: .behind
      case .behind: .ended
      case .ended: .all
      case .all: .following
      }
    }
  }

  /// The order of the list.
  ///
  /// > Note: `LibraryClient`'s `MyShowsOrder` says the same; a feature depends on Redux and
  /// > Identifiers only (`ArchitectureRules`), so the composition maps one to the other.
  public enum Order: String, Hashable, Sendable, CaseIterable {
    /// The most recently watched or followed first.
    case activity
    /// A to Z.
    case title
    /// The largest share of aired episodes watched first.
    case progress
    /// The highest rated first (the show's own rating); shows not rated last, A to Z.
    case rating

    /// The order after this one, for a key that cycles through them.
    public var next: Order {
      switch self {
      case .activity: .title
      case .title: .progress
      case .progress: .rating
      case .rating: .activity
      }
    }
  }

  /// One show.
  public struct Row: Hashable, Sendable {
    /// The show, to open it.
    public let show: ShowID
    /// The show's title.
    public let title: String
    /// The show's poster, if the catalog has one.
    public let imageURL: URL?
    /// The network or web channel, or "".
    public let network: String
    /// "Running", "Ended", …, or "".
    public let status: String
    /// "12/62", or "" when nothing aired.
    public let progress: String
    /// The progress from 0 to 1, for a bar.
    public let progressFraction: Double
    /// Episodes watched, for scripts.
    public let watched: Int
    /// Episodes aired, for scripts.
    public let aired: Int
    /// The next aired episode to watch; `nil` when caught up.
    public let next: Episode?
    /// "S01E02 · Cat's in the Bag...", "caught up", or "" when nothing aired.
    public let nextText: String
    /// When an episode airs next, ISO 8601 ("2026-12-04"), or "".
    public let nextAirDate: String
    /// The same in words: "today", "tomorrow", "2026-12-04", or "".
    public let nextAirLabel: String
    /// The day of the latest watch or follow: "2026-11-30", or "".
    public let lastActivity: String
    /// The moment of the latest watch or follow, for scripts.
    public let lastActivityAt: Date?
    /// Whether the user follows the show.
    public let isFollowed: Bool
    /// What to say when the library holds only part of the show's episode list, with how to
    /// fetch it ("episode list incomplete: `showtracker refresh Archer`"); `nil` when whole.
    /// Such a show is never "caught up": ``nextText`` says this instead.
    public let incomplete: String?
    /// The user's rating of the show, 1–10; `nil` when not rated.
    public let rating: Int?

    /// A row for `show`.
    public init(
      show: ShowID, title: String, network: String, status: String, progress: String,
      progressFraction: Double, watched: Int, aired: Int, next: Episode?, nextText: String,
      nextAirDate: String, nextAirLabel: String, lastActivity: String, lastActivityAt: Date?,
      isFollowed: Bool, incomplete: String? = nil, rating: Int? = nil, imageURL: URL? = nil
    ) {
      self.imageURL = imageURL
      self.incomplete = incomplete
      self.rating = rating
      self.show = show
      self.title = title
      self.network = network
      self.status = status
      self.progress = progress
      self.progressFraction = progressFraction
      self.watched = watched
      self.aired = aired
      self.next = next
      self.nextText = nextText
      self.nextAirDate = nextAirDate
      self.nextAirLabel = nextAirLabel
      self.lastActivity = lastActivity
      self.lastActivityAt = lastActivityAt
      self.isFollowed = isFollowed
    }
  }

  /// The next episode to watch.
  public struct Episode: Hashable, Sendable {
    /// The episode, to act on.
    public let ids: Ids
    /// "S01E02".
    public let code: String
    /// The episode's title.
    public let title: String
    /// The season, for scripts.
    public let season: Int
    /// The number within the season, for scripts.
    public let number: Int?

    /// An episode.
    public init(ids: Ids, code: String, title: String, season: Int, number: Int?) {
      self.ids = ids
      self.code = code
      self.title = title
      self.season = season
      self.number = number
    }
  }

  /// What the user can do on the My Shows screen.
  public enum Action: Equatable, Sendable {
    /// The user opened a show.
    case showSelected(ShowID)
    /// The user followed (`true`) or stopped following a show.
    case followToggled(show: ShowID, follow: Bool)
    /// The user chose which shows to list.
    case filterChanged(Filter)
    /// The user chose the order.
    case orderChanged(Order)
  }

  /// The store a My Shows front end reads and sends to.
  public typealias ViewModel = Store<State, Action>
}
