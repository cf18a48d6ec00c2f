import Identifiers
import LibraryClient
import LibraryDatabase
import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LibraryClient {
  /// The library client on a SQLite ``LibraryDatabase``.
  ///
  /// Every function runs the database on the calling task (effects call it off the main actor)
  /// and turns the database's errors into ``LibraryError``s.
  ///
  /// - Parameters:
  ///   - database: The open library.
  ///   - importProgress: Told how far an import has come, for a progress bar.
  ///   - program: The name the undo journal gives this program's changes (``ProgramName``), so
  ///     that undo says when it takes back another program's change.
  public static func live(
    database: LibraryDatabase,
    importProgress: (@Sendable (_ processed: Int, _ total: Int) -> Void)? = nil,
    program: String = ProgramName.commandLine
  ) -> LibraryClient {
    database.program = program
    let live = LiveLibrary(database: database, importProgress: importProgress)
    return LibraryClient(
      search: { query, limit in try translated { try live.search(query, limit: limit) } },
      resolveShow: { text in try translated { try live.resolveShow(text) } },
      loadShow: { show in try translated { try live.loadShow(show) } },
      markWatched: { episodes, date in try translated { try live.markWatched(episodes, at: date) }
      },
      unmarkWatched: { episodes in try translated { try live.unmarkWatched(episodes) } },
      markNextWatched: { show, today, date in
        try translated { try live.markNextWatched(show, today: today, at: date) }
      },
      removeWatch: { episode, date in try translated { try live.removeWatch(episode, at: date) } },
      loadHistory: { show, limit, offset in
        try translated { try live.loadHistory(show: show, limit: limit, offset: offset) }
      },
      importFile: { request in try translated { try live.importFile(request) } },
      exportLibrary: { try translated { try database.exportLibrary() } },
      exportTraktFiles: {
        try translated {
          try database.exportTraktFiles().map { DataFile(name: $0.name, data: $0.data) }
        }
      },
      undo: { try translated { try live.undo() } },
      redo: { try translated { try live.redo() } },
      upNext: { today, limit in try translated { try live.upNext(today: today, limit: limit) } },
      changesElsewhere: { try translated { try database.dataVersion() } },
      check: {
        try translated {
          let report = try database.check()
          return LibraryCheck(
            problems: report.problems, shows: report.shows, episodes: report.episodes,
            watchEvents: report.watchEvents)
        }
      },
      backup: { path in
        try translated {
          try path.map { try database.backup(to: $0) } ?? database.backup()
        }
      },
      followedShows: {
        try translated { try database.followedTVMazeShows().map(TVMazeLink.init) }
      },
      followedShowsWithoutTVMazeID: {
        try translated { try database.followedShowsWithoutTVMazeID() }
      },
      tvmazeLink: { show in
        try translated { try database.tvmazeLink(showID: show.rawValue).map(TVMazeLink.init) }
      },
      lookupIDs: { show in
        try translated {
          guard let record = try database.show(id: show.rawValue) else {
            throw LibraryError.showMissing(show)
          }
          return LookupIDs(tvdb: record.externalIDs.tvdb, imdb: record.externalIDs.imdb)
        }
      },
      saveFetchedShow: { show in try translated { try live.saveFetchedShow(show) } },
      setFollowed: { show, followed in
        try translated { try live.setFollowed(show, followed: followed) }
      },
      setRating: { show, item, rating in
        try translated { try live.setRating(show, item, rating) }
      },
      upcoming: { first, last, limit in
        try translated { try live.upcoming(from: first, through: last, limit: limit) }
      },
      myShows: { today, filter, order, limit in
        try translated {
          try live.myShows(today: today, filter: filter, order: order, limit: limit)
        }
      },
      watchStats: { year, top in try translated { try live.watchStats(year: year, top: top) } },
      nextChanges: { redo, limit in
        try translated {
          try database.nextChanges(undone: redo, limit: limit).map {
            LibraryChange($0, program: database.program)
          }
        }
      },
      watchTimes: { episode in
        try translated { try database.watchTimes(episodeID: episode.episode.rawValue) }
      },
      watchlist: { try translated { try live.watchlist() } },
      setWatchlisted: { show, watchlisted in
        try translated { try live.setWatchlisted(show, watchlisted) }
      },
      receiveWebhook: { delivery in try translated { try live.receiveWebhook(delivery) } },
      webhookSettings: { change in try translated { try live.webhookSettings(change) } },
      browserToken: { rotate in
        try translated { try rotate ? database.rotateBrowserToken() : database.browserToken() }
      }
    )
  }

  /// The live client on the library at `path`, opened (and created with the starter catalog
  /// when new) now: what the app shell uses, without importing the database.
  ///
  /// ```swift
  /// let library = try LibraryClient.live(path: LibraryClient.defaultPath(environment: env))
  /// ```
  ///
  /// - Parameters:
  ///   - onWaiting: Called each time the library waits a moment for another program's lock
  ///     (it goes on waiting, up to two minutes).
  ///   - program: The name the undo journal gives this program's changes (``ProgramName``).
  public static func live(
    path: String, importProgress: (@Sendable (_ processed: Int, _ total: Int) -> Void)? = nil,
    onWaiting: @escaping @Sendable () -> Void = {}, program: String = ProgramName.commandLine
  ) throws(LibraryError) -> LibraryClient {
    .live(
      database: try openDatabase(path: path, onWaiting: onWaiting),
      importProgress: importProgress, program: program)
  }

  /// Where the library lives by default: `$SHOWTRACKER_DB` if set, else
  /// `$XDG_DATA_HOME/showtracker/library.sqlite`, else
  /// `~/.local/share/showtracker/library.sqlite`.
  public static func defaultPath(environment: [String: String]) -> String {
    LibraryDatabase.defaultPath(environment: environment)
  }

  /// Copies the library at `path` to a new file at `copyPath`, consistently, without changing
  /// it: what a replay works on.
  public static func copyLibrary(at path: String, to copyPath: String) throws(LibraryError) {
    let database = try openDatabase(path: path)
    try translated { try database.copy(to: copyPath) }
  }

  /// Opens the library at `path` (creating it with the starter catalog when new), turning a
  /// failure into a ``LibraryError``.
  public static func openDatabase(
    path: String, onWaiting: @escaping @Sendable () -> Void = {}
  ) throws(LibraryError) -> LibraryDatabase {
    if let reason = unusable(path) { throw .unusablePath(path: path, reason: reason) }
    do {
      return try LibraryDatabase(path: path, onWaiting: onWaiting)
    } catch let error as SQLiteError where error.isCannotOpen {
      throw .cannotOpen(path: path)
    } catch let error as CocoaError where error.code.rawValue < 1024 {
      // Creating the library's folder failed (a file where a folder should be, no such
      // parent): Foundation's words are "The operation could not be completed…".
      throw .cannotOpen(path: path)
    } catch {
      throw LibraryError(error)
    }
  }
}

