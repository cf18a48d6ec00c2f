import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A show the user has started and not finished: what to watch next.
public struct UpNextEntry: Sendable, Hashable {
  /// The show's id.
  public var showID: Int64
  /// The show's title.
  public var showTitle: String
  /// The show's poster (`shows.poster_url`), when the library has one.
  public var posterURL: String?
  /// The first aired episode of the regular seasons not yet watched, in season and number
  /// order; `nil` when the user is caught up.
  public var next: EpisodeRecord?
  /// When caught up: the first announced episode (air date after today) not yet watched.
  public var upcoming: EpisodeRecord?
  /// How many aired episodes of the regular seasons are not watched. An episode without an air
  /// date has not aired.
  public var airedLeft: Int
  /// The user's latest watch of the show.
  public var lastWatchedAt: Date
  /// Whether the library holds the show's whole episode list
  /// (``LibraryDatabase/hasWholeEpisodeList(showID:)``). A show whose list is incomplete is
  /// listed even with nothing left to watch: not the show is caught up, only its list.
  public var isEpisodeListComplete: Bool

  /// Creates an entry.
  public init(
    showID: Int64, showTitle: String, next: EpisodeRecord?, upcoming: EpisodeRecord?,
    airedLeft: Int, lastWatchedAt: Date, isEpisodeListComplete: Bool = true,
    posterURL: String? = nil
  ) {
    self.posterURL = posterURL
    self.isEpisodeListComplete = isEpisodeListComplete
    self.showID = showID
    self.showTitle = showTitle
    self.next = next
    self.upcoming = upcoming
    self.airedLeft = airedLeft
    self.lastWatchedAt = lastWatchedAt
  }
}

extension LibraryDatabase {
  /// The shows the user has started and not finished, most recently watched first, at most
  /// `limit`: for each, the next episode to watch (or, when caught up, the next announced one)
  /// and how many aired episodes are left.
  ///
  /// A show is listed when the user follows it, one of its episodes was watched and it has an
  /// unwatched episode in a regular season (not the specials) that aired by `today` or is
  /// announced after it, or the library holds only part of its episode list (a show known from
  /// a watch history is never caught up). Episodes
  /// without an air date count as neither. The walk reads the history newest first and stops
  /// once `limit` shows are found, so its cost follows the page, not the library.
  ///
  /// ```swift
  /// let entries = try database.upNext(today: "2026-12-01", limit: 25)
  /// entries.first?.next?.title  // "Cat's in the Bag..."
  /// ```
  public func upNext(today: String, limit: Int) throws -> [UpNextEntry] {
    guard limit > 0 else { return [] }
    return try withConnection { connection in
      try connection.transaction(.deferred) {
        let recent = try connection.prepare(
          """
          SELECT episodes.show_id, watch_events.watched_at
          FROM watch_events JOIN episodes ON episodes.id = watch_events.episode_id
            JOIN followed_shows ON followed_shows.show_id = episodes.show_id
          ORDER BY watch_events.watched_at DESC, watch_events.id DESC
          """)
        try recent.bind([])
        var seen = Set<Int64>()
        var entries: [UpNextEntry] = []
        while entries.count < limit, try recent.step() {
          let row = recent.currentRow()
          let showID: Int64 = try row.get(0)
          guard seen.insert(showID).inserted else { continue }
          let lastWatched: Int64 = try row.get(1)
          if let entry = try entry(
            show: showID, lastWatchedAt: Timestamp.date(milliseconds: lastWatched),
            today: today, connection)
          {
            entries.append(entry)
          }
        }
        return entries
      }
    }
  }

  /// Marks the show's next episode watched at `date`, the one ``upNext(today:limit:)`` names
  /// as next: the first unwatched aired episode of its regular seasons, in season and number
  /// order. Finding it and recording the watch are one transaction, so two calls in a row mark
  /// two episodes, however close together they come; neither can mark the one the other did.
  /// The change is recorded in the undo journal (``undoLastChange()``).
  ///
  /// ```swift
  /// try database.markNextWatched(showID: 1, today: "2026-12-01", at: .now, source: "tui")
  /// // S01E02 (the user had watched S01E01)
  /// ```
  ///
  /// - Returns: The episode marked, or `nil` (and nothing recorded) when no aired episode of
  ///   the show is left to watch.
  /// - Throws: ``LibraryDatabaseError/unknownShow(_:)`` when no show has the id.
  @discardableResult
  public func markNextWatched(
    showID: Int64, today: String, at date: Date, source: String
  ) throws -> EpisodeRecord? {
    let milliseconds = Timestamp.milliseconds(date)
    return try withConnection { connection in
      try connection.transaction(.immediate) {
        guard
          try connection.scalar("SELECT 1 FROM shows WHERE id = ?", [showID], as: Int.self) != nil
        else { throw LibraryDatabaseError.unknownShow(showID) }
        guard let row = try connection.queryFirst(UpNextSQL.firstAired, [showID, today]) else {
          return nil
        }
        let episode = try UpNextSQL.episode(row, of: showID)
        try journaled(connection, .watched) {
          _ = try CatalogWriter(connection: connection).recordWatch(
            episodeID: episode.id, at: milliseconds, source: source)
        }
        return episode
      }
    }
  }

