import SQLite

/// The tables whose rows are the user's library, and the journal that records every change of
/// them (schema v13).
///
/// Every other table is kept from these by triggers (the search index, the counts, the watch
/// statistics), so putting these rows back puts everything back. While a change is recorded
/// (`journal_recording.change_id` is set), a trigger per table and kind of write appends the
/// row's image before and after to `journal_rows`; undo writes the images before, newest first,
/// and redo the images after, oldest first. Whatever a change does (watch, unwatch, follow, an
/// import updating details and adding ids, an add, a refresh), undo and redo are its exact
/// inverses, and a new kind of change needs no undo code of its own.
///
/// From v17 the triggers are each connection's own (TEMP, ``installTriggers(on:)``), made from
/// ``tables`` when it first records a change: a column added to one of ``tables`` is listed
/// here (with the version that added it) and the triggers follow; no migration makes them.
enum JournalSchema {
  /// A table the journal records: its columns in order, the ones that make up its key, and the
  /// ones that note what the program did rather than what the user changed (when a show was
  /// last fetched): a write of those alone makes no undo step.
  struct Table: Sendable {
    let name: String
    var columns: [String]
    let key: [String]
    var bookkeeping: [String] = []
    /// The schema version that made the table (v13 for the ones the row journal began with).
    var since = 13

    /// Columns added after v13, with the schema version that added each: a migration's
    /// triggers name only the columns the table had then (``asOf(version:)``).
    var added: [String: Int] = [:]

    /// The table as schema `version` had it: without the columns added later.
    func asOf(version: Int) -> Table {
      var table = self
      table.columns = columns.filter { (added[$0] ?? 0) <= version }
      return table
    }

    /// SQL that is true for a row of `journal_rows` of this table that changed only
    /// ``bookkeeping`` columns.
    var onlyBookkeeping: String {
      guard !bookkeeping.isEmpty else { return "0" }
      let kept = columns.indices.filter { !bookkeeping.contains(columns[$0]) }.map {
        "json_extract(old, '$[\($0)]') IS json_extract(new, '$[\($0)]')"
      }
      return "(table_name = '\(name)' AND old IS NOT NULL AND new IS NOT NULL AND "
        + kept.joined(separator: " AND ") + ")"
    }

    /// The SQL of a JSON array of the row's columns, as `row` (`new` or `old`) names them.
    func image(_ row: String) -> String {
      "json_array(" + columns.map { "\(row).\($0)" }.joined(separator: ", ") + ")"
    }
  }

  /// The library's own rows, parents before children.
  static let tables: [Table] = [
    Table(
      name: "shows",
      columns: [
        "id", "title", "year", "premiered", "ended", "network", "web_channel", "status", "genres",
        "summary", "poster_url", "tvmaze_id", "tvdb_id", "imdb_id", "trakt_id", "tmdb_id",
      ], key: ["id"]),
    Table(name: "seasons", columns: ["id", "show_id", "number"], key: ["id"]),
    Table(
      name: "episodes",
      columns: [
        "id", "show_id", "season", "number", "title", "airdate", "runtime", "tvmaze_id",
        "trakt_id", "tvdb_id", "imdb_id", "tmdb_id", "airs_at",
      ], key: ["id"], added: ["airs_at": 14]),
    Table(
      name: "watch_events", columns: ["id", "episode_id", "watched_at", "source", "plays"],
      key: ["id"]),
    Table(
      name: "tvmaze_sync", columns: ["show_id", "added_at", "updated", "fetched_at"],
      key: ["show_id"], bookkeeping: ["updated", "fetched_at"]),
    Table(name: "followed_shows", columns: ["show_id", "active_at"], key: ["show_id"]),
    Table(name: "show_aliases", columns: ["kind", "value", "show_id"], key: ["kind", "value"]),
    Table(
      name: "ratings", columns: ["id", "show_id", "season", "episode_id", "rating", "rated_at"],
      key: ["id"], since: RatingsSchema.version),
    Table(
      name: "watchlist", columns: ["show_id", "added_at"], key: ["show_id"],
      since: RatingsSchema.version),
    Table(
      name: "pending_scrobbles", columns: WebhookSchema.pendingColumns, key: ["id"],
      since: WebhookSchema.version),
  ]

  static func table(named name: String) -> Table? {
    tables.first { $0.name == name }
  }

  /// The tables schema `version` had, each with the columns it had then: a migration makes
  /// the triggers of these only, naming those columns only.
  static func tables(asOf version: Int) -> [Table] {
    tables.filter { $0.since <= version }.map { $0.asOf(version: version) }
  }

  /// The change being recorded, as the triggers read it.
  private static let recording = "(SELECT change_id FROM journal_recording WHERE id = 1)"