/// Why `path` cannot hold a library, if it cannot: it is a folder or a device, or a part of
/// it is a file. A path that does not exist yet can (its folders are made).
private func unusable(_ path: String) -> String? {
  guard path != ":memory:" else { return nil }
  var status = stat()
  if stat(path, &status) == 0 {
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "it is a folder"
    case S_IFIFO: return "it is a FIFO, not a file"
    case S_IFCHR, S_IFBLK: return "it is a device, not a file"
    default: return "it is not a regular file"
    }
  }
  var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
  while ancestor.path != "/" {
    if stat(ancestor.path, &status) == 0 {
      return status.st_mode & S_IFMT == S_IFDIR ? nil : "\(ancestor.path) is a file, not a folder"
    }
    ancestor.deleteLastPathComponent()
  }
  return nil
}

/// Runs `body`, turning any error into a ``LibraryError``.
private func translated<T>(_ body: () throws -> T) throws(LibraryError) -> T {
  do {
    return try body()
  } catch {
    throw LibraryError(error)
  }
}

extension LibraryError {
  /// The typed error for an error of the database.
  init(_ error: any Error) {
    switch error {
    case let error as LibraryError:
      self = error
    case let error as ImportError:
      self = .invalidImport(source: error.source, location: error.location, reason: error.message)
    case let error as LibraryDatabaseError:
      switch error {
      case .newerSchema(let found, let supported):
        self = .newerSchema(found: found, supported: supported)
      case .unknownEpisode(let id):
        self = .other("no episode with id \(id) in the library")
      case .unknownShow(let id):
        self = .showMissing(ShowID(rawValue: id))
      case .invalidStarterCatalog:
        self = .other("the built-in starter catalog could not be read")
      case .fileExists(let path):
        self = .other("\(path) already exists")
      case .schemaMismatch(let version):
        self = .schemaMismatch(version: version)
      case .notALibrary(let path, let reason):
        self = .unusablePath(path: path, reason: reason)
      case .backupFailed:
        self = .other(error.description + "; nothing was changed")
      case .ratingOutOfRange, .unknownSeason, .danglingReferences, .unknownPendingScrobble,
        .incompleteScrobble:
        self = .other(error.description)
      }
    case let error as SQLiteError:
      if error.isBusy {
        self = .locked
      } else if error.isCorrupt {
        self = .corrupt
      } else if error.isReadOnly {
        self = .readOnly
      } else if error.isFull {
        self = .diskFull
      } else if error.isIOError {
        self = .inputOutput
      } else {
        // SQLite's own words, never the statement.
        self = .other("the library failed: \(error.message)")
      }
    default:
      self = .other("the library failed: \(error)")
    }
  }
}

