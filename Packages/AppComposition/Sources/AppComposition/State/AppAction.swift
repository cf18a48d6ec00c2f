import Identifiers
import LibraryClient
import TVMazeClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything that can happen in ShowTracker: what users do (through a connector or a
/// command) and what effects report back.
///
/// Actions are `Codable`, so a session can be recorded as one JSON line per action and
/// replayed (see ``ActionRecording``).
public enum AppAction: Equatable, Sendable, Codable {
  /// Reads the clock into ``AppState/today`` and moves it at every midnight.
  case clockStarted
  /// Stops moving ``AppState/today``.
  case clockStopped
  /// The clock passed midnight.
  case dayChanged(CalendarDay)
  /// Watches the library for changes made by other programs (another `showtracker`, say), for
  /// as long as the interactive app runs.
  case libraryWatchStarted
  /// Stops watching the library for changes made elsewhere.
  case libraryWatchStopped
  /// Another program changed the library: what the screens show is loaded again.
  case libraryChangedElsewhere
  /// The library waits for another program that holds it (a long import): a change on its
  /// way says so until it is saved.
  case libraryBusyElsewhere

  /// Marks an episode watched or unwatched: the seed's action. Unwatching removes every watch
  /// of the episode.
  case markAsWatched(episode: Ids, watched: Bool)
  /// Marks the show's next episode watched: the one Up Next names when the library records
  /// it, not when the key was pressed, so two presses in a row mark two episodes in order,
  /// however fast they come.
  case markNextAsWatched(show: ShowID)
  /// Flips an episode between watched and not watched.
  case watchedToggled(episode: Ids)
  /// Removes one watch of an episode: a row of the history.
  case watchRemoved(episode: Ids, watchedAt: Date)
  /// Marks every aired, unwatched episode of a season of the open show watched.
  case markSeasonAsWatched(show: ShowID, season: Int)
  /// Removes every watch of the watched episodes of a season of the show (one change, one
  /// undo step).
  case markSeasonAsNotWatched(show: ShowID, season: Int)
  /// Marks the episodes a request names (a show by id or title, and a selection) watched or
  /// unwatched: the command line's `watch` and `unwatch`.
  case watchRequested(WatchRequest)
  /// The show a watch request names has loaded: select its episodes and save.
  case watchRequestLoaded(WatchRequest, ShowDetails)
  /// The library saved a change of watched episodes; what it did.
  case watchedSaved(LibraryChange)
  /// The library could not save a change of watched episodes (or find what a request named).
  case watchedSaveFailed(episodes: [Ids], AppError)
  /// Undoes the last change to the library, whoever made it.
  case undoRequested
  /// Makes the last undone change again.
  case redoRequested
  /// The library undid (`redo == false`) or redid a change; `nil` when there was none.
  case undoFinished(redo: Bool, LibraryChange?)
  /// Asks what the next `limit` undos (`redo == false`) or redos would do: `undo --list`.
  case undoListRequested(redo: Bool, limit: Int)
  /// What the next undos or redos would do, the next first.
  case undoListLoaded(redo: Bool, [LibraryChange])
  /// The user has seen how the last change went: the status line may go.
  case changeAcknowledged
  /// Follows or stops following the show a user named (an id or a title): `showtracker follow`
  /// and `unfollow`.
  case followRequested(FollowRequest)
  /// Follows (`true`) or stops following a show on screen: the `f` key.
  case followChanged(show: ShowID, follow: Bool)
  /// The library followed or stopped following a show; what it did.
  case followSaved(FollowChange)
  /// Rates (or clears the rating of) a show a user named, or one of its seasons or episodes:
  /// `showtracker rate`.
  case ratingRequested(RatingRequest)
  /// The library rated or cleared; what it did.
  case ratingSaved(RatingChange)
  /// The user rated the show, a season or an episode 1–10 on the show screen, or cleared its
  /// rating (`nil`).
  case ratingChanged(show: ShowID, item: RatedItem, rating: Int?)

  /// The user brought a screen to the front.
  case screenSelected(Screen)
  /// The user opened or closed the help.
  case helpToggled
  /// An action of the watched history.
  case history(HistoryAction)
  /// An action of the search.
  case search(SearchAction)
  /// An action of the show screen.
  case showDetail(ShowDetailAction)
  /// An action of an import.
  case importing(ImportAction)
  /// An action of an export.
  case exporting(ExportAction)
  /// Checking and backing up the library: `showtracker check` and `backup`.
  case maintenance(MaintenanceAction)
  /// Plays posted by media servers' webhooks, and `showtracker hooks`.
  case webhooks(WebhookAction)
  /// The token other devices' browsers show `serve --listen`.
  case browserAccess(BrowserAccessAction)
  /// Up Next's actions.
  case upNext(UpNextAction)
  /// Upcoming's actions.
  case upcoming(UpcomingAction)
  /// My Shows's actions.
  case myShows(MyShowsAction)
  /// Stats's actions.
  case stats(StatsAction)
  /// Watchlist's actions.
  case watchlist(WatchlistAction)
  // new-feature: actions above this line
  /// Adding shows from TVMaze, refreshing the followed ones.
  case tvmaze(TVMazeAction)
}

/// Importing a file of TVMaze, Trakt or TV Time data.
public enum ImportAction: Equatable, Sendable, Codable {
  /// Import the file the request names.
  case started(ImportRequest)
  /// Looking up on TVMaze the shows of `source` the library lacks: `done` of `total` asked.
  case lookingUp(source: String, done: Int, total: Int)
  /// The import from `source` finished; the report counts what it added.
  case finished(source: String, ImportReport)
  /// The import from `source` failed, and changed nothing.
  case failed(source: String, AppError)
}

/// Checking the library and backing it up.
public enum MaintenanceAction: Equatable, Sendable, Codable {
  /// Check the whole library.
  case checkRequested
  /// The check finished.
  case checked(LibraryCheck)
  /// Back the library up to a path, or to the backups folder beside it when `nil`.
  case backupRequested(path: String?)
  /// The backup was written here.
  case backedUp(path: String)
  /// The check or the backup failed.
  case failed(AppError)
}

/// Exporting the library as Trakt JSON.
public enum ExportAction: Equatable, Sendable, Codable {
  /// Export the library as one document: the history, the ratings and the watchlist.
  case started
  /// The library, as one Trakt JSON document.
  case finished(Data)
  /// Export the library as the files of a Trakt data export.
  case traktFilesStarted
  /// The files of a Trakt data export, by name.
  case traktFilesFinished([DataFile])
  /// The export failed.
  case failed(AppError)
}

/// Episodes of one show, named on the command line: `watch "Breaking Bad" --season 1`.
public struct WatchRequest: Hashable, Sendable, Codable {
  /// The show's id or title, as the user wrote it.
  public var show: String
  /// Which of its episodes.
  public var selection: EpisodeSelection
  /// Mark them watched (`true`) or remove their watches.
  public var watched: Bool
  /// When they were watched; now when `nil`. Episodes that aired after it are left out of a
  /// season, all or up-to selection.
  public var watchedAt: Date?
  /// With `watched: false` and one episode: remove only this play of it, not every one.
  public var play: PlayChoice?

  /// Creates a request for episodes of `show`.
  ///
  /// - Parameters:
  ///   - show: The show's id or title, as the user wrote it.
  ///   - selection: Which of its episodes.
  ///   - watched: Mark them watched (`true`) or remove their watches.
  ///   - watchedAt: When they were watched; now when `nil`.
  ///   - play: To remove one play of one episode: which.
  public init(
    show: String, selection: EpisodeSelection, watched: Bool, watchedAt: Date? = nil,
    play: PlayChoice? = nil
  ) {
    self.show = show
    self.selection = selection
    self.watched = watched
    self.watchedAt = watchedAt
    self.play = play
  }
}

/// Which one play of an episode to remove: `unwatch SHOW S01E02 --last` or `--at DATE`.
public enum PlayChoice: Hashable, Sendable, Codable {
  /// The most recent play.
  case latest
  /// The one play from `start` up to (not including) `end`: the day, minute or second the
  /// user wrote, as `written`.
  case during(start: Date, end: Date, written: String)
}

/// A rating a user asked for on the command line: `rate "Breaking Bad" S01E02 9`.
public struct RatingRequest: Hashable, Sendable, Codable {
  /// The show's id or title, as the user wrote it.
  public var show: String
  /// The show, one of its seasons, or one of its episodes.
  public var item: RatedItem
  /// 1–10; `nil` clears the rating.
  public var rating: Int?

  /// Creates a request to rate `item` of `show` (or, with `rating: nil`, to clear it).
  public init(show: String, item: RatedItem, rating: Int?) {
    self.show = show
    self.item = item
    self.rating = rating
  }
}

/// A show named on the command line, to follow or stop following: `follow "Breaking Bad"`.
public struct FollowRequest: Hashable, Sendable, Codable {
  /// The show's id or title, as the user wrote it.
  public var show: String
  /// Follow (`true`) or stop following.
  public var follow: Bool

  /// Creates a request to follow `show` (or, with `follow: false`, to stop following it).
  public init(show: String, follow: Bool) {
    self.show = show
    self.follow = follow
  }
}

/// Which episodes of a show a request names.
public enum EpisodeSelection: Hashable, Sendable, Codable {
  /// One episode: S01E02.
  case episode(season: Int, number: Int)
  /// A season's episodes; 0 is every special (`Episode.isSpecial`), and a regular season
  /// holds none.
  case season(Int)
  /// Every episode of the show but the specials.
  case all
  /// Every episode of the regular seasons up to and including this one: "I've seen up to
  /// S02E05".
  case upTo(season: Int, number: Int)
}

/// Why something the user asked for could not be done: typed, worded by the connectors.
public enum AppError: Error, Hashable, Sendable, Codable {
  /// The library failed or refused.
  case library(LibraryError)
  /// The show has no episode with this code.
  case noSuchEpisode(show: String, season: Int, number: Int)
  /// The show has no season with this number.
  case noSuchSeason(show: String, season: Int)
  /// A season was to be marked on the show screen while another show was open there (the
  /// show's title).
  case showNotOpen(String)
  /// A search query with more than ``SearchState/maxQueryWords`` words or
  /// ``SearchState/maxQueryCharacters`` characters: how many it has.
  case queryTooLong(words: Int, characters: Int)
  /// The episode airs after the day it was to be marked watched on ("2027-01-14").
  case notYetAired(show: String, season: Int, number: Int, airs: String)
  /// The episode has no play at the time asked for (`at`, as written; `nil` for "the most
  /// recent": it has none); `plays` are the times it has, written for the user.
  case noPlay(show: String, season: Int, number: Int, at: String?, plays: [String])
  /// The episode has several plays at the time asked for, written for the user.
  case severalPlays(show: String, season: Int, number: Int, at: String, plays: [String])
  /// TVMaze could not be asked, or did not answer as it should.
  case tvmaze(TVMazeError)
  /// No TVMaze show matches this title.
  case noTVMazeMatch(String)
  /// TVMaze has no show with this id.
  case noTVMazeShow(Int)
  /// This show of the library has no TVMaze id and TVMaze could not be told which show it is
  /// (`reason`), so it cannot be refreshed.
  case notOnTVMaze(String, reason: String)
  /// No show of the library is called this, and no show on TVMaze matches it
  /// (`watchlist add`).
  case notInLibraryNorOnTVMaze(String)
  /// No show of the library is called this, and several shows on TVMaze match it, none
  /// exactly (`watchlist add`): the choices.
  case severalOnTVMaze(String, [TVMazeShowSummary])

  /// The app's error for any error an effect caught.
  public init(_ error: any Error) {
    switch error {
    case let error as AppError: self = error
    case let error as LibraryError: self = .library(error)
    case let error as TVMazeError: self = .tvmaze(error)
    default: self = .library(.other(String(describing: error)))
    }
  }
}

extension AppError: CustomStringConvertible {
  /// One line of plain words: what went wrong and, where it helps, what to do.
  public var description: String { ErrorText.message(self) }
}

/// Which shows an action changed in the library, so that the screens showing them load them
/// again.
enum ChangedShows: Equatable, Sendable {
  /// These shows' episodes, watches or details.
  case shows([ShowID])
  /// Any show's: an import, a refresh, a change another program made.
  case all

  /// The shows, or `nil` for all of them.
  var ids: [ShowID]? {
    switch self {
    case .shows(let ids): ids
    case .all: nil
    }
  }
}

extension AppAction {
  /// The shows whose contents in the library this action may have changed, or `nil` if it
  /// changed none: a watch saved (or one that failed to save, whose optimistic change is
  /// undone), an undo or redo that did something, an import, a show added or refreshed from
  /// TVMaze, a change made by another program.
  ///
  /// The one list every screen reloads on: History, Show and Search through
  /// ``AppState/reloadAfterLibraryChange(touching:)`` (`libraryChangeReducer`), Up Next,
  /// Upcoming, My Shows and Stats in their own reducers. A new way to change the library
  /// belongs here, and every screen follows it.
  var changedShows: ChangedShows? {
    switch self {
    case .watchedSaved(let change):
      .shows(change.episodes.map(\.show))
    case .watchedSaveFailed(let episodes, _) where !episodes.isEmpty:
      .shows(episodes.map(\.show))
    case .undoFinished(_, .some(let change)):
      !change.shows.isEmpty
        ? .shows(change.shows)
        : change.episodes.isEmpty ? .all : .shows(change.episodes.map(\.show))
    case .ratingSaved(let change) where change.changed:
      .shows([change.show.id])
    case .importing(.finished), .libraryChangedElsewhere:
      .all
    case .webhooks(.handled(_, .recorded(let play))):
      .shows([play.show])
    case .webhooks(.settingsLoaded(let settings)) where !settings.recorded.isEmpty:
      .shows(settings.recorded.map(\.show))
    case .webhooks(.pendingRecorded(let plays)):
      .shows(plays.map(\.show))
    case .webhooks(.showAddedFromTVMaze(let saved)):
      .shows([saved.show.id])
    case .tvmaze(.addFinished(let saved)), .search(.addFinished(let saved)):
      .shows([saved.show.id])
    case .watchlist(.saved(let change)) where change.addedFromTVMaze:
      .shows([change.show.id])
    case .tvmaze(.refreshFinished(let report)), .tvmaze(.refreshFailed(let report, _)):
      report.refreshed > 0 ? .all : nil
    default:
      nil
    }
  }
}
