import AppComposition
import Foundation
import Identifiers
import LibraryClient
import Testing

/// Every screen that shows a show gives its view state the show's poster (`imageURL`), the way
/// History does: from the rows the library loaded (Up Next, Search, My Shows, Upcoming,
/// Watchlist) or from the catalog's images (History, the show screen); `nil` where the library
/// has none.
@MainActor
struct PosterConnectorTests {
  static let poster = URL(
    string: "https://static.tvmaze.com/uploads/images/medium_portrait/1/4.jpg")

  @Test func upNextRowsCarryTheirShowsPoster() {
    var state = AppState(today: Fixtures.today)
    var withPoster = UpNextTests.item
    withPoster.posterURL = Self.poster
    state.upNext.items = [withPoster, UpNextTests.caughtUp]
    state.upNext.status = .loaded
    let rows = Connectors.UpNextConnector(formatting: Fixtures.formatting).connect(state: state)
      .rows
    #expect(rows.map(\.imageURL) == [Self.poster, nil])
  }

  @Test func searchResultsCarryTheirShowsPoster() {
    var state = AppState(today: Fixtures.today)
    state.search.query = "li"
    state.search.results = [
      ShowSearchResult(
        show: Fixtures.lighthouse, progress: ShowProgress(watched: 2, aired: 5),
        posterURL: Self.poster),
      ShowSearchResult(show: Fixtures.webSeries, progress: ShowProgress(watched: 0, aired: 0)),
    ]
    state.search.status = .loaded
    let results = Connectors.SearchConnector().connect(state: state).results
    #expect(results.map(\.imageURL) == [Self.poster, nil])
  }

  @Test func myShowsRowsCarryTheirShowsPoster() {
    var state = AppState(today: Fixtures.today)
    var withPoster = MyShowsTests.behind
    withPoster.posterURL = Self.poster
    state.myShows.items = [withPoster, MyShowsTests.caughtUp]
    state.myShows.status = .loaded
    let rows = Connectors.MyShowsConnector(formatting: Fixtures.formatting).connect(state: state)
      .rows
    #expect(rows.map(\.imageURL) == [Self.poster, nil])
  }

  @Test func upcomingEpisodesCarryTheirShowsPoster() {
    var state = AppState(today: Fixtures.today)
    var withPoster = UpcomingTests.item(1, day: 0)
    withPoster.posterURL = Self.poster
    state.upcoming.items = [withPoster, UpcomingTests.item(2, day: 0, show: Fixtures.webSeries)]
    state.upcoming.status = .loaded
    let episodes = Connectors.UpcomingConnector(formatting: Fixtures.formatting)
      .connect(state: state).episodes
    let posters = Dictionary(uniqueKeysWithValues: episodes.map { ($0.showTitle, $0.imageURL) })
    let expected: [String: URL?] = ["The Lighthouse Keepers": Self.poster, "Pixel Street": nil]
    #expect(posters == expected)
  }

  @Test func watchlistRowsCarryTheirShowsPoster() {
    var state = AppState(today: Fixtures.today)
    var withPoster = WatchlistTests.item
    withPoster.posterURL = Self.poster
    state.watchlist.items = [withPoster, WatchlistTests.placeholder]
    state.watchlist.status = .loaded
    let rows = Connectors.WatchlistConnector(formatting: Fixtures.formatting).connect(state: state)
      .rows
    #expect(rows.map(\.imageURL) == [Self.poster, nil])
  }

  @Test func theShowScreensHeaderHasTheCatalogsPoster() throws {
    let shown = ShowDetailConnectorTests()
    var state = shown.loadedState()
    let connector = shown.connector
    #expect(try #require(connector.connect(state: state).show).header.imageURL == nil)
    let poster = try #require(Self.poster)
    state.showImages[1] = ShowImages(tvPosters: [.init(url: poster)])
    #expect(try #require(connector.connect(state: state).show).header.imageURL == poster)
  }
}
