import Foundation
import Identifiers
import LibraryClient
import LibraryDatabase

// The live client's functions for following, Upcoming, My Shows and Stats.
extension LiveLibrary {
  func setFollowed(_ show: ShowID, followed: Bool) throws -> FollowChange {
    guard let record = try database.show(id: show.rawValue) else {
      throw LibraryError.showMissing(show)
    }
    let changed = try database.setFollowed(followed, showID: show.rawValue, at: Date())
    return FollowChange(show: ShowCandidate(record), isFollowed: followed, changed: changed)
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
          episode: Episode(entry.episode), airDay: day)
      }
  }

  func myShows(
    today: CalendarDay, filter: MyShowsFilter, order: MyShowsOrder,
    limit: Int
  ) throws -> [MyShowsItem] {
    let entries = try database.myShows(
      today: today.description, filter: ShowListFilter(rawValue: filter.rawValue) ?? .following,
      order: ShowListOrder(rawValue: order.rawValue) ?? .activity, limit: limit)
    return entries.map { entry in
      MyShowsItem(
        show: Show(
          id: ShowID(rawValue: entry.showID), title: entry.title, network: entry.network,
          status: entry.status),
        progress: ShowProgress(watched: entry.watched, aired: entry.aired),
        next: entry.next.map(Episode.init), nextAirDay: entry.nextAirDate.flatMap(CalendarDay.init),
        activeAt: entry.activeAt, isFollowed: entry.isFollowed)
    }
  }

  /// One pass over the history: totals per day (in the user's time zone) and, for the year
  /// asked for, per show; then the titles of the top shows.
  func watchStats(
    year: Int?, top: Int, dayOf: @Sendable (Date) -> CalendarDay
  ) throws -> WatchStats {
    var days: [CalendarDay: WatchTotals] = [:]
    var shows: [Int64: WatchTotals] = [:]
    // Days change only at quarter hours in every time zone: one lookup per quarter hour.
    var dayOfQuarter: [Int64: CalendarDay] = [:]
    try database.forEachWatch { fact in
      let quarter = fact.watchedAtMilliseconds.flooredDivision(by: 900_000)
      let day: CalendarDay
      if let known = dayOfQuarter[quarter] {
        day = known
      } else {
        day = dayOf(Date(timeIntervalSince1970: Double(quarter) * 900))
        dayOfQuarter[quarter] = day
      }
      days[day, default: WatchTotals()].add(plays: fact.plays, runtime: fact.runtime)
      if year == nil || day.year == year {
        shows[fact.showID, default: WatchTotals()].add(plays: fact.plays, runtime: fact.runtime)
      }
    }
    let topIDs = shows.sorted { left, right in
      if left.value.minutes != right.value.minutes {
        return left.value.minutes > right.value.minutes
      }
      if left.value.episodes != right.value.episodes {
        return left.value.episodes > right.value.episodes
      }
      return left.key < right.key
    }.prefix(max(0, top))
    let titles = try database.showTitles(topIDs.map(\.key))
    return WatchStats(
      days: days.map { WatchDay(day: $0.key, totals: $0.value) }.sorted { $0.day < $1.day },
      topShows: topIDs.map { id, totals in
        ShowWatchTime(
          show: Show(id: ShowID(rawValue: id), title: titles[id] ?? "?"), totals: totals)
      })
  }
}

extension Int64 {
  fileprivate func flooredDivision(by divisor: Int64) -> Int64 {
    let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
    return remainder < 0 ? quotient - 1 : quotient
  }
}