/// The live client's functions, on the database.
struct LiveLibrary: Sendable {
  let database: LibraryDatabase
  let importProgress: (@Sendable (Int, Int) -> Void)?

  /// How many candidates an ambiguous title lists.
  static let candidateLimit = 10

  /// The shows matching `query` as typed, then, when they do not fill `limit`, those a typo
  /// away (``TypoTolerance``), fewest edits first, marked approximate.
  func search(_ query: String, limit: Int) throws -> SearchPage {
    let hits = try database.searchShows(matching: query, limit: limit)
    var total = hits.count < limit ? hits.count : try database.countShows(matching: query)
    var close: [ShowSearchHit] = []
    let tolerance = TypoTolerance(query: query)
    if hits.count < limit, tolerance.forgivesTypos {
      // Only the title words that can be close to the query's are read and compared, and only
      // the shows holding close ones are counted and fetched, through the index: first those
      // one edit away in title order, then two, until the page is full.
      let found = hits.map(\.show.id)
      let terms = tolerance.closeTerms(
        among: try database.titleWords(withCharacters: tolerance.termCharacters))
      let asTyped = tolerance.matches(within: 0, closeTerms: terms)
      total += try database.countShows(
        TitleWordMatch(
          alternatives: tolerance.matches(within: tolerance.budget, closeTerms: terms),
          exceptions: asTyped),
        excluding: found)
      var near: [Int64] = []
      var closer = asTyped
      for edits in 1...tolerance.budget where near.count < limit - hits.count {
        let within = tolerance.matches(within: edits, closeTerms: terms)
        near += try database.showTitles(
          TitleWordMatch(alternatives: within, exceptions: closer), excluding: found,
          limit: limit - hits.count - near.count
        ).map(\.id)
        closer = within
      }
      close = try database.searchHits(forShows: near)
    }
    let whole = try database.showsWithWholeEpisodeList(among: (hits + close).map(\.show.id))
    func result(_ hit: ShowSearchHit, isApproximate: Bool) -> ShowSearchResult {
      ShowSearchResult(
        show: Show(hit.show),
        progress: ShowProgress(
          watched: hit.watchedEpisodeCount, aired: hit.airedEpisodeCount,
          isEpisodeListComplete: whole.contains(hit.show.id)),
        posterURL: hit.show.posterURL.flatMap(URL.init(string:)), isFollowed: hit.isFollowed,
        isApproximate: isApproximate)
    }
    let results =
      hits.map { result($0, isApproximate: false) } + close.map { result($0, isApproximate: true) }
    return SearchPage(results: results, totalCount: max(total, results.count))
  }

  /// How many shows a title is looked for among: the search's best matches.
  static let resolveSearchLimit = 500

