import Identifiers

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The library database, as the app's effects see it: async functions that return the app's
/// models and throw ``LibraryError``.
///
/// The live value (module `LibraryClientLive`) runs SQLite. Every function has an
/// unimplemented default, so a test states only what it uses, and adding a function to the
/// client touches no existing test:
///
/// ```swift
/// let library = LibraryClient(search: { _, _ in SearchPage(results: [breakingBad], totalCount: 1) })
/// try await library.search("bre", 25)      // the page
/// try await library.loadShow(1)            // throws LibraryError.unimplemented("loadShow")
/// ```
public struct LibraryClient: Sendable {
  /// Shows matching a query, best first, at most `limit`, and how many match in all.
  public var search: @Sendable (_ query: String, _ limit: Int) async throws -> SearchPage
  /// The show a user named: an id, else a title (or the start of one) that only one show has.
  /// Throws ``LibraryError/showNotFound(_:)`` or ``LibraryError/ambiguousShow(_:candidates:)``.
  public var resolveShow: @Sendable (_ text: String) async throws -> ShowCandidate
  /// A show and all its episodes.
  public var loadShow: @Sendable (_ show: ShowID) async throws -> ShowDetails
  /// Records that the episodes were watched at a date; `nil` when nothing was added.
  public var markWatched: @Sendable (_ episodes: [Ids], _ at: Date) async throws -> LibraryChange?
  /// Removes every watch of the episodes; `nil` when they had none.
  public var unmarkWatched: @Sendable (_ episodes: [Ids]) async throws -> LibraryChange?
  /// Marks the show's next episode watched at a date: the one Up Next names as of `today`,
  /// found and marked in one step, so two calls in a row mark two episodes in order however
  /// fast they come. `nil` when no aired episode is left to watch.
  public var markNextWatched:
    @Sendable (_ show: ShowID, _ today: CalendarDay, _ at: Date) async throws -> LibraryChange?
  /// Removes the one watch of an episode at a moment (a row of the history); `nil` when there
  /// was none.
  public var removeWatch:
    @Sendable (_ episode: Ids, _ watchedAt: Date) async throws -> LibraryChange?
  /// A page of the history, newest first, optionally of one show.
  public var loadHistory:
    @Sendable (_ show: ShowID?, _ limit: Int, _ offset: Int) async throws -> HistoryPage
  /// Imports a file, or a Trakt data export's folder (``ImportRequest/files``), all or
  /// nothing.
  public var importFile: @Sendable (_ request: ImportRequest) async throws -> ImportReport
  /// The whole library as one Trakt JSON array that imports back: the history (oldest first)
  /// and its follows, the ratings and the watchlist, each item in its Trakt shape.
  public var exportLibrary: @Sendable () async throws -> Data
  /// The files of a Trakt data export that hold the library (``TraktDataExportFile``, all but
  /// `watched-shows.json`), by their names: a folder `import trakt DIR` reads back.
  public var exportTraktFiles: @Sendable () async throws -> [DataFile]
  /// Undoes the last change to the library made by any command or app; `nil` when there is
  /// none.
  public var undo: @Sendable () async throws -> LibraryChange?
  /// Makes again the last change that was undone; `nil` when there is none.
  public var redo: @Sendable () async throws -> LibraryChange?
  /// What the next `limit` undos would take back (`redo: false`), the next first, or what the
  /// next redos would make again: `showtracker undo --list`.
  public var nextChanges: @Sendable (_ redo: Bool, _ limit: Int) async throws -> [LibraryChange]
  /// When each play of an episode was, oldest first: one time per watch event.
  public var watchTimes: @Sendable (_ episode: Ids) async throws -> [Date]
  /// The shows started and not finished, most recently watched first, at most `limit`, with
  /// what to watch next as of `today`.
  public var upNext: @Sendable (_ today: CalendarDay, _ limit: Int) async throws -> [UpNextItem]
  /// A number that changes when another program (or another connection) changes the library,
  /// and not when this client does: how the app notices changes made elsewhere.
  public var changesElsewhere: @Sendable () async throws -> Int
  /// Checks the whole library: the file's pages, the links between records, the counts it
  /// keeps.
  public var check: @Sendable () async throws -> LibraryCheck
  /// Writes a copy of the library to `path`, or when `nil` to the backups folder beside it;
  /// returns where.
  public var backup: @Sendable (_ path: String?) async throws -> String
  /// The shows `refresh` keeps in step with TVMaze: the followed shows with a TVMaze id, A to
  /// Z.
  public var followedShows: @Sendable () async throws -> [TVMazeLink]
  /// The titles of the followed shows `refresh` cannot keep in step, having no TVMaze id
  /// (from the starter catalog, a Trakt file), A to Z.
  public var followedShowsWithoutTVMazeID: @Sendable () async throws -> [String]
  /// The TVMaze link of one show, followed or not; `nil` when it has no TVMaze id.
  public var tvmazeLink: @Sendable (_ show: ShowID) async throws -> TVMazeLink?
  /// A show's TheTVDB and IMDb ids, by which TVMaze can find a show the library knows only
  /// from elsewhere (a Trakt history).
  public var lookupIDs: @Sendable (_ show: ShowID) async throws -> LookupIDs
  /// Saves a show fetched from TVMaze with its episodes, all or nothing. Throws
  /// ``LibraryError/invalidImport(source:location:reason:)`` for a body that is not a show.
  public var saveFetchedShow: @Sendable (_ show: FetchedShow) async throws -> FetchedShowSaved
  /// Follows (`true`) or stops following a show: the one entry point for following, whoever
  /// asks (a command, a key, an import from a catalog). Unfollowing keeps the show's history.
  /// Throws ``LibraryError/showMissing(_:)`` when the show is not in the library.
  public var setFollowed: @Sendable (_ show: ShowID, _ followed: Bool) async throws -> FollowChange
  /// Rates the show, a season or an episode 1–10, or clears its rating (`nil`): one undo
  /// step. Throws ``LibraryError/showMissing(_:)`` when the show is not in the library and
  /// ``LibraryError/other(_:)`` naming the season or episode the show lacks.
  public var setRating:
    @Sendable (_ show: ShowID, _ item: RatedItem, _ rating: Int?) async throws -> RatingChange
  /// Episodes of followed shows airing from `first` through `last`, by day, at most `limit`.
  public var upcoming:
    @Sendable (_ first: CalendarDay, _ last: CalendarDay, _ limit: Int) async throws
      -> [UpcomingItem]
  /// My Shows: shows with the user's progress, filtered and ordered, at most `limit`, as of
  /// `today`.
  public var myShows:
    @Sendable (
      _ today: CalendarDay, _ filter: MyShowsFilter, _ order: MyShowsOrder, _ limit: Int
    ) async throws -> [MyShowsItem]
  /// The history in figures: every day with a watch (days of the local time zone), and the
  /// `top` shows watched longest in `year` (every year when `nil`).
  public var watchStats: @Sendable (_ year: Int?, _ top: Int) async throws -> WatchStats
  /// The watchlist: the shows the user means to start, the most recently saved first.
  public var watchlist: @Sendable () async throws -> [WatchlistItem]
  /// Saves a show to the watchlist (`true`) or removes it: one undo step when it changed
  /// something. Throws ``LibraryError/showMissing(_:)`` when the show is not in the library.
  public var setWatchlisted:
    @Sendable (_ show: ShowID, _ watchlisted: Bool) async throws -> WatchlistChange
  /// Takes one media server's webhook event: a finished play is matched to an episode and
  /// recorded (one undo step, its source the server), kept when nothing matches, or counted
  /// and ignored. Throws ``LibraryError/invalidImport(source:location:reason:)`` for a body
  /// that is not the server's JSON; nothing is written then.
  public var receiveWebhook: @Sendable (_ delivery: WebhookDelivery) async throws -> WebhookResult
  /// How webhooks are taken and what they brought, after making `change` when one is given:
  /// `showtracker hooks`. The token is made the first time.
  public var webhookSettings:
    @Sendable (_ change: WebhookSettingsChange?) async throws -> WebhookSettings
  /// The token other devices' browsers show `serve --listen`, kept with the library (the same
  /// at every start, made the first time); `rotate` makes a new one first.
  public var browserToken: @Sendable (_ rotate: Bool) async throws -> String

