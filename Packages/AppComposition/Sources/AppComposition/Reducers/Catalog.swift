import Identifiers
import LibraryClient
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Writes to the normalized catalog. Each writes a tracked slice only when the value changes:
// a write bumps the slice's revision and re-runs every connector that reads it.

extension AppState {
  /// Stores a show and its poster in the catalog.
  mutating func remember(_ show: Show, posterURL: URL?) {
    if shows[show.id] != show { shows[show.id] = show }
    guard let posterURL else { return }
    let images = ShowImages(tvPosters: [ShowImages.Poster(url: posterURL)])
    if showImages[show.id] != images { showImages[show.id] = images }
  }

  /// Stores episodes in the catalog.
  mutating func remember(_ newEpisodes: [Episode]) {
    let changed = newEpisodes.filter { episodes[$0.ids] != $0 }
    guard !changed.isEmpty else { return }
    for episode in changed { episodes[episode.ids] = episode }
  }

  /// Stores a loaded show and its episodes; when it is the open show (or `opening`), shows it
  /// on the show screen (without bringing the screen to the front).
  mutating func showLoaded(_ details: ShowDetails, opening: Bool = false) {
    let id = details.show.id
    guard opening || showDetail.selectedShow == id else { return }
    remember(details.show, posterURL: details.posterURL)
    remember(details.episodes)
    if showDetail.selectedShow != id {
      showDetail.selectedShow = id
      showDetail.selectedSeason = nil
    }
    let episodeIDs = details.episodes.map(\.ids)
    if showDetail.episodeIDs != episodeIDs { showDetail.episodeIDs = episodeIDs }
    let complete = details.isEpisodeListComplete ?? true
    if showDetail.isEpisodeListComplete != complete { showDetail.isEpisodeListComplete = complete }
    if showDetail.selectedSeason == nil, let focus = showDetail.focusedEpisode, focus.show == id,
      let season = details.episodes.first(where: { $0.ids == focus })?.listedSeason
    {
      showDetail.selectedSeason = season
    }
    if showDetail.isFollowed != details.isFollowed { showDetail.isFollowed = details.isFollowed }
    if showDetail.isWatchlisted != details.isWatchlisted {
      showDetail.isWatchlisted = details.isWatchlisted
    }
    if showDetail.ratings != details.ratings { showDetail.ratings = details.ratings }
    if showDetail.selectedSeason == nil {
      let aired = details.episodes.filter { $0.hasAired(by: today) }
      let next = aired.first { !$0.isWatched && !$0.isSpecial }
      showDetail.selectedSeason =
        next?.season ?? details.episodes.first { !$0.isSpecial }?.season
        ?? details.episodes.first?.listedSeason
    }
    if showDetail.status != .loaded { showDetail.status = .loaded }
  }

  /// Sets the watched date of loaded episodes, and keeps the progress of search results in step
  /// (which counts no special).
  mutating func setWatched(_ ids: [Ids], at date: Date?) {
    var progressChange: [ShowID: Int] = [:]
    for id in ids {
      guard let episode = episodes[id], episode.watchedAt != date else { continue }
      if episode.isWatched != (date != nil), !episode.isSpecial {
        progressChange[id.show, default: 0] += date == nil ? -1 : 1
      }
      episodes[id]?.watchedAt = date
    }
    guard search.results.contains(where: { progressChange[$0.show.id] != nil }) else { return }
    for index in search.results.indices {
      guard let change = progressChange[search.results[index].show.id] else { continue }
      search.results[index].progress.watched += change
    }
  }

  /// Reloads from the library what the screens show of `shows` (every show when `nil`): the
  /// history page, the open show and the search results, each only if it was loaded.
  /// `libraryChangeReducer` calls it for every action that changed the library
  /// (``AppAction/changedShows``).
  func reloadAfterLibraryChange(touching shows: [ShowID]?) -> Effect<AppAction> {
    func touches(_ show: ShowID) -> Bool { shows?.contains(show) ?? true }
    var reloads: [Effect<AppAction>] = []
    if watchedHistory.status != .idle {
      reloads.append(.send(.history(.reloadRequested)))
    }
    if let open = showDetail.selectedShow, showDetail.status != .idle, touches(open) {
      reloads.append(.send(.showDetail(.reloadRequested)))
    }
    if search.status == .loaded, search.results.contains(where: { touches($0.show.id) }) {
      reloads.append(.send(.search(.submitted)))
    }
    return reloads.isEmpty ? .none : .merge(reloads)
  }
}

/// Loads again what History, Show and Search show of the shows an action changed
/// (``AppAction/changedShows``): the screens follow every change to the library, whichever
/// reducer made it.
func libraryChangeReducer() -> Reducer<AppState, AppAction> {
  Reducer { state, action in
    guard let changed = action.changedShows else { return .none }
    return state.reloadAfterLibraryChange(touching: changed.ids)
  }
}
