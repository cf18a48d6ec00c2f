import Foundation
import SQLite

extension LibraryDatabase {
  /// Every watch event as Trakt `sync/history` JSON, so it can be backed up, moved to another
  /// library, or read back with `importData(_:format: .trakt, source:)`.
  ///
  /// Each item is an episode watch (`"type": "episode"`, `"action": "watch"`) with the show's
  /// title, year and ids, the episode's season, number, title and ids, and `watched_at` in
  /// ISO 8601 with milliseconds. Ids include `tvmaze`, which Trakt does not have, so a round
  /// trip keeps it. Importing the export into the same library changes nothing; into an empty
  /// one it reproduces the history. Items are oldest first (Trakt's API lists newest first;
  /// importers do not care), so events with the same time are re-imported in their order and
  /// the history lists them as before. An event played more than once (Trakt's `plays`) says
  /// so in `plays`, which the import reads back: plays survive a round trip.
  public func exportHistory() throws -> Data {
    let items = try withConnection { connection in
      try connection.query(
        """
        SELECT watch_events.id, watch_events.watched_at, watch_events.plays,
          shows.title, shows.year, shows.tvmaze_id, shows.tvdb_id, shows.imdb_id,
          shows.trakt_id, shows.tmdb_id,
          episodes.season, episodes.number, episodes.title, episodes.tvmaze_id,
          episodes.tvdb_id, episodes.imdb_id, episodes.trakt_id, episodes.tmdb_id
        FROM watch_events
        JOIN episodes ON episodes.id = watch_events.episode_id
        JOIN shows ON shows.id = episodes.show_id
        ORDER BY watch_events.watched_at, watch_events.id
        """
      ).map(TraktExport.Item.init(row:))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(items)
  }
}

/// The Trakt `sync/history` shapes written by ``LibraryDatabase/exportHistory()``.
enum TraktExport {
  struct Item: Encodable, Sendable {
    var id: Int64
    var watchedAt: String
    var action = "watch"
    var type = "episode"
    /// How many times it was played, when more than once (absent: once).
    var plays: Int?
    var episode: Episode
    var show: Show

    enum CodingKeys: String, CodingKey {
      case id
      case watchedAt = "watched_at"
      case action
      case type
      case plays
      case episode
      case show
    }

    init(row: Row) throws {
      id = try row.get(0)
      watchedAt = Timestamp.iso8601(milliseconds: try row.get(1))
      let plays: Int = try row.get(2)
      self.plays = plays > 1 ? plays : nil
      show = Show(
        title: try row.get(3), year: try row.get(4),
        ids: IDs(
          tvmaze: try row.get(5), tvdb: try row.get(6), imdb: try row.get(7),
          trakt: try row.get(8), tmdb: try row.get(9)))
      episode = Episode(
        season: try row.get(10), number: try row.get(11), title: try row.get(12),
        ids: IDs(
          tvmaze: try row.get(13), tvdb: try row.get(14), imdb: try row.get(15),
          trakt: try row.get(16), tmdb: try row.get(17)))
    }
  }

  struct Episode: Encodable, Sendable {
    var season: Int
    var number: Int?
    var title: String
    var ids: IDs
  }

  struct Show: Encodable, Sendable {
    var title: String
    var year: Int?
    var ids: IDs
  }

  struct IDs: Encodable, Sendable {
    var tvmaze: Int?
    var tvdb: Int?
    var imdb: String?
    var trakt: Int?
    var tmdb: Int?
  }
}
