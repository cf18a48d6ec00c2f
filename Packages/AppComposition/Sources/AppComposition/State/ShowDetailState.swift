import Identifiers
import LibraryClient

/// The show screen's state.
public struct ShowDetailState: Hashable, Sendable {
  /// The open show.
  public var selectedShow: ShowID?
  /// The open show's episodes, in order.
  public var episodeIDs: [Ids] = []
  /// The season whose episodes are listed.
  public var selectedSeason: Int?
  /// The episode the show was opened at, if it was opened at one.
  public var focusedEpisode: Ids?
  /// How many times a show was opened at an episode: a front end selects the focused episode
  /// once per opening.
  public var focusRequest = 0
  /// Whether the library holds the open show's whole episode list.
  public var isEpisodeListComplete = true
  /// Whether the open show is loading, loaded, or failed.
  public var status: LoadStatus = .idle
  /// Whether the user follows the open show.
  public var isFollowed = false
  /// Whether the open show is on the watchlist.
  public var isWatchlisted = false
  /// The screen to go back to.
  public var returnScreen: Screen = .history

  /// Creates a show screen with no show open.
  public init() {}
}

/// The show screen's actions.
public enum ShowDetailAction: Equatable, Sendable, Codable {
  /// Open a show and load it.
  case opened(ShowID)
  /// Open a show at one of its episodes: its season listed, the episode selected.
  case episodeOpened(Ids)
  /// Open the show a user named: an id or a title.
  case openRequested(String)
  /// Load the open show again, staying on the screen in front (after a change).
  case reloadRequested
  /// The library answered with the show opened.
  case loaded(ShowDetails)
  /// The show (when known) could not be loaded.
  case failed(ShowID?, AppError)
  /// The user chose which season to list.
  case seasonSelected(Int)
  /// Close the show and go back.
  case closed
}

extension Screen {
  /// The open show.
  public static let showDetail = Screen("show")
}
