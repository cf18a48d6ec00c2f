import Stats

/// Stats as JSON, for `showtracker stats --json`: the numbers, not the words.
///
/// ```json
/// {"longestStreak": {"days": 9, "first": "2026-03-02", "last": "2026-03-10"},
///  "months": [{"episodes": 10, "minutes": 450, "month": "2026-01", "unknownRuntime": 0}],
///  "status": "loaded", "topShows": [{"episodes": 62, "minutes": 2790, "showId": 1,
///  "title": "Northern Lights", "unknownRuntime": 0}],
///  "totals": {"episodes": 412, "hours": 309, "minutes": 18540, "unknownRuntime": 7},
///  "year": null, "years": [{"episodes": 80, "minutes": 3600, "unknownRuntime": 0, "year": 2024}]}
/// ```
public struct StatsJSON: StatsRendering, JSONFrontEnd {
  /// The store the front end reads.
  public let viewModel: StatsView.ViewModel

  /// Creates the front end on `viewModel`.
  public init(viewModel: StatsView.ViewModel) {
    self.viewModel = viewModel
  }

  public static func document(for state: StatsView.State) -> any Encodable {
    Document(state)
  }

  struct Document: Encodable {
    var status: String
    var error: String?
    var year: Int?
    var totals: Totals
    var years: [Year]
    var months: [Month]
    var topShows: [TopShow]
    var longestStreak: Streak?

    init(_ state: StatsView.State) {
      (status, error) = state.status.json
      year = state.year
      totals = Totals(state.totals)
      years = state.years.map { Year(year: Int($0.key) ?? 0, totals: $0.totals) }
      months = state.months.map { Month(month: $0.key, totals: $0.totals) }
      topShows = state.topShows.map { TopShow(show: $0) }
      longestStreak = state.longestStreak.map {
        Streak(days: $0.days, first: $0.first, last: $0.last)
      }
    }

    // `year` is written as null when it is nil: every year.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(status, forKey: .status)
      try container.encodeIfPresent(error, forKey: .error)
      try container.encode(year, forKey: .year)
      try container.encode(totals, forKey: .totals)
      try container.encode(years, forKey: .years)
      try container.encode(months, forKey: .months)
      try container.encode(topShows, forKey: .topShows)
      try container.encode(longestStreak, forKey: .longestStreak)
    }

    enum CodingKeys: String, CodingKey {
      case status, error, year, totals, years, months, topShows, longestStreak
    }
  }

  struct Totals: Encodable {
    var episodes: Int
    var minutes: Int
    /// Minutes as hours, to the hundredth.
    var hours: Double
    var unknownRuntime: Int

    init(_ totals: StatsView.Totals) {
      episodes = totals.episodes
      minutes = totals.minutes
      hours = Double((totals.minutes * 100 + 30) / 60) / 100
      unknownRuntime = totals.unknownRuntime
    }
  }

  struct Year: Encodable {
    var year: Int
    var episodes: Int
    var minutes: Int
    var unknownRuntime: Int

    init(year: Int, totals: StatsView.Totals) {
      self.year = year
      episodes = totals.episodes
      minutes = totals.minutes
      unknownRuntime = totals.unknownRuntime
    }
  }

  struct Month: Encodable {
    var month: String
    var episodes: Int
    var minutes: Int
    var unknownRuntime: Int

    init(month: String, totals: StatsView.Totals) {
      self.month = month
      episodes = totals.episodes
      minutes = totals.minutes
      unknownRuntime = totals.unknownRuntime
    }
  }

  struct TopShow: Encodable {
    var showId: Int64
    var title: String
    var episodes: Int
    var minutes: Int
    var unknownRuntime: Int

    init(show: StatsView.TopShow) {
      showId = show.show.rawValue
      title = show.title
      episodes = show.totals.episodes
      minutes = show.totals.minutes
      unknownRuntime = show.totals.unknownRuntime
    }
  }

  struct Streak: Encodable {
    var days: Int
    var first: String
    var last: String
  }
}
