import Identifiers
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension UpNextView.State: Previewable {
  /// Nothing started yet.
  public static let empty = Self(rows: [])

  /// The list while it loads.
  public static let loading = Self(rows: [], status: .loading)

  /// Three shows: two with an episode to watch, one caught up with an announced episode.
  public static let populated = Self(rows: Array(sampleRows.prefix(3)))

  /// A list that could not be read.
  public static let failed = Self(
    rows: [], status: .failed(message: "another program is using the library; try again"))

  /// Many shows, with long titles.
  public static let long = Self(rows: sampleRows)

  /// The preview fixtures, in the order a preview lists them.
  public static let previewFixtures: [PreviewFixture<Self>] = [
    PreviewFixture("empty", .empty),
    PreviewFixture("loading", .loading),
    PreviewFixture("populated", .populated),
    PreviewFixture("error", .failed),
    PreviewFixture("long", .long),
  ]

  private static let sampleRows: [UpNextView.Row] = (0..<18).map { index in
    let titles = [
      "Northern Lights", "The Harbour",
      "Norfolk Nights: A Very Long Title That Does Not Fit On One Narrow Terminal Line",
    ]
    let show = ShowID(rawValue: Int64(index + 1))
    let caughtUp = index % 3 == 2
    let episode = UpNextView.Episode(
      ids: Ids(show: show, episode: EpisodeID(rawValue: Int64(100 + index))),
      code: caughtUp ? "S03E01" : "S01E0\(index % 9 + 1)",
      title: caughtUp ? "Return" : "The Long Night Shift",
      airDate: caughtUp ? "2027-01-14" : "2024-03-0\(index % 9 + 1)",
      season: caughtUp ? 3 : 1, number: caughtUp ? 1 : index % 9 + 1)
    let left = caughtUp ? 0 : index % 4 + 1
    // 2024-03-20 21:00 UTC, a day earlier for each show further down.
    let watchedAt = Date(timeIntervalSince1970: 1_710_968_400 - Double(index) * 86_400)
    return UpNextView.Row(
      show: show, title: titles[index % titles.count],
      next: caughtUp ? nil : episode, upcoming: caughtUp ? episode : nil,
      airedLeft: left, left: caughtUp ? "" : "\(left) left",
      lastWatched: "2024-03-\(20 - index < 10 ? "0" : "")\(20 - index)",
      lastWatchedAt: watchedAt)
  }
}
