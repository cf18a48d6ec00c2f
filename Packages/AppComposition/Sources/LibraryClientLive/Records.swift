import AppComposition
import Foundation
import Identifiers
import LibraryDatabase

extension Show {
  /// The app's show from a database record.
  init(_ record: ShowRecord) {
    self.init(
      id: ShowID(rawValue: record.id),
      title: record.title,
      premiered: record.premiered.flatMap { CalendarDay($0)?.utcMidnight },
      ended: record.ended.flatMap { CalendarDay($0)?.utcMidnight },
      network: record.network,
      webChannel: record.webChannel,
      status: record.status,
      genres: record.genres,
      summary: record.summary)
  }
}

extension Episode {
  /// The app's episode from a database record.
  init(_ record: EpisodeRecord) {
    self.init(
      ids: Ids(show: ShowID(rawValue: record.showID), episode: EpisodeID(rawValue: record.id)),
      season: record.season,
      number: record.number,
      title: record.title,
      firstAired: record.airdate.flatMap { CalendarDay($0)?.utcMidnight },
      runtime: record.runtime,
      watchedAt: record.lastWatchedAt)
  }
}
