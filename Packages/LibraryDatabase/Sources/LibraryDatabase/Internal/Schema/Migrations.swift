/// Every schema change, oldest first. Append new migrations; never edit a released one.
///
/// - v1: the tables (shows, seasons, episodes, watch_events) and the shows' external-id
///   indexes.
/// - v2: indexes for the app's queries, episode uniqueness, and the FTS5 search index over show
///   titles and networks, kept in sync by triggers.
/// - v3: how many times an episode was played at a watch event (Trakt `plays`).
/// - v4: the number of watch events, kept by triggers, so the history's size costs one row read
///   rather than a count over years of events.
/// - v5: each show's number of watched episodes (episodes with at least one watch event), kept
///   by triggers, so a search result's progress costs one row read rather than a probe of the
///   watch events for each of the show's episodes; and the episodes-by-show index ordered by air
///   date, so a show's aired episodes are one range of the index.
/// - v6: the undo journal: each change the user made (watch, unwatch, import), the watch events
///   it added or removed, and, while an import is undone, the shows, seasons and episodes it had
///   created, kept to redo it.
/// - v7: the episodes-by-show index also holds season and number, so Up Next counts a show's
///   aired episodes left without reading an episode row.
/// - v8: shows kept in step with TVMaze: when `showtracker add` added a show, and TVMaze's
///   `updated` time and the moment of the last fetch of its whole episode list.
/// - v9: search folds the letters that removing diacritics leaves alone (ø, ß, æ, …): the
///   index holds each title and, when it differs, its folded spelling.
/// - v10: following: the shows the user follows and when each was last active (a watch or the
///   follow), kept by a trigger (watching an episode follows its show); existing libraries
///   follow every show with a watch. The episodes-by-air-date index, so what airs in the next
///   days is one range of it. And the watch statistics, kept by triggers: episodes and minutes
///   per day, per show, and per show and year, so Stats reads a few thousand rows, not every
///   event.
/// - v11: the same watch statistics, kept by triggers a quarter of the size: every command parses
///   the schema when it opens the library, and these triggers were half of it.
/// - v12: a show's other ids: an id of a kind the show already has another value of, seen with
///   it in an import (Trakt gives one show two ids; a file can contradict itself), so an item
///   naming the show by that id alone finds it again.
/// - v13: the undo journal records every change as the library's rows before and after it
///   (``JournalSchema``): follows, the details an import updated and the ids it added, adds and
///   refreshes are undone and redone exactly, like watches. The old journal's entries are
///   forgotten; the library's data stays.
/// - v14: an episode's air time (`airs_at`, TVMaze's `airstamp` in milliseconds since 1970,
///   UTC), so `upcoming --ics` writes timed events; and `shows_search_terms`, the search
///   index's words, which typo-tolerant search compares a query's words with.
/// - v15: ratings (1–10, of a show, a season or an episode) and the watchlist
///   (``RatingsSchema``), both journaled, so each is an undo step.
/// - v16: the titles' distinct words, kept by triggers (``TitleWordsSchema``), in place of v14's
///   `shows_search_terms`: typo-tolerant search reads only the words that can be close to the
///   query's, through indexes on their first characters.
/// - v17: the journal's triggers are each connection's own, made when it first records a change
///   (``JournalSchema/installTriggers(on:)``), not the file's: every command parses the schema
///   when it opens the library, and these were 27 of its 50 triggers, which a read never runs.
/// - v18: the search index's triggers read what the index holds for a show from one view,
///   `shows_search_rows`, whose SQL folds the title once: each of them spelled the fold out (17
///   nested `replace` calls), eight times in all, and SQLite parses every trigger each time a
///   command opens the library. The index's contents are unchanged.
/// - v19: TVMaze's posters over https: a poster at `http://static.tvmaze.com/…` (as TVMaze's
///   API writes them) becomes `https://static.tvmaze.com/…`, the same file, which the browser
///   app's Content-Security-Policy allows (``PosterAddress``). New ones are stored so.
/// - v20: media servers' webhooks (``WebhookSchema``): the plays no episode matched yet
///   (`pending_scrobbles`), a tally of the events by server, user and outcome (`webhook_tally`),
///   and the library's settings (`library_settings`: the webhook's token, the users plays are
///   taken from).
enum Migrations {
  static let all: [Migration] = [
    v1Tables, v2SearchAndIndexes, v3Plays, v4Counts, v5ShowProgress, v6Journal, v7UpNextIndex,
    v8TVMazeSync, v9SearchFolding, v10Following, v11CompactStatsTriggers, v12ShowAliases,
    v13RowJournal, v14AirTimes, v15RatingsAndWatchlist, v16TitleWords, v17ConnectionJournalTriggers,
    v18SearchRowsView, v19SecurePosters, v20Webhooks,
  ]

