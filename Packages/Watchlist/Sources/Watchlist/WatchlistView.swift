import Identifiers
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The Watchlist screen: the shows the user means to start, with their year, network, how many
/// episodes the library knows and when each was saved.
///
/// The namespace holds the screen's contract and nothing else: ``State`` (exactly what it
/// renders), ``Action`` (the only things it can ask for) and ``ViewModel``.
public enum WatchlistView {}

extension WatchlistView {
  /// Everything the Watchlist screen renders, already formatted.
  public struct State: Equatable, Sendable {
    /// The shows, the most recently saved first.
    public let rows: [Row]
    /// Whether the list is loading, loaded or failed.
    public let status: LoadPhase
    /// What the last save to the watchlist or removal from it did (`showtracker watchlist add`
    /// prints it); `nil` before any.
    public let change: Change?

    /// A list of `rows` in `status`, after `change`.
    public init(rows: [Row], status: LoadPhase = .loaded, change: Change? = nil) {
      self.rows = rows
      self.status = status
      self.change = change
    }

    /// Whether there is nothing to show: no rows and nothing loading or failed.
    public var isEmpty: Bool { rows.isEmpty && status == .loaded }
  }

  /// One show of the watchlist.
  public struct Row: Hashable, Sendable {
    /// The show, to open or remove it.
    public let show: ShowID
    /// The show's title.
    public let title: String
    /// The show's poster, if the catalog has one.
    public let imageURL: URL?
    /// The year it premiered, for scripts.
    public let year: Int?
    /// "2008", or "".
    public let yearText: String
    /// The network or web channel, or "".
    public let network: String
    /// How many episodes the library knows of it, for scripts.
    public let episodes: Int
    /// "62 episodes", "1 episode", or "not in the library yet" for a show known by its
    /// Trakt ids and title alone.
    public let episodesText: String
    /// The day it was saved: "2026-11-30".
    public let added: String
    /// The moment it was saved, for scripts.
    public let addedAt: Date
    /// What to do about a show the library knows by its Trakt ids and title alone ("not in
    /// the library yet: `showtracker refresh "Velvet Static"` fetches it"); `nil` for a
    /// show the library holds.
    public let notInLibrary: String?

    /// A row for `show`.
    public init(
      show: ShowID, title: String, year: Int?, yearText: String, network: String, episodes: Int,
      episodesText: String, added: String, addedAt: Date, notInLibrary: String? = nil,
      imageURL: URL? = nil
    ) {
      self.show = show
      self.imageURL = imageURL
      self.title = title
      self.year = year
      self.yearText = yearText
      self.network = network
      self.episodes = episodes
      self.episodesText = episodesText
      self.added = added
      self.addedAt = addedAt
      self.notInLibrary = notInLibrary
    }
  }

  /// What a save to the watchlist (or a removal from it) did.
  public struct Change: Hashable, Sendable {
    /// The show.
    public let show: ShowID
    /// Its title.
    public let title: String
    /// Whether it is on the watchlist now.
    public let isWatchlisted: Bool
    /// Whether anything changed (`false`: it was on the watchlist, or not, already).
    public let changed: Bool
    /// Whether the library lacked the show, so it was added from TVMaze (not followed) first.
    public let addedFromTVMaze: Bool

    /// What a save or removal did.
    public init(
      show: ShowID, title: String, isWatchlisted: Bool, changed: Bool,
      addedFromTVMaze: Bool = false
    ) {
      self.show = show
      self.title = title
      self.isWatchlisted = isWatchlisted
      self.changed = changed
      self.addedFromTVMaze = addedFromTVMaze
    }
  }

  /// What the user can do on the Watchlist screen.
  public enum Action: Equatable, Sendable {
    /// The user opened a show.
    case showSelected(ShowID)
    /// The user took a show off the watchlist.
    case showRemoved(ShowID)
  }

  /// The store a Watchlist front end reads and sends to.
  public typealias ViewModel = Store<State, Action>
}
