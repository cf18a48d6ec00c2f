import History

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The watched history as JSON, for `showtracker history --json`: the same view state the
/// terminal draws, encoded.
///
/// ```json
/// {"entries": [{"episode": "Pilot", "episodeId": 62, "number": 1, "season": 1,
///   "show": "Breaking Bad", "showId": 1, "subtitle": "Watched 2024-03-03",
///   "title": "Breaking Bad S01E01 · Pilot", "watchedAt": "2024-03-03T20:15:00Z"}],
///   "page": 1, "pageCount": 1, "status": "loaded", "totalCount": 1}
/// ```
public struct HistoryJSON: JSONDocument {
  var page: Int
  var pageCount: Int
  var totalCount: Int
  var showFilter: String?
  var entries: [Entry]

  public init(_ state: HistoryView.State) {
    page = state.page
    pageCount = state.pageCount
    totalCount = state.totalCount
    showFilter = state.showFilter
    entries = state.posters.map(Entry.init)
  }

  struct Entry: Encodable {
    var showId: Int64
    var episodeId: Int64
    var title: String
    var subtitle: String
    var imageURL: String?
    var watchedAt: Date?
    var show: String?
    var season: Int?
    var number: Int?
    var episode: String?

    init(_ poster: HistoryView.State.Poster) {
      showId = poster.ids.show.rawValue
      episodeId = poster.ids.episode.rawValue
      title = poster.title
      subtitle = poster.subtitle
      imageURL = poster.imageURL?.absoluteString
      watchedAt = poster.watchedAt
      show = poster.facts?.show
      season = poster.facts?.season
      number = poster.facts?.number
      episode = poster.facts?.episode
    }
  }
}

extension HistoryView.State: LoadPhasedState {}

extension JSONFrontEnd: HistoryRendering
where Document == HistoryJSON, ViewAction == HistoryView.Action {}
