import SQLite
import TextFormats

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Imports Trakt API responses: watch history (`/sync/history`, movies skipped), watched
/// shows (`/sync/watched/shows`, one event per episode at its `last_watched_at`, with its
/// `plays`), ratings (`/sync/ratings`, and the data export's `ratings-shows.json`,
/// `ratings-seasons.json`, `ratings-episodes.json`) and the watchlist (`/sync/watchlist`, and
/// the data export's `lists-watchlist.json`; a season or an episode saves its show).
///
/// Shows are matched by Trakt, TVDB, IMDb, TMDB (and TVMaze) ids, then by title and year;
/// episodes by season and number, then ids. What the library lacks is created from the item,
/// so no watch event is dropped. A season list (`/shows/:id/seasons?extended=episodes`) is
/// rejected: it names no show, so its episodes cannot be placed; and a collection
/// (`/sync/collection/shows`) is rejected by name: it lists what the user owns, not what they
/// watched.
struct TraktImporter: ItemsImporter, JSONImporter {
  var run: ImportRun
  /// The history ids (`id`) read so far: Trakt gives each play one, so an item whose id was
  /// read before is the same play listed again.
  private var historyIDs: Set<Int> = []
  static let eventSource = "trakt"
  static let matchOrder: [IDKind] = [.trakt, .tvdb, .imdb, .tmdb, .tvmaze]

  static let folderFiles = TraktDataExportFile.allCases.map(\.rawValue)

  static func recognizes(name: String, head: UnsafeBufferPointer<UInt8>) -> Bool { false }

  static func run(_ document: JSONDocument, _ run: ImportRun) throws -> ImportSummary {
    var importer = TraktImporter(run: run)
    switch document {
    case .value(let root): throw importer.shapeError(ShapeDescription.of(root.value))
    case .items(var items): try importer.importItems(&items)
    }
    return importer.run.summary
  }

  /// A top-level array: watch history, ratings, a watchlist or watched shows, told by its
  /// first item.
  ///
  /// A history, ratings and a watchlist may share one array, as `showtracker export` writes
  /// them (``LibraryDatabase/exportLibrary()``): each item of such a file is read as the kind
  /// its own keys say, and an item whose keys say none as the first item's kind (whose errors
  /// then name what it lacks).
  private mutating func importItems(_ items: inout JSONItems) throws {
    guard let first = try items.first() else { return }
    let body: (inout TraktImporter, JSONNode) throws -> Void
    if let kind = ListedItem(first) {
      if kind == .watchlist, let list = Self.customListName(items.source) {
        throw ImportError(
          source: items.source,
          message: "this is a Trakt custom list (\(list)), not your watchlist: ShowTracker keeps "
            + "no custom lists, so nothing was imported; import lists-watchlist.json for the "
            + "watchlist")
      }
      body = { importer, item in try importer.importListedItem(item, as: ListedItem(item) ?? kind) }
    } else if first.has("last_collected_at") || first.has("collected_at") {
      throw ImportError(
        source: items.source,
        message: "this is a Trakt collection: it lists what you own, not what you watched; "
          + "import sync/history or sync/watched/shows instead")
    } else if first.has("show"), first.has("seasons") {
      body = { importer, item in try importer.importWatchedShow(item) }
    } else if first.has("episodes"), first.has("number") {
      throw ImportError(
        source: items.source,
        message: "this is a Trakt season list (/shows/:id/seasons?extended=episodes), which "
          + "names no show, so its episodes cannot be placed; import sync/history or "
          + "sync/watched/shows instead")
    } else {
      throw shapeError(ShapeDescription.ofArray(first: first.value))
    }
    try importEach(&items, from: first, body)
  }

  /// The file name of a Trakt data export's custom list (`lists-favorites.json`,
  /// `lists-list-1234-to-watch.json`), whose items look exactly like the watchlist's: only the
  /// name tells them apart. `nil` for the watchlist's own file and any other name.
  static func customListName(_ source: String) -> String? {
    let name = source.split(separator: "/").last.map(String.init) ?? source
    guard name.hasPrefix("lists-"), name.hasSuffix(".json"), name != "lists-watchlist.json"
    else { return nil }
    return name
  }

  /// The kinds of item a history, ratings and a watchlist list, told by an item's keys.
  private enum ListedItem {
    case history, rating, watchlist

