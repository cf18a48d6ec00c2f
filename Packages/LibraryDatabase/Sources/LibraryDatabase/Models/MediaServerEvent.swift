#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A media server that tells `serve` when an episode has been played: its webhook posts one
/// event per play, in the server's own format.
public enum MediaServer: String, Sendable, Hashable, CaseIterable, Codable {
  /// Jellyfin's Webhook plugin, "Generic" destination with "Send All Properties".
  case jellyfin
  /// Plex Media Server's webhooks (Plex Pass): multipart, the JSON in the `payload` field.
  case plex
  /// Emby's webhooks: the JSON in a `data` form field, or the body itself (`application/json`).
  case emby

  /// The server's name as people write it: `Jellyfin`.
  public var displayName: String {
    switch self {
    case .jellyfin: "Jellyfin"
    case .plex: "Plex"
    case .emby: "Emby"
    }
  }

  /// What the library stores as a play's source (``HistoryEntry/source``): `jellyfin`.
  public var source: String { rawValue }
}

/// One event a media server posted, decoded: a finished play of an episode, or something the
/// library does not record, and why.
public enum MediaServerEvent: Sendable, Hashable {
  /// An episode (or a two-episode file) played to the end, or marked played on the server.
  case play(ScrobbledPlay)
  /// An event that records nothing.
  case ignored(IgnoredMediaServerEvent)
}

/// Why a media server's event records nothing.
public struct IgnoredMediaServerEvent: Sendable, Hashable {
  /// The kind of reason: what `hooks` counts.
  public enum Reason: String, Sendable, Hashable, CaseIterable, Codable {
    /// A play stopped before the end.
    case notFinished = "not finished"
    /// A start, pause, resume, rating or library scan: not the end of a play.
    case notAPlay = "not a play"
    /// A movie: counted and skipped until the library keeps movies.
    case movie
    /// Music, a trailer, a photo: anything that is neither an episode nor a movie.
    case notAnEpisode = "not an episode"
    /// An episode marked unplayed on the server: the library keeps its history.
    case markedUnplayed = "marked unplayed"
    /// An event kind the server's documentation does not list.
    case unknownEvent = "unknown event"
    /// A play by a user the library does not take plays from (`hooks --user`).
    case otherUser = "another user"
  }

  /// The kind of reason.
  public var reason: Reason
  /// The server.
  public var server: MediaServer
  /// The server's user whose event it was, when it names one.
  public var user: String?
  /// The event as the server names it (`PlaybackStart`, `media.pause`), and the item's title
  /// when there is one, for the log: `media.scrobble of the movie "Heat"`.
  public var detail: String

  /// An ignored event.
  public init(reason: Reason, server: MediaServer, user: String? = nil, detail: String) {
    self.reason = reason
    self.server = server
    self.user = user
    self.detail = detail
  }
}

/// An episode a media server says was played to the end: what the library matches to one of its
/// episodes (by the ids first, then by title, year, season and number) and records as a play.
///
/// ```swift
/// let play = ScrobbledPlay(
///   server: .jellyfin, user: "anna", showTitle: "Severance", season: 1, episodes: [2],
///   episodeIDs: ExternalIDs(tvdb: 7066221), watchedAt: Date(timeIntervalSince1970: 1_700_000_000))
/// ```
public struct ScrobbledPlay: Sendable, Hashable {
  /// The server that sent it.
  public var server: MediaServer
  /// The server's user who watched, when the event names one.
  public var user: String?
  /// The series' title as the server has it.
  public var showTitle: String
  /// The series' first year, when the server sends it.
  public var showYear: Int?
  /// The series' own ids, when the server sends them (most send only the episode's).
  public var showIDs: ExternalIDs
  /// The season number (0 for specials).
  public var season: Int
  /// The episode numbers in the season, in order: one, or two for a two-episode file
  /// (Jellyfin's `EpisodeNumberEnd`).
  public var episodes: [Int]
  /// The episode's own ids (TheTVDB, IMDb, TMDB), as every server sends them for an episode.
  public var episodeIDs: ExternalIDs
  /// The episode's title, when sent: for messages only.
  public var episodeTitle: String?
  /// When the play ended: the event's time.
  public var watchedAt: Date

  /// A play; leave out what the server did not send.
  public init(
    server: MediaServer, user: String? = nil, showTitle: String, showYear: Int? = nil,
    showIDs: ExternalIDs = ExternalIDs(), season: Int, episodes: [Int],
    episodeIDs: ExternalIDs = ExternalIDs(), episodeTitle: String? = nil, watchedAt: Date
  ) {
    self.server = server
    self.user = user
    self.showTitle = showTitle
    self.showYear = showYear
    self.showIDs = showIDs
    self.season = season
    self.episodes = episodes
    self.episodeIDs = episodeIDs
    self.episodeTitle = episodeTitle
    self.watchedAt = watchedAt
  }
}
