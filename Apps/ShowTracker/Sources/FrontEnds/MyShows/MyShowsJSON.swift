import MyShows

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// My Shows as JSON, for `showtracker shows --json`: numbers and ISO 8601 days and times, not
/// the words the terminal shows.
///
/// ```json
/// {"filter": "following", "order": "activity", "shows": [{"aired": 62, "followed": true,
///   "lastActivityAt": "2026-11-30T20:15:00Z", "network": "AMC", "next": {"episodeId": 2,
///   "number": 2, "season": 1, "title": "Cat's in the Bag..."}, "showId": 1,
///   "status": "Ended", "title": "Breaking Bad", "watched": 1}], "status": "loaded"}
/// ```
public struct MyShowsJSON: JSONDocument {
  var filter: String
  var order: String
  var shows: [Show]

  public init(_ state: MyShowsView.State) {
    filter = state.filter.rawValue
    order = state.order.rawValue
    shows = state.rows.map(Show.init)
  }

  struct Show: Encodable {
    var showId: Int64
    var title: String
    var network: String?
    var status: String?
    var watched: Int
    var aired: Int
    var next: EpisodeJSON?
    var nextAirDate: String?
    var lastActivityAt: Date?
    var followed: Bool
    /// Present when the library holds only part of the episode list: what to do about it.
    var incomplete: String?
    /// The user's rating of the show, 1–10; absent when not rated.
    var rating: Int?

    init(_ row: MyShowsView.Row) {
      showId = row.show.rawValue
      title = row.title
      network = row.network.isEmpty ? nil : row.network
      status = row.status.isEmpty ? nil : row.status
      watched = row.watched
      aired = row.aired
      next = row.next.map {
        EpisodeJSON($0.ids, season: $0.season, number: $0.number, title: $0.title)
      }
      nextAirDate = row.nextAirDate.isEmpty ? nil : row.nextAirDate
      lastActivityAt = row.lastActivityAt
      followed = row.isFollowed
      incomplete = row.incomplete
      rating = row.rating
    }
  }
}

extension MyShowsView.State: LoadPhasedState {}

extension JSONFrontEnd: MyShowsRendering
where Document == MyShowsJSON, ViewAction == MyShowsView.Action {}
