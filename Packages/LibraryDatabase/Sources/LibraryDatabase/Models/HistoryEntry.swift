#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One watch event in the history: which episode of which show, when, and how it got there.
public struct HistoryEntry: Sendable, Hashable {
  /// The watch event's id.
  public var eventID: Int64
  /// The episode watched; its ``EpisodeRecord/lastWatchedAt`` is the episode's newest event,
  /// which may be newer than this one.
  public var episode: EpisodeRecord
  /// The show's title.
  public var showTitle: String
  /// The show's poster URL.
  public var posterURL: String?
  /// When it was watched (millisecond precision).
  public var watchedAt: Date
  /// Where the event came from: the `source` given to
  /// ``LibraryDatabase/markWatched(episodeIDs:at:source:)``, the import format (`trakt`), or
  /// the media server whose webhook reported the play (``MediaServer/source``: `jellyfin`).
  public var source: String

  /// Creates a history entry.
  public init(
    eventID: Int64, episode: EpisodeRecord, showTitle: String, posterURL: String?,
    watchedAt: Date, source: String
  ) {
    self.eventID = eventID
    self.episode = episode
    self.showTitle = showTitle
    self.posterURL = posterURL
    self.watchedAt = watchedAt
    self.source = source
  }
}
