/// The watch statistics of schema v10: totals kept by triggers, so that Stats reads a row per day
/// with a watch and a page of shows, not every watch event.
///
/// - `watch_days`: per day, the episodes watched (plays), the minutes of those with a known
///   runtime, and the plays of those without one (never counted as zero minutes).
/// - `show_watch_time`: the same per show; `show_year_watch_time` per show and year.
/// - `watch_stats_zone`: the time zone the days were counted in (its offsets from UTC in January
///   and July). A day is a day of the zone of the program that writes, through SQLite's
///   `localtime` (the C library's, as the app's own dates): when a reader's zone differs,
///   ``LibraryDatabase/watchStats(year:top:)`` counts everything again, once.
///
/// Every change of a watch event (added, removed, its plays, time or episode changed) and of an
/// episode (its runtime or show changed, or deleted with its events) moves the totals: the
/// old contribution is taken away and the new one added.
enum WatchStatsSchema {
  /// A day of a watch event, in the writer's zone: `yyyy-MM-dd`.
  static let day = "date(watched_at / 1000, 'unixepoch', 'localtime')"

  /// The zone's offsets from UTC, in seconds, in January and in July: "3600/7200".
  static let zoneSignature = """
    (strftime('%s', '2001-01-15 12:00:00') - strftime('%s', '2001-01-15 12:00:00', 'utc'))
      || '/' || (strftime('%s', '2001-07-15 12:00:00') - strftime('%s', '2001-07-15 12:00:00', 'utc'))
    """

  /// Statements that add `sign` times the contribution of `events` to the totals. `events` is
  /// a query of `watched_at`, `plays`, `runtime` and `show_id` columns.
  static func add(_ events: String, sign: Int = 1) -> String {
    let sums = """
      \(sign) * sum(plays), \(sign) * sum(plays * coalesce(runtime, 0)),
        \(sign) * sum(CASE WHEN runtime IS NULL THEN plays ELSE 0 END)
      """
    let update = """
      episodes = episodes + excluded.episodes, minutes = minutes + excluded.minutes,
        unknown_runtime = unknown_runtime + excluded.unknown_runtime
      """
    return """
      INSERT INTO watch_days (day, episodes, minutes, unknown_runtime)
        SELECT \(day) AS watch_day, \(sums) FROM (\(events)) WHERE true GROUP BY watch_day
        ON CONFLICT (day) DO UPDATE SET \(update);
      INSERT INTO show_watch_time (show_id, episodes, minutes, unknown_runtime)
        SELECT show_id, \(sums) FROM (\(events)) WHERE true GROUP BY show_id
        ON CONFLICT (show_id) DO UPDATE SET \(update);
      INSERT INTO show_year_watch_time (year, show_id, episodes, minutes, unknown_runtime)
        SELECT CAST(substr(\(day), 1, 4) AS INTEGER) AS watch_year, show_id, \(sums)
        FROM (\(events)) WHERE true GROUP BY watch_year, show_id
        ON CONFLICT (year, show_id) DO UPDATE SET \(update);
      """
  }

  /// Every watch event with its episode's runtime and show.
  static let allEvents = """
    SELECT watch_events.watched_at AS watched_at, watch_events.plays AS plays,
      episodes.runtime AS runtime, episodes.show_id AS show_id
    FROM watch_events JOIN episodes ON episodes.id = watch_events.episode_id
    """

  /// An event (`new` or `old`) with its episode's runtime and show, as the episode is now.
  static func event(_ row: String) -> String {
    """
    SELECT \(row).watched_at AS watched_at, \(row).plays AS plays, episodes.runtime AS runtime,
      episodes.show_id AS show_id
    FROM episodes WHERE episodes.id = \(row).episode_id
    """
  }

  /// The events of an episode with its runtime and show as they were (`old`) or are (`new`).
  static func eventsOfEpisode(_ row: String) -> String {
    """
    SELECT watched_at, plays, \(row).runtime AS runtime, \(row).show_id AS show_id
    FROM watch_events WHERE episode_id = \(row).id
    """
  }

  /// Counts every event again: what the migration does, and what a reader in another zone does.
  static let rebuild = """
    DELETE FROM watch_days;
    DELETE FROM show_watch_time;
    DELETE FROM show_year_watch_time;
    \(add(allEvents))
    INSERT INTO watch_stats_zone (id, signature) VALUES (1, \(zoneSignature))
      ON CONFLICT (id) DO UPDATE SET signature = excluded.signature;
    """

