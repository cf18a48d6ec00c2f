import Identifiers
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The Up Next screen: for every show the user has started and not finished, the next episode
/// to watch, most recently watched show first.
///
/// The namespace holds the screen's contract and nothing else: ``State`` (exactly what it
/// renders), ``Action`` (the only things it can ask for) and ``ViewModel``.
public enum UpNextView {}

extension UpNextView {
  /// Everything the Up Next screen renders, already formatted.
  public struct State: Equatable, Sendable {
    /// The shows, most recently watched first.
    public let rows: [Row]
    /// Whether the list is loading, loaded or failed.
    public let status: LoadPhase

    /// A list of `rows` in `status`.
    public init(rows: [Row], status: LoadPhase = .loaded) {
      self.rows = rows
      self.status = status
    }

    /// Whether there is nothing to show: no rows and nothing loading or failed.
    public var isEmpty: Bool { rows.isEmpty && status == .loaded }

  }

  /// One show and what to watch next.
  public struct Row: Hashable, Sendable {
    /// The show, to open it.
    public let show: ShowID
    /// The show's title.
    public let title: String
    /// The show's poster, if the catalog has one.
    public let imageURL: URL?
    /// The next aired episode to watch; `nil` when the user is caught up.
    public let next: Episode?
    /// When caught up: the next announced episode.
    public let upcoming: Episode?
    /// How many aired episodes are left to watch.
    public let airedLeft: Int
    /// "3 left", "1 left", or "" when caught up.
    public let left: String
    /// The day of the latest watch: "2026-11-30".
    public let lastWatched: String
    /// The moment of the latest watch, for scripts.
    public let lastWatchedAt: Date
    /// What to say when the library holds only part of the show's episode list, with how to
    /// fetch it ("episode list incomplete: `showtracker refresh Archer`"); `nil` when whole.
    /// Such a show is listed with nothing next: it is never caught up.
    public let incomplete: String?

    /// A row for `show`.
    public init(
      show: ShowID, title: String, next: Episode?, upcoming: Episode?, airedLeft: Int,
      left: String, lastWatched: String, lastWatchedAt: Date, incomplete: String? = nil,
      imageURL: URL? = nil
    ) {
      self.incomplete = incomplete
      self.imageURL = imageURL
      self.show = show
      self.title = title
      self.next = next
      self.upcoming = upcoming
      self.airedLeft = airedLeft
      self.left = left
      self.lastWatched = lastWatched
      self.lastWatchedAt = lastWatchedAt
    }

    /// What the row says after the title: "S01E02 · Cat's in the Bag...",
    /// "next: S03E01 on 2027-01-14", or, with nothing next, ``incomplete``.
    public var summary: String {
      if let next { return "\(next.code) · \(next.title)" }
      if let upcoming { return "next: \(upcoming.code) on \(upcoming.airDate)" }
      return incomplete ?? ""
    }
  }

  /// An episode on the list.
  public struct Episode: Hashable, Sendable {
    /// The episode, to act on.
    public let ids: Ids
    /// "S01E02".
    public let code: String
    /// The episode's title.
    public let title: String
    /// "2008-01-27", or "TBA".
    public let airDate: String
    /// The season, for scripts.
    public let season: Int
    /// The number within the season, for scripts.
    public let number: Int?

    /// An episode on the list.
    public init(
      ids: Ids, code: String, title: String, airDate: String, season: Int, number: Int?
    ) {
      self.ids = ids
      self.code = code
      self.title = title
      self.airDate = airDate
      self.season = season
      self.number = number
    }
  }

  /// What the user can do on the Up Next screen.
  public enum Action: Equatable, Sendable {
    /// Marks the row's next episode watched: the row moves on, or leaves when caught up.
    case markWatched(episode: Ids)
    /// Marks the row's show's next episode watched, whichever it is when the library records
    /// it: two presses mark the show's next two episodes, however fast they come. A front end
    /// that drew the episode it offers (a web form) names it with ``markWatched(episode:)``.
    case markNextWatched(show: ShowID)
    /// Opens the show.
    case showSelected(ShowID)
    /// Opens the show at the row's episode: its season listed, the episode selected.
    case episodeOpened(Ids)
  }

  /// The store an Up Next front end reads and sends to.
  public typealias ViewModel = Store<State, Action>
}
