import AppComposition
import Foundation
import Identifiers
import LibraryClient
import Synchronization

/// A small catalog in the project's own words: one show, two seasons.
enum Fixtures {
  static let day: TimeInterval = 86_400
  static let now = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14T22:13:20Z
  /// The day of ``now`` in UTC, the time zone of ``formatting``: what `AppState.today` starts at.
  static let today = CalendarDay(utc: now)  // 2023-11-14

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

  /// Season 1: three aired episodes; season 2: one aired, one not yet (it airs 2023-12-14);
  /// one special, with no number.
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

  /// `days` days after the show premiered (2010-01-01).
  static func aired(_ days: Double) -> Date {
    Date(timeIntervalSince1970: 1_262_304_000 + days * day)
  }

  static let formatting = Formatting(utcOffset: 0)

  static let details = ShowDetails(show: lighthouse, episodes: episodes)

  /// The show with some episodes watched: episode number to when.
  static func details(watched: [Int64: Date]) -> ShowDetails {
    var details = details
    for index in details.episodes.indices {
      details.episodes[index].watchedAt = watched[details.episodes[index].ids.episode.rawValue]
    }
    return details
  }

  /// A state on ``today`` with `details` open and loaded on the show screen (which is not in
  /// front), season 1 selected: loading the same show again changes nothing.
  static func openShow(_ details: ShowDetails = details) -> AppState {
    var state = AppState(today: today)
    state.shows[details.show.id] = details.show
    for episode in details.episodes { state.episodes[episode.ids] = episode }
    state.showDetail.selectedShow = details.show.id
    state.showDetail.episodeIDs = details.episodes.map(\.ids)
    state.showDetail.selectedSeason = 1
    state.showDetail.status = .loaded
    return state
  }
}

extension AppDependencies {
  /// ``AppDependencies/test`` (a fixed clock at ``Fixtures/now``, UTC) with `library`.
  static func test(_ library: LibraryClient) -> AppDependencies {
    var dependencies = AppDependencies.test
    dependencies.library = library
    return dependencies
  }
}

/// A call a test's effects made to the library.
enum LibraryCall: Hashable, Sendable {
  case search(String, limit: Int)
  case resolveShow(String)
  case loadShow(ShowID)
  case markWatched([Ids], at: Date)
  case unmarkWatched([Ids])
  case removeWatch(Ids, at: Date)
  case loadHistory(show: ShowID?, limit: Int, offset: Int)
  case undo
  case redo
}

/// Records the library calls a test's effects make.
final class LibraryLog: Sendable {
  private let calls = Mutex<[LibraryCall]>([])

  var entries: [LibraryCall] { calls.withLock { $0 } }

  func record(_ call: LibraryCall) {
    calls.withLock { $0.append(call) }
  }
}

/// One show in memory, found, loaded, marked and unmarked as the library would: what watch
/// requests run against. Every call is logged.
final class FakeLibrary: Sendable {
  let log = LibraryLog()
  private let details: Mutex<ShowDetails>

  init(_ details: ShowDetails = Fixtures.details) {
    self.details = Mutex(details)
  }

  /// The show and its watched marks as they are now.
  var current: ShowDetails { details.withLock { $0 } }

  var client: LibraryClient {
    LibraryClient(
      resolveShow: { text in
        self.log.record(.resolveShow(text))
        let show = self.current.show
        guard text == "\(show.id)" || show.title.lowercased().hasPrefix(text.lowercased()) else {
          throw LibraryError.showNotFound(text)
        }
        return ShowCandidate(id: show.id, title: show.title, year: 2010)
      },
      loadShow: { id in
        self.log.record(.loadShow(id))
        let details = self.current
        guard id == details.show.id else { throw LibraryError.showMissing(id) }
        return details
      },
      markWatched: { episodes, date in
        self.log.record(.markWatched(episodes, at: date))
        self.setWatched(episodes, at: date)
        return LibraryChange(kind: .watched, episodes: episodes, watchesAdded: episodes.count)
      },
      unmarkWatched: { episodes in
        self.log.record(.unmarkWatched(episodes))
        let watched = self.current.episodes.filter { $0.isWatched && episodes.contains($0.ids) }
        self.setWatched(episodes, at: nil)
        guard !watched.isEmpty else { return nil }
        return LibraryChange(
          kind: .unwatched, episodes: watched.map(\.ids), watchesRemoved: watched.count)
      }
    )
  }

  private func setWatched(_ episodes: [Ids], at date: Date?) {
    details.withLock { details in
      for index in details.episodes.indices where episodes.contains(details.episodes[index].ids) {
        details.episodes[index].watchedAt = date
      }
    }
  }
}

extension Connectors.AppChromeConnector {
  /// The chrome with the app's three built-in tabs, as the app's registry lists them.
  static let threeTabs = Connectors.AppChromeConnector(tabs: [
    .init(screen: .history, title: "History"), .init(screen: .search, title: "Search"),
    .init(screen: .showDetail, title: "Show"),
  ])
}

extension Screen {
  /// The three built-in screens, in tab order.
  static let builtIn: [Screen] = [.history, .search, .showDetail]
}
