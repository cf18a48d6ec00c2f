import Identifiers
import Redux

extension UpcomingView.State: Previewable {
  /// No episode airs in the days covered.
  public static let empty = Self(
    days: [], dayCount: 14, firstDay: "2026-12-01", lastDay: "2026-12-14")

  /// The list while it loads.
  public static let loading = Self(
    days: [], status: .loading, dayCount: 14, firstDay: "2026-12-01", lastDay: "2026-12-14")

  /// Today, tomorrow and a later day.
  public static let populated = Self(
    days: Array(sampleDays.prefix(3)), dayCount: 14, firstDay: "2026-12-01",
    lastDay: "2026-12-14")

  /// The list could not be read.
  public static let failed = Self(
    days: [], status: .failed(message: "another program is using the library; try again"),
    dayCount: 14, firstDay: "2026-12-01", lastDay: "2026-12-14")

  /// More days and episodes than fit on a screen, with long titles.
  public static let long = Self(
    days: sampleDays, dayCount: 30, firstDay: "2026-12-01", lastDay: "2026-12-30")

  /// The preview fixtures, in the order a preview lists them.
  public static let previewFixtures: [PreviewFixture<Self>] = [
    PreviewFixture("empty", .empty),
    PreviewFixture("loading", .loading),
    PreviewFixture("populated", .populated),
    PreviewFixture("error", .failed),
    PreviewFixture("long", .long),
  ]

  private static let sampleDays: [UpcomingView.Day] = (0..<12).map { index in
    let shows = [
      ("Northern Lights", "BBC One"), ("The Harbour", "Netflix"),
      ("Norfolk Nights: A Very Long Title That Does Not Fit On One Narrow Terminal Line", ""),
    ]
    // 2026-12-01 is a Tuesday: the days are the 1st, the 2nd, then every other day.
    let day = index == 0 ? 1 : index * 2
    let date = "2026-12-" + (day < 10 ? "0\(day)" : "\(day)")
    let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    let label =
      switch index {
      case 0: "Today"
      case 1: "Tomorrow"
      default: "\(weekdays[day % 7]) \(date)"
      }
    let episodes = (0...(index % 3)).map { offset in
      let (show, network) = shows[(index + offset) % shows.count]
      let number = index + 1
      return UpcomingView.Episode(
        ids: Ids(
          show: ShowID(rawValue: Int64(1 + (index + offset) % 3)),
          episode: EpisodeID(rawValue: Int64(100 * index + offset))),
        showTitle: show, network: network,
        code: "S02E" + (number < 10 ? "0\(number)" : "\(number)"),
        title: offset == 0 ? "The Crossing" : "Low Water, High Tide", season: 2, number: number,
        runtime: offset == 2 ? nil : 45)
    }
    return UpcomingView.Day(date: date, label: label, episodes: episodes)
  }
}
