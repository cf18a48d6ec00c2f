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
  var totals: Counted<All>
  var years: [Counted<Year>]
  var months: [Counted<Month>]
  var topShows: [Counted<TopShow>]
  var longestStreak: Streak?
  var currentStreak: Streak?

  public init(_ state: StatsView.State) {
    year = state.year
    totals = Counted(All(state.totals), state.totals)
    years = state.years.map { Counted(Year(year: Int($0.key) ?? 0), $0.totals) }
    months = state.months.map { Counted(Month(month: $0.key), $0.totals) }
    topShows = state.topShows.map {
      Counted(TopShow(showId: $0.show.rawValue, title: $0.title), $0.totals)
    }
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

  /// What some figures count (a year, a month, a show: `what`'s fields), with the plays, the
  /// minutes and the plays of unknown length beside them in the same object.
  struct Counted<What: Encodable>: Encodable {
    let what: What
    let totals: StatsView.Totals

    init(_ what: What, _ totals: StatsView.Totals) {
      self.what = what
      self.totals = totals
    }

    enum CodingKeys: String, CodingKey {
      case plays, minutes, unknownRuntime
    }

    func encode(to encoder: any Encoder) throws {
      try what.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(totals.plays, forKey: .plays)
      try container.encode(totals.minutes, forKey: .minutes)
      try container.encode(totals.unknownRuntime, forKey: .unknownRuntime)
    }
  }

  /// The totals of everything counted: the different episodes too, and the minutes as hours.
  struct All: Encodable {
    var episodes: Int?
    /// Minutes as hours, to the hundredth.
    var hours: Double

    init(_ totals: StatsView.Totals) {
      episodes = totals.episodes
      hours = Double((totals.minutes * 100 + 30) / 60) / 100
    }
  }

  struct Year: Encodable {
    var year: Int
  }

  struct Month: Encodable {
    var month: String
  }

  struct TopShow: Encodable {
    var showId: Int64
    var title: String
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
