import Foundation
import Identifiers

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

  /// Sets the watched date of loaded episodes, and keeps the progress of search results in step.
  mutating func setWatched(_ ids: [Ids], at date: Date?) {
    var progressChange: [ShowID: Int] = [:]
    for id in ids {
      guard let episode = episodes[id], episode.watchedAt != date else { continue }
      if episode.isWatched != (date != nil) {
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
}
