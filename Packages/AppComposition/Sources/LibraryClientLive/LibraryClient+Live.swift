import AppComposition
import Foundation
import Identifiers
import LibraryDatabase

extension LibraryClient {
  /// The library client on a SQLite ``LibraryDatabase``.
  ///
  /// - Parameters:
  ///   - database: The open library.
  ///   - importProgress: Told how far an import has come, for a progress bar.
  public static func live(
    database: LibraryDatabase,
    importProgress: (@Sendable (_ processed: Int, _ total: Int) -> Void)? = nil
  ) -> LibraryClient {
    let live = LiveLibrary(database: database, importProgress: importProgress)
    return LibraryClient(
      search: { try live.search($0, limit: $1) },
      loadShow: { try live.loadShow($0) },
      setWatched: { try live.setWatched($0, at: $1) },
      loadHistory: { try live.loadHistory(show: $0, limit: $1, offset: $2) },
      importFile: { try live.importFile($0) }
    )
  }
}

/// The live client's functions, on the database.
private struct LiveLibrary: Sendable {
  let database: LibraryDatabase
  let importProgress: (@Sendable (Int, Int) -> Void)?

  func search(_ query: String, limit: Int) throws -> [ShowSearchResult] {
    try database.searchShows(matching: query, limit: limit).map { hit in
      ShowSearchResult(
        show: Show(hit.show),
        progress: ShowProgress(watched: hit.watchedEpisodeCount, aired: hit.airedEpisodeCount),
        posterURL: hit.show.posterURL.flatMap(URL.init(string:)))
    }
  }

  func loadShow(_ id: ShowID) throws -> ShowDetails {
    guard let show = try database.show(id: id.rawValue) else {
      throw LibraryClientError.showNotFound(id)
    }
    let episodes = try database.episodes(ofShow: id.rawValue).map(Episode.init)
    return ShowDetails(
      show: Show(show), episodes: episodes, posterURL: show.posterURL.flatMap(URL.init(string:)))
  }

  func setWatched(_ episodes: [Ids], at watchedAt: Date?) throws {
    let ids = episodes.map(\.episode.rawValue)
    if let watchedAt {
      _ = try database.markWatched(episodeIDs: ids, at: watchedAt, source: "showtracker")
    } else {
      _ = try database.unmarkWatched(episodeIDs: ids)
    }
  }

  func loadHistory(show: ShowID?, limit: Int, offset: Int) throws -> AppComposition.HistoryPage {
    let page = try database.history(showID: show?.rawValue, limit: limit, offset: offset)
    let items = page.entries.map { entry in
      HistoryItem(
        show: Show(id: ShowID(rawValue: entry.episode.showID), title: entry.showTitle),
        episode: Episode(entry.episode),
        watchedAt: entry.watchedAt,
        posterURL: entry.posterURL.flatMap(URL.init(string:)))
    }
    return AppComposition.HistoryPage(items: items, totalCount: page.totalCount)
  }

  func importFile(_ request: ImportRequest) throws -> ImportReport {
    let format: ImportFormat =
      switch request.format {
      case .tvmaze: .tvmaze
      case .trakt: .trakt
      }
    var progress: (@Sendable (ImportProgress) -> Void)?
    if let importProgress {
      progress = { importProgress($0.processed, $0.total) }
    }
    let summary = try database.importData(
      request.data, format: format, source: request.source, progress: progress)
    return ImportReport(
      showsAdded: summary.showsAdded, showsUpdated: summary.showsUpdated,
      episodesAdded: summary.episodesAdded, episodesUpdated: summary.episodesUpdated,
      eventsAdded: summary.eventsAdded, skipped: summary.skipped)
  }
}

/// Errors of the live library client.
public enum LibraryClientError: Error, Hashable, CustomStringConvertible {
  case showNotFound(ShowID)

  public var description: String {
    switch self {
    case .showNotFound(let id): "No show with id \(id) in the library."
    }
  }
}
