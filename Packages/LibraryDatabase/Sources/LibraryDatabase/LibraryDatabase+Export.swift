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
  /// the history lists them as before.
  ///
  /// Text is exact, but nothing in it acts on a terminal the export is printed on: DEL, C1
  /// controls (U+0080–U+009F), bidirectional controls and U+2028/U+2029 are written as
  /// `\uXXXX` escapes, like the C0 controls.
  public func exportHistory() throws -> Data {
    let items = try withConnection { connection in
      try connection.query(
        """
        SELECT watch_events.id, watch_events.watched_at,
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
    // `JSONEncoder` writes DEL, C1 and bidirectional controls raw; escaped, the export is the
    // same data and safe to print on a terminal.
    let json = String(decoding: try encoder.encode(items), as: UTF8.self)
    return Data(JSONEscaping.escapingTerminalControls(json).utf8)
  }
}

/// The Trakt `sync/history` shapes written by ``LibraryDatabase/exportHistory()``.
enum TraktExport {
  struct Item: Encodable, Sendable {
    var id: Int64
    var watchedAt: String
    var action = "watch"
    var type = "episode"
    var episode: Episode
    var show: Show

    enum CodingKeys: String, CodingKey {
      case id
      case watchedAt = "watched_at"
      case action
      case type
      case episode
      case show
    }

    init(row: Row) throws {
      id = try row.get(0)
      watchedAt = Timestamp.iso8601(milliseconds: try row.get(1))
      show = Show(
        title: try row.get(2), year: try row.get(3),
        ids: IDs(
          tvmaze: try row.get(4), tvdb: try row.get(5), imdb: try row.get(6),
          trakt: try row.get(7), tmdb: try row.get(8)))
      episode = Episode(
        season: try row.get(9), number: try row.get(10), title: try row.get(11),
        ids: IDs(
          tvmaze: try row.get(12), tvdb: try row.get(13), imdb: try row.get(14),
          trakt: try row.get(15), tmdb: try row.get(16)))
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
