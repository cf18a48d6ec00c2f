import Identifiers

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One change the user made to the library (a watch, an unwatch, a follow, an unfollow, an
/// import, an add, a refresh, a rating, a watchlist change), as undo and the status line describe it.
///
/// > Note: `LibraryDatabase` has its own `JournalChange` (row ids, as the database keeps them): the
/// > database depends on no other package (`ArchitectureRules`), so `LibraryClientLive`
/// > maps it to this one, the app's.
public struct LibraryChange: Hashable, Sendable, Codable {
  /// What kind of change.
  public enum Kind: Hashable, Sendable, Codable {
    /// Episodes marked watched.
    case watched
    /// Watches removed.
    case unwatched
    /// A file imported; its name (`-` for standard input).
    case imported(source: String)
    /// A show followed.
    case followed
    /// A show no longer followed.
    case unfollowed
    /// A show added from TVMaze; the fetch's name ("TVMaze show 169").
    case added(source: String)
    /// A show refreshed from TVMaze; the fetch's name.
    case refreshed(source: String)
    /// A show, a season or an episode rated (or its rating changed).
    case rated
    /// A rating cleared.
    case unrated
    /// A show saved to the watchlist.
    case watchlisted
    /// A show removed from the watchlist.
    case unwatchlisted
  }

  public var kind: Kind
  /// The title of the show, when the change concerns one show.
  public var showTitle: String?
  /// The episodes whose watches changed.
  public var episodes: [Ids]
  /// Watch events added.
  public var watchesAdded: Int
  /// Watch events removed.
  public var watchesRemoved: Int
  /// Shows an import created.
  public var showsAdded: Int
  /// Episodes an import created.
  public var episodesAdded: Int
  /// Shows whose details the change updated.
  public var showsUpdated: Int
  /// Episodes whose details the change updated.
  public var episodesUpdated: Int
  /// Every show the change touched (its episodes' shows, the shows it followed, added or
  /// updated), when the library said; empty otherwise.
  public var shows: [ShowID]
  /// The other program that made the change, when undo or redo took back or made again a
  /// change this program did not make: "the command line", "the app (process 4242)".
  public var madeElsewhere: String?
  /// When the change was made, when the library said.
  public var madeAt: Date?
  /// The shows a watch took off the watchlist (their first watch), by title.
  public var leftWatchlist: [String]
  /// The media server whose webhook made the change (a play it recorded), if one did.
  public var mediaServer: MediaServer?
  /// The season and number of each episode a watch or an unwatch touched, by season and
  /// number, when the library said; empty otherwise.
  public var episodeNumbers: [EpisodeNumber]
  /// What a rating change rated and its values before and after, when the library said.
  public var rating: Rating?

  /// An episode's season and number (`nil` for a special without one).
  public struct EpisodeNumber: Hashable, Sendable, Codable {
    /// The season (0: the specials).
    public var season: Int
    /// The episode's number in its season; `nil` for a special without one.
    public var number: Int?

    /// Creates an episode's season and number.
    public init(season: Int, number: Int?) {
      self.season = season
      self.number = number
    }
  }

  /// What a rating change rated, and the rating before and after it.
  public struct Rating: Hashable, Sendable, Codable {
    /// The season rated; `nil` for the show or an episode.
    public var season: Int?
    /// The episode rated; `nil` for the show or a season.
    public var episode: EpisodeNumber?
    /// The rating before, 1–10; `nil` when there was none.
    public var old: Int?
    /// The rating after, 1–10; `nil` when it was cleared.
    public var new: Int?

    /// Creates a rating change's item and values.
    public init(season: Int? = nil, episode: EpisodeNumber? = nil, old: Int?, new: Int?) {
      self.season = season
      self.episode = episode
      self.old = old
      self.new = new
    }
  }

  public init(
    kind: Kind, showTitle: String? = nil, episodes: [Ids] = [], watchesAdded: Int = 0,
    watchesRemoved: Int = 0, showsAdded: Int = 0, episodesAdded: Int = 0,
    showsUpdated: Int = 0, episodesUpdated: Int = 0, shows: [ShowID] = [],
    madeElsewhere: String? = nil, madeAt: Date? = nil, leftWatchlist: [String] = [],
    mediaServer: MediaServer? = nil, episodeNumbers: [EpisodeNumber] = [], rating: Rating? = nil
  ) {
    self.episodeNumbers = episodeNumbers
    self.rating = rating
    self.leftWatchlist = leftWatchlist
    self.mediaServer = mediaServer
    self.showsUpdated = showsUpdated
    self.episodesUpdated = episodesUpdated
    self.shows = shows
    self.madeElsewhere = madeElsewhere
    self.madeAt = madeAt
    self.kind = kind
    self.showTitle = showTitle
    self.episodes = episodes
    self.watchesAdded = watchesAdded
    self.watchesRemoved = watchesRemoved
    self.showsAdded = showsAdded
    self.episodesAdded = episodesAdded
  }
}

extension LibraryChange {
  private enum CodingKeys: String, CodingKey {
    case kind, showTitle, episodes, watchesAdded, watchesRemoved, showsAdded, episodesAdded
    case showsUpdated, episodesUpdated, shows, madeElsewhere, madeAt, leftWatchlist, mediaServer
    case episodeNumbers, rating
  }

  /// Decodes a change; what recordings made before a field existed lack takes its default
  /// (0, none), so an older recording still replays.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kind: try values.decode(Kind.self, forKey: .kind),
      showTitle: try values.decodeIfPresent(String.self, forKey: .showTitle),
      episodes: try values.decodeIfPresent([Ids].self, forKey: .episodes) ?? [],
      watchesAdded: try values.decodeIfPresent(Int.self, forKey: .watchesAdded) ?? 0,
      watchesRemoved: try values.decodeIfPresent(Int.self, forKey: .watchesRemoved) ?? 0,
      showsAdded: try values.decodeIfPresent(Int.self, forKey: .showsAdded) ?? 0,
      episodesAdded: try values.decodeIfPresent(Int.self, forKey: .episodesAdded) ?? 0,
      showsUpdated: try values.decodeIfPresent(Int.self, forKey: .showsUpdated) ?? 0,
      episodesUpdated: try values.decodeIfPresent(Int.self, forKey: .episodesUpdated) ?? 0,
      shows: try values.decodeIfPresent([ShowID].self, forKey: .shows) ?? [],
      madeElsewhere: try values.decodeIfPresent(String.self, forKey: .madeElsewhere),
      madeAt: try values.decodeIfPresent(Date.self, forKey: .madeAt),
      leftWatchlist: try values.decodeIfPresent([String].self, forKey: .leftWatchlist) ?? [],
      mediaServer: try values.decodeIfPresent(MediaServer.self, forKey: .mediaServer),
      episodeNumbers: try values.decodeIfPresent([EpisodeNumber].self, forKey: .episodeNumbers)
        ?? [],
      rating: try values.decodeIfPresent(Rating.self, forKey: .rating))
  }
}
