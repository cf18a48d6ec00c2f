import SQLite
import TextFormats

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Plays that media servers' webhooks report (issue #41): recorded on the library's episode,
/// kept when none matches yet, counted either way.
extension LibraryDatabase {
  /// Records one media server event, in one transaction, and says what became of it.
  ///
  /// Only a ``MediaServerEvent/play(_:)`` records; an ``MediaServerEvent/ignored(_:)`` event is
  /// counted (``webhookTally()``). When ``scrobbleUsers()`` names users, a play by anyone else
  /// (compared without case; a play that names no user too) is ignored as
  /// ``IgnoredMediaServerEvent/Reason/otherUser``.
  ///
  /// A play is matched to the library's episodes by the episode's own ids first, then by the
  /// show's ids with the season and episode numbers, then by the show's title (without case or
  /// accents; the year, when the play gives one, picks among shows of one title) with the season
  /// and numbers. A title never outweighs an id: when the play's episode has an id of a kind the
  /// title's episode holds another value of, nothing is recorded. A play no episode matches
  /// (an unknown show, two shows of its title and no year, one of a two-episode file's episodes
  /// missing) is kept, with the reason, until ``retryPendingScrobbles()`` or
  /// ``resolvePendingScrobble(id:episodeID:)`` records it.
  ///
  /// A matched play is one undo step (``undoLastChange()``; its ``JournalChange/source`` is the
  /// server's ``MediaServer/source``), its watch events' ``HistoryEntry/source`` the server's
  /// too; a two-episode file is two plays in that one step. A play of an episode that already
  /// has a play from the same server within six hours of it, either side (the same delivery
  /// sent again, or Jellyfin's stop and user-data events for one play), is a
  /// ``WebhookOutcome/duplicate(_:)`` and adds nothing.
  ///
  /// ```swift
  /// let play = ScrobbledPlay(
  ///   server: .jellyfin, user: "anna", showTitle: "Severance", season: 1, episodes: [2],
  ///   episodeIDs: ExternalIDs(tvdb: 7066221), watchedAt: Date())
  /// if case .recorded(let scrobble) = try database.receive(.play(play)) {
  ///   print(scrobble.showTitle, scrobble.codes)  // Severance ["S01E02"]
  /// }
  /// ```
  public func receive(_ event: MediaServerEvent, at receivedAt: Date = Date()) throws
    -> WebhookOutcome
  {
    let received = Timestamp.milliseconds(receivedAt)
    return try withConnection { connection in
      try connection.transaction(.immediate) {
        let outcome = try receive(event, receivedAt: received, connection)
        let (server, user) =
          switch event {
          case .play(let play): (play.server, play.user)
          case .ignored(let ignored): (ignored.server, ignored.user)
          }
        try Self.tally(outcome, server: server, user: user, at: received, connection)
        return outcome
      }
    }
  }

  /// The plays kept because no episode matched them, oldest first.
  public func pendingScrobbles() throws -> [PendingScrobble] {
    try withConnection { connection in
      try connection.query("SELECT \(Self.pendingColumns) FROM pending_scrobbles ORDER BY id")
        .map(Self.pendingScrobble)
    }
  }

  /// Matches every kept play again (after shows were added, say), oldest first, in one
  /// transaction, and says what became of each: recorded ones (each its own undo step, which
  /// puts the play back on the list when undone) and ones recorded already leave the list;
  /// the others stay, with the reason they still do not match.
  ///
  /// A retry is not an event: ``webhookTally()`` does not count it.
  public func retryPendingScrobbles() throws -> [WebhookOutcome] {
    try withConnection { connection in
      try connection.transaction(.immediate) {
        let matcher = ScrobbleMatcher(connection: connection)
        let kept = try connection.query(
          "SELECT \(Self.pendingColumns) FROM pending_scrobbles ORDER BY id"
        ).map(Self.pendingScrobble)
        return try kept.map { pending in
          switch try matcher.match(pending.play) {
          case .episodes(let episodes):
            return try record(
              pending.play, on: episodes, removingPending: pending.id, connection)
          case .unmatched(let reason):
            var still = pending
            if reason != pending.reason {
              try connection.run(
                "UPDATE pending_scrobbles SET reason = ? WHERE id = ?", [reason, pending.id])
              still.reason = reason
            }
            return .pending(still)
          }
        }
      }
    }
  }

