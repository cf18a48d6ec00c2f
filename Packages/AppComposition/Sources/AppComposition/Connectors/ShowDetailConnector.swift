import Identifiers
import LibraryClient
import Redux
import ShowDetail
import TVMazeClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Connectors {
  /// Maps the open show to `ShowDetailView.State`: header, seasons with watched marks,
  /// progress over aired episodes, and the next episode to watch.
  ///
  /// Specials (`Episode.isSpecial`: season 0, or no number) are listed under Specials, each
  /// with the season it belongs to in its code ("S01" for TVMaze's numberless specials), count
  /// in no progress but their own section's, and are never the next episode.
  ///
  /// What has aired is decided by ``AppState/today``, one of its inputs, so the screen follows
  /// the clock past midnight in a long session.
  public struct ShowDetailConnector: InputTrackingConnector, Sendable {
    /// How dates are written: the user's time zone.
    public var formatting: Formatting

    /// Creates the show screen's connector, writing dates in `formatting`'s time zone.
    public init(formatting: Formatting = .current) {
      self.formatting = formatting
    }

    /// The slices the show screen reads.
    public struct Inputs: Equatable {
      let showDetail: Revision
      let shows: Revision
      let episodes: Revision
      let images: Revision
      let today: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(
        showDetail: state.$showDetail, shows: state.$shows, episodes: state.$episodes,
        images: state.$showImages, today: state.$today)
    }

    public func connect(state: AppState) -> ShowDetailView.State {
      let detail = state.showDetail
      if case .failed(let error) = detail.status {
        return ShowDetailView.State(phase: .failed(message: ErrorText.message(error)))
      }
      guard let id = detail.selectedShow else {
        return ShowDetailView.State(phase: detail.status == .loading ? .loading : .noShow)
      }
      switch detail.status {
      case .idle, .loading, .failed:
        return ShowDetailView.State(phase: .loading)
      case .loaded:
        guard let show = state.shows[id] else {
          return ShowDetailView.State(phase: .failed(message: "Show \(id) is not loaded."))
        }
        return ShowDetailView.State(phase: .loaded(makeShow(show, state: state)))
      }
    }

    public func connect(action: ShowDetailView.Action) -> AppAction {
      switch action {
      case .episodeWatchedToggled(let ids): return .watchedToggled(episode: ids)
      case .seasonMarkedWatched(let show, let season):
        return .markSeasonAsWatched(show: show, season: season)
      case .seasonMarkedNotWatched(let show, let season):
        return .markSeasonAsNotWatched(show: show, season: season)
      case .seasonSelected(let season): return .showDetail(.seasonSelected(season))
      case .backTapped: return .showDetail(.closed)
      case .followToggled(let show, let follow): return .followChanged(show: show, follow: follow)
      case .watchlistToggled(let show, let watchlisted):
        return .watchlist(.changed(show: show, watchlisted: watchlisted))
      case .ratingChosen(let show, let item, let rating):
        let rated: RatedItem =
          switch item {
          case .show: .show
          case .season(let number): .season(number)
          case .episode(let season, let number): .episode(season: season, number: number)
          }
        return .ratingChanged(show: show, item: rated, rating: rating)
      }
    }

    private func makeShow(_ show: Show, state: AppState) -> ShowDetailView.Show {
      let today = state.today
      let episodes = state.showDetail.episodeIDs.compactMap { state.episodes[$0] }
      let ratings = state.showDetail.ratings
      var rowsBySeason: [Int: [ShowDetailView.Episode]] = [:]
      var watched = 0
      var aired = 0
      var next: ShowDetailView.Episode?
      for episode in episodes {
        let hasAired = episode.hasAired(by: today)
        let row = ShowDetailView.Episode(
          ids: episode.ids,
          code: EpisodeText.code(episode),
          title: episode.title,
          airDate: episode.firstAired.map(formatting.airDate) ?? "TBA",
          isWatched: episode.isWatched,
          hasAired: hasAired,
          season: episode.season,
          number: episode.number,
          rating: ratings.episodes[episode.ids.episode],
          plays: episode.plays,
          lastWatchedAt: episode.watchedAt,
          lastWatched: episode.watchedAt.map(formatting.shortDate) ?? "")
        rowsBySeason[episode.listedSeason, default: []].append(row)
        guard !episode.isSpecial else { continue }
        if hasAired {
          aired += 1
          if episode.isWatched { watched += 1 }
        }
        if next == nil, hasAired, !episode.isWatched { next = row }
      }
      // Regular seasons in order, specials (season 0) last.
      let seasonNumbers = rowsBySeason.keys.sorted {
        ($0 == 0 ? Int.max : $0) < ($1 == 0 ? Int.max : $1)
      }
      let seasons = seasonNumbers.map { number in
        let rows = rowsBySeason[number] ?? []
        return ShowDetailView.Season(
          number: number,
          title: number == 0 ? "Specials" : "Season \(number)",
          episodes: rows,
          progress: "\(rows.filter(\.isWatched).count)/\(rows.count)",
          rating: ratings.seasons[number])
      }
      return ShowDetailView.Show(
        id: show.id,
        header: ShowDetailView.Header(
          title: show.title,
          years: ShowText.years(show),
          network: ShowText.channel(show),
          status: show.status ?? "",
          genres: show.genres.joined(separator: ", "),
          summary: show.summary ?? "",
          credit: show.tvmazeID == nil ? "" : TVMazeClient.attribution,
          imageURL: state.posterURL(of: show.id)),
        seasons: seasons,
        selectedSeason: state.showDetail.selectedSeason,
        progress: ShowDetailView.Progress(
          watched: watched, aired: aired,
          incomplete: ShowText.incompleteHint(
            show, isEpisodeListComplete: state.showDetail.isEpisodeListComplete)),
        nextEpisode: state.showDetail.isEpisodeListComplete ? next : nil,
        isFollowed: state.showDetail.isFollowed,
        isWatchlisted: state.showDetail.isWatchlisted,
        focus: state.showDetail.focusedEpisode.flatMap { episode in
          episode.show == show.id
            ? ShowDetailView.Focus(episode: episode, request: state.showDetail.focusRequest) : nil
        },
        rating: ratings.show)
    }
  }
}
