import Identifiers
import LibraryClient
import LibraryDatabase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The live client's functions for the watchlist.
extension LiveLibrary {
  func watchlist() throws -> [WatchlistItem] {
    let entries = try database.watchlist()
    let whole = try database.showsWithWholeEpisodeList(among: entries.map(\.showID))
    return entries.map { entry in
      WatchlistItem(
        show: Show(
          id: ShowID(rawValue: entry.showID), title: entry.title, network: entry.network,
          year: entry.year),
        episodes: entry.episodes, isEpisodeListComplete: whole.contains(entry.showID),
        addedAt: entry.addedAt, posterURL: entry.posterURL.flatMap(URL.init(string:)))
    }
  }

  func setWatchlisted(_ show: ShowID, _ watchlisted: Bool) throws -> WatchlistChange {
    guard let record = try database.show(id: show.rawValue) else {
      throw LibraryError.showMissing(show)
    }
    let changed = try database.setWatchlisted(watchlisted, showID: show.rawValue, at: Date())
    return WatchlistChange(
      show: ShowCandidate(record), isWatchlisted: watchlisted, changed: changed)
  }
}