  /// Records the kept play `id` on episode `episodeID`, chosen by hand, in one transaction
  /// (one undo step, which puts the play back on the list when undone), and takes it off the
  /// list. A two-episode file's second play goes to the episode after `episodeID` in its season,
  /// when the library has it. An episode that has a play from the same server within six hours
  /// already gets none (``RecordedScrobble/playsAdded`` is 0), and the play still leaves the
  /// list.
  ///
  /// - Throws: ``LibraryDatabaseError/unknownPendingScrobble(_:)`` when no kept play has the
  ///   id, ``LibraryDatabaseError/unknownEpisode(_:)`` when no episode has `episodeID`; nothing
  ///   is changed then.
  @discardableResult
  public func resolvePendingScrobble(id: Int64, episodeID: Int64) throws -> RecordedScrobble {
    try withConnection { connection in
      try connection.transaction(.immediate) {
        guard
          let pending = try connection.queryFirst(
            "SELECT \(Self.pendingColumns) FROM pending_scrobbles WHERE id = ?", [id]
          ).map(Self.pendingScrobble)
        else { throw LibraryDatabaseError.unknownPendingScrobble(id) }
        let matcher = ScrobbleMatcher(connection: connection)
        guard let first = try matcher.episode(id: episodeID) else {
          throw LibraryDatabaseError.unknownEpisode(episodeID)
        }
        var episodes = [first]
        if let number = first.number, let start = pending.play.episodes.first {
          // Every episode of the file, or none: a play is never half-recorded.
          for other in pending.play.episodes.dropFirst() {
            let code = number + other - start
            guard
              let next = try matcher.episode(show: first.showID, season: first.season, number: code)
            else {
              throw LibraryDatabaseError.incompleteScrobble(
                id, missing: EpisodeCode.code(season: first.season, number: code))
            }
            episodes.append(next)
          }
        }
        switch try record(pending.play, on: episodes, removingPending: id, connection) {
        case .recorded(let scrobble), .duplicate(let scrobble): return scrobble
        case .pending, .ignored:
          throw LibraryDatabaseError.unknownPendingScrobble(id)
        }
      }
    }
  }

  /// How many events each server's user sent, by outcome, and when the last came; by server,
  /// then user (events that name no user first).
  public func webhookTally() throws -> [WebhookTally] {
    try withConnection { connection in
      var tallies: [String: WebhookTally] = [:]
      var order: [String] = []
      for row in try connection.query(
        "SELECT server, user, outcome, count, last_at FROM webhook_tally ORDER BY server, user")
      {
        guard let server = MediaServer(rawValue: try row.get(0)) else { continue }
        let user: String = try row.get(1)
        let key = server.rawValue + "\n" + user
        let count: Int = try row.get(3)
        let lastAt = Timestamp.date(milliseconds: try row.get(4))
        if tallies[key] == nil { order.append(key) }
        var tally =
          tallies[key]
          ?? WebhookTally(server: server, user: user.isEmpty ? nil : user, lastAt: lastAt)
        tally.lastAt = max(tally.lastAt, lastAt)
        switch try row.get(2, as: String.self) {
        case Self.recordedOutcome: tally.recorded += count
        case Self.duplicateOutcome: tally.duplicates += count
        case Self.pendingOutcome: tally.pending += count
        case let other:
          if let reason = IgnoredMediaServerEvent.Reason(rawValue: other) {
            tally.ignored[reason, default: 0] += count
          }
        }
        tallies[key] = tally
      }
      return order.compactMap { tallies[$0] }
    }
  }

  /// The token a media server's webhook must send: made the first time it is asked for (32
  /// random bytes, as 64 lower-case hexadecimal digits), then the same until
  /// ``rotateWebhookToken()``.
  public func webhookToken() throws -> String {
    try token(named: Self.tokenSetting)
  }

  /// Makes a new webhook token, which replaces the old one (the servers need the new one), and
  /// returns it.
  @discardableResult
  public func rotateWebhookToken() throws -> String {
    try rotateToken(named: Self.tokenSetting)
  }

  /// The media servers' users whose plays are recorded, sorted; empty when every user's are.
  public func scrobbleUsers() throws -> [String] {
    try withConnection { try Self.scrobbleUsers($0) }
  }

