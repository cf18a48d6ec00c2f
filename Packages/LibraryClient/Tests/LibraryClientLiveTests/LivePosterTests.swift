import Foundation
import Identifiers
import LibraryClient
import LibraryClientLive
import LibraryDatabase
import Testing

/// Every list the live client reads carries each show's poster (`shows.poster_url`), as the
/// search, the show and the history do; a show without one has none.
struct LivePosterTests {
  private let library: LibraryClient

  init() throws {
    library = .live(database: try LibraryDatabase.inMemory(seedStarterCatalog: true))
  }

  static let poster = "https://static.tvmaze.com/uploads/images/medium_portrait/1/4.jpg"

  /// A show from TVMaze with a poster, followed: two aired episodes by 2019-04-09, a third
  /// announced for 2019-04-15.
  static let show = """
    {"id": 800001, "name": "Tidewater", "premiered": "2019-04-01", "updated": 1700000000,
     "image": {"medium": "\(poster)", "original": "https://static.tvmaze.com/o.jpg"},
     "_embedded": {"episodes": [
       {"id": 810001, "season": 1, "number": 1, "name": "Slack Water", "airdate": "2019-04-01"},
       {"id": 810002, "season": 1, "number": 2, "name": "Neap", "airdate": "2019-04-08"},
       {"id": 810003, "season": 1, "number": 3, "name": "Spring", "airdate": "2019-04-15"}]}}
    """

  @Test func everyListCarriesTheShowsPoster() async throws {
    let saved = try await library.saveFetchedShow(
      FetchedShow(
        body: Data(Self.show.utf8), source: "TVMaze show 800001", added: true,
        updated: 1_700_000_000, fetchedAt: Date(timeIntervalSince1970: 1_800_000_000)))
    let poster = try #require(URL(string: Self.poster))
    let details = try await library.loadShow(saved.show.id)
    #expect(details.posterURL == poster)
    let plain = try await library.resolveShow("breaking bad")
    _ = try await library.setWatchlisted(saved.show.id, true)
    _ = try await library.setWatchlisted(plain.id, true)
    let watchlist = try await library.watchlist()
    #expect(watchlist.first { $0.show.id == saved.show.id }?.posterURL == poster)
    #expect(watchlist.contains { $0.show.id == plain.id && $0.posterURL == nil })

    _ = try await library.markWatched([details.episodes[0].ids], Date(timeIntervalSince1970: 10))
    let today = try #require(CalendarDay("2019-04-09"))
    // Episode 2 aired: the first aired one left.
    #expect(try await library.upNext(today, 10).map(\.posterURL) == [poster])
    #expect(
      try await library.myShows(today, .following, .activity, 10).map(\.posterURL) == [poster])
    let week = try await library.upcoming(
      today, CalendarDay(daysSince1970: today.daysSince1970 + 7), 10)
    #expect(week.map(\.posterURL) == [poster])
    // Caught up: the next announced one.
    _ = try await library.markWatched([details.episodes[1].ids], Date(timeIntervalSince1970: 20))
    let caughtUp = try await library.upNext(today, 10)
    #expect(caughtUp.map(\.upcoming?.title) == ["Spring"])
    #expect(caughtUp.map(\.posterURL) == [poster])
    // A starter show has no poster.
    let plainDetails = try await library.loadShow(plain.id)
    _ = try await library.markWatched(
      [plainDetails.episodes[0].ids], Date(timeIntervalSince1970: 30))
    _ = try await library.setFollowed(plain.id, true)
    let both = try await library.myShows(today, .following, .title, 10)
    #expect(both.map(\.show.title) == ["Breaking Bad", "Tidewater"])
    #expect(both.map(\.posterURL) == [nil, poster])
  }
}