  /// The show a SHOW argument names: a typed id (`tvmaze:82`, `tvdb:81189`, `imdb:tt0903747`,
  /// `trakt:1388`), the library's id (a bare number), else a title folded as search folds it
  /// (case, accents, ø ß æ): the shows whose folded title is the folded text, else the ones it
  /// starts. Several of them are listed, the one written exactly so winning among titles that
  /// differ only in case.
  func resolveShow(_ text: String) throws -> ShowCandidate {
    let written = TitleFolding.trimmed(text)
    if let ids = Self.typedIDs(written) {
      guard let show = try database.show(withIDs: ids) else {
        throw LibraryError.showNotFound(text)
      }
      return ShowCandidate(show)
    }
    if let id = Int64(written), let show = try database.show(id: id) {
      return ShowCandidate(show)
    }
    let wanted = TitleFolding.folded(written)
    guard !wanted.isEmpty else { throw LibraryError.showNotFound(text) }
    // The candidates: search's matches (folded as the index folds) and the titles starting with
    // the text as written (punctuation the index does not hold).
    var seen = Set<Int64>()
    let candidates =
      (try database.searchShows(matching: written, limit: Self.resolveSearchLimit)
      .map(\.show) + database.shows(titled: written))
      .filter { seen.insert($0.id).inserted }
      .map { (show: $0, folded: TitleFolding.folded(TitleFolding.trimmed($0.title))) }
    let exact = candidates.filter { $0.folded == wanted }
    var matches = (exact.isEmpty ? candidates.filter { $0.folded.hasPrefix(wanted) } : exact)
      .map(\.show)
    // Titles that differ only in case or accents ("GIRLS", "Girls"): the one written exactly so.
    let writtenSo = matches.filter { $0.title == written }
    if matches.count > 1, writtenSo.count == 1 { matches = writtenSo }
    switch matches.count {
    case 0: throw LibraryError.showNotFound(text)
    case 1: return ShowCandidate(matches[0])
    default:
      throw LibraryError.ambiguousShow(
        text, candidates: matches.prefix(Self.candidateLimit).map(ShowCandidate.init),
        total: matches.count)
    }
  }