  static var latestVersion: Int { all.last?.version ?? 0 }

  static let v1Tables = Migration(
    version: 1, name: "tables",
    sql: """
      CREATE TABLE shows (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        year INTEGER,
        premiered TEXT,
        ended TEXT,
        network TEXT,
        web_channel TEXT,
        status TEXT,
        genres TEXT NOT NULL DEFAULT '[]',
        summary TEXT,
        poster_url TEXT,
        tvmaze_id INTEGER,
        tvdb_id INTEGER,
        imdb_id TEXT,
        trakt_id INTEGER,
        tmdb_id INTEGER
      );
      CREATE UNIQUE INDEX shows_tvmaze_id ON shows(tvmaze_id) WHERE tvmaze_id IS NOT NULL;
      CREATE UNIQUE INDEX shows_tvdb_id ON shows(tvdb_id) WHERE tvdb_id IS NOT NULL;
      CREATE UNIQUE INDEX shows_imdb_id ON shows(imdb_id) WHERE imdb_id IS NOT NULL;
      CREATE UNIQUE INDEX shows_trakt_id ON shows(trakt_id) WHERE trakt_id IS NOT NULL;
      CREATE UNIQUE INDEX shows_tmdb_id ON shows(tmdb_id) WHERE tmdb_id IS NOT NULL;

      CREATE TABLE seasons (
        id INTEGER PRIMARY KEY,
        show_id INTEGER NOT NULL REFERENCES shows(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        UNIQUE (show_id, number)
      );

      CREATE TABLE episodes (
        id INTEGER PRIMARY KEY,
        show_id INTEGER NOT NULL REFERENCES shows(id) ON DELETE CASCADE,
        season INTEGER NOT NULL,
        number INTEGER,
        title TEXT NOT NULL,
        airdate TEXT,
        runtime INTEGER,
        tvmaze_id INTEGER,
        trakt_id INTEGER,
        tvdb_id INTEGER,
        imdb_id TEXT,
        tmdb_id INTEGER,
        FOREIGN KEY (show_id, season) REFERENCES seasons(show_id, number)
      );

      -- watched_at: milliseconds since 1970-01-01T00:00:00Z.
      CREATE TABLE watch_events (
        id INTEGER PRIMARY KEY,
        episode_id INTEGER NOT NULL REFERENCES episodes(id) ON DELETE CASCADE,
        watched_at INTEGER NOT NULL,
        source TEXT NOT NULL,
        UNIQUE (episode_id, watched_at)
      );
      """)

