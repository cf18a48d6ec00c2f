import UpNext

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Up Next as JSON, for `showtracker next --json`: numbers and ISO 8601 times, not the words
/// the terminal shows.
///
/// ```json
/// {"shows": [{"airedLeft": 61, "lastWatchedAt": "2026-11-30T20:15:00Z",
///   "next": {"airDate": "2008-01-27", "episodeId": 2, "number": 2, "season": 1,
///   "title": "Cat's in the Bag..."}, "showId": 1, "title": "Breaking Bad"}], "status": "loaded"}
/// ```
public struct UpNextJSON: JSONDocument {
  var shows: [Show]

  public init(_ state: UpNextView.State) {
    shows = state.rows.map(Show.init)
  }

  struct Show: Encodable {
    var showId: Int64
    var title: String
    var next: EpisodeJSON?
    var upcoming: EpisodeJSON?
    var airedLeft: Int
    var lastWatchedAt: Date
    /// Present when the library holds only part of the episode list: what to do about it.
    var incomplete: String?

    init(_ row: UpNextView.Row) {
      showId = row.show.rawValue
      title = row.title
      next = row.next.map(Self.episode)
      upcoming = row.upcoming.map(Self.episode)
      airedLeft = row.airedLeft
      lastWatchedAt = row.lastWatchedAt
      incomplete = row.incomplete
    }

    /// The episode with its air day, absent when not known ("TBA").
    private static func episode(_ episode: UpNextView.Episode) -> EpisodeJSON {
      EpisodeJSON(
        episode.ids, season: episode.season, number: episode.number, title: episode.title,
        airDate: episode.airDate == "TBA" ? nil : episode.airDate)
    }
  }
}

extension UpNextView.State: LoadPhasedState {}

extension JSONFrontEnd: UpNextRendering
where Document == UpNextJSON, ViewAction == UpNextView.Action {}
