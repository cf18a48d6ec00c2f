import Foundation
import Identifiers

/// Everything that can happen in ShowTracker: what users do (through a connector) and what
/// effects report back.
public enum AppAction: Equatable, Sendable {
  /// Marks an episode watched or unwatched: the seed's action.
  case markAsWatched(episode: Ids, watched: Bool)
  /// Flips an episode between watched and not watched.
  case watchedToggled(episode: Ids)
  /// Marks every aired, unwatched episode of a season watched.
  case markSeasonAsWatched(show: ShowID, season: Int)
  /// Marks several episodes watched at `at` (now when `nil`), or unwatched, in one save: the
  /// command line's `watch --season`, `--all` and `--at`.
  case markEpisodesAsWatched(episodes: [Ids], watched: Bool, at: Date? = nil)
  /// The library saved a change of watched episodes.
  case watchedSaved(episodes: [Ids], watchedAt: Date?)
  /// The library could not save a change of watched episodes.
  case watchedSaveFailed(episodes: [Ids], message: String)
  /// The user brought a screen to the front.
  case screenSelected(Screen)
  case history(HistoryAction)
  case search(SearchAction)
  case showDetail(ShowDetailAction)
  case importing(ImportAction)
}

/// The watched history's actions.
public enum HistoryAction: Equatable, Sendable {
  /// Load a page of the history (from 1).
  case pageRequested(Int)
  /// Move from the page on screen by `offset` pages (+1 older, -1 newer), within bounds.
  case pageMoved(by: Int)
  /// Narrow the history to one show, or show all of it, from page 1.
  case showFilterChanged(ShowID?)
  case pageLoaded(page: Int, HistoryPage)
  case pageFailed(page: Int, message: String)
}

/// The search's actions.
public enum SearchAction: Equatable, Sendable {
  /// The query changed: search after a short pause, cancelling the previous search.
  case queryChanged(String)
  /// Search for the current query now.
  case submitted
  case resultsLoaded(query: String, [ShowSearchResult])
  case failed(query: String, message: String)
}

/// The show screen's actions.
public enum ShowDetailAction: Equatable, Sendable {
  /// Open a show and load it.
  case opened(ShowID)
  /// Load the open show again, staying on the screen in front (after a failed save).
  case reloadRequested
  case loaded(ShowDetails)
  case failed(ShowID, message: String)
  case seasonSelected(Int)
  /// Close the show and go back.
  case closed
}

/// Importing a file of TVMaze or Trakt data.
public enum ImportAction: Equatable, Sendable {
  case started(ImportRequest)
  case finished(source: String, ImportReport)
  case failed(source: String, message: String)
}

/// A file to import.
public struct ImportRequest: Hashable, Sendable {
  /// Which service's format the file is in.
  public enum Format: String, Hashable, Sendable, CaseIterable {
    case tvmaze
    case trakt
  }

  public var format: Format
  /// The file's name, for messages ("-" for standard input).
  public var source: String
  public var data: Data

  public init(format: Format, source: String, data: Data) {
    self.format = format
    self.source = source
    self.data = data
  }
}
