import Identifiers
import LibraryClient
import LibraryDatabase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
      summary: record.summary,
      tvmazeID: record.externalIDs.tvmaze,
      year: record.year)
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
      watchedAt: record.lastWatchedAt,
      plays: record.plays)
  }
}

extension ShowCandidate {
  /// A candidate from a database record.
  init(_ record: ShowRecord) {
    self.init(
      id: ShowID(rawValue: record.id), title: record.title,
      year: record.premiered.flatMap { CalendarDay($0)?.year } ?? record.year)
  }
}

extension LibraryChange.EpisodeNumber {
  /// The app's episode number from the journal's.
  init(_ number: JournalChange.EpisodeNumber) {
    self.init(season: number.season, number: number.number)
  }
}

extension LibraryChange {
  /// The app's description of a change from the library's journal, made by `program` (this
  /// program's name in the journal).
  init(_ change: JournalChange, program: String) {
    let kind: Kind =
      switch change.kind {
      case .watched: .watched
      case .unwatched: .unwatched
      case .imported(let source): .imported(source: source)
      case .followed: .followed
      case .unfollowed: .unfollowed
      case .added(let source): .added(source: source)
      case .refreshed(let source): .refreshed(source: source)
      case .rated: .rated
      case .unrated: .unrated
      case .watchlisted: .watchlisted
      case .unwatchlisted: .unwatchlisted
      }
    // The journal names episodes by id; every episode belongs to one of `showIDs`.
    let show = change.showIDs.count == 1 ? change.showIDs.first.map(ShowID.init(rawValue:)) : nil
    self.init(
      kind: kind, showTitle: change.showTitle,
      episodes: show.map { show in
        change.episodeIDs.map { Ids(show: show, episode: EpisodeID(rawValue: $0)) }
      } ?? [],
      watchesAdded: change.eventsAdded, watchesRemoved: change.eventsRemoved,
      showsAdded: change.showsAdded, episodesAdded: change.episodesAdded,
      showsUpdated: change.showsUpdated, episodesUpdated: change.episodesUpdated,
      shows: change.showIDs.map(ShowID.init(rawValue:)),
      madeElsewhere: change.madeBy == program ? nil : ProgramName.described(change.madeBy),
      madeAt: change.madeAt, mediaServer: change.source.flatMap(ClientMediaServer.init(rawValue:)),
      episodeNumbers: change.episodeNumbers.map(EpisodeNumber.init),
      rating: change.rating.map { rating in
        Rating(
          season: rating.season, episode: rating.episode.map(EpisodeNumber.init),
          old: rating.old, new: rating.new)
      })
  }
}