  /// Whether `tvmaze_sync` records the show's whole episode list.
  private func hasWholeList(_ showID: Int64, _ connection: Connection) throws -> Bool {
    try connection.scalar(UpNextSQL.partialList, [showID], as: String.self) == nil
  }

  /// The show's entry, or `nil` when it has nothing aired or announced left to watch and the
  /// library holds its whole episode list.
  ///
  /// Two small queries a show, each an index range with an early exit: the first unwatched
  /// aired episode in season and number order (`episodes_show_season_number`), then how many
  /// there are, counted on the covering `episodes_by_show` index (show, air date, season,
  /// number) without reading an episode row. A caught-up show asks instead for its next
  /// announced episode. Only episodes with a number count: a special filed in a regular season
  /// without one is neither next nor left. Only the columns the list shows are read: this runs
  /// once per show on the page.
  private func entry(
    show showID: Int64, lastWatchedAt: Date, today: String, _ connection: Connection
  ) throws -> UpNextEntry? {
    func episode(_ row: Row) throws -> EpisodeRecord { try UpNextSQL.episode(row, of: showID) }
    if let row = try connection.queryFirst(UpNextSQL.firstAired, [showID, today]) {
      let left = try connection.scalar(UpNextSQL.airedLeft, [showID, today], as: Int.self)
      return UpNextEntry(
        showID: showID, showTitle: try row.get(0), next: try episode(row), upcoming: nil,
        airedLeft: left ?? 0, lastWatchedAt: lastWatchedAt,
        isEpisodeListComplete: try hasWholeList(showID, connection), posterURL: try row.get(7))
    }
    if let row = try connection.queryFirst(UpNextSQL.firstAnnounced, [showID, today]) {
      return UpNextEntry(
        showID: showID, showTitle: try row.get(0), next: nil, upcoming: try episode(row),
        airedLeft: 0, lastWatchedAt: lastWatchedAt,
        isEpisodeListComplete: try hasWholeList(showID, connection), posterURL: try row.get(7))
    }
    guard let row = try connection.queryFirst(UpNextSQL.partialList, [showID]) else {
      return nil
    }
    return UpNextEntry(
      showID: showID, showTitle: try row.get(0), next: nil, upcoming: nil, airedLeft: 0,
      lastWatchedAt: lastWatchedAt, isEpisodeListComplete: false, posterURL: try row.get(1))
  }
}

/// Up Next's per-show queries, written once: the connection keeps each compiled statement by
/// its text.
private enum UpNextSQL {
  static let columns = """
    shows.title, episodes.id, episodes.season, episodes.number, episodes.title,
    episodes.airdate, episodes.runtime, shows.poster_url
    """
  /// The episode in a row of ``columns``, of show `showID`.
  static func episode(_ row: Row, of showID: Int64) throws -> EpisodeRecord {
    EpisodeRecord(
      id: try row.get(1), showID: showID, season: try row.get(2), number: try row.get(3),
      title: try row.get(4), airdate: try row.get(5), runtime: try row.get(6))
  }
  /// A regular episode (not a special, ``SpecialsSQL``) of show `?1` that no watch event
  /// points at.
  static let unwatched = """
    episodes.show_id = ?1 AND \(SpecialsSQL.isRegular())
      AND NOT EXISTS (SELECT 1 FROM watch_events WHERE watch_events.episode_id = episodes.id)
    """
  static let firstAired = """
    SELECT \(columns)
    FROM episodes JOIN shows ON shows.id = episodes.show_id
    WHERE \(unwatched) AND episodes.airdate <= ?2
    ORDER BY episodes.season, episodes.number LIMIT 1
    """
  static let airedLeft = """
    SELECT count(*) FROM episodes WHERE \(unwatched) AND episodes.airdate <= ?2
    """
  static let firstAnnounced = """
    SELECT \(columns)
    FROM episodes JOIN shows ON shows.id = episodes.show_id
    WHERE \(unwatched) AND episodes.airdate > ?2
    ORDER BY episodes.airdate, episodes.season, episodes.number LIMIT 1
    """
  /// The title and poster of show `?1` when the library holds only part of its episode list:
  /// no fetch of the whole list is recorded.
  static let partialList = """
    SELECT shows.title, shows.poster_url FROM shows
    WHERE shows.id = ?1
      AND NOT EXISTS (
        SELECT 1 FROM tvmaze_sync
        WHERE tvmaze_sync.show_id = shows.id AND tvmaze_sync.fetched_at IS NOT NULL)
    """
}
