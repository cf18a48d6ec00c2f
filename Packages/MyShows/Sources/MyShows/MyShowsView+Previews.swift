import Identifiers
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension MyShowsView.State: Previewable {
  /// No show followed yet.
  public static let empty = Self(rows: [])

  /// The list while it loads.
  public static let loading = Self(rows: [], status: .loading)

  /// A few shows: one behind, one caught up with an episode airing tomorrow, one ended.
  public static let populated = Self(rows: Array(sampleRows.prefix(3)))

  /// The list could not be read.
  public static let failed = Self(
    rows: [], status: .failed(message: "another program is using the library; try again"))

  /// More shows than fit on a screen, with long titles, by title.
  public static let long = Self(rows: sampleRows, filter: .all, order: .title)

  /// The preview fixtures, in the order a preview lists them.
  public static let previewFixtures: [PreviewFixture<Self>] = [
    PreviewFixture("empty", .empty),
    PreviewFixture("loading", .loading),
    PreviewFixture("populated", .populated),
    PreviewFixture("error", .failed),
    PreviewFixture("long", .long),
  ]

  private static let sampleRows: [MyShowsView.Row] = (0..<30).map { index in
    let titles = [
      "Northern Lights", "The Harbour",
      "Norfolk Nights: A Very Long Title That Does Not Fit On One Narrow Terminal Line",
    ]
    let aired = 12
    let watched = [5, 12, 12][index % 3]
    let show = ShowID(rawValue: Int64(index + 1))
    let next =
      watched < aired
      ? MyShowsView.Episode(
        ids: Ids(show: show, episode: EpisodeID(rawValue: Int64(100 + index))), code: "S01E06",
        title: "The Crossing", season: 1, number: 6)
      : nil
    let airsTomorrow = index % 3 == 1
    return MyShowsView.Row(
      show: show, title: titles[index % titles.count],
      network: index % 2 == 0 ? "BBC One" : "Netflix",
      status: index % 3 == 2 ? "Ended" : "Running", progress: "\(watched)/\(aired)",
      progressFraction: Double(watched) / Double(aired), watched: watched, aired: aired,
      next: next, nextText: next.map { "\($0.code) · \($0.title)" } ?? "caught up",
      nextAirDate: airsTomorrow ? "2026-12-02" : "", nextAirLabel: airsTomorrow ? "tomorrow" : "",
      lastActivity: "2026-11-" + (30 - index % 28 < 10 ? "0" : "") + "\(30 - index % 28)",
      lastActivityAt: Date(timeIntervalSince1970: 1_764_460_800 - Double(index) * 86_400),
      isFollowed: index < 20)
  }
}
