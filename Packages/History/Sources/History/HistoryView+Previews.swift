import Identifiers
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension HistoryView.State: Previewable {
  /// A history with nothing in it yet.
  public static let empty = Self(posters: [], totalCount: 0)

  /// The first page while it loads.
  public static let loading = Self(posters: [], totalCount: 0, status: .loading)

  /// A short history of three episodes.
  public static let populated = Self(posters: Array(samplePosters.prefix(3)), totalCount: 3)

  /// A history that could not be read.
  public static let failed = Self(
    posters: [], totalCount: 0,
    status: .failed(message: "The library database could not be opened."))

  /// The first of several pages, with long titles.
  public static let long = Self(
    posters: samplePosters, page: 1, pageCount: 4, totalCount: 75,
    showFilter: nil)

  /// The preview fixtures, in the order a preview lists them.
  public static let previewFixtures: [PreviewFixture<Self>] = [
    PreviewFixture("empty", .empty),
    PreviewFixture("loading", .loading),
    PreviewFixture("populated", .populated),
    PreviewFixture("error", .failed),
    PreviewFixture("long", .long),
  ]

  private static let samplePosters: [Poster] = (0..<20).map { index in
    let titles = [
      "Northern Lights S01E01 · Pilot",
      "Northern Lights S01E02 · The Long Night Shift",
      "The Harbour S03E07 · What the Tide Brought In, and What It Took Away Again",
    ]
    let facts = [
      Poster.Facts(show: "Northern Lights", season: 1, number: 1, episode: "Pilot"),
      Poster.Facts(
        show: "Northern Lights", season: 1, number: 2, episode: "The Long Night Shift"),
      Poster.Facts(
        show: "The Harbour", season: 3, number: 7,
        episode: "What the Tide Brought In, and What It Took Away Again"),
    ]
    // 2024-03-20 21:00 UTC, a day earlier for each older entry.
    let watchedAt = Date(timeIntervalSince1970: 1_710_968_400 - Double(index) * 86_400)
    return Poster(
      ids: Ids(
        show: ShowID(rawValue: Int64(index % 3 + 1)),
        episode: EpisodeID(rawValue: Int64(100 + index))),
      imageURL: nil,
      title: titles[index % titles.count],
      subtitle: "Watched 2024-03-\(20 - index < 10 ? "0" : "")\(20 - index)",
      watchedAt: watchedAt,
      facts: facts[index % facts.count])
  }
}
