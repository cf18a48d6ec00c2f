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
      premiered: record.premiered.flatMap(CalendarDay.date),
      ended: record.ended.flatMap(CalendarDay.date),
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
      firstAired: record.airdate.flatMap(CalendarDay.date),
      runtime: record.runtime,
      watchedAt: record.lastWatchedAt)
  }
}

/// Calendar days as the database stores them ("2008-01-20") and as the app holds them (UTC
/// midnight).
enum CalendarDay {
  /// UTC midnight of a `yyyy-MM-dd` day, or `nil` if the text is not one.
  static func date(_ text: String) -> Date? {
    let parts = text.split(separator: "-")
    guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]),
      let day = Int(parts[2]), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    return Date(
      timeIntervalSince1970: Double(daysSinceEpoch(year: year, month: month, day: day)) * 86_400)
  }

  /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
