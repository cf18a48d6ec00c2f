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
    let first = try items.first()
    let body: (inout TraktImporter, JSONNode) throws -> Void
    if first.has("watched_at") || (first.has("type") && first.has("action")) {
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
    let type = try item.requiredString("type")
    guard type == "episode" else {
      run.skip(type == "movie" ? ImportSummary.movie : type)
      return
    }
    let watchedAt = try Self.timestamp(item.required("watched_at"))
    let showID = try saveShow(item.required("show"))
    let episode = try item.required("episode")
    let draft = EpisodeDraft(
      season: try episode.requiredInt("season"),
      number: try episode.optionalInt("number"),
      title: try episode.optionalString("title"),
      ids: try Self.ids(episode))
    let (episodeID, outcome) = try run.writer.saveEpisode(draft, showID: showID, policy: .fillGaps)
    run.count(episode: outcome, skipUnchanged: false)
    let added = try run.writer.recordWatch(
      episodeID: episodeID, at: watchedAt, source: Self.eventSource)
    run.count(eventAdded: added)
  }

  // MARK: - sync/watched/shows

  private mutating func importWatchedShow(_ item: JSONNode) throws {
    let showID = try saveShow(item.required("show"))
    for season in try item.optional("seasons")?.array() ?? [] {
      let seasonNumber = try season.requiredInt("number")
      for episode in try season.required("episodes").array() {
        let draft = EpisodeDraft(season: seasonNumber, number: try episode.requiredInt("number"))
        let watchedAt = try Self.timestamp(episode.required("last_watched_at"))
        let plays = try episode.optionalInt("plays") ?? 1
        let (episodeID, outcome) = try run.writer.saveEpisode(
          draft, showID: showID, policy: .fillGaps)
        run.count(episode: outcome, skipUnchanged: false)
        let added = try run.writer.recordWatch(
          episodeID: episodeID, at: watchedAt, source: Self.eventSource, plays: plays)
        run.count(eventAdded: added)
      }
    }
  }

  // MARK: - Parts

  private mutating func saveShow(_ node: JSONNode) throws -> Int64 {
    let draft = ShowDraft(
      title: try node.requiredString("title"), year: try node.optionalInt("year"),
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