  /// A client with the given functions; every function left out throws
  /// ``LibraryError/unimplemented(_:)``.
  public init(
    search: @escaping @Sendable (String, Int) async throws -> SearchPage = { _, _ in
      throw LibraryError.unimplemented("search")
    },
    resolveShow: @escaping @Sendable (String) async throws -> ShowCandidate = { _ in
      throw LibraryError.unimplemented("resolveShow")
    },
    loadShow: @escaping @Sendable (ShowID) async throws -> ShowDetails = { _ in
      throw LibraryError.unimplemented("loadShow")
    },
    markWatched: @escaping @Sendable ([Ids], Date) async throws -> LibraryChange? = { _, _ in
      throw LibraryError.unimplemented("markWatched")
    },
    unmarkWatched: @escaping @Sendable ([Ids]) async throws -> LibraryChange? = { _ in
      throw LibraryError.unimplemented("unmarkWatched")
    },
    markNextWatched:
      @escaping @Sendable (ShowID, CalendarDay, Date) async throws -> LibraryChange? = { _, _, _ in
        throw LibraryError.unimplemented("markNextWatched")
      },
    removeWatch: @escaping @Sendable (Ids, Date) async throws -> LibraryChange? = { _, _ in
      throw LibraryError.unimplemented("removeWatch")
    },
    loadHistory: @escaping @Sendable (ShowID?, Int, Int) async throws -> HistoryPage = { _, _, _ in
      throw LibraryError.unimplemented("loadHistory")
    },
    importFile: @escaping @Sendable (ImportRequest) async throws -> ImportReport = { _ in
      throw LibraryError.unimplemented("importFile")
    },
    exportLibrary: @escaping @Sendable () async throws -> Data = {
      throw LibraryError.unimplemented("exportLibrary")
    },
    exportTraktFiles: @escaping @Sendable () async throws -> [DataFile] = {
      throw LibraryError.unimplemented("exportTraktFiles")
    },
    undo: @escaping @Sendable () async throws -> LibraryChange? = {
      throw LibraryError.unimplemented("undo")
    },
    redo: @escaping @Sendable () async throws -> LibraryChange? = {
      throw LibraryError.unimplemented("redo")
    },
    upNext: @escaping @Sendable (CalendarDay, Int) async throws -> [UpNextItem] = { _, _ in
      throw LibraryError.unimplemented("upNext")
    },
    changesElsewhere: @escaping @Sendable () async throws -> Int = {
      throw LibraryError.unimplemented("changesElsewhere")
    },
    check: @escaping @Sendable () async throws -> LibraryCheck = {
      throw LibraryError.unimplemented("check")
    },
    backup: @escaping @Sendable (String?) async throws -> String = { _ in
      throw LibraryError.unimplemented("backup")
    },
    followedShows: @escaping @Sendable () async throws -> [TVMazeLink] = {
      throw LibraryError.unimplemented("followedShows")
    },
    followedShowsWithoutTVMazeID: @escaping @Sendable () async throws -> [String] = {
      throw LibraryError.unimplemented("followedShowsWithoutTVMazeID")
    },
    tvmazeLink: @escaping @Sendable (ShowID) async throws -> TVMazeLink? = { _ in
      throw LibraryError.unimplemented("tvmazeLink")
    },
    lookupIDs: @escaping @Sendable (ShowID) async throws -> LookupIDs = { _ in
      throw LibraryError.unimplemented("lookupIDs")
    },
    saveFetchedShow: @escaping @Sendable (FetchedShow) async throws -> FetchedShowSaved = { _ in
      throw LibraryError.unimplemented("saveFetchedShow")
    },
    setFollowed: @escaping @Sendable (ShowID, Bool) async throws -> FollowChange = { _, _ in
      throw LibraryError.unimplemented("setFollowed")
    },
    setRating: @escaping @Sendable (ShowID, RatedItem, Int?) async throws -> RatingChange = {
      _, _, _ in throw LibraryError.unimplemented("setRating")
    },
    upcoming: @escaping @Sendable (CalendarDay, CalendarDay, Int) async throws -> [UpcomingItem] =
      { _, _, _ in throw LibraryError.unimplemented("upcoming") },
    myShows:
      @escaping @Sendable (CalendarDay, MyShowsFilter, MyShowsOrder, Int) async throws
      -> [MyShowsItem] = { _, _, _, _ in throw LibraryError.unimplemented("myShows") },
    watchStats: @escaping @Sendable (Int?, Int) async throws -> WatchStats = { _, _ in
      throw LibraryError.unimplemented("watchStats")
    },
    nextChanges: @escaping @Sendable (Bool, Int) async throws -> [LibraryChange] = { _, _ in
      throw LibraryError.unimplemented("nextChanges")
    },
    watchTimes: @escaping @Sendable (Ids) async throws -> [Date] = { _ in
      throw LibraryError.unimplemented("watchTimes")
    },
    watchlist: @escaping @Sendable () async throws -> [WatchlistItem] = {
      throw LibraryError.unimplemented("watchlist")
    },
    setWatchlisted: @escaping @Sendable (ShowID, Bool) async throws -> WatchlistChange = {
      _, _ in throw LibraryError.unimplemented("setWatchlisted")
    },
    receiveWebhook: @escaping @Sendable (WebhookDelivery) async throws -> WebhookResult = { _ in
      throw LibraryError.unimplemented("receiveWebhook")
    },
    webhookSettings:
      @escaping @Sendable (WebhookSettingsChange?) async throws -> WebhookSettings = { _ in
        throw LibraryError.unimplemented("webhookSettings")
      },
    browserToken: @escaping @Sendable (Bool) async throws -> String = { _ in
      throw LibraryError.unimplemented("browserToken")
    }
  ) {
    self.search = search
    self.resolveShow = resolveShow
    self.loadShow = loadShow
    self.markWatched = markWatched
    self.unmarkWatched = unmarkWatched
    self.markNextWatched = markNextWatched
    self.removeWatch = removeWatch
    self.loadHistory = loadHistory
    self.importFile = importFile
    self.exportLibrary = exportLibrary
    self.exportTraktFiles = exportTraktFiles
    self.undo = undo
    self.redo = redo
    self.upNext = upNext
    self.changesElsewhere = changesElsewhere
    self.check = check
    self.backup = backup
    self.followedShows = followedShows
    self.followedShowsWithoutTVMazeID = followedShowsWithoutTVMazeID
    self.tvmazeLink = tvmazeLink
    self.lookupIDs = lookupIDs
    self.saveFetchedShow = saveFetchedShow
    self.setFollowed = setFollowed
    self.setRating = setRating
    self.upcoming = upcoming
    self.myShows = myShows
    self.watchStats = watchStats
    self.nextChanges = nextChanges
    self.watchTimes = watchTimes
    self.watchlist = watchlist
    self.setWatchlisted = setWatchlisted
    self.receiveWebhook = receiveWebhook
    self.webhookSettings = webhookSettings
    self.browserToken = browserToken
  }

  /// A client whose every function throws ``LibraryError/unimplemented(_:)``: the base of test
  /// values.
  public static let unimplemented = LibraryClient()
}
