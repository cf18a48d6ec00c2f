/// Ratings and the watchlist (schema v15): what a user keeps about shows besides their watches.
///
/// - `ratings`: the user's 1–10 ratings (Trakt's scale), one per show, per season of a show, or
///   per episode, with when each was given (milliseconds since 1970, UTC). A show's rating has
///   neither `season` nor `episode_id`; a season's has `season`; an episode's has `episode_id`
///   (and its show's id, kept with the episode's show by a trigger).
/// - `watchlist`: the shows the user means to start, with when each was saved. A show saved
///   from a Trakt file that the library lacks is a `shows` row with the title and ids the file
///   gives and no episodes, as a Trakt history makes one, known by those until `showtracker
///   add` or a refresh fetches its details. The first watch of one of its episodes takes a
///   show off the watchlist (a trigger, so every way of watching does it).
///
/// Both tables are journaled (``JournalSchema``): rating, clearing, saving and removing are
/// undo steps, and the journal's kinds of change gain `rated`, `unrated`, `watchlisted` and
/// `unwatchlisted`; SQLite cannot change a `CHECK` in place, so `journal_changes` and
/// `journal_rows` are made again with their rows (and the id sequence) kept.
enum RatingsSchema {
  static let version = 15

  static var sql: String {
    """
    CREATE TABLE ratings (
      id INTEGER PRIMARY KEY,
      show_id INTEGER NOT NULL REFERENCES shows(id) ON DELETE CASCADE,
      season INTEGER,
      episode_id INTEGER REFERENCES episodes(id) ON DELETE CASCADE,
      rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 10),
      rated_at INTEGER NOT NULL,
      CHECK (season IS NULL OR episode_id IS NULL)
    );
    CREATE UNIQUE INDEX ratings_target
      ON ratings(show_id, ifnull(season, -1), ifnull(episode_id, 0));
    CREATE INDEX ratings_by_episode ON ratings(episode_id) WHERE episode_id IS NOT NULL;
    CREATE TABLE watchlist (
      show_id INTEGER PRIMARY KEY REFERENCES shows(id) ON DELETE CASCADE,
      added_at INTEGER NOT NULL
    );
    CREATE TRIGGER watchlist_after_watch AFTER INSERT ON watch_events
    WHEN (SELECT replaying FROM journal_recording WHERE id = 1) = 0 BEGIN
      DELETE FROM watchlist
        WHERE show_id = (SELECT show_id FROM episodes WHERE id = new.episode_id);
    END;
    CREATE TRIGGER ratings_after_episode_move AFTER UPDATE OF show_id ON episodes
    WHEN old.show_id IS NOT new.show_id
      AND (SELECT replaying FROM journal_recording WHERE id = 1) = 0
    BEGIN
      UPDATE ratings SET show_id = new.show_id WHERE episode_id = new.id;
    END;

    """ + journalKinds
      + JournalSchema.tables(asOf: version).map { JournalSchema.triggers(for: $0) }
      .joined()
  }

  /// `journal_changes` and `journal_rows` again, with the new kinds: the triggers that write
  /// `journal_rows` go first (they are made again after), the rows and the AUTOINCREMENT
  /// sequence are copied, and the new `journal_rows` refers to the new `journal_changes` (a
  /// rename keeps the reference).
  private static var journalKinds: String {
    let dropTriggers = JournalSchema.tables(asOf: version - 1).flatMap { table in
      ["insert", "update", "delete"].map { "DROP TRIGGER journal_\(table.name)_\($0);\n" }
    }
    return dropTriggers.joined() + """
      CREATE TABLE journal_changes_new (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN (
          'watched', 'unwatched', 'followed', 'unfollowed', 'imported', 'added', 'refreshed',
          'rated', 'unrated', 'watchlisted', 'unwatchlisted')),
        source TEXT,
        made_at INTEGER NOT NULL,
        made_by TEXT NOT NULL DEFAULT '',
        undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1))
      );
      INSERT INTO journal_changes_new SELECT id, kind, source, made_at, made_by, undone
        FROM journal_changes;
      INSERT INTO sqlite_sequence (name, seq)
        SELECT 'journal_changes_new', seq FROM sqlite_sequence WHERE name = 'journal_changes'
          AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'journal_changes_new');
      UPDATE sqlite_sequence
        SET seq = (SELECT seq FROM sqlite_sequence WHERE name = 'journal_changes')
        WHERE name = 'journal_changes_new'
          AND EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'journal_changes');
      CREATE TABLE journal_rows_new (
        id INTEGER PRIMARY KEY,
        change_id INTEGER NOT NULL REFERENCES journal_changes_new(id) ON DELETE CASCADE,
        table_name TEXT NOT NULL,
        old TEXT,
        new TEXT
      );
      INSERT INTO journal_rows_new SELECT id, change_id, table_name, old, new FROM journal_rows;
      DROP TABLE journal_rows;
      DROP TABLE journal_changes;
      ALTER TABLE journal_changes_new RENAME TO journal_changes;
      ALTER TABLE journal_rows_new RENAME TO journal_rows;
      CREATE INDEX journal_changes_undone ON journal_changes(undone, id);
      CREATE INDEX journal_rows_by_change ON journal_rows(change_id, id);

      """
  }
}