  /// The ids a typed id names: `tvmaze:82`, `tvdb:81189`, `imdb:tt0903747`, `trakt:1388`,
  /// `tmdb:1396`; `nil` for any other text.
  static func typedIDs(_ text: String) -> ExternalIDs? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let kind = text[..<colon].lowercased()
    let value = String(text[text.index(after: colon)...])
    guard !value.isEmpty else { return nil }
    switch kind {
    case "tvmaze": return Int(value).map { ExternalIDs(tvmaze: $0) }
    case "tvdb": return Int(value).map { ExternalIDs(tvdb: $0) }
    case "trakt": return Int(value).map { ExternalIDs(trakt: $0) }
    case "tmdb": return Int(value).map { ExternalIDs(tmdb: $0) }
    case "imdb": return value.hasPrefix("tt") ? ExternalIDs(imdb: value) : nil
    default: return nil
    }
  }

  func loadShow(_ id: ShowID) throws -> ShowDetails {
    guard let show = try database.show(id: id.rawValue) else {
      throw LibraryError.showMissing(id)
    }
    let episodes = try database.episodes(ofShow: id.rawValue).map(Episode.init)
    let ratings = try database.ratings(showID: id.rawValue)
    return ShowDetails(
      show: Show(show), episodes: episodes, posterURL: show.posterURL.flatMap(URL.init(string:)),
      isEpisodeListComplete: try database.hasWholeEpisodeList(showID: id.rawValue),
      isFollowed: try database.isFollowed(showID: id.rawValue),
      isWatchlisted: try database.isWatchlisted(showID: id.rawValue),
      ratings: .init(
        show: ratings.show, seasons: ratings.seasons,
        episodes: Dictionary(
          uniqueKeysWithValues: ratings.episodes.map { (EpisodeID(rawValue: $0.key), $0.value) })))
  }

  /// Throws unless each of `episodes` is an episode of the show it names: a form or a command
  /// naming a real episode under another show changes nothing.
  func requireEpisodes(_ episodes: [Ids]) throws {
    for ids in Set(episodes) {
      let owner = try database.showID(ofEpisode: ids.episode.rawValue)
      guard owner == ids.show.rawValue else {
        guard try database.show(id: ids.show.rawValue) != nil else {
          throw LibraryError.showMissing(ids.show)
        }
        throw LibraryError.other(
          "no episode with id \(ids.episode.rawValue) in show \(ids.show.rawValue)")
      }
    }
  }

  func markWatched(_ episodes: [Ids], at date: Date) throws -> LibraryChange? {
    try requireEpisodes(episodes)
    // A show's first watch takes it off the watchlist (the library's trigger): the change
    // names the shows that were on it and are no longer.
    let listed = try Set(episodes.map(\.show)).filter {
      try database.isWatchlisted(showID: $0.rawValue)
    }
    let added = try database.markWatched(
      episodeIDs: episodes.map(\.episode.rawValue), at: date, source: "showtracker")
    guard added > 0 else { return nil }
    let left = try listed.filter { try !database.isWatchlisted(showID: $0.rawValue) }
      .compactMap { try database.show(id: $0.rawValue)?.title }.sorted()
    return LibraryChange(
      kind: .watched, episodes: episodes, watchesAdded: added, leftWatchlist: left)
  }

  func markNextWatched(_ show: ShowID, today: CalendarDay, at date: Date) throws
    -> LibraryChange?
  {
    guard
      let marked = try database.markNextWatched(
        showID: show.rawValue, today: today.description, at: date, source: "showtracker")
    else { return nil }
    return LibraryChange(
      kind: .watched, episodes: [Ids(show: show, episode: EpisodeID(rawValue: marked.id))],
      watchesAdded: 1)
  }

  func unmarkWatched(_ episodes: [Ids]) throws -> LibraryChange? {
    try requireEpisodes(episodes)
    let removed = try database.unmarkWatched(episodeIDs: episodes.map(\.episode.rawValue))
    guard removed > 0 else { return nil }
    return LibraryChange(kind: .unwatched, episodes: episodes, watchesRemoved: removed)
  }

  func removeWatch(_ episode: Ids, at date: Date) throws -> LibraryChange? {
    try requireEpisodes([episode])
    let removed = try database.removeWatch(episodeID: episode.episode.rawValue, at: date)
    guard removed > 0 else { return nil }
    return LibraryChange(kind: .unwatched, episodes: [episode], watchesRemoved: removed)
  }

  func loadHistory(show: ShowID?, limit: Int, offset: Int) throws -> HistoryPage {
    let page = try database.history(showID: show?.rawValue, limit: limit, offset: offset)
    let items = page.entries.map { entry in
      HistoryItem(
        show: Show(id: ShowID(rawValue: entry.episode.showID), title: entry.showTitle),
        episode: Episode(entry.episode),
        watchedAt: entry.watchedAt,
        posterURL: entry.posterURL.flatMap(URL.init(string:)),
        mediaServer: ClientMediaServer(rawValue: entry.source))
    }
    return HistoryPage(items: items, totalCount: page.totalCount)
  }

  func importFile(_ request: ImportRequest) throws -> ImportReport {
    let format: ImportFormat =
      switch request.format {
      case .tvmaze: .tvmaze
      case .trakt: .trakt
      case .tvtime: .tvtime
      }
    var progress: (@Sendable (ImportProgress) -> Void)?
    if let importProgress {
      progress = { importProgress($0.processed, $0.total) }
    }
    let shows = request.tvmazeShows.map { show in
      PrefetchedShow(
        body: show.show.body, source: show.show.source, updated: show.show.updated,
        fetchedAt: show.show.fetchedAt, names: show.names)
    }
    if let files = request.files {
      return try importFolder(files, format: format, request, shows: shows, progress: progress)
    }
    let show = try request.show.map { try resolveShow($0).id.rawValue }
    if request.dryRun {
      // Nothing is written, so nothing is backed up.
      let summary = try database.importData(
        request.data, format: format, source: request.source, progress: progress, show: show,
        dryRun: true, saving: shows)
      return ImportReport(summary, backup: nil)
    }
    // The history is the user's own work: it is backed up before anything is imported, and
    // the backup kept if the import changed something.
    let (summary, backup) = try database.withAutomaticBackup(before: "import") {
      try database.importData(
        request.data, format: format, source: request.source, progress: progress, show: show,
        saving: shows)
    } keepingIf: {
      $0.changedSomething
    }
    return ImportReport(summary, backup: backup)
  }

  /// An export's folder: its files in one transaction, backed up like a file; the report's
  /// counts are the files' sums.
  private func importFolder(
    _ files: [DataFile], format: ImportFormat, _ request: ImportRequest,
    shows: [PrefetchedShow], progress: (@Sendable (ImportProgress) -> Void)?
  ) throws -> ImportReport {
    let named = files.map { (name: $0.name, data: $0.data) }
    let imported: (shows: ImportSummary, files: [(name: String, summary: ImportSummary)])
    let backup: String?
    if request.dryRun {
      // Nothing is written, so nothing is backed up.
      imported = try database.importFolder(
        named, format: format, source: request.source, progress: progress, dryRun: true,
        saving: shows)
      backup = nil
    } else {
      (imported, backup) = try database.withAutomaticBackup(before: "import") {
        try database.importFolder(
          named, format: format, source: request.source, progress: progress, saving: shows)
      } keepingIf: {
        $0.shows.changedSomething || $0.files.contains { $0.summary.changedSomething }
      }
    }
    let summaries = imported.files
    let total = summaries.reduce(into: ImportSummary()) { total, file in
      total.showsAdded += file.summary.showsAdded
      total.showsUpdated += file.summary.showsUpdated
      total.episodesAdded += file.summary.episodesAdded
      total.episodesUpdated += file.summary.episodesUpdated
      total.eventsAdded += file.summary.eventsAdded
      total.ratingsChanged += file.summary.ratingsChanged
      total.watchlistAdded += file.summary.watchlistAdded
      total.followsAdded += file.summary.followsAdded
      total.unmatched.merge(file.summary.unmatched, uniquingKeysWith: +)
      total.unmatchedShows.merge(file.summary.unmatchedShows) { first, _ in first }
      total.skipped.merge(file.summary.skipped, uniquingKeysWith: +)
    }
    var report = ImportReport(total, backup: backup)
      .adding(saved: ImportReport(imported.shows, backup: nil))
    report.files = summaries.map {
      FileImportReport(name: $0.name, report: ImportReport($0.summary, backup: nil))
    }
    report.skippedFiles = (request.skippedFiles ?? []).sorted()
    return report
  }

  func upNext(today: CalendarDay, limit: Int) throws -> [UpNextItem] {
    try database.upNext(today: today.description, limit: limit).map { entry in
      UpNextItem(
        show: Show(id: ShowID(rawValue: entry.showID), title: entry.showTitle),
        next: entry.next.map(Episode.init),
        upcoming: entry.upcoming.map(Episode.init), airedLeft: entry.airedLeft,
        lastWatchedAt: entry.lastWatchedAt, isEpisodeListComplete: entry.isEpisodeListComplete,
        posterURL: entry.posterURL.flatMap(URL.init(string:)))
    }
  }

  func saveFetchedShow(_ show: FetchedShow) throws -> FetchedShowSaved {
    let saved = try database.saveTVMazeShow(
      show.body, source: show.source, added: show.added, updated: show.updated,
      at: show.fetchedAt, watchlisted: show.watchlisted, linking: show.linking?.rawValue)
    let summary = saved.summary
    return FetchedShowSaved(
      show: ShowCandidate(id: ShowID(rawValue: saved.showID), title: saved.title, year: saved.year),
      report: ImportReport(
        showsAdded: summary.showsAdded, showsUpdated: summary.showsUpdated,
        episodesAdded: summary.episodesAdded, episodesUpdated: summary.episodesUpdated,
        eventsAdded: summary.eventsAdded, skipped: summary.skipped))
  }

  func undo() throws -> LibraryChange? {
    try database.undoLastChange().map { LibraryChange($0, program: database.program) }
  }

  func redo() throws -> LibraryChange? {
    try database.redoLastUndoneChange().map {
      LibraryChange($0, program: database.program)
    }
  }
}

