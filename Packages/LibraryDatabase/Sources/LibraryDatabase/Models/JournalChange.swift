#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One change the user made to the library, as the undo journal recorded it: a watch, an
/// unwatch (or one watch removed), a follow or an unfollow, an import, an add or a refresh.
///
/// The counts and ids describe the change as it was made, whether it is undone or not, so the
/// app can say what an undo or redo did:
///
/// ```swift
/// if let change = try database.undoLastChange() {
///   print("Undid: \(change.showTitle ?? "\(change.showIDs.count) shows"), "
///     + "\(change.eventsAdded) watches added")  // Undid: Breaking Bad, 3 watches added
/// }
/// ```
///
/// > Note: The app's model of a change is `LibraryClient`'s `LibraryChange`, with typed ids; this one
/// > is the database's own because `LibraryDatabase` depends on no other package
/// > (`ArchitectureRules`), and `LibraryClientLive` maps one to the other.
public struct JournalChange: Sendable, Hashable, Identifiable {
  /// What the user did.
  public enum Kind: Sendable, Hashable {
    /// Marked episodes watched
    /// (``LibraryDatabase/markWatched(episodeIDs:at:source:)``), or a media server's webhook
    /// reported a play (``LibraryDatabase/receive(_:at:)``; ``JournalChange/source`` names the
    /// server).
    case watched
    /// Removed watch events: ``LibraryDatabase/unmarkWatched(episodeIDs:)`` or
    /// ``LibraryDatabase/removeWatch(episodeID:at:)``.
    case unwatched
    /// Imported a file; `source` is the name given to
    /// ``LibraryDatabase/importData(_:format:source:progress:)``.
    case imported(source: String)
    /// Followed a show (``LibraryDatabase/setFollowed(_:showID:at:)``).
    case followed
    /// Stopped following a show.
    case unfollowed
    /// Added a show fetched from TVMaze
    /// (``LibraryDatabase/saveTVMazeShow(_:source:added:updated:at:)``); `source` names the
    /// fetch ("TVMaze show 169").
    case added(source: String)
    /// Refreshed a show from TVMaze; `source` names the fetch.
    case refreshed(source: String)
    /// Rated a show, a season or an episode, or changed its rating
    /// (``LibraryDatabase/rate(_:_:at:)``).
    case rated
    /// Cleared a rating.
    case unrated
    /// Saved a show to the watchlist (``LibraryDatabase/setWatchlisted(_:showID:at:)``).
    case watchlisted
    /// Removed a show from the watchlist.
    case unwatchlisted
  }

  /// The journal entry's id; later changes have larger ids.
  public var id: Int64
  /// What the user did.
  public var kind: Kind
  /// When the change was made (millisecond precision).
  public var madeAt: Date
  /// The program that made it, as it named itself (``LibraryDatabase/program``).
  public var madeBy: String
  /// Watch events the change added.
  public var eventsAdded: Int
  /// Watch events the change removed.
  public var eventsRemoved: Int
  /// Shows the change created (imports only).
  public var showsAdded: Int
  /// Episodes the change created (imports only).
  public var episodesAdded: Int
  /// Shows whose details the change updated.
  public var showsUpdated: Int
  /// Episodes whose details the change updated.
  public var episodesUpdated: Int
  /// The episodes whose watch events the change added or removed, and the episodes it created
  /// or updated, in ascending order.
  public var episodeIDs: [Int64]
  /// The shows of ``episodeIDs`` and the shows the change created, updated, followed or
  /// unfollowed, in ascending order.
  public var showIDs: [Int64]
  /// The title of the only show in ``showIDs``; `nil` when the change touched several shows
  /// (or none).
  public var showTitle: String?
  /// Where the change came from, as the journal names it: the media server a watch came from
  /// (`jellyfin`, ``MediaServer/source``, for a play its webhook reported), the file of an
  /// import, the fetch of an add or a refresh; `nil` for a change made in this program.
  public var source: String?
  /// The season and number of each episode whose watch events a watch or an unwatch added or
  /// removed, by season and number; empty for the other kinds of change.
  public var episodeNumbers: [EpisodeNumber]
  /// What a rating change rated and its values before and after; `nil` for the other kinds of
  /// change.
  public var rating: Rating?

  /// An episode's season and number (`nil` for a special without one).
  public struct EpisodeNumber: Sendable, Hashable {
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
  public struct Rating: Sendable, Hashable {
    /// The season rated; `nil` for a show or an episode.
    public var season: Int?
    /// The episode rated; `nil` for a show or a season.
    public var episode: EpisodeNumber?
    /// The rating before the change, 1–10; `nil` when there was none.
    public var old: Int?
    /// The rating after the change, 1–10; `nil` when it was cleared.
    public var new: Int?

    /// Creates a rating change's values.
    public init(season: Int?, episode: EpisodeNumber?, old: Int?, new: Int?) {
      self.season = season
      self.episode = episode
      self.old = old
      self.new = new
    }
  }

  /// Creates a change description.
  public init(
    id: Int64, kind: Kind, madeAt: Date, madeBy: String = "", eventsAdded: Int,
    eventsRemoved: Int, showsAdded: Int, episodesAdded: Int, showsUpdated: Int = 0,
    episodesUpdated: Int = 0, episodeIDs: [Int64], showIDs: [Int64], showTitle: String?,
    source: String? = nil, episodeNumbers: [EpisodeNumber] = [], rating: Rating? = nil
  ) {
    self.episodeNumbers = episodeNumbers
    self.rating = rating
    self.id = id
    self.kind = kind
    self.madeAt = madeAt
    self.madeBy = madeBy
    self.showsUpdated = showsUpdated
    self.episodesUpdated = episodesUpdated
    self.eventsAdded = eventsAdded
    self.eventsRemoved = eventsRemoved
    self.showsAdded = showsAdded
    self.episodesAdded = episodesAdded
    self.episodeIDs = episodeIDs
    self.showIDs = showIDs
    self.showTitle = showTitle
    self.source = source
  }
}
