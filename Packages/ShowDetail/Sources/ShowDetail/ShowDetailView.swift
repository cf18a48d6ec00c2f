import Identifiers
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The show screen: the show's header, its seasons and episodes with watched marks, progress,
/// and the next episode to watch.
public enum ShowDetailView {}

extension ShowDetailView {
  /// Everything the show screen renders, already formatted.
  public struct State: Equatable, Sendable {
    /// What the screen has to show.
    public let phase: Phase

    /// Creates a show view state that shows `phase`.
    public init(phase: Phase) {
      self.phase = phase
    }

    /// What the screen has to show.
    public enum Phase: Hashable, Sendable {
      /// No show is open.
      case noShow
      /// The show is loading.
      case loading
      /// The show, ready to render.
      case loaded(Show)
      /// The show could not be loaded.
      case failed(message: String)

      /// The phase as every feature's load phase: loading is loading, a failure is failed, and
      /// a show or none is loaded.
      public var loadPhase: LoadPhase {
        switch self {
        case .loading: .loading
        case .failed(let message): .failed(message: message)
        case .noShow, .loaded: .loaded
        }
      }
    }

    /// The open show, if it has loaded.
    public var show: Show? {
      if case .loaded(let show) = phase { return show }
      return nil
    }
  }

  /// A loaded show.
  public struct Show: Hashable, Sendable {
    /// The show, to act on it.
    public let id: ShowID
    /// The title block: title, years, network, status, genres, summary.
    public let header: Header
    /// Every season, specials (season 0) last.
    public let seasons: [Season]
    /// The season whose episodes are listed.
    public let selectedSeason: Int?
    /// How many aired episodes the user has watched.
    public let progress: Progress
    /// The first aired episode not watched yet, in order, if any.
    public let nextEpisode: Episode?
    /// Whether the user follows the show.
    public let isFollowed: Bool
    /// Whether the show is on the watchlist.
    public let isWatchlisted: Bool
    /// The episode the show was opened at (from Up Next or the history), to select it.
    public let focus: Focus?
    /// The user's rating of the show itself, 1–10; `nil` when not rated.
    public let rating: Int?

    /// Creates a loaded show.
    ///
    /// - Parameters:
    ///   - id: The show.
    ///   - header: The title block.
    ///   - seasons: Every season, specials (season 0) last.
    ///   - selectedSeason: The season whose episodes are listed, if any.
    ///   - progress: How many aired episodes the user has watched.
    ///   - nextEpisode: The first aired episode not watched yet, if any.
    ///   - isFollowed: Whether the user follows the show.
    ///   - isWatchlisted: Whether the show is on the watchlist.
    ///   - focus: The episode the show was opened at, if it was opened at one.
    ///   - rating: The user's rating of the show itself, 1–10, if rated.
    public init(
      id: ShowID, header: Header, seasons: [Season], selectedSeason: Int?, progress: Progress,
      nextEpisode: Episode?, isFollowed: Bool = false, isWatchlisted: Bool = false,
      focus: Focus? = nil, rating: Int? = nil
    ) {
      self.id = id
      self.header = header
      self.seasons = seasons
      self.selectedSeason = selectedSeason
      self.progress = progress
      self.nextEpisode = nextEpisode
      self.isFollowed = isFollowed
      self.isWatchlisted = isWatchlisted
      self.focus = focus
      self.rating = rating
    }
  }

  /// An episode to select when the show appears: the show was opened at it.
  ///
  /// `request` changes with each opening, so a front end selects the episode once per opening
  /// and leaves the user's own moves alone afterwards, even when the same episode is opened
  /// again.
  public struct Focus: Hashable, Sendable {
    /// The episode to select.
    public let episode: Ids
    /// Which opening asked for it.
    public let request: Int

    /// Creates a focus on `episode` for opening `request`.
    public init(episode: Ids, request: Int) {
      self.episode = episode
      self.request = request
    }
  }

  /// The show's title block.
  public struct Header: Hashable, Sendable {
    /// The show's title.
    public let title: String
    /// "2008–2013", "2016–", or "".
    public let years: String
    /// The network or web channel, or "".
    public let network: String
    /// "Ended", "Running", …, or "".
    public let status: String
    /// "Drama, Crime", or "".
    public let genres: String
    /// Plain text, no markup.
    public let summary: String
    /// The credit the data's licence asks for ("Data from TVMaze.com, …"), or "".
    public let credit: String
    /// The show's poster, if the catalog has one.
    public let imageURL: URL?

    /// Creates a title block.
    ///
    /// - Parameters:
    ///   - title: The show's title.
    ///   - years: "2008–2013", "2016–", or "".
    ///   - network: The network or web channel, or "".
    ///   - status: "Ended", "Running", …, or "".
    ///   - genres: "Drama, Crime", or "".
    ///   - summary: Plain text, no markup.
    ///   - credit: The credit the data's licence asks for, or "".
    ///   - imageURL: The show's poster, if the catalog has one.
    public init(
      title: String, years: String, network: String, status: String, genres: String,
      summary: String, credit: String = "", imageURL: URL? = nil
    ) {
      self.imageURL = imageURL
      self.title = title
      self.years = years
      self.network = network
      self.status = status
      self.genres = genres
      self.summary = summary
      self.credit = credit
    }
  }

  /// One season and its episodes.
  public struct Season: Hashable, Sendable {
    /// The season's number; 0 for Specials, which lists every special: season 0's and those
    /// without a number filed in a regular season.
    public let number: Int
    /// "Season 1", or "Specials" for season 0.
    public let title: String
    /// The season's episodes, in order.
    public let episodes: [Episode]
    /// "3/10".
    public let progress: String
    /// The user's rating of the season, 1–10; `nil` when not rated.
    public let rating: Int?