  static let v2SearchAndIndexes = Migration(
    version: 2, name: "search and indexes",
    sql: """
      CREATE INDEX episodes_by_show ON episodes(show_id, season, number);
      CREATE UNIQUE INDEX episodes_show_season_number
        ON episodes(show_id, season, number) WHERE number IS NOT NULL;
      CREATE UNIQUE INDEX episodes_tvmaze_id ON episodes(tvmaze_id) WHERE tvmaze_id IS NOT NULL;
      CREATE UNIQUE INDEX episodes_trakt_id ON episodes(trakt_id) WHERE trakt_id IS NOT NULL;
      CREATE INDEX episodes_tvdb_id ON episodes(tvdb_id) WHERE tvdb_id IS NOT NULL;
      CREATE INDEX episodes_imdb_id ON episodes(imdb_id) WHERE imdb_id IS NOT NULL;
      CREATE INDEX episodes_tmdb_id ON episodes(tmdb_id) WHERE tmdb_id IS NOT NULL;
      CREATE INDEX watch_events_newest_first ON watch_events(watched_at DESC, id DESC);
      CREATE INDEX shows_by_title ON shows(title COLLATE NOCASE);

      CREATE VIRTUAL TABLE shows_search USING fts5(
        title, network, web_channel,
        content = 'shows', content_rowid = 'id',
        tokenize = 'unicode61 remove_diacritics 2'
      );
      CREATE TRIGGER shows_search_after_insert AFTER INSERT ON shows BEGIN
        INSERT INTO shows_search(rowid, title, network, web_channel)
          VALUES (new.id, new.title, new.network, new.web_channel);
      END;
      CREATE TRIGGER shows_search_after_delete AFTER DELETE ON shows BEGIN
        INSERT INTO shows_search(shows_search, rowid, title, network, web_channel)
          VALUES ('delete', old.id, old.title, old.network, old.web_channel);
      END;
      CREATE TRIGGER shows_search_after_update AFTER UPDATE OF title, network, web_channel ON shows
      BEGIN
        INSERT INTO shows_search(shows_search, rowid, title, network, web_channel)
          VALUES ('delete', old.id, old.title, old.network, old.web_channel);
        INSERT INTO shows_search(rowid, title, network, web_channel)
          VALUES (new.id, new.title, new.network, new.web_channel);
      END;
      INSERT INTO shows_search(shows_search) VALUES ('rebuild');
      """)

  static let v3Plays = Migration(
    version: 3, name: "plays",
    sql: """
      ALTER TABLE watch_events ADD COLUMN plays INTEGER NOT NULL DEFAULT 1 CHECK (plays >= 1);
      """)

  static let v4Counts = Migration(
    version: 4, name: "counts",
    sql: """
      CREATE TABLE library_counts (
        name TEXT PRIMARY KEY,
        value INTEGER NOT NULL CHECK (value >= 0)
      ) WITHOUT ROWID;
      INSERT INTO library_counts (name, value)
        VALUES ('watch_events', (SELECT count(*) FROM watch_events));
      CREATE TRIGGER watch_events_counted_after_insert AFTER INSERT ON watch_events BEGIN
        UPDATE library_counts SET value = value + 1 WHERE name = 'watch_events';
      END;
      CREATE TRIGGER watch_events_counted_after_delete AFTER DELETE ON watch_events BEGIN
        UPDATE library_counts SET value = value - 1 WHERE name = 'watch_events';
      END;
      """)

