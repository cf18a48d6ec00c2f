import SQLite

/// The select lists and row readers shared by every query that returns shows or episodes.
enum RecordRows {
  /// Show columns, in the order ``show(_:at:)`` reads them.
  static let showColumns = """
    shows.id, shows.title, shows.premiered, shows.ended, shows.network, shows.web_channel, \
    shows.status, shows.genres, shows.summary, shows.poster_url, shows.tvmaze_id, \
    shows.tvdb_id, shows.imdb_id, shows.trakt_id, shows.tmdb_id, shows.year
    """
  static let showColumnCount = 16

  /// Episode columns, in the order ``episode(_:at:)`` reads them; the last two are the newest
  /// watch time and the plays of all its watches.
  static let episodeColumns = """
    episodes.id, episodes.show_id, episodes.season, episodes.number, episodes.title, \
    episodes.airdate, episodes.runtime, \
    (SELECT max(watched_at) FROM watch_events WHERE watch_events.episode_id = episodes.id), \
    (SELECT coalesce(sum(plays), 0) FROM watch_events WHERE watch_events.episode_id = episodes.id)
    """
  static let episodeColumnCount = 9

  static func show(_ row: Row, at offset: Int = 0) throws -> ShowRecord {
    ShowRecord(
      id: try row.get(offset),
      title: try row.get(offset + 1),
      premiered: try row.get(offset + 2),
      ended: try row.get(offset + 3),
      network: try row.get(offset + 4),
      webChannel: try row.get(offset + 5),
      status: try row.get(offset + 6),
      genres: Genres.decode(try row.get(offset + 7)),
      summary: try row.get(offset + 8),
      posterURL: try row.get(offset + 9),
      externalIDs: ExternalIDs(
        tvmaze: try row.get(offset + 10),
        tvdb: try row.get(offset + 11),
        imdb: try row.get(offset + 12),
        trakt: try row.get(offset + 13),
        tmdb: try row.get(offset + 14)),
      year: try row.get(offset + 15))
  }

  static func episode(_ row: Row, at offset: Int = 0) throws -> EpisodeRecord {
    let lastWatched: Int64? = try row.get(offset + 7)
    return EpisodeRecord(
      id: try row.get(offset),
      showID: try row.get(offset + 1),
      season: try row.get(offset + 2),
      number: try row.get(offset + 3),
      title: try row.get(offset + 4),
      airdate: try row.get(offset + 5),
      runtime: try row.get(offset + 6),
      lastWatchedAt: lastWatched.map { Timestamp.date(milliseconds: $0) },
      plays: try row.get(offset + 8))
  }
}