  /// The three triggers that record `table`'s writes while a change is recorded. An update
  /// that leaves the row as it was records nothing.
  ///
  /// `temporary`: the connection's own triggers (v17, ``installTriggers(on:)``), made if they
  /// are not there; else the file's (v13 to v16 made these, v17 drops them).
  static func triggers(for table: Table, temporary: Bool = false) -> String {
    let insert = "INSERT INTO journal_rows (change_id, table_name, old, new) VALUES (\(recording)"
    let create = temporary ? "CREATE TEMP TRIGGER IF NOT EXISTS" : "CREATE TRIGGER"
    return """
      \(create) journal_\(table.name)_insert AFTER INSERT ON \(table.name)
      WHEN \(recording) IS NOT NULL BEGIN
        \(insert), '\(table.name)', NULL, \(table.image("new")));
      END;
      \(create) journal_\(table.name)_update AFTER UPDATE ON \(table.name)
      WHEN \(recording) IS NOT NULL AND \(table.image("old")) IS NOT \(table.image("new")) BEGIN
        \(insert), '\(table.name)', \(table.image("old")), \(table.image("new")));
      END;
      \(create) journal_\(table.name)_delete AFTER DELETE ON \(table.name)
      WHEN \(recording) IS NOT NULL BEGIN
        \(insert), '\(table.name)', \(table.image("old")), NULL);
      END;

      """
  }

  /// The schema version from which the journal's triggers are each connection's own (TEMP),
  /// made when it first records a change, not the file's.
  static let temporaryTriggersVersion = 17

  /// v17: the file's journal triggers go; each connection makes its own when it first records
  /// a change (``installTriggers(on:)``). They fire only while a change is recorded, which
  /// only ``Journal/record(_:source:madeBy:madeAt:_:)`` starts, so a command that records
  /// nothing (every read) no longer parses them when it opens the library: they were 27 of
  /// the schema's 50 triggers, 12 KB of its 31 KB of SQL.
  static var v17: String {
    tables(asOf: 16).map { table in
      ["insert", "update", "delete"].map { "DROP TRIGGER journal_\(table.name)_\($0);\n" }.joined()
    }.joined()
  }

  /// Makes `connection`'s journal triggers, for every table in ``tables``, unless it has them:
  /// called before each change is recorded, so they are there whenever one is.
  static func installTriggers(on connection: Connection) throws {
    let made =
      try connection.scalar(
        "SELECT count(*) FROM temp.sqlite_master WHERE type = 'trigger' AND name GLOB 'journal_*'",
        as: Int.self) ?? 0
    guard made != tables.count * 3 else { return }
    try connection.execute(tables.map { triggers(for: $0, temporary: true) }.joined())
  }

  /// v13: the old journal (watch events and the id ranges an import created) gives way to the
  /// rows' images. Its entries are forgotten (undo history only: the library's data stays).
  ///
  /// - `journal_changes`: one row per change, newest last (AUTOINCREMENT: an id is never
  ///   reused). `undone` changes are the redo stack, with higher ids than the others (a new
  ///   change deletes them). `made_by` names the program that made it (see
  ///   ``LibraryDatabase/program``).
  /// - `journal_rows`: each write of a change, in order: the row before (`old`, `NULL` when
  ///   inserted) and after (`new`, `NULL` when deleted), as JSON arrays of its columns.
  /// - `journal_recording`: one row; `change_id` is the change being recorded, `replaying` is 1
  ///   while an undo or redo writes images back, so that the trigger that follows a watched
  ///   show does not follow it a second time (its row is in the images too).
  static var v13: String {
    """
    DROP TABLE journal_events;
    DROP TABLE journal_shows;
    DROP TABLE journal_seasons;
    DROP TABLE journal_episodes;
    DROP TABLE journal_changes;
    CREATE TABLE journal_changes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL CHECK (kind IN (
        'watched', 'unwatched', 'followed', 'unfollowed', 'imported', 'added', 'refreshed')),
      source TEXT,
      made_at INTEGER NOT NULL,
      made_by TEXT NOT NULL DEFAULT '',
      undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1))
    );
    CREATE INDEX journal_changes_undone ON journal_changes(undone, id);
    CREATE TABLE journal_rows (
      id INTEGER PRIMARY KEY,
      change_id INTEGER NOT NULL REFERENCES journal_changes(id) ON DELETE CASCADE,
      table_name TEXT NOT NULL,
      old TEXT,
      new TEXT
    );
    CREATE INDEX journal_rows_by_change ON journal_rows(change_id, id);
    CREATE TABLE journal_recording (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      change_id INTEGER,
      replaying INTEGER NOT NULL DEFAULT 0
    );
    INSERT INTO journal_recording (id, change_id, replaying) VALUES (1, NULL, 0);
    DROP TRIGGER followed_shows_after_watch;
    CREATE TRIGGER followed_shows_after_watch AFTER INSERT ON watch_events
    WHEN (SELECT replaying FROM journal_recording WHERE id = 1) = 0 BEGIN
      INSERT INTO followed_shows (show_id, active_at)
        SELECT show_id, new.watched_at FROM episodes WHERE id = new.episode_id
        ON CONFLICT (show_id) DO UPDATE SET active_at = max(active_at, excluded.active_at);
    END;

    """ + tables(asOf: 13).map { triggers(for: $0) }.joined()
  }
}