extension LibraryFiles {
  /// Library files on disk, opened as SQLite libraries.
  public static let live = LibraryFiles(
    defaultPath: { LibraryClient.defaultPath(environment: $0) },
    open: { (path, progress, waiting, program) throws(LibraryError) in
      try LibraryClient.live(
        path: path, importProgress: progress, onWaiting: waiting, program: program)
    },
    copy: { (path, copyPath) throws(LibraryError) in
      try LibraryClient.copyLibrary(at: path, to: copyPath)
    },
    exists: { FileManager.default.fileExists(atPath: $0) })
}

extension ImportReport {
  /// The report of an import that `summary` tells of.
  fileprivate init(_ summary: ImportSummary, backup: String?) {
    self.init(
      showsAdded: summary.showsAdded, showsUpdated: summary.showsUpdated,
      episodesAdded: summary.episodesAdded, episodesUpdated: summary.episodesUpdated,
      eventsAdded: summary.eventsAdded, ratingsChanged: summary.ratingsChanged,
      watchlistAdded: summary.watchlistAdded, followsAdded: summary.followsAdded,
      unmatched: summary.unmatched,
      unmatchedShows: summary.unmatchedShows.mapValues {
        ImportReport.UnmatchedShow(tvdb: $0.tvdb, title: $0.title, year: $0.year)
      }, skipped: summary.skipped, backup: backup)
  }
}
