import Foundation
import Identifiers
import LibraryClient
import LibraryClientLive
import LibraryDatabase
import Testing

/// The live client's following, Upcoming, My Shows and Stats on a real in-memory library.
struct LiveScreensTests {
  private let database: LibraryDatabase
  private let library: LibraryClient

  init() throws {
    database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    library = .live(database: database)
  }

  @Test func followingIsOneEntryPointThatSaysWhatChanged() async throws {
    let show = try await library.resolveShow("breaking bad")
    let followed = try await library.setFollowed(show.id, true)
    #expect(followed == FollowChange(show: show, isFollowed: true, changed: true))
    #expect(try await library.setFollowed(show.id, true).changed == false)
    #expect(try await library.loadShow(show.id).isFollowed)
    #expect(try await library.search("breaking", 5).results.first?.isFollowed == true)
    #expect(try await library.setFollowed(show.id, false).changed)
    #expect(try await library.loadShow(show.id).isFollowed == false)
    await #expect(throws: LibraryError.showMissing(ShowID(rawValue: 999_999))) {
      try await library.setFollowed(ShowID(rawValue: 999_999), true)
    }
  }

  /// The library's filters and orders mirror the database's (the database may import no other
  /// package), and the live client maps them by name: each has the other's cases.
  @Test func myShowsFiltersAndOrdersAreTheDatabases() {
    #expect(
      Set(MyShowsFilter.allCases.map(\.rawValue)) == Set(ShowListFilter.allCases.map(\.rawValue)))
    #expect(
      Set(MyShowsOrder.allCases.map(\.rawValue)) == Set(ShowListOrder.allCases.map(\.rawValue)))
  }

  @Test func myShowsAndUpcomingReadTheFollowedShows() async throws {
    let show = try await library.resolveShow("breaking bad")
    let details = try await library.loadShow(show.id)
    _ = try await library.markWatched([details.episodes[0].ids], Date(timeIntervalSince1970: 10))
    let today = try #require(CalendarDay("2026-12-01"))
    let items = try await library.myShows(today, .following, .activity, 10)
    #expect(items.map(\.show.title) == ["Breaking Bad"])
    #expect(items[0].progress == ShowProgress(watched: 1, aired: details.episodes.count))
    #expect(items[0].next?.number == 2)
    #expect(items[0].show.network == "AMC")
    #expect(items[0].isFollowed)
    // Breaking Bad aired in 2008: nothing in those days but its first week.
    let first = try #require(CalendarDay("2008-01-20"))
    let week = try await library.upcoming(
      first, CalendarDay(daysSince1970: first.daysSince1970 + 6), 50)
    #expect(week.map(\.episode.title) == ["Pilot"])
    #expect(week.first?.airDay == first)
  }

  @Test func statsCountRuntimesPerDayAndTheTopShows() async throws {
    let breaking = try await library.loadShow(try await library.resolveShow("breaking bad").id)
    let wire = try await library.loadShow(try await library.resolveShow("the wire").id)
    // Noon UTC: the same day in every zone from UTC-11 to UTC+11.
    let noon = Date(timeIntervalSince1970: 1_772_366_400)  // 2026-03-01T12:00:00Z
    _ = try await library.markWatched(Array(breaking.episodes.prefix(2).map(\.ids)), noon)
    _ = try await library.markWatched(
      [wire.episodes[0].ids], Date(timeIntervalSince1970: 43_200))  // 1970-01-01T12:00:00Z
    let stats = try await library.watchStats(nil, 1)
    #expect(stats.days.map(\.day.description) == ["1970-01-01", "2026-03-01"])
    let minutes = breaking.episodes.prefix(2).compactMap(\.runtime).reduce(0, +)
    #expect(stats.days.last?.totals == WatchTotals(episodes: 2, minutes: minutes))
    #expect(stats.topShows.map(\.show.title) == ["Breaking Bad"])
    let in1970 = try await library.watchStats(1970, 5)
    #expect(in1970.topShows.map(\.show.title) == ["The Wire"])
    #expect(in1970.days.count == 2)  // the days are every year's
  }
}