  /// Takes plays only from these users (compared without case), or, with none, from every
  /// user. Names are trimmed; empty ones and repeats are left out.
  public func setScrobbleUsers(_ users: [String]) throws {
    var seen = Set<String>()
    let kept = users.map { $0.trimmingWhitespace() }.filter {
      !$0.isEmpty && seen.insert($0.lowercased()).inserted
    }.sorted()
    try withConnection { connection in
      try connection.transaction(.immediate) {
        if kept.isEmpty {
          try connection.run(
            "DELETE FROM library_settings WHERE name = ?", [Self.usersSetting])
        } else {
          try Self.setSetting(
            Self.usersSetting,
            "[" + kept.map(JSONEscaping.literal).joined(separator: ",") + "]", connection)
        }
      }
    }
  }
}

// MARK: - Receiving

extension LibraryDatabase {
  static let recordedOutcome = "recorded"
  static let duplicateOutcome = "duplicate"
  static let pendingOutcome = "pending"
  private static let tokenSetting = "webhook_token"
  private static let usersSetting = "scrobble_users"
  /// How near in time two plays of an episode from one server are the same play: six hours.
  static let samePlayWindowMilliseconds: Int64 = 6 * 60 * 60 * 1000

  private func receive(_ event: MediaServerEvent, receivedAt: Int64, _ connection: Connection)
    throws -> WebhookOutcome
  {
    let play: ScrobbledPlay
    switch event {
    case .ignored(let ignored): return .ignored(ignored)
    case .play(let played): play = played
    }
    let users = try Self.scrobbleUsers(connection)
    if !users.isEmpty {
      let user = play.user?.lowercased()
      if user == nil || !users.contains(where: { $0.lowercased() == user }) {
        let code = EpisodeCode.code(season: play.season, number: play.episodes.first)
        return .ignored(
          IgnoredMediaServerEvent(
            reason: .otherUser, server: play.server, user: play.user,
            detail: "a play of \(TitleFold.quoted(play.showTitle)) \(code) by "
              + (play.user.map(TitleFold.quoted) ?? "a user the server does not name")))
      }
    }
    switch try ScrobbleMatcher(connection: connection).match(play) {
    case .episodes(let episodes):
      return try record(play, on: episodes, removingPending: nil, connection)
    case .unmatched(let reason):
      return .pending(try Self.keep(play, reason: reason, receivedAt: receivedAt, connection))
    }
  }

  /// Records `play` on `episodes` as one undo step, leaving out an episode that has a play from
  /// the same server within ``samePlayWindowMilliseconds`` (or any event at that very moment),
  /// and deletes the kept play `pendingID` (within the step when it records something, so an
  /// undo puts it back).
  private func record(
    _ play: ScrobbledPlay, on episodes: [ScrobbleMatcher.Episode],
    removingPending pendingID: Int64?,
    _ connection: Connection
  ) throws -> WebhookOutcome {
    let watchedAt = Timestamp.milliseconds(play.watchedAt)
    let source = play.server.source
    var fresh: [Int64] = []
    for episode in episodes where !fresh.contains(episode.id) {
      let played =
        try connection.scalar(
          """
          SELECT EXISTS (SELECT 1 FROM watch_events WHERE episode_id = ?1 AND (watched_at = ?2
            OR (source = ?3 AND watched_at BETWEEN ?2 - ?4 AND ?2 + ?4)))
          """, [episode.id, watchedAt, source, Self.samePlayWindowMilliseconds], as: Bool.self)
        ?? false
      if !played { fresh.append(episode.id) }
    }
    var added = 0
    if fresh.isEmpty {
      if let pendingID {
        try connection.run("DELETE FROM pending_scrobbles WHERE id = ?", [pendingID])
      }
    } else {
      added = try journaled(connection, .watched, source: source) {
        let writer = CatalogWriter(connection: connection)
        var added = 0
        for episodeID in fresh
        where try writer.recordWatch(episodeID: episodeID, at: watchedAt, source: source) {
          added += 1
        }
        if let pendingID {
          try connection.run("DELETE FROM pending_scrobbles WHERE id = ?", [pendingID])
        }
        return added
      }
    }
    let scrobble = RecordedScrobble(
      server: play.server, showID: episodes[0].showID, showTitle: episodes[0].showTitle,
      episodeIDs: episodes.map(\.id), codes: episodes.map(\.code), playsAdded: added)
    return added > 0 ? .recorded(scrobble) : .duplicate(scrobble)
  }