    /// Creates a season.
    ///
    /// - Parameters:
    ///   - number: The season's number; 0 for Specials (every special).
    ///   - title: "Season 1", or "Specials".
    ///   - episodes: The season's episodes, in order.
    ///   - progress: "3/10".
    ///   - rating: The user's rating of the season, 1–10, if rated.
    public init(
      number: Int, title: String, episodes: [Episode], progress: String, rating: Int? = nil
    ) {
      self.number = number
      self.title = title
      self.episodes = episodes
      self.progress = progress
      self.rating = rating
    }
  }

  /// One episode row.
  public struct Episode: Hashable, Sendable {
    /// The episode, to act on it.
    public let ids: Ids
    /// "S01E02"; the season alone ("S01") for a special without a number.
    public let code: String
    /// The episode's title.
    public let title: String
    /// "2008-01-20", or "TBA".
    public let airDate: String
    /// Whether the user has watched it.
    public let isWatched: Bool
    /// Whether it has aired (by the app's day).
    public let hasAired: Bool
    /// The season the episode belongs to (a special without a number keeps its regular
    /// season), for scripts.
    public let season: Int?
    /// The number within the season, for scripts; some specials have none.
    public let number: Int?
    /// The user's rating of the episode, 1–10; `nil` when not rated.
    public let rating: Int?
    /// How many times the user played it, over all its watches; 0 when unwatched.
    public let plays: Int
    /// When the user last watched it; `nil` when unwatched.
    public let lastWatchedAt: Date?
    /// The day of ``lastWatchedAt`` in the user's time zone, "2026-12-05"; empty when
    /// unwatched.
    public let lastWatched: String

    /// Creates an episode row.
    ///
    /// - Parameters:
    ///   - ids: The episode.
    ///   - code: "S01E02"; the season alone ("S01") for a special without a number.
    ///   - title: The episode's title.
    ///   - airDate: "2008-01-20", or "TBA".
    ///   - isWatched: Whether the user has watched it.
    ///   - hasAired: Whether it has aired.
    ///   - season: The season the episode belongs to, for scripts.
    ///   - number: The number within the season, for scripts.
    ///   - rating: The user's rating of the episode, 1–10, if rated.
    ///   - plays: How many times the user played it.
    ///   - lastWatchedAt: When the user last watched it.
    ///   - lastWatched: The day of `lastWatchedAt`, "2026-12-05".
    public init(
      ids: Ids, code: String, title: String, airDate: String, isWatched: Bool, hasAired: Bool,
      season: Int? = nil, number: Int? = nil, rating: Int? = nil, plays: Int = 0,
      lastWatchedAt: Date? = nil, lastWatched: String = ""
    ) {
      self.plays = plays
      self.lastWatchedAt = lastWatchedAt
      self.lastWatched = lastWatched
      self.ids = ids
      self.code = code
      self.title = title
      self.airDate = airDate
      self.isWatched = isWatched
      self.hasAired = hasAired
      self.season = season
      self.number = number
      self.rating = rating
    }
  }

  /// How much of the show the user has watched.
  public struct Progress: Hashable, Sendable {
    /// How many aired episodes the user has watched.
    public let watched: Int
    /// How many episodes have aired.
    public let aired: Int
    /// When the library lacks part of the show's episode list, what to say and do about it
    /// ("episode list incomplete: `showtracker refresh Archer`"): the counts are then no
    /// measure of how much is left.
    public let incomplete: String?

    /// Creates a progress of `watched` out of `aired` episodes.
    ///
    /// - Parameters:
    ///   - watched: How many aired episodes the user has watched.
    ///   - aired: How many episodes have aired.
    ///   - incomplete: What to say when the episode list is incomplete, or `nil`.
    public init(watched: Int, aired: Int, incomplete: String? = nil) {
      self.watched = watched
      self.aired = aired
      self.incomplete = incomplete
    }

    /// From 0 to 1; 0 when nothing aired.
    public var fraction: Double { aired == 0 ? 0 : Double(min(watched, aired)) / Double(aired) }
  }

  /// What the user can do on the show screen.
  public enum Action: Equatable, Sendable {
    /// The user toggled an episode between watched and not watched.
    case episodeWatchedToggled(Ids)
    /// The user marked every aired episode of a season of the show watched.
    case seasonMarkedWatched(show: ShowID, season: Int)
    /// The user confirmed marking every episode of a watched season of the show not watched.
    case seasonMarkedNotWatched(show: ShowID, season: Int)
    /// The user chose which season to list.
    case seasonSelected(Int)
    /// The user went back to the previous screen.
    case backTapped
    /// The user followed (`true`) or stopped following the show.
    case followToggled(show: ShowID, follow: Bool)
    /// The user saved the show to the watchlist (`true`) or took it off.
    case watchlistToggled(show: ShowID, watchlisted: Bool)
    /// The user rated the show, a season or an episode of it 1–10, or cleared its rating
    /// (`nil`).
    case ratingChosen(show: ShowID, item: RatedItem, rating: Int?)
  }

  /// What the user rates on the show screen.
  public enum RatedItem: Hashable, Sendable {
    /// The show itself.
    case show
    /// A season, by number (0: the specials).
    case season(Int)
    /// An episode, by season and number.
    case episode(season: Int, number: Int)
  }

  /// The store a show front end reads and sends to.
  public typealias ViewModel = Store<State, Action>
}