  /// The count changes when an episode gets its first watch event or loses its last one. An
  /// episode deleted with its events (a show removed) is subtracted before it goes: the events'
  /// own delete trigger can no longer find the episode's show by then.
  static let v5ShowProgress = Migration(
    version: 5, name: "show progress",
    sql: """
      DROP INDEX episodes_by_show;
      CREATE INDEX episodes_by_show ON episodes(show_id, airdate);
      CREATE TABLE show_watched_counts (
        show_id INTEGER PRIMARY KEY REFERENCES shows(id) ON DELETE CASCADE,
        episodes INTEGER NOT NULL CHECK (episodes >= 0)
      );
      INSERT INTO show_watched_counts (show_id, episodes)
        SELECT episodes.show_id, count(DISTINCT watch_events.episode_id)
        FROM watch_events JOIN episodes ON episodes.id = watch_events.episode_id
        GROUP BY episodes.show_id;
      CREATE TRIGGER show_watched_counts_after_first_watch AFTER INSERT ON watch_events
      WHEN NOT EXISTS (
        SELECT 1 FROM watch_events WHERE episode_id = new.episode_id AND id <> new.id)
      BEGIN
        INSERT INTO show_watched_counts (show_id, episodes)
          SELECT show_id, 1 FROM episodes WHERE id = new.episode_id
          ON CONFLICT (show_id) DO UPDATE SET episodes = episodes + 1;
      END;
      CREATE TRIGGER show_watched_counts_after_last_unwatch AFTER DELETE ON watch_events
      WHEN NOT EXISTS (SELECT 1 FROM watch_events WHERE episode_id = old.episode_id)
      BEGIN
        UPDATE show_watched_counts SET episodes = episodes - 1
          WHERE show_id = (SELECT show_id FROM episodes WHERE id = old.episode_id);
      END;
      CREATE TRIGGER show_watched_counts_before_episode_delete BEFORE DELETE ON episodes
      WHEN EXISTS (SELECT 1 FROM watch_events WHERE episode_id = old.id)
      BEGIN
        UPDATE show_watched_counts SET episodes = episodes - 1 WHERE show_id = old.show_id;
      END;
      CREATE TRIGGER show_watched_counts_after_episode_move AFTER UPDATE OF show_id ON episodes
      WHEN old.show_id IS NOT new.show_id
        AND EXISTS (SELECT 1 FROM watch_events WHERE episode_id = new.id)
      BEGIN
        UPDATE show_watched_counts SET episodes = episodes - 1 WHERE show_id = old.show_id;
        INSERT INTO show_watched_counts (show_id, episodes) VALUES (new.show_id, 1)
          ON CONFLICT (show_id) DO UPDATE SET episodes = episodes + 1;
      END;
      CREATE TRIGGER show_watched_counts_after_event_move AFTER UPDATE OF episode_id
        ON watch_events
      WHEN old.episode_id IS NOT new.episode_id
      BEGIN
        UPDATE show_watched_counts SET episodes = episodes - 1
          WHERE show_id = (SELECT show_id FROM episodes WHERE id = old.episode_id)
            AND NOT EXISTS (SELECT 1 FROM watch_events WHERE episode_id = old.episode_id);
        INSERT INTO show_watched_counts (show_id, episodes)
          SELECT show_id, 1 FROM episodes
          WHERE id = new.episode_id
            AND NOT EXISTS (
              SELECT 1 FROM watch_events WHERE episode_id = new.episode_id AND id <> new.id)
          ON CONFLICT (show_id) DO UPDATE SET episodes = episodes + 1;
      END;
      """)

  /// The journal refers to episodes and shows by id without foreign keys: it must never keep
  /// the library from deleting a row, and undoing an import deletes the rows the import made.
  ///
  /// - `journal_changes`: one row per change, newest last (AUTOINCREMENT, so an id is never
  ///   reused after old rows are trimmed). `undone` changes are the redo stack: they always have
  ///   higher ids than the others, because a new change deletes them. An import keeps the ranges
  ///   of show, season and episode ids it created (rowids are handed out above the largest one,
  ///   and nothing is deleted during an import, so what it created is exactly the range).
  /// - `journal_events`: the watch events a change added (`added = 1`) or removed (`added = 0`),
  ///   with what is needed to insert them again.
  /// - `journal_shows`, `journal_seasons`, `journal_episodes`: while an import is undone, the rows
  ///   the undo deleted, so a redo can put them back with the same ids.
  static let v6Journal = Migration(
    version: 6, name: "journal",
    sql: """
      CREATE TABLE journal_changes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('watched', 'unwatched', 'imported')),
        import_source TEXT,
        made_at INTEGER NOT NULL,
        undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
        first_show_id INTEGER, last_show_id INTEGER,
        first_season_id INTEGER, last_season_id INTEGER,
        first_episode_id INTEGER, last_episode_id INTEGER,
        shows_added INTEGER NOT NULL DEFAULT 0,
        episodes_added INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX journal_changes_undone ON journal_changes(undone, id);

      CREATE TABLE journal_events (
        change_id INTEGER NOT NULL REFERENCES journal_changes(id) ON DELETE CASCADE,
        episode_id INTEGER NOT NULL,
        watched_at INTEGER NOT NULL,
        source TEXT NOT NULL,
        plays INTEGER NOT NULL,
        added INTEGER NOT NULL CHECK (added IN (0, 1)),
        PRIMARY KEY (change_id, episode_id, watched_at)
      ) WITHOUT ROWID;

      CREATE TABLE journal_shows (
        change_id INTEGER NOT NULL REFERENCES journal_changes(id) ON DELETE CASCADE,
        id INTEGER NOT NULL,
        title TEXT NOT NULL,
        year INTEGER,
        premiered TEXT,
        ended TEXT,
        network TEXT,
        web_channel TEXT,
        status TEXT,
        genres TEXT NOT NULL,
        summary TEXT,
        poster_url TEXT,
        tvmaze_id INTEGER,
        tvdb_id INTEGER,
        imdb_id TEXT,
        trakt_id INTEGER,
        tmdb_id INTEGER,
        PRIMARY KEY (change_id, id)
      ) WITHOUT ROWID;

      CREATE TABLE journal_seasons (
        change_id INTEGER NOT NULL REFERENCES journal_changes(id) ON DELETE CASCADE,
        id INTEGER NOT NULL,
        show_id INTEGER NOT NULL,
        number INTEGER NOT NULL,
        PRIMARY KEY (change_id, id)
      ) WITHOUT ROWID;

      CREATE TABLE journal_episodes (
        change_id INTEGER NOT NULL REFERENCES journal_changes(id) ON DELETE CASCADE,
        id INTEGER NOT NULL,
        show_id INTEGER NOT NULL,
        season INTEGER NOT NULL,
        number INTEGER,
        title TEXT NOT NULL,
        airdate TEXT,
        runtime INTEGER,
        tvmaze_id INTEGER,
        trakt_id INTEGER,
        tvdb_id INTEGER,
        imdb_id TEXT,
        tmdb_id INTEGER,
        PRIMARY KEY (change_id, id)
      ) WITHOUT ROWID;
      """)