    init?(_ item: JSONNode) {
      if item.has("watched_at") || (item.has("type") && item.has("action"))
        || (item.has("action") && (item.has("episode") || item.has("movie")))
      {
        self = .history
      } else if item.has("rated_at"), item.has("rating") {
        self = .rating
      } else if item.has("listed_at") {
        self = .watchlist
      } else {
        return nil
      }
    }
  }

  private mutating func importListedItem(_ item: JSONNode, as kind: ListedItem) throws {
    switch kind {
    case .history: try importHistoryItem(item)
    case .rating: try importRating(item)
    case .watchlist: try importWatchlistItem(item)
    }
  }

  // MARK: - sync/history

  private mutating func importHistoryItem(_ item: JSONNode) throws {
    // Older API versions leave out `type`: the item's `episode` or `movie` tells.
    guard
      let type = try item.optionalString("type")
        ?? (item.has("episode") ? "episode" : item.has("movie") ? "movie" : nil)
    else {
      throw item.error("an item without \"type\" needs an \"episode\" or a \"movie\"")
    }
    if type == "show" {
      try importFollow(item)
      return
    }
    guard type == "episode" else {
      run.skip(type == "movie" ? ImportSummary.movie : type)
      return
    }
    // One play per history id (Trakt's rule); `showtracker export` writes none.
    if let historyID = try item.optionalInt("id") {
      guard historyIDs.insert(historyID).inserted else {
        run.skip(ImportSummary.repeatedHistoryID)
        return
      }
    }
    let watchedAt = try Self.timestamp(item.required("watched_at"))
    let showID = try saveShow(item.required("show"))
    let episodeID = try saveEpisode(item.required("episode"), showID: showID)
    // `plays` is not Trakt's: `showtracker export` writes it for an event played more than once.
    let plays = try item.optionalInt("plays", in: ValueLimits.plays) ?? 1
    let added = try run.writer.recordWatch(
      episodeID: episodeID, at: watchedAt, source: Self.eventSource, plays: plays)
    run.count(event: EventKey(episodeID: episodeID, watchedAt: watchedAt), added: added)
  }

  /// A show followed (`"action": "follow"`, or no action: a watchlist item) or not
  /// (`"action": "unfollow"`), as `showtracker export` writes them after the watches.
  private mutating func importFollow(_ item: JSONNode) throws {
    let showID = try saveShow(item.required("show"))
    if try item.optionalString("action") == "unfollow" {
      try run.writer.connection.run("DELETE FROM followed_shows WHERE show_id = ?", [showID])
    } else {
      try run.writer.connection.run(
        """
        INSERT INTO followed_shows (show_id, active_at) VALUES (?1, ?2)
        ON CONFLICT (show_id) DO NOTHING
        """, [showID, Timestamp.milliseconds(Date())])
    }
  }

  // MARK: - sync/watched/shows

  private mutating func importWatchedShow(_ item: JSONNode) throws {
    let showID = try saveShow(item.required("show"))
    let showWatchedAt = try item.optional("last_watched_at")
    for season in try item.optional("seasons")?.array() ?? [] {
      let seasonNumber = try season.requiredInt("number", in: ValueLimits.season)
      let seasonWatchedAt = try season.optional("last_watched_at")
      for episode in try season.required("episodes").array() {
        let draft = EpisodeDraft(
          season: seasonNumber,
          number: try episode.requiredInt("number", in: ValueLimits.episodeNumber))
        // Older API versions give the time only for the season or the show.
        guard
          let when = try episode.optional("last_watched_at") ?? seasonWatchedAt ?? showWatchedAt
        else {
          throw episode.error(
            "no last_watched_at for this episode, its season or its show")
        }
        let watchedAt = try Self.timestamp(when)
        let plays = try episode.optionalInt("plays", in: ValueLimits.plays) ?? 1
        let (episodeID, outcome) = try run.writer.saveEpisode(
          draft, showID: showID, policy: .fillGaps)
        run.count(episode: outcome, skipUnchanged: false)
        // A summary counts every play up to `last_watched_at`, so the plays the library holds
        // for the episode before then (from a history, say) are among them: only the rest is
        // recorded at that moment.
        let held = try run.writer.plays(ofEpisode: episodeID, before: watchedAt)
        guard plays > held else {
          run.skip(ImportSummary.playsAlreadyHeld)
          continue
        }
        let added = try run.writer.recordWatch(
          episodeID: episodeID, at: watchedAt, source: Self.eventSource, plays: plays - held)
        run.count(event: EventKey(episodeID: episodeID, watchedAt: watchedAt), added: added)
      }
    }
  }

