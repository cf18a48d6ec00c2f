import Foundation
import SQLite

/// A show the user has started and not finished: what to watch next.
public struct UpNextEntry: Sendable, Hashable {
  public var show: ShowRecord
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

  public init(
    show: ShowRecord, next: EpisodeRecord?, upcoming: EpisodeRecord?, airedLeft: Int,
    lastWatchedAt: Date
  ) {
    self.show = show
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
  /// A show is listed when one of its episodes was watched and it has an unwatched episode in a
  /// regular season (not the specials) that aired by `today` or is announced after it. Episodes
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

  /// The show's entry, or `nil` when it has nothing aired or announced left to watch.
  private func entry(
    show showID: Int64, lastWatchedAt: Date, today: String, _ connection: Connection
  ) throws -> UpNextEntry? {
    let unwatched = """
      episodes.show_id = ?1 AND episodes.season > 0
        AND NOT EXISTS (SELECT 1 FROM watch_events WHERE watch_events.episode_id = episodes.id)
      """
    let next = try connection.queryFirst(
      """
      SELECT \(RecordRows.episodeColumns) FROM episodes
      WHERE \(unwatched) AND episodes.airdate <= ?2
      ORDER BY episodes.season, episodes.number, episodes.id LIMIT 1
      """, [showID, today]
    ).map { try RecordRows.episode($0) }
    var upcoming: EpisodeRecord?
    var airedLeft = 0
    if next == nil {
      upcoming = try connection.queryFirst(
        """
        SELECT \(RecordRows.episodeColumns) FROM episodes
        WHERE \(unwatched) AND episodes.airdate > ?2
        ORDER BY episodes.airdate, episodes.season, episodes.number LIMIT 1
        """, [showID, today]
      ).map { try RecordRows.episode($0) }
      guard upcoming != nil else { return nil }
    } else {
      airedLeft =
        try connection.scalar(
          "SELECT count(*) FROM episodes WHERE \(unwatched) AND episodes.airdate <= ?2",
          [showID, today], as: Int.self) ?? 0
    }
    guard
      let show = try connection.queryFirst(
        "SELECT \(RecordRows.showColumns) FROM shows WHERE id = ?", [showID]
      ).map({ try RecordRows.show($0) })
    else { return nil }
    return UpNextEntry(
      show: show, next: next, upcoming: upcoming, airedLeft: airedLeft,
      lastWatchedAt: lastWatchedAt)
  }
}
