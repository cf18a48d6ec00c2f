import Upcoming

/// Upcoming as JSON, for `showtracker upcoming --json`: ISO 8601 days and numbers, not the
/// words the terminal shows.
///
/// ```json
/// {"days": [{"date": "2026-12-01", "episodes": [{"episodeId": 92002, "number": 2,
///   "season": 1, "showId": 7, "showTitle": "Ember Lane", "title": "Second"}]}],
///  "firstDay": "2026-12-01", "lastDay": "2026-12-14", "status": "loaded"}
/// ```
public struct UpcomingJSON: JSONDocument {
  var firstDay: String
  var lastDay: String
  var dayCount: Int
  var truncated: Bool
  var days: [Day]

  public init(_ state: UpcomingView.State) {
    firstDay = state.firstDay
    lastDay = state.lastDay
    dayCount = state.dayCount
    truncated = state.isTruncated
    days = state.days.map { Day(date: $0.date, episodes: $0.episodes.map(Episode.init)) }
  }

  struct Day: Encodable {
    var date: String
    var episodes: [Episode]
  }

  struct Episode: Encodable {
    var showId: Int64
    var showTitle: String
    var network: String?
    var episodeId: Int64
    var season: Int
    var number: Int?
    var title: String
    var runtime: Int?
    /// When it starts, UTC, ISO 8601; absent when TVMaze gave only the day.
    var airsAt: String?
    var url: String?

    init(_ episode: UpcomingView.Episode) {
      showId = episode.ids.show.rawValue
      showTitle = episode.showTitle
      network = episode.network.isEmpty ? nil : episode.network
      episodeId = episode.ids.episode.rawValue
      season = episode.season
      number = episode.number
      title = episode.title
      runtime = episode.runtime
      airsAt = episode.startsAt
      url = episode.url
    }
  }
}

extension UpcomingView.State: LoadPhasedState {}

extension JSONFrontEnd: UpcomingRendering
where Document == UpcomingJSON, ViewAction == UpcomingView.Action {}