  // MARK: - sync/ratings

  /// A rating of a show, a season or an episode (movies skipped). The file's rating replaces
  /// the library's, with the file's time.
  private mutating func importRating(_ item: JSONNode) throws {
    let type = try item.requiredString("type")
    guard ["show", "season", "episode"].contains(type) else {
      run.skip(type == "movie" ? ImportSummary.movie : type)
      return
    }
    let rating = try item.requiredInt("rating", in: LibraryDatabase.ratingRange)
    let ratedAt = try Self.timestamp(item.required("rated_at"))
    let showID = try saveShow(item.required("show"))
    var key = RatingWriter.Key(showID: showID)
    switch type {
    case "season":
      key.season = try item.required("season").requiredInt("number", in: ValueLimits.season)
    case "episode":
      key.episodeID = try saveEpisode(item.required("episode"), showID: showID)
    default: break
    }
    if try RatingWriter(connection: run.writer.connection).set(rating, key, ratedAt: ratedAt) {
      run.countRating()
    } else {
      run.skip(ImportSummary.alreadyImported)
    }
  }

  // MARK: - sync/watchlist

  /// A show saved to the watchlist at `listed_at`; a season or an episode saves its show, a
  /// movie is skipped. A show the library lacks is made from the item's title and ids.
  private mutating func importWatchlistItem(_ item: JSONNode) throws {
    let type = try item.requiredString("type")
    guard ["show", "season", "episode"].contains(type) else {
      run.skip(type == "movie" ? ImportSummary.movie : type)
      return
    }
    let listedAt = try Self.timestamp(item.required("listed_at"))
    let showID = try saveShow(item.required("show"))
    if try WatchlistWriter(connection: run.writer.connection).set(
      true, showID: showID, addedAt: listedAt)
    {
      run.countWatchlisted()
    } else {
      run.skip(ImportSummary.alreadyImported)
    }
  }

  // MARK: - Parts

  /// The episode `node` (season, number, title, ids) of the show, made when the library lacks
  /// it.
  private mutating func saveEpisode(_ node: JSONNode, showID: Int64) throws -> Int64 {
    let draft = EpisodeDraft(
      season: try node.requiredInt("season", in: ValueLimits.season),
      number: try node.optionalInt("number", in: ValueLimits.episodeNumber),
      title: try node.optionalString("title"),
      ids: try Self.ids(node))
    let (episodeID, outcome) = try run.writer.saveEpisode(draft, showID: showID, policy: .fillGaps)
    run.count(episode: outcome, skipUnchanged: false)
    return episodeID
  }

  private mutating func saveShow(_ node: JSONNode) throws -> Int64 {
    let draft = ShowDraft(
      title: try node.requiredString("title"),
      year: try node.optionalInt("year", in: ValueLimits.year),
      ids: try Self.ids(node))
    let (id, outcome) = try run.writer.saveShow(
      draft, policy: .fillGaps, matchOrder: Self.matchOrder, matchTitle: true)
    run.count(show: outcome, skipUnchanged: false)
    return id
  }

  /// The `ids` object; nulls, empty strings, and ids Trakt sets to 0 for unknown are `nil`.
  private static func ids(_ node: JSONNode) throws -> ExternalIDs {
    guard let ids = try node.optional("ids") else { return ExternalIDs() }
    func number(_ key: String) throws -> Int? {
      try ids.optionalInt(key).flatMap { $0 > 0 ? $0 : nil }
    }
    return ExternalIDs(
      tvmaze: try number("tvmaze"), tvdb: try number("tvdb"), imdb: try ids.optionalString("imdb"),
      trakt: try number("trakt"), tmdb: try number("tmdb"))
  }

  private static func timestamp(_ node: JSONNode) throws -> Int64 {
    let text = try node.string()
    guard let milliseconds = Timestamp.milliseconds(iso8601: text) else {
      throw node.error(
        "expected an ISO 8601 date-time like 2014-03-31T09:28:53.000Z, found "
          + JSONEscaping.literal(text))
    }
    return milliseconds
  }

  private func shapeError(_ found: String) -> ImportError {
    ImportError(
      source: run.source,
      message: "expected a Trakt watch history (sync/history), watched shows "
        + "(sync/watched/shows), ratings (sync/ratings) or a watchlist (sync/watchlist); found "
        + found)
  }
}
