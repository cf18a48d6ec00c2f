import Stats

/// Stats as JSON, for `showtracker stats --json`: the numbers, not the words.
///
/// ```json
/// {"currentStreak": {"days": 2, "first": "2026-11-29", "last": "2026-11-30"},
///  "longestStreak": {"days": 9, "first": "2026-03-02", "last": "2026-03-10"},
///  "months": [{"minutes": 450, "month": "2026-01", "plays": 10, "unknownRuntime": 0}],
///  "status": "loaded", "topShows": [{"minutes": 2790, "plays": 62, "showId": 1,
///  "title": "Northern Lights", "unknownRuntime": 0}],
///  "totals": {"episodes": 380, "hours": 309, "minutes": 18540, "plays": 412,
///  "unknownRuntime": 7},
///  "year": null, "years": [{"minutes": 3600, "plays": 80, "unknownRuntime": 0, "year": 2024}]}
///
/// `plays` counts every time an episode was watched; `episodes` (in the totals) the
/// different episodes.
/// ```
public struct StatsJSON: JSONDocument {
  var year: Int?
  var totals: Totals
  var years: [Year]
  var months: [Month]
  var topShows: [TopShow]
  var longestStreak: Streak?
  var currentStreak: Streak?

  public init(_ state: StatsView.State) {
    year = state.year
    totals = Totals(state.totals)
    years = state.years.map { Year(year: Int($0.key) ?? 0, totals: $0.totals) }
    months = state.months.map { Month(month: $0.key, totals: $0.totals) }
    topShows = state.topShows.map { TopShow(show: $0) }
    longestStreak = state.longestStreak.map {
      Streak(days: $0.days, first: $0.first, last: $0.last)
    }
    currentStreak = state.currentStreak.map {
      Streak(days: $0.days, first: $0.first, last: $0.last)
    }
  }

  // `year` is written as null when it is nil: every year.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(year, forKey: .year)
    try container.encode(totals, forKey: .totals)
    try container.encode(years, forKey: .years)
    try container.encode(months, forKey: .months)
    try container.encode(topShows, forKey: .topShows)
    try container.encode(longestStreak, forKey: .longestStreak)
    try container.encode(currentStreak, forKey: .currentStreak)
  }

  enum CodingKeys: String, CodingKey {
    case year, totals, years, months, topShows, longestStreak, currentStreak
  }

  struct Totals: Encodable {
    var plays: Int
    var episodes: Int?
    var minutes: Int
    /// Minutes as hours, to the hundredth.
    var hours: Double
    var unknownRuntime: Int

    init(_ totals: StatsView.Totals) {
      plays = totals.plays
      episodes = totals.episodes
      minutes = totals.minutes
      hours = Double((totals.minutes * 100 + 30) / 60) / 100
      unknownRuntime = totals.unknownRuntime
    }
  }

  struct Year: Encodable {
    var year: Int
    var plays: Int
    var minutes: Int
    var unknownRuntime: Int

    init(year: Int, totals: StatsView.Totals) {
      self.year = year
      plays = totals.plays
      minutes = totals.minutes
      unknownRuntime = totals.unknownRuntime
    }
  }

  struct Month: Encodable {
    var month: String
    var plays: Int
    var minutes: Int
    var unknownRuntime: Int

    init(month: String, totals: StatsView.Totals) {
      self.month = month
      plays = totals.plays
      minutes = totals.minutes
      unknownRuntime = totals.unknownRuntime
    }
  }

  struct TopShow: Encodable {
    var showId: Int64
    var title: String
    var plays: Int
    var minutes: Int
    var unknownRuntime: Int

    init(show: StatsView.TopShow) {
      showId = show.show.rawValue
      title = show.title
      plays = show.totals.plays
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

extension StatsView.State: LoadPhasedState {}

extension JSONFrontEnd: StatsRendering
where Document == StatsJSON, ViewAction == StatsView.Action {}