  /// Up Next counts a show's unwatched aired episodes of the regular seasons on this index
  /// alone; the queries that read a show's episodes by air date keep using its prefix.
  static let v7UpNextIndex = Migration(
    version: 7, name: "up next index",
    sql: """
      DROP INDEX episodes_by_show;
      CREATE INDEX episodes_by_show ON episodes(show_id, airdate, season, number);
      """)
  /// One row per show fetched from TVMaze's API or added by the user; a show without a row
  /// was never fetched. Deleting the show deletes its row.
  ///
  /// - `added_at`: when `showtracker add` added it (milliseconds since 1970), `NULL` if never.
  /// - `updated`: TVMaze's `updated` of the show at the last fetch (seconds since 1970).
  /// - `fetched_at`: when its whole episode list was last fetched (milliseconds since 1970); a
  ///   show without it holds only part of its list (from a watch history, say).
  ///
  /// A library from before holds whole lists for its TVMaze shows with episodes (the starter
  /// catalog, TVMaze imports): they are recorded as fetched long ago (0).
  static let v8TVMazeSync = Migration(
    version: 8, name: "tvmaze sync",
    sql: """
      CREATE TABLE tvmaze_sync (
        show_id INTEGER PRIMARY KEY REFERENCES shows(id) ON DELETE CASCADE,
        added_at INTEGER,
        updated INTEGER,
        fetched_at INTEGER
      );
      INSERT INTO tvmaze_sync (show_id, fetched_at)
        SELECT id, 0 FROM shows
        WHERE tvmaze_id IS NOT NULL AND EXISTS (SELECT 1 FROM episodes WHERE show_id = shows.id);
      """)

  /// The search index's title column becomes the title and, when folding changes it, its
  /// folded spelling: "Krøniken Kroniken". FTS5's `unicode61 remove_diacritics 2` folds é to e
  /// but leaves ø, ß and æ alone, since they are letters of their own rather than a letter and a
  /// mark; `kroniken`, `strasse` and `aeon` must still find "Krøniken", "Straße" and "Æon". The
  /// triggers compute the same text on insert, delete and update, so the external-content index
  /// stays consistent; the index is refilled from the shows.
  static let v9SearchFolding = Migration(
    version: 9, name: "search folding",
    sql: """
      DROP TRIGGER shows_search_after_insert;
      DROP TRIGGER shows_search_after_delete;
      DROP TRIGGER shows_search_after_update;
      INSERT INTO shows_search(shows_search) VALUES ('delete-all');
      CREATE TRIGGER shows_search_after_insert AFTER INSERT ON shows BEGIN
        INSERT INTO shows_search(rowid, title, network, web_channel)
          VALUES (new.id, \(SearchFolding.indexed("new.title")), new.network, new.web_channel);
      END;
      CREATE TRIGGER shows_search_after_delete AFTER DELETE ON shows BEGIN
        INSERT INTO shows_search(shows_search, rowid, title, network, web_channel)
          VALUES ('delete', old.id, \(SearchFolding.indexed("old.title")), old.network,
            old.web_channel);
      END;
      CREATE TRIGGER shows_search_after_update AFTER UPDATE OF title, network, web_channel ON shows
      BEGIN
        INSERT INTO shows_search(shows_search, rowid, title, network, web_channel)
          VALUES ('delete', old.id, \(SearchFolding.indexed("old.title")), old.network,
            old.web_channel);
        INSERT INTO shows_search(rowid, title, network, web_channel)
          VALUES (new.id, \(SearchFolding.indexed("new.title")), new.network, new.web_channel);
      END;
      INSERT INTO shows_search(rowid, title, network, web_channel)
        SELECT id, \(SearchFolding.indexed("title")), network, web_channel FROM shows;
      """)
}

