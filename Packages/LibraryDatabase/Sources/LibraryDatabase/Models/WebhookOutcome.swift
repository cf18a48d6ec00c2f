#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What became of one webhook event (``LibraryDatabase/receive(_:at:)``).
public enum WebhookOutcome: Sendable, Hashable {
  /// The play was recorded: one undo step added, its plays recorded.
  case recorded(RecordedScrobble)
  /// The same play was recorded already (a delivery sent again, or the second event a server
  /// sends for one play): nothing added.
  case duplicate(RecordedScrobble)
  /// No episode of the library matches (yet): the play is kept, to be recorded by
  /// ``LibraryDatabase/retryPendingScrobbles()`` or
  /// ``LibraryDatabase/resolvePendingScrobble(id:episodeID:)``.
  case pending(PendingScrobble)
  /// Counted, nothing recorded: not a finished play of an episode, or a play by a user the
  /// library does not take plays from (``IgnoredMediaServerEvent/Reason/otherUser``).
  case ignored(IgnoredMediaServerEvent)
}

/// A media server's play as the library recorded it (or found it recorded already).
public struct RecordedScrobble: Sendable, Hashable {
  /// The server whose play it was.
  public var server: MediaServer
  /// The show's id.
  public var showID: Int64
  /// The show's title, as the library has it.
  public var showTitle: String
  /// The episodes played, in order: one, or two for a two-episode file.
  public var episodeIDs: [Int64]
  /// Their codes, as the app writes them: `S01E02` (`S00` for a special without a number).
  public var codes: [String]
  /// How many plays were added: 0 for a duplicate.
  public var playsAdded: Int

  /// A recorded play.
  public init(
    server: MediaServer, showID: Int64, showTitle: String, episodeIDs: [Int64], codes: [String],
    playsAdded: Int
  ) {
    self.server = server
    self.showID = showID
    self.showTitle = showTitle
    self.episodeIDs = episodeIDs
    self.codes = codes
    self.playsAdded = playsAdded
  }
}

/// A media server's play that no episode of the library matched when it came: kept until it is
/// recorded, by ``LibraryDatabase/retryPendingScrobbles()`` once the show is in the library, or
/// by hand (``LibraryDatabase/resolvePendingScrobble(id:episodeID:)``).
public struct PendingScrobble: Sendable, Hashable, Identifiable {
  /// The kept play's id.
  public var id: Int64
  /// The play, as the server reported it.
  public var play: ScrobbledPlay
  /// When the library received it (millisecond precision).
  public var receivedAt: Date
  /// Why it did not match, in one line: `no show titled 'Severance' in the library`.
  public var reason: String

  /// A kept play.
  public init(id: Int64, play: ScrobbledPlay, receivedAt: Date, reason: String) {
    self.id = id
    self.play = play
    self.receivedAt = receivedAt
    self.reason = reason
  }
}

/// How many events one media server's user sent, by outcome (``LibraryDatabase/webhookTally()``):
/// what `hooks` shows.
public struct WebhookTally: Sendable, Hashable {
  /// The server.
  public var server: MediaServer
  /// The server's user, `nil` for events that name none.
  public var user: String?
  /// Plays recorded.
  public var recorded: Int
  /// Plays that were recorded already.
  public var duplicates: Int
  /// Plays kept because no episode matched (a delivery of a play kept already counts again).
  public var pending: Int
  /// Events ignored, by reason.
  public var ignored: [IgnoredMediaServerEvent.Reason: Int]
  /// When the last event came (millisecond precision).
  public var lastAt: Date

  /// A tally.
  public init(
    server: MediaServer, user: String?, recorded: Int = 0, duplicates: Int = 0, pending: Int = 0,
    ignored: [IgnoredMediaServerEvent.Reason: Int] = [:], lastAt: Date
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
