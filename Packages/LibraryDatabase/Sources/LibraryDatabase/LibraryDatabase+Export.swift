import SQLite
import TextFormats

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  ///
  /// Following travels too: after the watches, a followed show with no watch is an item
  /// `{"type": "show", "action": "follow", "show": …}`, and a show the user stopped following
  /// despite its watches is `{"type": "show", "action": "unfollow", "show": …}`, so that an
  /// import (where the watches follow their shows) ends with the same shows followed.
  ///
  /// Text is exact, but nothing in it acts on a terminal the export is printed on: DEL, C1
  /// controls (U+0080–U+009F), bidirectional controls and U+2028/U+2029 are written as
  /// `\uXXXX` escapes, like the C0 controls.
  public func exportHistory() throws -> Data {
    try TraktExport.encode(withConnection { try TraktExport.history($0) })
  }

  /// Everything `showtracker export` writes, in one Trakt JSON array that
  /// `importData(_:format: .trakt, source:)` reads back whole: the history with its follow
  /// items (``exportHistory()``), then the ratings (``exportRatings(of:)``), then the watchlist
  /// (``exportWatchlist()``), each item in its Trakt shape, all read in one transaction.
  ///
  /// Trakt's own files keep the three apart (``exportTraktFiles()``); one array keeps them
  /// in one document on standard output, and each item says by its keys which it is
  /// (`watched_at` and `action`, `rated_at` and `rating`, `listed_at`).
  public func exportLibrary() throws -> Data {
    let entries: [TraktExport.Entry] = try withConnection { connection in
      try connection.transaction(.deferred) {
        try TraktExport.history(connection)
          + TraktExport.ratings(connection).map(TraktExport.Entry.rating)
          + TraktExport.watchlist(connection).map(TraktExport.Entry.watchlisted)
      }
    }
    return try TraktExport.encode(entries)
  }

  /// The files of a Trakt data export that hold what the library keeps, in
  /// ``TraktDataExportFile``'s order, read in one transaction: `watched-history.json` (the
  /// history and its follow items, as ``exportHistory()``), the three ratings files
  /// (``exportRatings(of:)``) and `lists-watchlist.json` (``exportWatchlist()``). Each is
  /// there even when it is an empty array, so a folder of them says the library had none.
  public func exportTraktFiles() throws -> [(name: String, data: Data)] {
    let (history, ratings, watchlist) = try withConnection { connection in
      try connection.transaction(.deferred) {
        (
          try TraktExport.history(connection), try TraktExport.ratings(connection),
          try TraktExport.watchlist(connection)
        )
      }
    }
    func rated(_ kind: RatingKind) throws -> Data {
      try TraktExport.encode(ratings.filter { $0.type == kind.rawValue })
    }
    let files: [(TraktDataExportFile, Data)] = [
      (.watchedHistory, try TraktExport.encode(history)),
      (.ratingsShows, try rated(.show)), (.ratingsSeasons, try rated(.season)),
      (.ratingsEpisodes, try rated(.episode)), (.watchlist, try TraktExport.encode(watchlist)),
    ]
    return files.map { (name: $0.0.rawValue, data: $0.1) }
  }
}

extension TraktExport {
  /// Every watch event, oldest first, then the follow items (``LibraryDatabase/exportHistory()``).
  static func history(_ connection: Connection) throws -> [Entry] {
    let watches = try connection.query(
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
    ).map { Entry.watch(try Item(row: $0)) }
    let follows = try connection.query(
      """
      SELECT followed_shows.show_id IS NOT NULL,
        shows.title, shows.year, shows.tvmaze_id, shows.tvdb_id, shows.imdb_id,
        shows.trakt_id, shows.tmdb_id
      FROM shows LEFT JOIN followed_shows ON followed_shows.show_id = shows.id
      WHERE (followed_shows.show_id IS NOT NULL) <> EXISTS (
        SELECT 1 FROM show_watched_counts
        WHERE show_watched_counts.show_id = shows.id AND show_watched_counts.episodes > 0)
      ORDER BY shows.id
      """
    ).map { Entry.follow(try FollowItem(row: $0)) }
    return watches + follows
  }
}

/// The Trakt shapes written by ``LibraryDatabase/exportHistory()``, ``LibraryDatabase/exportRatings(of:)``
/// and ``LibraryDatabase/exportWatchlist()``.
enum TraktExport {
  /// The items as pretty-printed JSON with sorted keys. `JSONEncoder` writes DEL, C1 and
  /// bidirectional controls raw; escaped, the export is the same data and safe to print on a
  /// terminal.
  static func encode(_ items: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let json = String(decoding: try encoder.encode(items), as: UTF8.self)
    return Data(JSONEscaping.escapingTerminalControls(json).utf8)
  }

  /// An item of the export: a watch, or a show followed or not against its history.
  enum Entry: Encodable, Sendable {
    case watch(Item)
    case follow(FollowItem)
    case rating(RatingItem)
    case watchlisted(WatchlistItem)

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .watch(let item): try item.encode(to: encoder)
      case .follow(let item): try item.encode(to: encoder)
      case .rating(let item): try item.encode(to: encoder)
      case .watchlisted(let item): try item.encode(to: encoder)
      }
    }
  }

  /// `{"type": "show", "action": "follow" | "unfollow", "show": …}`.
  struct FollowItem: Encodable, Sendable {
    var action: String
    var type = "show"
    var show: Show

    init(row: Row) throws {
      action = try row.get(0, as: Int.self) != 0 ? "follow" : "unfollow"
      show = try Show(row: row, at: 1)
    }
  }

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
      show = try Show(row: row, at: 3)
      episode = try Episode(row: row, at: 10)
    }
  }

  struct Episode: Encodable, Sendable {
    var season: Int
    var number: Int?
    var title: String
    var ids: IDs

    /// From the columns `season, number, title`` and ``IDs/columns`` of episodes, from `index`.
    init(row: Row, at index: Int) throws {
      season = try row.get(index)
      number = try row.get(index + 1)
      title = try row.get(index + 2)
      ids = try IDs(row: row, at: index + 3)
    }
  }

  struct Show: Encodable, Sendable {
    var title: String
    var year: Int?
    var ids: IDs

    /// From the columns `title, year` and ``IDs/columns`` of shows, from `index`.
    init(row: Row, at index: Int) throws {
      title = try row.get(index)
      year = try row.get(index + 1)
      ids = try IDs(row: row, at: index + 2)
    }
  }

  struct IDs: Encodable, Sendable {
    var tvmaze: Int?
    var tvdb: Int?
    var imdb: String?
    var trakt: Int?
    var tmdb: Int?

    /// The id columns, in the order ``init(row:at:)`` reads them.
    static func columns(of table: String) -> String {
      ["tvmaze_id", "tvdb_id", "imdb_id", "trakt_id", "tmdb_id"].map { "\(table).\($0)" }
        .joined(separator: ", ")
    }

    init(row: Row, at index: Int) throws {
      tvmaze = try row.get(index)
      tvdb = try row.get(index + 1)
      imdb = try row.get(index + 2)
      trakt = try row.get(index + 3)
      tmdb = try row.get(index + 4)
    }
  }
}