/// Letters that FTS5's diacritic removal leaves alone, and how search spells them.
enum SearchFolding {
  static let letters: [(String, String)] = [
    ("ø", "o"), ("Ø", "O"), ("ß", "ss"), ("ẞ", "SS"), ("æ", "ae"), ("Æ", "AE"), ("œ", "oe"),
    ("Œ", "OE"), ("đ", "d"), ("Đ", "D"), ("ð", "d"), ("Ð", "D"), ("ł", "l"), ("Ł", "L"),
    ("þ", "th"), ("Þ", "TH"), ("ı", "i"),
  ]

  /// SQL for `column` with every letter of ``letters`` replaced.
  static func folded(_ column: String) -> String {
    letters.reduce(column) { text, pair in "replace(\(text), '\(pair.0)', '\(pair.1)')" }
  }

  /// SQL for what the index holds for a title `column`: the title, and its folded spelling
  /// when that differs.
  static func indexed(_ column: String) -> String {
    "\(column) || CASE WHEN \(folded(column)) <> \(column) THEN ' ' || \(folded(column)) "
      + "ELSE '' END"
  }
}

extension Migrations {
  /// A row of `followed_shows` is a followed show; unfollowing deletes it, and the show's
  /// history stays. `active_at` (milliseconds, like `watched_at`) is the latest watch of the
  /// show or the moment it was followed, whichever is later: "recent activity" for My Shows is
  /// one index, read in order. The trigger follows a show when a watch event of one of its
  /// episodes is added (an import adding events follows their shows; an event the library
  /// already had adds nothing and follows nothing).
  static let v10Following = Migration(
    version: 10, name: "following",
    sql: """
      CREATE TABLE followed_shows (
        show_id INTEGER PRIMARY KEY REFERENCES shows(id) ON DELETE CASCADE,
        active_at INTEGER NOT NULL
      );
      CREATE INDEX followed_shows_by_activity ON followed_shows(active_at DESC, show_id DESC);
      INSERT INTO followed_shows (show_id, active_at)
        SELECT episodes.show_id, max(watch_events.watched_at)
        FROM watch_events JOIN episodes ON episodes.id = watch_events.episode_id
        GROUP BY episodes.show_id;
      CREATE TRIGGER followed_shows_after_watch AFTER INSERT ON watch_events BEGIN
        INSERT INTO followed_shows (show_id, active_at)
          SELECT show_id, new.watched_at FROM episodes WHERE id = new.episode_id
          ON CONFLICT (show_id) DO UPDATE SET active_at = max(active_at, excluded.active_at);
      END;
      CREATE INDEX episodes_by_airdate ON episodes(airdate);
      """ + WatchStatsSchema.sql)

  static let v11CompactStatsTriggers = Migration(
    version: 11, name: "compact statistics triggers", sql: WatchStatsSchema.compactTriggers)

  static let v12ShowAliases = Migration(
    version: 12, name: "show aliases",
    sql: """
      CREATE TABLE show_aliases (
        kind TEXT NOT NULL CHECK (kind IN ('tvmaze', 'tvdb', 'imdb', 'trakt', 'tmdb')),
        value TEXT NOT NULL,
        show_id INTEGER NOT NULL REFERENCES shows(id) ON DELETE CASCADE,
        PRIMARY KEY (kind, value)
      ) WITHOUT ROWID;
      CREATE INDEX show_aliases_by_show ON show_aliases(show_id);
      """)
}