  /// Keeps `play`, unless the same play (server, user, show title, season and episodes, within
  /// ``samePlayWindowMilliseconds``) is kept already, and returns the kept play.
  private static func keep(
    _ play: ScrobbledPlay, reason: String, receivedAt: Int64, _ connection: Connection
  ) throws -> PendingScrobble {
    let watchedAt = Timestamp.milliseconds(play.watchedAt)
    let episodes = play.episodes.map(String.init).joined(separator: ",")
    if let kept = try connection.queryFirst(
      """
      SELECT \(pendingColumns) FROM pending_scrobbles
      WHERE server = ?1 AND user IS ?2 AND show_title = ?3 AND season = ?4 AND episodes = ?5
        AND watched_at BETWEEN ?6 - ?7 AND ?6 + ?7
      ORDER BY id LIMIT 1
      """,
      [
        play.server.rawValue, play.user, play.showTitle, play.season, episodes, watchedAt,
        samePlayWindowMilliseconds,
      ]
    ).map(pendingScrobble) {
      return kept
    }
    let show = play.showIDs
    let episode = play.episodeIDs
    try connection.run(
      """
      INSERT INTO pending_scrobbles (server, user, show_title, show_year, season, episodes,
        episode_tvdb_id, episode_imdb_id, episode_tmdb_id, episode_tvmaze_id, episode_trakt_id,
        show_tvdb_id, show_imdb_id, show_tmdb_id, show_tvmaze_id, show_trakt_id, episode_title,
        watched_at, received_at, reason)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        play.server.rawValue, play.user, play.showTitle, play.showYear, play.season, episodes,
        episode.tvdb, episode.imdb, episode.tmdb, episode.tvmaze, episode.trakt, show.tvdb,
        show.imdb, show.tmdb, show.tvmaze, show.trakt, play.episodeTitle, watchedAt, receivedAt,
        reason,
      ])
    var stored = play
    stored.watchedAt = Timestamp.date(milliseconds: watchedAt)
    return PendingScrobble(
      id: connection.lastInsertRowID, play: stored,
      receivedAt: Timestamp.date(milliseconds: receivedAt), reason: reason)
  }

  /// Counts `outcome` for the event's server and user.
  private static func tally(
    _ outcome: WebhookOutcome, server: MediaServer, user: String?, at milliseconds: Int64,
    _ connection: Connection
  ) throws {
    let name =
      switch outcome {
      case .recorded: recordedOutcome
      case .duplicate: duplicateOutcome
      case .pending: pendingOutcome
      case .ignored(let ignored): ignored.reason.rawValue
      }
    try connection.run(
      """
      INSERT INTO webhook_tally (server, user, outcome, count, last_at) VALUES (?1, ?2, ?3, 1, ?4)
      ON CONFLICT (server, user, outcome) DO UPDATE SET
        count = count + 1, last_at = max(last_at, excluded.last_at)
      """, [server.rawValue, user ?? "", name, milliseconds])
  }
}

// MARK: - Rows and settings

extension LibraryDatabase {
  private static let pendingColumns = WebhookSchema.pendingColumns.joined(separator: ", ")

  private static func pendingScrobble(_ row: Row) throws -> PendingScrobble {
    let serverName: String = try row.get(1)
    let episodes: String = try row.get(6)
    let play = ScrobbledPlay(
      server: MediaServer(rawValue: serverName) ?? .jellyfin, user: try row.get(2),
      showTitle: try row.get(3), showYear: try row.get(4),
      showIDs: ExternalIDs(
        tvmaze: try row.get(15), tvdb: try row.get(12), imdb: try row.get(13),
        trakt: try row.get(16), tmdb: try row.get(14)),
      season: try row.get(5), episodes: episodes.split(separator: ",").compactMap { Int($0) },
      episodeIDs: ExternalIDs(
        tvmaze: try row.get(10), tvdb: try row.get(7), imdb: try row.get(8),
        trakt: try row.get(11), tmdb: try row.get(9)),
      episodeTitle: try row.get(17), watchedAt: Timestamp.date(milliseconds: try row.get(18)))
    return PendingScrobble(
      id: try row.get(0), play: play, receivedAt: Timestamp.date(milliseconds: try row.get(19)),
      reason: try row.get(20))
  }

  private static func scrobbleUsers(_ connection: Connection) throws -> [String] {
    try connection.query(
      """
      SELECT json_each.value FROM library_settings, json_each(library_settings.value)
      WHERE library_settings.name = ? AND json_valid(library_settings.value)
      """, [usersSetting]
    ).map { try $0.get(0, as: String.self) }.sorted()
  }
}
