import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Imports Trakt API responses: watch history (`/sync/history`, movies skipped) and watched
/// shows (`/sync/watched/shows`, one event per episode at its `last_watched_at`, with its
/// `plays`).
///
/// Shows are matched by Trakt, TVDB, IMDb, TMDB (and TVMaze) ids, then by title and year;
/// episodes by season and number, then ids. What the library lacks is created from the item,
/// so no watch event is dropped. A season list (`/shows/:id/seasons?extended=episodes`) is
/// rejected: it names no show, so its episodes cannot be placed.
struct TraktImporter: ItemsImporter {
  var run: ImportRun
  static let eventSource = "trakt"
  static let matchOrder: [IDKind] = [.trakt, .tvdb, .imdb, .tmdb, .tvmaze]

  static func run(_ document: JSONDocument, _ run: ImportRun) throws -> ImportSummary {
    var importer = TraktImporter(run: run)
    switch document {
    case .value(let root): throw importer.shapeError(ShapeDescription.of(root.value))
    case .items(var items): try importer.importItems(&items)
    }
    return importer.run.summary
  }

  /// A top-level array: watch history or watched shows, told by its first item.
  private mutating func importItems(_ items: inout JSONItems) throws {
    guard let first = try items.first() else { return }
    let body: (inout TraktImporter, JSONNode) throws -> Void
    if first.has("watched_at") || (first.has("type") && first.has("action"))
      || (first.has("action") && (first.has("episode") || first.has("movie")))
    {
      body = { importer, item in try importer.importHistoryItem(item) }
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
    let watchedAt = try Self.timestamp(item.required("watched_at"))
    let showID = try saveShow(item.required("show"))
    let episode = try item.required("episode")
    let draft = EpisodeDraft(
      season: try episode.requiredInt("season", in: ValueLimits.season),
      number: try episode.optionalInt("number", in: ValueLimits.episodeNumber),
      title: try episode.optionalString("title"),
      ids: try Self.ids(episode))
    let (episodeID, outcome) = try run.writer.saveEpisode(draft, showID: showID, policy: .fillGaps)
    run.count(episode: outcome, skipUnchanged: false)
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

  // MARK: - Parts

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
      message: "expected a Trakt watch history (sync/history) or watched shows "
        + "(sync/watched/shows); found " + found)
  }
}
