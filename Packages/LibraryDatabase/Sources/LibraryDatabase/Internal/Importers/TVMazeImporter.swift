import TextFormats

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Imports TVMaze API responses, recognising which endpoint a file came from by its shape.
///
/// Accepted: a show (`/shows/:id`, with `?embed=episodes` or without, and `/singlesearch`), a
/// show index page (`/shows?page=N`), search results (`/search/shows?q=`), and episodes
/// (`/episodes/:id`, `/shows/:id/episodes`, `/schedule`, `/schedule/web`). An episode is placed
/// in its show by its `_embedded.show` (or a `/schedule` item's `show`), else by its `_links.show` when that show is in the library, else by
/// its TVMaze id when the episode already is; an episode list with none of these is rejected,
/// since an episode without a show cannot be stored. Both the 2019 and the 2025 schema work.
struct TVMazeImporter: ItemsImporter, JSONImporter {
  var run: ImportRun
  private var showIDs: [Int: Int64] = [:]
  /// The library's shows this file holds an older version of (by TVMaze's `updated`): their
  /// details and episodes stay as they are.
  private var olderShows: Set<Int64> = []

  static let matchOrder: [IDKind] = [.tvmaze, .tvdb, .imdb]

  static let folderFiles: [String] = []

  static func recognizes(name: String, head: UnsafeBufferPointer<UInt8>) -> Bool { false }

  static func run(_ document: JSONDocument, _ run: ImportRun) throws -> ImportSummary {
    var importer = TVMazeImporter(run: run)
    switch document {
    case .value(let root): try importer.importDocument(root)
    case .items(var items): try importer.importItems(&items)
    }
    return importer.run.summary
  }

  private init(run: ImportRun) {
    self.run = run
  }

  private mutating func importDocument(_ root: JSONNode) throws {
    switch root.value {
    case .object:
      if Self.looksLikeShow(root) {
        try importShowWithEpisodes(root)
      } else if Self.looksLikeEpisode(root) {
        run.begin(total: 1)
        try importEpisode(root)
        run.advance()
      } else {
        throw shapeError(root)
      }
    default:
      throw shapeError(root)
    }
  }

  /// A top-level array: search results, an episode list or a show list, told by its first item.
  private mutating func importItems(_ items: inout JSONItems) throws {
    guard let first = try items.first() else { return }
    let body: (inout TVMazeImporter, JSONNode) throws -> Void
    if first.has("score"), first.has("show") {
      body = { importer, item in _ = try importer.importShow(item.required("show")) }
    } else if Self.looksLikeEpisode(first) {
      body = { importer, item in try importer.importEpisode(item) }
    } else if Self.looksLikeShow(first) {
      body = { importer, item in _ = try importer.importShow(item) }
    } else {
      throw ImportError(
        source: items.source,
        message: "expected a TVMaze show, episode list, show index page or search results; "
          + "found " + ShapeDescription.ofArray(first: first.value))
    }
    try importEach(&items, from: first, body)
  }

  private mutating func importShowWithEpisodes(_ node: JSONNode) throws {
    let episodes =
      try node.optional("_embedded")?.optional("episodes")?.array(
        countIn: ValueLimits.episodesPerShow) ?? []
    run.begin(total: 1 + episodes.count)
    let showID = try importShow(node)
    run.advance()
    if olderShows.contains(showID) {
      run.skip(ImportSummary.olderThanLibrary, count: episodes.count)
      return
    }
    for episode in episodes {
      try saveEpisode(episode, showID: showID)
      run.advance()
    }
    if try node.optional("_embedded")?.optional("episodes") != nil {
      // The whole list, as of the show's `updated` time (when the file does not say, as of
      // long ago): `refresh` then knows what it may have missed.
      let updated = try node.optionalInt("updated")
      try run.writer.recordWholeEpisodeList(
        showID: showID, updated: updated, fetchedAt: Int64(updated ?? 0) * 1000)
    }
  }

  // MARK: - Shows

  /// Saves a show object and returns its library id; a show seen earlier in this file is not
  /// saved or counted again. A show older than the library's copy (TVMaze's `updated`) is not
  /// saved: newer data is never replaced by older.
  private mutating func importShow(_ node: JSONNode) throws -> Int64 {
    // Episode lists embed their show in every episode: read it the first time only.
    let tvmazeID = try node.requiredInt("id")
    if let known = showIDs[tvmazeID] {
      return known
    }
    if let updated = try node.optionalInt("updated"),
      let (id, held) = try run.writer.tvmazeVersion(ofShowWithTVMazeID: tvmazeID),
      let held, held > updated
    {
      run.skip(ImportSummary.olderThanLibrary)
      olderShows.insert(id)
      showIDs[tvmazeID] = id
      return id
    }
    let draft = try Self.showDraft(node)
    let (id, outcome) = try run.writer.saveShow(
      draft, policy: .replaceDetails, matchOrder: Self.matchOrder, matchTitle: false)
    run.count(show: outcome, skipUnchanged: true)
    if let tvmaze = draft.ids.tvmaze {
      showIDs[tvmaze] = id
    }
    return id
  }

