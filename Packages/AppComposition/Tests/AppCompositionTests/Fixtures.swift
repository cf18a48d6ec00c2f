import AppComposition
import Foundation
import Identifiers

/// A small catalog in the project's own words: one show, two seasons.
enum Fixtures {
  static let day: TimeInterval = 86_400
  static let now = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14

  static let lighthouse = Show(
    id: 1, title: "The Lighthouse Keepers",
    premiered: Date(timeIntervalSince1970: 1_262_304_000),  // 2010-01-01
    ended: Date(timeIntervalSince1970: 1_325_376_000),  // 2012-01-01
    network: "BBC Two", status: "Ended", genres: ["Drama", "Mystery"],
    summary: "Two keepers and one lamp.")

  static let webSeries = Show(
    id: 2, title: "Pixel Street",
    premiered: Date(timeIntervalSince1970: 1_577_836_800),  // 2020-01-01
    network: nil, webChannel: "Netflix", status: "Running")

  static func ids(_ episode: Int64, show: ShowID = 1) -> Ids {
    Ids(show: show, episode: EpisodeID(rawValue: episode))
  }

  /// Season 1: three aired episodes; season 2: one aired, one not yet; one special.
  static let episodes: [Episode] = [
    Episode(ids: ids(11), season: 1, number: 1, title: "First Light", firstAired: aired(0)),
    Episode(ids: ids(12), season: 1, number: 2, title: "Fog", firstAired: aired(7)),
    Episode(ids: ids(13), season: 1, number: 3, title: "The Storm", firstAired: aired(14)),
    Episode(ids: ids(21), season: 2, number: 1, title: "Return", firstAired: aired(400)),
    Episode(
      ids: ids(22), season: 2, number: 2, title: "Unaired",
      firstAired: now.addingTimeInterval(30 * day)),
    Episode(ids: ids(1), season: 0, number: nil, title: "Christmas at Sea", firstAired: aired(360)),
  ]

  static func aired(_ days: Double) -> Date {
    Date(timeIntervalSince1970: 1_262_304_000 + days * day)
  }

  static let formatting = Formatting(utcOffset: 0, now: { now })

  static let details = ShowDetails(show: lighthouse, episodes: episodes)
}
