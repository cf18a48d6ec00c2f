import ShowDetail

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A show as JSON, for `showtracker show --json`: the same view state the terminal draws,
/// encoded, with every season.
public struct ShowDetailJSON: JSONDocument {
  var show: Show?

  public init(_ state: ShowDetailView.State) {
    if case .loaded(let show) = state.phase { self.show = Show(show) }
  }

  /// The show page's phase in its own words: `no-show` (none open), `loading`, `loaded`,
  /// `failed`.
  public static func status(of state: ShowDetailView.State) -> JSONStatus {
    switch state.phase {
    case .noShow: JSONStatus("no-show")
    case .loading: JSONStatus("loading")
    case .loaded: JSONStatus("loaded")
    case .failed(let message): JSONStatus("failed", error: message)
    }
  }

  struct Show: Encodable {
    var id: Int64
    var title: String
    var years: String
    var network: String
    var status: String
    var genres: String
    var summary: String
    /// The credit the data's licence asks for; absent when none is needed.
    var credit: String?
    var watched: Int
    var aired: Int
    /// Present when the episode list is incomplete: what to do about it.
    var incomplete: String?
    var selectedSeason: Int?
    var nextEpisode: Episode?
    var seasons: [Season]
    var followed: Bool
    var watchlisted: Bool
    /// The user's rating of the show, 1–10; absent when not rated.
    var rating: Int?

    init(_ show: ShowDetailView.Show) {
      id = show.id.rawValue
      title = show.header.title
      years = show.header.years
      network = show.header.network
      status = show.header.status
      genres = show.header.genres
      summary = show.header.summary
      credit = show.header.credit.isEmpty ? nil : show.header.credit
      watched = show.progress.watched
      aired = show.progress.aired
      incomplete = show.progress.incomplete
      selectedSeason = show.selectedSeason
      nextEpisode = show.nextEpisode.map(Episode.init)
      seasons = show.seasons.map(Season.init)
      followed = show.isFollowed
      watchlisted = show.isWatchlisted
      rating = show.rating
    }
  }

  struct Season: Encodable {
    var number: Int
    var title: String
    var progress: String
    var episodes: [Episode]
    /// The user's rating of the season, 1–10; absent when not rated.
    var rating: Int?

    init(_ season: ShowDetailView.Season) {
      number = season.number
      title = season.title
      progress = season.progress
      episodes = season.episodes.map(Episode.init)
      rating = season.rating
    }
  }

  struct Episode: Encodable {
    var id: Int64
    var code: String
    var title: String
    var airDate: String
    var watched: Bool
    var aired: Bool
    var season: Int?
    var number: Int?
    /// The user's rating of the episode, 1–10; absent when not rated.
    var rating: Int?
    /// How many times the user played it, over all its watches; 0 when unwatched.
    var plays: Int
    /// When the user last watched it; absent when unwatched.
    var lastWatchedAt: Date?

    init(_ episode: ShowDetailView.Episode) {
      plays = episode.plays
      lastWatchedAt = episode.lastWatchedAt
      id = episode.ids.episode.rawValue
      code = episode.code
      title = episode.title
      airDate = episode.airDate
      watched = episode.isWatched
      aired = episode.hasAired
      season = episode.season
      number = episode.number
      rating = episode.rating
    }
  }
}

extension JSONFrontEnd: ShowDetailRendering
where Document == ShowDetailJSON, ViewAction == ShowDetailView.Action {}
