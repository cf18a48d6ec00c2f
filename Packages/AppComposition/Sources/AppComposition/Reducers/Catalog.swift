import Foundation
import Identifiers

extension AppState {
  /// Stores a show and its poster in the normalized catalog.
  mutating func remember(_ show: Show, posterURL: URL?) {
    shows[show.id] = show
    if let posterURL {
      showImages[show.id] = ShowImages(tvPosters: [ShowImages.Poster(url: posterURL)])
    }
  }

  /// Stores episodes in the normalized catalog.
  mutating func remember(_ newEpisodes: [Episode]) {
    guard !newEpisodes.isEmpty else { return }
    for episode in newEpisodes { episodes[episode.ids] = episode }
  }

  /// Sets the watched date of loaded episodes, and keeps the progress of their shows in step.
  mutating func setWatched(_ ids: [Ids], at date: Date?) {
    for id in ids {
      guard let episode = episodes[id] else { continue }
      let wasWatched = episode.isWatched
      episodes[id]?.watchedAt = date
      let isWatched = date != nil
      guard wasWatched != isWatched, progress[id.show] != nil else { continue }
      progress[id.show]?.watched += isWatched ? 1 : -1
    }
  }
}
