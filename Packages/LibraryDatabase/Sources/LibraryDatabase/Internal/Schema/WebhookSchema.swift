/// What the library keeps of media servers' webhooks (schema v20, issue #41).
///
/// - `pending_scrobbles`: the plays a server reported that no episode of the library matched
///   (yet), with everything the event said, so a retry after a show is added, or the user's
///   choice of an episode, can record them later; and why they did not match. A row goes only
///   when its play is recorded. Its removal is journaled (``JournalSchema``), so undoing a
///   recorded play puts it back on the list; its id is never used again (AUTOINCREMENT), so the
///   row put back cannot land on a newer one.
/// - `webhook_tally`: how many events each server's user sent, by outcome (`recorded`,
///   `duplicate`, `pending`, or the reason one was ignored, ``IgnoredMediaServerEvent/Reason``),
///   and when the last came. A user the event does not name is `''`.
/// - `library_settings`: the library's own settings, by name: the webhook's token
///   (`webhook_token`) and the users plays are taken from (`scrobble_users`, a JSON array).
enum WebhookSchema {
  static let version = 20

  static let sql = """
    CREATE TABLE pending_scrobbles (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      server TEXT NOT NULL,
      user TEXT,
      show_title TEXT NOT NULL,
      show_year INTEGER,
      season INTEGER NOT NULL,
      episodes TEXT NOT NULL,
      episode_tvdb_id INTEGER,
      episode_imdb_id TEXT,
      episode_tmdb_id INTEGER,
      episode_tvmaze_id INTEGER,
      episode_trakt_id INTEGER,
      show_tvdb_id INTEGER,
      show_imdb_id TEXT,
      show_tmdb_id INTEGER,
      show_tvmaze_id INTEGER,
      show_trakt_id INTEGER,
      episode_title TEXT,
      watched_at INTEGER NOT NULL,
      received_at INTEGER NOT NULL,
      reason TEXT NOT NULL
    );
    CREATE INDEX pending_scrobbles_by_play
      ON pending_scrobbles(server, show_title, season, episodes, watched_at);
    CREATE TABLE webhook_tally (
      server TEXT NOT NULL,
      user TEXT NOT NULL DEFAULT '',
      outcome TEXT NOT NULL,
      count INTEGER NOT NULL CHECK (count >= 0),
      last_at INTEGER NOT NULL,
      PRIMARY KEY (server, user, outcome)
    ) WITHOUT ROWID;
    CREATE TABLE library_settings (
      name TEXT PRIMARY KEY,
      value TEXT
    ) WITHOUT ROWID;
    """

  /// The columns of `pending_scrobbles`, in order: what the journal records of a row.
  static let pendingColumns = [
    "id", "server", "user", "show_title", "show_year", "season", "episodes", "episode_tvdb_id",
    "episode_imdb_id", "episode_tmdb_id", "episode_tvmaze_id", "episode_trakt_id", "show_tvdb_id",
    "show_imdb_id", "show_tmdb_id", "show_tvmaze_id", "show_trakt_id", "episode_title",
    "watched_at", "received_at", "reason",
  ]
}
