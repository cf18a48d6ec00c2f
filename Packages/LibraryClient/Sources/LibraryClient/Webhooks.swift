import Identifiers

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A media server whose webhook `serve` takes plays from. (The database has the same list; the
/// app's modules never see the database's types.)
public enum MediaServer: String, Sendable, Hashable, CaseIterable, Codable {
  /// Jellyfin, with its Webhook plugin.
  case jellyfin
  /// Plex Media Server (webhooks need Plex Pass).
  case plex
  /// Emby Server.
  case emby

  /// The server's name as people write it: `Jellyfin`.
  public var displayName: String {
    switch self {
    case .jellyfin: "Jellyfin"
    case .plex: "Plex"
    case .emby: "Emby"
    }
  }
}

/// One event a media server posted: which server, and the event's JSON (taken out of the form
/// field it came in, for Plex and Emby).
public struct WebhookDelivery: Sendable, Hashable, Codable {
  /// Which delivery it is, among those of one program: what its outcome is matched to.
  public var id: Int
  /// The server that posted it.
  public var server: MediaServer
  /// The event, as JSON.
  public var json: [UInt8]
  /// When it arrived: the time of the play when the event has none.
  public var receivedAt: Date

  /// A delivery.
  public init(id: Int = 0, server: MediaServer, json: [UInt8], receivedAt: Date) {
    self.id = id
    self.server = server
    self.json = json
    self.receivedAt = receivedAt
  }
}

/// A play a webhook event recorded (or had recorded already).
public struct WebhookPlay: Sendable, Hashable, Codable {
  /// The server it came from.
  public var server: MediaServer
  /// The show.
  public var show: ShowID
  /// The show's title.
  public var showTitle: String
  /// The episodes' codes: `S01E02`.
  public var codes: [String]
  /// How many plays were added (0 for a duplicate).
  public var playsAdded: Int

  /// A play.
  public init(
    server: MediaServer, show: ShowID, showTitle: String, codes: [String], playsAdded: Int
  ) {
    self.server = server
    self.show = show
    self.showTitle = showTitle
    self.codes = codes
    self.playsAdded = playsAdded
  }
}

/// What became of one webhook event.
public enum WebhookResult: Sendable, Hashable, Codable {
  /// A finished play, recorded: one undo step.
  case recorded(WebhookPlay)
  /// The same play was recorded already (a retry, or the second event of one play): nothing
  /// added.
  case duplicate(WebhookPlay)
  /// No episode of the library matches (yet): the play is kept, listed by `hooks --pending`
  /// and tried again at the next `refresh`.
  case pending(PendingPlay)
  /// An event that records nothing (a pause, a stop before the end, a movie, another user):
  /// counted.
  case ignored(reason: String, detail: String)
}

/// A play a media server sent that no episode of the library matches yet: kept, never dropped.
public struct PendingPlay: Sendable, Hashable, Codable, Identifiable {
  /// Its number, to resolve it by hand.
  public var id: Int64
  /// The server it came from.
  public var server: MediaServer
  /// The server's user.
  public var user: String?
  /// The show's title as the server has it.
  public var showTitle: String
  /// The episodes: `S01E02`, `S01E03-E04`.
  public var episodes: String
  /// When it was watched.
  public var watchedAt: Date
  /// Why it matched nothing: one line.
  public var reason: String
  /// Whether the library has no show of that title: one to look for on TVMaze.
  public var showMissing: Bool

  /// A pending play.
  public init(
    id: Int64, server: MediaServer, user: String?, showTitle: String, episodes: String,
    watchedAt: Date, reason: String, showMissing: Bool = false
  ) {
    self.id = id
    self.server = server
    self.user = user
    self.showTitle = showTitle
    self.episodes = episodes
    self.watchedAt = watchedAt
    self.reason = reason
    self.showMissing = showMissing
  }
}

/// What one server's user has sent so far.
public struct WebhookTally: Sendable, Hashable, Codable {
  /// The server.
  public var server: MediaServer
  /// The user, when the events name one.
  public var user: String?
  /// Plays recorded.
  public var recorded: Int
  /// Plays that were recorded already.
  public var duplicates: Int
  /// Plays kept for later.
  public var pending: Int
  /// Events that recorded nothing, by reason (`not finished`, `movie`, `another user`).
  public var ignored: [String: Int]
  /// The last event's time.
  public var lastAt: Date

  /// A tally.
  public init(
    server: MediaServer, user: String?, recorded: Int, duplicates: Int, pending: Int,
    ignored: [String: Int], lastAt: Date
  ) {
    self.server = server
    self.user = user
    self.recorded = recorded
    self.duplicates = duplicates
    self.pending = pending
    self.ignored = ignored
    self.lastAt = lastAt
  }
}

/// A change to how webhooks are taken: `showtracker hooks --rotate`, `--user`.
public enum WebhookSettingsChange: Sendable, Hashable, Codable {
  /// A new token: the old URLs stop working.
  case rotateToken
  /// Take plays only from these users (every user when empty).
  case users([String])
  /// Match the pending plays again (after shows were added).
  case retryPending
  /// Record a pending play on an episode chosen by hand: the show as a user names it (an id
  /// or a title), the season and the number.
  case resolve(pending: Int64, show: String, season: Int, number: Int)
}

/// How webhooks are taken, and what they brought: what `showtracker hooks` prints.
public struct WebhookSettings: Sendable, Hashable, Codable {
  /// The token the webhook URLs carry.
  public var token: String
  /// The users whose plays count; empty for every user.
  public var users: [String]
  /// What each server's users have sent.
  public var tally: [WebhookTally]
  /// The plays kept because nothing matched them, oldest first.
  public var pending: [PendingPlay]
  /// What the change asked for recorded, if anything (a retry, a resolved play).
  public var recorded: [WebhookPlay]

  /// Settings.
  public init(
    token: String, users: [String], tally: [WebhookTally], pending: [PendingPlay],
    recorded: [WebhookPlay] = []
  ) {
    self.token = token
    self.users = users
    self.tally = tally
    self.pending = pending
    self.recorded = recorded
  }
}