  /// Schema v11: the same totals, kept by smaller triggers. The triggers hand each event they
  /// move to `watch_stats_changes`, a view that holds nothing, with its plays negated to take
  /// them away; the view's one `INSTEAD OF` trigger adds an event's plays and minutes to the
  /// three totals. The upserts are written once instead of nine times: SQLite parses every
  /// trigger each time a program opens the library, and these were 13.7 KB of the schema's
  /// 26 KB (about 0.5 ms of every command; now 3 KB).
  static let compactTriggers = """
    DROP TRIGGER watch_stats_after_insert;
    DROP TRIGGER watch_stats_after_delete;
    DROP TRIGGER watch_stats_after_event_update;
    DROP TRIGGER watch_stats_before_episode_delete;
    DROP TRIGGER watch_stats_after_episode_update;
    CREATE VIEW watch_stats_changes (watched_at, plays, runtime, show_id) AS
      SELECT NULL, NULL, NULL, NULL WHERE false;
    CREATE TRIGGER watch_stats_change INSTEAD OF INSERT ON watch_stats_changes BEGIN
      INSERT INTO watch_days (day, episodes, minutes, unknown_runtime)
        VALUES (date(new.watched_at / 1000, 'unixepoch', 'localtime'), \(contribution))
        ON CONFLICT (day) DO UPDATE SET \(accumulate);
      INSERT INTO show_watch_time (show_id, episodes, minutes, unknown_runtime)
        VALUES (new.show_id, \(contribution))
        ON CONFLICT (show_id) DO UPDATE SET \(accumulate);
      INSERT INTO show_year_watch_time (year, show_id, episodes, minutes, unknown_runtime)
        VALUES (
          CAST(strftime('%Y', new.watched_at / 1000, 'unixepoch', 'localtime') AS INTEGER),
          new.show_id, \(contribution))
        ON CONFLICT (year, show_id) DO UPDATE SET \(accumulate);
    END;
    CREATE TRIGGER watch_stats_after_insert AFTER INSERT ON watch_events BEGIN
      \(change(of: "new"))
    END;
    CREATE TRIGGER watch_stats_after_delete AFTER DELETE ON watch_events BEGIN
      \(change(of: "old", removed: true))
    END;
    CREATE TRIGGER watch_stats_after_event_update
    AFTER UPDATE OF plays, watched_at, episode_id ON watch_events BEGIN
      \(change(of: "old", removed: true))
      \(change(of: "new"))
    END;
    CREATE TRIGGER watch_stats_before_episode_delete BEFORE DELETE ON episodes BEGIN
      \(changes(ofEpisode: "old", removed: true))
    END;
    CREATE TRIGGER watch_stats_after_episode_update AFTER UPDATE OF runtime, show_id ON episodes
    WHEN old.runtime IS NOT new.runtime OR old.show_id IS NOT new.show_id BEGIN
      \(changes(ofEpisode: "old", removed: true))
      \(changes(ofEpisode: "new"))
    END;
    """

  /// One event's plays, minutes and plays of unknown length, from the row `new` of
  /// `watch_stats_changes`.
  private static let contribution = """
    new.plays, new.plays * coalesce(new.runtime, 0),
          CASE WHEN new.runtime IS NULL THEN new.plays ELSE 0 END
    """

  private static let accumulate = """
    episodes = episodes + excluded.episodes,
          minutes = minutes + excluded.minutes,
          unknown_runtime = unknown_runtime + excluded.unknown_runtime
    """

  /// Hands the event `row` (`new` or `old`) of `watch_events` to the totals, with its
  /// episode's runtime and show as the episode is now.
  private static func change(of row: String, removed: Bool = false) -> String {
    """
    INSERT INTO watch_stats_changes
        SELECT \(row).watched_at, \(removed ? "-" : "")\(row).plays, runtime, show_id
        FROM episodes WHERE id = \(row).episode_id;
    """
  }

  /// Hands every event of the episode `row` (`new` or `old`) to the totals, with the
  /// episode's runtime and show as they were (`old`) or are (`new`).
  private static func changes(ofEpisode row: String, removed: Bool = false) -> String {
    """
    INSERT INTO watch_stats_changes
        SELECT watched_at, \(removed ? "-" : "")plays, \(row).runtime, \(row).show_id
        FROM watch_events WHERE episode_id = \(row).id;
    """
  }

  /// The tables and triggers of schema v10, as released (v11 replaced the triggers).
  static let sql = """
    CREATE TABLE watch_days (
      day TEXT PRIMARY KEY,
      episodes INTEGER NOT NULL,
      minutes INTEGER NOT NULL,
      unknown_runtime INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE show_watch_time (
      show_id INTEGER PRIMARY KEY,
      episodes INTEGER NOT NULL,
      minutes INTEGER NOT NULL,
      unknown_runtime INTEGER NOT NULL
    );
    CREATE INDEX show_watch_time_longest ON show_watch_time(minutes DESC, episodes DESC, show_id);
    CREATE TABLE show_year_watch_time (
      year INTEGER NOT NULL,
      show_id INTEGER NOT NULL,
      episodes INTEGER NOT NULL,
      minutes INTEGER NOT NULL,
      unknown_runtime INTEGER NOT NULL,
      PRIMARY KEY (year, show_id)
    ) WITHOUT ROWID;
    CREATE INDEX show_year_watch_time_longest
      ON show_year_watch_time(year, minutes DESC, episodes DESC, show_id);
    CREATE TABLE watch_stats_zone (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      signature TEXT NOT NULL
    );
    \(rebuild)
    CREATE TRIGGER watch_stats_after_insert AFTER INSERT ON watch_events BEGIN
      \(add(event("new")))
    END;
    CREATE TRIGGER watch_stats_after_delete AFTER DELETE ON watch_events BEGIN
      \(add(event("old"), sign: -1))
    END;
    CREATE TRIGGER watch_stats_after_event_update
    AFTER UPDATE OF plays, watched_at, episode_id ON watch_events BEGIN
      \(add(event("old"), sign: -1))
      \(add(event("new")))
    END;
    CREATE TRIGGER watch_stats_before_episode_delete BEFORE DELETE ON episodes BEGIN
      \(add(eventsOfEpisode("old"), sign: -1))
    END;
    CREATE TRIGGER watch_stats_after_episode_update AFTER UPDATE OF runtime, show_id ON episodes
    WHEN old.runtime IS NOT new.runtime OR old.show_id IS NOT new.show_id
    BEGIN
      \(add(eventsOfEpisode("old"), sign: -1))
      \(add(eventsOfEpisode("new")))
    END;
    """
}
