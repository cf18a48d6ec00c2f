import Identifiers

/// An episode as every JSON document that names one writes it (Up Next's next and upcoming
/// episodes, My Shows' next one): its id, season, number and title, and its air day when the
/// document says one.
struct EpisodeJSON: Encodable {
  var episodeId: Int64
  var season: Int
  var number: Int?
  var title: String
  /// ISO 8601 day; absent when not known or not said.
  var airDate: String?

  /// The episode `ids.episode`, number `number` of `season`, titled `title`, airing `airDate`.
  init(_ ids: Ids, season: Int, number: Int?, title: String, airDate: String? = nil) {
    episodeId = ids.episode.rawValue
    self.season = season
    self.number = number
    self.title = title
    self.airDate = airDate
  }
}
