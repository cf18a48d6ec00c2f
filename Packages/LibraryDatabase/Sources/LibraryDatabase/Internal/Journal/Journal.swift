import SQLite

/// Writes the user's changes into the undo journal (schema v6). Every method runs inside the
/// caller's transaction, so a change and its journal entry are written together or not at all.
///
/// The journal is two stacks in one table: changes not undone (the undo stack, newest on top)
/// and undone changes (the redo stack, the most recently undone on top). Undone changes always
/// have higher ids than the others, because recording a new change first forgets them.
struct Journal {
  let connection: Connection

  /// How many changes the journal keeps. Recording one more forgets the oldest (its journal
  /// rows only; the library's data stays).
  static let limit = 100

  /// What kind of change an entry records, as stored in `journal_changes.kind`.
  enum Kind: String {
    case watched, unwatched, imported
  }

  /// One watch event as the journal keeps it: enough to insert it again.
  struct Event: Hashable {
    var episodeID: Int64
    var watchedAt: Int64
    var source: String
    var plays: Int
  }

  /// The largest show, season, episode and watch event ids, read before an import: the rows
  /// the import creates are the ones above them (SQLite gives a new row the largest rowid plus
  /// one, and nothing is deleted during an import).
  struct Marks: Equatable {
    var show: Int64
    var season: Int64
    var episode: Int64
    var event: Int64

    init(_ connection: Connection) throws {
      func largest(_ table: String) throws -> Int64 {
        try connection.scalar("SELECT coalesce(max(id), 0) FROM \(table)", as: Int64.self) ?? 0
      }
      show = try largest("shows")
      season = try largest("seasons")
      episode = try largest("episodes")
      event = try largest("watch_events")
    }
  }

  /// Records a change that added (`.watched`) or removed (`.unwatched`) `events`; records
  /// nothing when `events` is empty, since nothing changed.
  func record(_ kind: Kind, events: [Event], madeAt: Int64) throws {
    guard !events.isEmpty else { return }
    try forgetUndone()
    try connection.run(
      "INSERT INTO journal_changes (kind, made_at) VALUES (?, ?)", [kind.rawValue, madeAt])
    let changeID = connection.lastInsertRowID
    let insert = try connection.prepare(
      """
      INSERT INTO journal_events (change_id, episode_id, watched_at, source, plays, added)
      VALUES (?, ?, ?, ?, ?, ?)
      """)
    for event in events {
      try insert.run([
        changeID, event.episodeID, event.watchedAt, event.source, event.plays,
        kind == .watched ? 1 : 0,
      ])
    }
    try trim()
  }

  /// Records an import from `source` that ran since `marks` were read: the shows, seasons and
  /// episodes it created and the watch events it added. An import that added nothing is not
  /// recorded; if it updated details, it still forgets the redo stack (an undone import's rows
  /// could clash with the updated ones).
  func recordImport(source: String, since marks: Marks, summary: ImportSummary, madeAt: Int64)
    throws
  {
    let now = try Marks(connection)
    guard now != marks else {
      if summary.showsUpdated > 0 || summary.episodesUpdated > 0 {
        try forgetUndone()
      }
      return
    }
    func range(_ before: Int64, _ after: Int64) -> [any SQLiteBindable] {
      after > before ? [before + 1, after] : [Int64?.none, Int64?.none]
    }
    try forgetUndone()
    try connection.run(
      """
      INSERT INTO journal_changes (kind, import_source, made_at, first_show_id, last_show_id,
        first_season_id, last_season_id, first_episode_id, last_episode_id, shows_added,
        episodes_added)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [Kind.imported.rawValue, source, madeAt] + range(marks.show, now.show)
        + range(marks.season, now.season) + range(marks.episode, now.episode)
        + [now.show - marks.show, now.episode - marks.episode])
    let changeID = connection.lastInsertRowID
    try connection.run(
      """
      INSERT INTO journal_events (change_id, episode_id, watched_at, source, plays, added)
      SELECT ?, episode_id, watched_at, source, plays, 1 FROM watch_events WHERE id > ?
      """, [changeID, marks.event])
    try trim()
  }

  /// Forgets the undone changes: after a new change they can no longer be redone.
  func forgetUndone() throws {
    try connection.run("DELETE FROM journal_changes WHERE undone = 1")
  }

  /// Forgets the changes older than the newest ``limit``.
  private func trim() throws {
    try connection.run(
      """
      DELETE FROM journal_changes
      WHERE id <= (SELECT id FROM journal_changes ORDER BY id DESC LIMIT 1 OFFSET ?)
      """, [Self.limit])
  }
}
