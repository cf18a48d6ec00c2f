import Identifiers
import LibraryClient
import LibraryDatabase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The live client's functions for following, Upcoming, My Shows and Stats.
extension LiveLibrary {
  func setFollowed(_ show: ShowID, followed: Bool) throws -> FollowChange {
    guard let record = try database.show(id: show.rawValue) else {
      throw LibraryError.showMissing(show)
    }
    let changed = try database.setFollowed(followed, showID: show.rawValue, at: Date())
    return FollowChange(show: ShowCandidate(record), isFollowed: followed, changed: changed)
  }

  func setRating(_ show: ShowID, _ item: RatedItem, _ rating: Int?) throws -> RatingChange {
    guard let record = try database.show(id: show.rawValue) else {
      throw LibraryError.showMissing(show)
    }
    let target: RatingTarget
    switch item {
    case .show:
      target = .show(show.rawValue)
    case .season(let number):
      target = .season(showID: show.rawValue, number: number)
    case .episode(let season, let number):
      guard
        let episode = try database.episodes(ofShow: show.rawValue).first(where: {
          $0.season == season && $0.number == number
        })
      else {
        throw LibraryError.other(
          "\(record.title) has no episode S\(Self.twoDigits(season))E\(Self.twoDigits(number))")
      }
      target = .episode(episode.id)
    }
    do {
      let changed = try database.setRating(rating, of: target, at: Date())
      return RatingChange(show: ShowCandidate(record), item: item, rating: rating, changed: changed)
    } catch LibraryDatabaseError.unknownSeason(_, let season) {
      throw LibraryError.other("\(record.title) has no season \(season)")
    }
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }

  func upcoming(from first: CalendarDay, through last: CalendarDay, limit: Int) throws
    -> [UpcomingItem]
  {
    try database.upcoming(from: first.description, through: last.description, limit: limit)
      .compactMap { entry in
        guard let airDate = entry.episode.airdate, let day = CalendarDay(airDate) else {
          return nil
        }
        return UpcomingItem(
          show: Show(
            id: ShowID(rawValue: entry.showID), title: entry.showTitle, network: entry.network),
          episode: Episode(entry.episode), airDay: day, airsAt: entry.airsAt,
          tvmazeID: entry.tvmazeID, posterURL: entry.posterURL.flatMap(URL.init(string:)))
      }
  }

  func myShows(
    today: CalendarDay, filter: MyShowsFilter, order: MyShowsOrder,
    limit: Int
  ) throws -> [MyShowsItem] {
    let entries = try database.myShows(
      today: today.description, filter: ShowListFilter(rawValue: filter.rawValue) ?? .following,
      order: ShowListOrder(rawValue: order.rawValue) ?? .activity, limit: limit)
    let whole = try database.showsWithWholeEpisodeList(among: entries.map(\.showID))
    return entries.map { entry in
      MyShowsItem(
        show: Show(
          id: ShowID(rawValue: entry.showID), title: entry.title, network: entry.network,
          status: entry.status),
        progress: ShowProgress(
          watched: entry.watched, aired: entry.aired,
          isEpisodeListComplete: whole.contains(entry.showID)),
        next: entry.next.map(Episode.init), nextAirDay: entry.nextAirDate.flatMap(CalendarDay.init),
        activeAt: entry.activeAt, isFollowed: entry.isFollowed, rating: entry.rating,
        posterURL: entry.posterURL.flatMap(URL.init(string:)))
    }
  }

  /// The totals the library keeps: a row per day with a watch and a page of shows.
  func watchStats(year: Int?, top: Int) throws -> WatchStats {
    let record = try database.watchStats(year: year, top: top)
    return WatchStats(
      days: record.days.compactMap { day in
        CalendarDay(day.day).map { WatchDay(day: $0, totals: WatchTotals(day.totals)) }
      },
      topShows: record.topShows.map { show in
        ShowWatchTime(
          show: Show(id: ShowID(rawValue: show.showID), title: show.title),
          totals: WatchTotals(show.totals))
      }, episodesWatched: record.episodesWatched)
  }
}

extension WatchTotals {
  fileprivate init(_ record: WatchTotalsRecord) {
    self.init(
      episodes: record.episodes, minutes: record.minutes, unknownRuntime: record.unknownRuntime)
  }
}
