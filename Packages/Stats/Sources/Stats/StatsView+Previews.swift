import Identifiers
import Redux

extension StatsView.State: Previewable {
  /// Nothing watched yet.
  public static let empty = Self()

  /// The figures while they load.
  public static let loading = Self(status: .loading)

  /// Three years, the months of the last, three shows, a streak.
  public static let populated = Self(
    totals: totals(episodes: 412, minutes: 18_540, unknown: 7, different: 380),
    years: [
      bar("2023", "2023", episodes: 7, minutes: 0, of: 9_000, unknown: 7),
      bar("2024", "2024", episodes: 80, minutes: 3_600, of: 9_000),
      bar("2025", "2025", episodes: 132, minutes: 5_940, of: 9_000),
      bar("2026", "2026", episodes: 200, minutes: 9_000, of: 9_000),
    ],
    monthsYear: 2026, months: sampleMonths,
    topShows: [
      top(1, "Northern Lights", episodes: 62, minutes: 2_790, of: 2_790),
      top(2, "The Harbour", episodes: 40, minutes: 1_800, of: 2_790),
      top(3, "Norfolk Nights", episodes: 30, minutes: 900, of: 2_790),
    ],
    longestStreak: StatsView.Streak(days: 9, first: "2026-03-02", last: "2026-03-10"),
    currentStreak: StatsView.Streak(days: 2, first: "2026-11-29", last: "2026-11-30"))

  /// The figures could not be read.
  public static let failed = Self(
    status: .failed(message: "another program is using the library; try again"))

  /// One year, many shows, long titles.
  public static let long = Self(
    year: 2026, totals: totals(episodes: 200, minutes: 9_000, unknown: 0, different: 200),
    years: [
      bar("2025", "2025", episodes: 132, minutes: 5_940, of: 9_000),
      bar("2026", "2026", episodes: 200, minutes: 9_000, of: 9_000),
    ],
    monthsYear: 2026, months: sampleMonths,
    topShows: (0..<25).map { index in
      let titles = [
        "Northern Lights", "The Harbour",
        "Norfolk Nights: A Very Long Title That Does Not Fit On One Narrow Terminal Line",
      ]
      return top(
        Int64(index + 1), titles[index % titles.count], episodes: 30 - index,
        minutes: (30 - index) * 45, of: 30 * 45)
    },
    longestStreak: StatsView.Streak(days: 1, first: "2026-01-05", last: "2026-01-05"))

  /// The preview fixtures, in the order a preview lists them.
  public static let previewFixtures: [PreviewFixture<Self>] = [
    PreviewFixture("empty", .empty),
    PreviewFixture("loading", .loading),
    PreviewFixture("populated", .populated),
    PreviewFixture("error", .failed),
    PreviewFixture("long", .long),
  ]

  private static let sampleMonths: [StatsView.Bar] = {
    let names = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let episodes = [10, 14, 30, 22, 18, 12, 8, 16, 20, 24, 26, 0]
    return names.indices.map { index in
      let number = index + 1
      return bar(
        "2026-" + (number < 10 ? "0\(number)" : "\(number)"), names[index],
        episodes: episodes[index], minutes: episodes[index] * 45, of: 30 * 45)
    }
  }()

  private static func totals(
    episodes: Int, minutes: Int, unknown: Int, different: Int? = nil
  ) -> StatsView.Totals {
    StatsView.Totals(
      plays: episodes, episodes: different, minutes: minutes, unknownRuntime: unknown,
      time: "\(minutes / 60) h")
  }

  private static func bar(
    _ key: String, _ label: String, episodes: Int, minutes: Int, of longest: Int, unknown: Int = 0
  ) -> StatsView.Bar {
    StatsView.Bar(
      key: key, label: label,
      totals: totals(episodes: episodes, minutes: minutes, unknown: unknown),
      fraction: Double(minutes) / Double(longest))
  }

  private static func top(
    _ id: Int64, _ title: String, episodes: Int, minutes: Int, of longest: Int
  ) -> StatsView.TopShow {
    StatsView.TopShow(
      show: ShowID(rawValue: id), title: title,
      totals: totals(episodes: episodes, minutes: minutes, unknown: 0),
      fraction: Double(minutes) / Double(longest))
  }
}
