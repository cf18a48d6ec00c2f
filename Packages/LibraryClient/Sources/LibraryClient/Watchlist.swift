import Identifiers

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A show on the watchlist: one the user means to start.
public struct WatchlistItem: Hashable, Sendable, Codable {
  /// The show: its id, title, year and network, as the library has them.
  public var show: Show
  /// How many episodes the library knows of it.
  public var episodes: Int
  /// Whether the library holds the show's whole episode list. A show saved from a Trakt
  /// watchlist by its ids and title alone has none (and no episodes) until it is refreshed
  /// from TVMaze.
  public var isEpisodeListComplete: Bool
  /// When it was saved to the watchlist.
  public var addedAt: Date
  /// The show's poster, when the library has one.
  public var posterURL: URL?

  /// An entry of the watchlist.
  public init(
    show: Show, episodes: Int, isEpisodeListComplete: Bool, addedAt: Date, posterURL: URL? = nil
  ) {
    self.posterURL = posterURL
    self.show = show
    self.episodes = episodes
    self.isEpisodeListComplete = isEpisodeListComplete
    self.addedAt = addedAt
  }

  /// Whether the library knows the show only by the ids and title a Trakt file gave: no
  /// episodes, and no episode list fetched.
  public var isKnownByIDsAlone: Bool { episodes == 0 && !isEpisodeListComplete }
}

/// What saving a show to the watchlist (or removing it) did.
public struct WatchlistChange: Hashable, Sendable, Codable {
  /// The show.
  public var show: ShowCandidate
  /// Whether the show is on the watchlist now.
  public var isWatchlisted: Bool
  /// Whether anything changed (`false`: it was on the watchlist, or not, already).
  public var changed: Bool
  /// Whether the library lacked the show, so it was added from TVMaze (not followed) to be
  /// saved: `watchlist add` of a title only TVMaze knows.
  public var addedFromTVMaze: Bool

  /// What a save or a removal did.
  public init(
    show: ShowCandidate, isWatchlisted: Bool, changed: Bool, addedFromTVMaze: Bool = false
  ) {
    self.show = show
    self.isWatchlisted = isWatchlisted
    self.changed = changed
    self.addedFromTVMaze = addedFromTVMaze
  }

  /// Reads a change; one written before ``addedFromTVMaze`` was added reads as `false`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    show = try container.decode(ShowCandidate.self, forKey: .show)
    isWatchlisted = try container.decode(Bool.self, forKey: .isWatchlisted)
    changed = try container.decode(Bool.self, forKey: .changed)
    addedFromTVMaze =
      try container.decodeIfPresent(Bool.self, forKey: .addedFromTVMaze) ?? false
  }
}
