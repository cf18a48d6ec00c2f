import Watchlist

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The watchlist as JSON, for `showtracker watchlist --json`: numbers and ISO 8601 times, not
/// the words the terminal shows; after `watchlist add` or `remove`, what the change did.
///
/// ```json
/// {"change": {"changed": true, "showId": 12, "title": "Severance", "watchlisted": true},
///  "shows": [{"addedAt": "2026-11-30T20:00:00Z", "episodes": 19, "inLibrary": true,
///   "network": "Apple TV+", "showId": 12, "title": "Severance", "year": 2022}],
///  "status": "loaded"}
/// ```
public struct WatchlistJSON: JSONDocument {
  var shows: [Show]
  var change: Change?

  public init(_ state: WatchlistView.State) {
    shows = state.rows.map(Show.init)
    change = state.change.map(Change.init)
  }

  struct Show: Encodable {
    var showId: Int64
    var title: String
    var year: Int?
    var network: String?
    var episodes: Int
    var addedAt: Date
    /// `false` for a show known by its Trakt ids and title alone, until it is refreshed.
    var inLibrary: Bool
    /// Present when the show is not in the library yet: what to do about it.
    var notInLibrary: String?

    init(_ row: WatchlistView.Row) {
      showId = row.show.rawValue
      title = row.title
      year = row.year
      network = row.network.isEmpty ? nil : row.network
      episodes = row.episodes
      addedAt = row.addedAt
      inLibrary = row.notInLibrary == nil
      notInLibrary = row.notInLibrary
    }
  }

  struct Change: Encodable {
    var showId: Int64
    var title: String
    var watchlisted: Bool
    var changed: Bool
    /// `true` when the library lacked the show and it was added from TVMaze (not followed)
    /// to be saved; absent otherwise.
    var addedFromTVMaze: Bool?

    init(_ change: WatchlistView.Change) {
      showId = change.show.rawValue
      title = change.title
      watchlisted = change.isWatchlisted
      changed = change.changed
      addedFromTVMaze = change.addedFromTVMaze ? true : nil
    }
  }
}

extension WatchlistView.State: LoadPhasedState {}

extension JSONFrontEnd: WatchlistRendering
where Document == WatchlistJSON, ViewAction == WatchlistView.Action {}