extension Migrations {
  static let v13RowJournal = Migration(
    version: 13, name: "row journal", sql: JournalSchema.v13)
}

extension Migrations {
  /// `airs_at` joins the journaled columns of `episodes` (``JournalSchema``), so the table's
  /// journal triggers are made again. An image recorded before this step has one column fewer;
  /// writing it back reads the missing one as `NULL`, which is what the episode held then.
  ///
  /// `shows_search_terms` is an `fts5vocab` table: it stores nothing and reads the search
  /// index's terms (lower case, without diacritics, with the folded spellings), one row per
  /// term and column.
  static let v14AirTimes = Migration(
    version: 14, name: "air times",
    sql: """
      ALTER TABLE episodes ADD COLUMN airs_at INTEGER;
      DROP TRIGGER journal_episodes_insert;
      DROP TRIGGER journal_episodes_update;
      DROP TRIGGER journal_episodes_delete;
      CREATE VIRTUAL TABLE shows_search_terms USING fts5vocab(shows_search, 'col');

      """
        + JournalSchema.tables(asOf: 14).filter { $0.name == "episodes" }.map {
          JournalSchema.triggers(for: $0)
        }.joined())

  static let v15RatingsAndWatchlist = Migration(
    version: RatingsSchema.version, name: "ratings and watchlist", sql: RatingsSchema.sql)

  static let v16TitleWords = Migration(
    version: TitleWordsSchema.version, name: "title words", sql: TitleWordsSchema.sql)
}

extension Migrations {
  static let v17ConnectionJournalTriggers = Migration(
    version: JournalSchema.temporaryTriggersVersion, name: "connection journal triggers",
    sql: JournalSchema.v17)

  static let v20Webhooks = Migration(
    version: WebhookSchema.version, name: "webhooks", sql: WebhookSchema.sql)

  /// v19: posters of TVMaze's image server over https (``PosterAddress/secure(_:)``).
  static let v19SecurePosters = Migration(
    version: 19, name: "posters over https",
    sql: """
      UPDATE shows SET poster_url = 'https://' || substr(poster_url, length('http://') + 1)
      WHERE poster_url LIKE '\(PosterAddress.insecurePrefix)%';
      """)

  /// v18: `shows_search_rows` is each show's row of the search index (v9's folded title, its
  /// network and web channel); the triggers copy it in after an insert and take it out
  /// before a delete, and an update does both, before and after. The fold is spelled once, in
  /// the view, instead of twice in each trigger (four times in the update's).
  static let v18SearchRowsView = Migration(
    version: 18, name: "search rows view",
    sql: """
      DROP TRIGGER shows_search_after_insert;
      DROP TRIGGER shows_search_after_delete;
      DROP TRIGGER shows_search_after_update;
      CREATE VIEW shows_search_rows (id, title, network, web_channel) AS
        SELECT id, \(SearchFolding.indexed("title")), network, web_channel FROM shows;
      CREATE TRIGGER shows_search_after_insert AFTER INSERT ON shows BEGIN
        INSERT INTO shows_search(rowid, title, network, web_channel)
          SELECT * FROM shows_search_rows WHERE id = new.id;
      END;
      CREATE TRIGGER shows_search_before_delete BEFORE DELETE ON shows BEGIN
        INSERT INTO shows_search(shows_search, rowid, title, network, web_channel)
          SELECT 'delete', * FROM shows_search_rows WHERE id = old.id;
      END;
      CREATE TRIGGER shows_search_before_update BEFORE UPDATE OF title, network, web_channel
      ON shows BEGIN
        INSERT INTO shows_search(shows_search, rowid, title, network, web_channel)
          SELECT 'delete', * FROM shows_search_rows WHERE id = old.id;
      END;
      CREATE TRIGGER shows_search_after_update AFTER UPDATE OF title, network, web_channel
      ON shows BEGIN
        INSERT INTO shows_search(rowid, title, network, web_channel)
          SELECT * FROM shows_search_rows WHERE id = new.id;
      END;
      """)
}