  static func showDraft(_ node: JSONNode) throws -> ShowDraft {
    let externals = try node.optional("externals")
    let image = try node.optional("image")
    let premiered = try node.optionalDate("premiered")
    return ShowDraft(
      title: try node.requiredString("name"),
      year: ShowDraft.year(ofDate: premiered),
      premiered: premiered,
      ended: try node.optionalString("ended"),
      network: try node.optional("network")?.optionalString("name")
        ?? node.optional("webChannel")?.optionalString("name"),
      webChannel: try node.optional("webChannel")?.optionalString("name"),
      status: try node.optionalString("status"),
      genres: try node.optional("genres")?.array().map { try $0.string() } ?? [],
      summary: try node.optionalString("summary").map(HTMLText.plainText).flatMap {
        $0.isEmpty ? nil : $0
      },
      posterURL: PosterAddress.secure(
        try image?.optionalString("medium") ?? image?.optionalString("original")),
      ids: ExternalIDs(
        tvmaze: try node.requiredInt("id"),
        tvdb: try externals?.optionalInt("thetvdb"),
        imdb: try externals?.optionalString("imdb")))
  }

  // MARK: - Episodes

  private mutating func importEpisode(_ node: JSONNode) throws {
    let showID = try showID(forEpisode: node)
    guard !olderShows.contains(showID) else {
      run.skip(ImportSummary.olderThanLibrary)
      return
    }
    try saveEpisode(node, showID: showID)
  }

  private mutating func saveEpisode(_ node: JSONNode, showID: Int64) throws {
    let draft = EpisodeDraft(
      season: try node.requiredInt("season", in: ValueLimits.season),
      number: try node.optionalInt("number", in: ValueLimits.episodeNumber),
      title: try node.optionalString("name"),
      airdate: try node.optionalString("airdate"),
      runtime: try node.optionalInt("runtime", in: ValueLimits.runtime),
      airsAt: try Self.airTime(node),
      ids: ExternalIDs(tvmaze: try node.requiredInt("id")))
    let (_, outcome) = try run.writer.saveEpisode(draft, showID: showID, policy: .replaceDetails)
    run.count(episode: outcome, skipUnchanged: true)
  }

  /// The moment the episode airs, from `airstamp` (`2013-06-25T03:00:00+00:00`), in
  /// milliseconds since 1970; `nil` when TVMaze gives none, or gives the day only: an empty
  /// `airtime` means the time is not known, and the `airstamp` beside it is that day's
  /// midnight somewhere rather than an air time.
  private static func airTime(_ node: JSONNode) throws -> Int64? {
    guard let stamp = try node.optional("airstamp") else { return nil }
    if let time = try node.optional("airtime"), try time.string().trimmingWhitespace().isEmpty {
      return nil
    }
    let text = try stamp.string()
    guard let milliseconds = Timestamp.milliseconds(iso8601: text) else {
      throw stamp.error(
        "expected an ISO 8601 date-time like 2013-06-25T03:00:00+00:00, found "
          + JSONEscaping.literal(text))
    }
    return milliseconds
  }

  private mutating func showID(forEpisode node: JSONNode) throws -> Int64 {
    if let show = try node.optional("_embedded")?.optional("show") {
      return try importShow(show)
    }
    // `/schedule` items carry their show in `show`.
    if let show = try node.optional("show"), Self.looksLikeShow(show) {
      return try importShow(show)
    }
    // The show the user named for the file.
    if let show = run.show { return show }
    if let href = try node.optional("_links")?.optional("show")?.optionalString("href"),
      let tvmaze = href.split(separator: "/").last.flatMap({ Int($0) }),
      let id = try showIDs[tvmaze]
        ?? run.writer.findShow(ids: ExternalIDs(tvmaze: tvmaze), order: [.tvmaze])
    {
      return id
    }
    if let id = try run.writer.showID(ofEpisodeWithTVMazeID: try node.requiredInt("id")) {
      return id
    }
    throw node.error(
      "this episode names no show in the library; give its show with --show SHOW (an id or a "
        + "title in the library), or import /shows/ID?embed=episodes instead")
  }

  // MARK: - Shapes

  private static func looksLikeShow(_ node: JSONNode) -> Bool {
    node.has("name") && !node.has("season")
      && (node.has("genres") || node.has("externals") || node.has("premiered")
        || node.has("_embedded"))
  }

  private static func looksLikeEpisode(_ node: JSONNode) -> Bool {
    node.has("season") && node.has("number") && (node.has("airdate") || node.has("airstamp"))
  }

  private func shapeError(_ root: JSONNode) -> ImportError {
    root.error(
      "expected a TVMaze show, episode list, show index page or search results; found "
        + ShapeDescription.of(root.value))
  }
}
