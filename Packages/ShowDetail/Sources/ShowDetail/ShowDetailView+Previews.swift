import Identifiers
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ShowDetailView.State: Previewable {
  /// No show open.
  public static let empty = Self(phase: .noShow)

  /// A show loading.
  public static let loading = Self(phase: .loading)

  /// A show with two seasons, partly watched.
  public static let populated = Self(phase: .loaded(sampleShow(seasons: 2, episodesPerSeason: 4)))

  /// A show that failed to load.
  public static let failed = Self(phase: .failed(message: "No show with id 42."))

  /// A show with many seasons and a long summary.
  public static let long = Self(phase: .loaded(sampleShow(seasons: 6, episodesPerSeason: 13)))

  /// The preview fixtures, in the order a preview lists them.
  public static let previewFixtures: [PreviewFixture<Self>] = [
    PreviewFixture("empty", .empty),
    PreviewFixture("loading", .loading),
    PreviewFixture("populated", .populated),
    PreviewFixture("error", .failed),
    PreviewFixture("long", .long),
  ]

  private static func sampleShow(seasons: Int, episodesPerSeason: Int) -> ShowDetailView.Show {
    let show = ShowID(rawValue: 1)
    var watched = 0
    var aired = 0
    var next: ShowDetailView.Episode?
    let seasonList = (1...seasons).map { season in
      let episodes = (1...episodesPerSeason).map { number in
        let isWatched = season == 1 && number <= 3
        let hasAired = season < seasons || number <= episodesPerSeason / 2
        let episode = ShowDetailView.Episode(
          ids: Ids(show: show, episode: EpisodeID(rawValue: Int64(season * 100 + number))),
          code: "S0\(season)E\(number < 10 ? "0" : "")\(number)",
          title: number == 1 ? "Pilot" : "Chapter \(number)",
          airDate: hasAired ? "20\(10 + season)-03-\(number < 10 ? "0" : "")\(number)" : "TBA",
          isWatched: isWatched,
          hasAired: hasAired,
          plays: isWatched ? 1 : 0)
        if isWatched { watched += 1 }
        if hasAired { aired += 1 }
        if next == nil, hasAired, !isWatched { next = episode }
        return episode
      }
      let seasonWatched = episodes.filter(\.isWatched).count
      return ShowDetailView.Season(
        number: season, title: "Season \(season)", episodes: episodes,
        progress: "\(seasonWatched)/\(episodes.count)")
    }
    return ShowDetailView.Show(
      id: show,
      header: ShowDetailView.Header(
        title: "Northern Lights",
        years: "2011–",
        network: "BBC One",
        status: "Running",
        genres: "Drama, Mystery",
        summary: Array(
          repeating: "A lighthouse keeper on a remote island keeps a logbook of strange lights.",
          count: seasons > 2 ? 4 : 1
        ).joined(separator: " ")),
      seasons: seasonList,
      selectedSeason: 1,
      progress: ShowDetailView.Progress(watched: watched, aired: aired),
      nextEpisode: next)
  }
}
