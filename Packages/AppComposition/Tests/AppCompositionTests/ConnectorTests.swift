import AppComposition
import Foundation
import History
import Identifiers
import LibraryClient
import Search
import ShowDetail
import Testing

struct WatchedHistoryConnectorTests {
  let connector = Connectors.WatchedHistoryConnector(formatting: Fixtures.formatting)

  func state() -> AppState {
    var state = AppState(today: Fixtures.today)
    state.shows[1] = Fixtures.lighthouse
    for episode in Fixtures.episodes { state.episodes[episode.ids] = episode }
    state.showImages[1] = ShowImages(tvPosters: [.init(url: URL(fileURLWithPath: "/p/1.jpg"))])
    state.watchedHistory.entries = [
      WatchEvent(ids: Fixtures.ids(12), watchedAt: Fixtures.now),
      WatchEvent(
        ids: Fixtures.ids(11), watchedAt: Fixtures.now.addingTimeInterval(-2 * Fixtures.day)),
    ]
    state.watchedHistory.totalCount = 45
    state.watchedHistory.status = .loaded
    return state
  }

  @Test func postersNameTheShowEpisodeAndWhenItWasWatched() {
    let view = connector.connect(state: state())
    #expect(
      view.posters.map(\.title) == [
        "The Lighthouse Keepers S01E02 · Fog", "The Lighthouse Keepers S01E01 · First Light",
      ])
    #expect(
      view.posters.map(\.subtitle) == ["Watched 2023-11-14 22:13", "Watched 2023-11-12 22:13"])
    #expect(view.posters[0].imageURL == URL(fileURLWithPath: "/p/1.jpg"))
  }

  @Test func pagingComesFromTheTotalAndPageSize() {
    let view = connector.connect(state: state())
    #expect(view.totalCount == 45)
    #expect(view.pageCount == 3)
    #expect(view.page == 1)
  }

  @Test func theSubtitleSaysTheDayAndTimeInTheFormattingsTimeZone() {
    var state = state()
    // 2023-11-14T22:13:20Z: already the 15th east of UTC+2, still the 14th in UTC and west.
    state.watchedHistory.entries = [WatchEvent(ids: Fixtures.ids(12), watchedAt: Fixtures.now)]
    let subtitles = [-5, 0, 2, 9].map { hours in
      Connectors.WatchedHistoryConnector(formatting: Formatting(utcOffset: hours * 3_600))
        .connect(state: state).posters.map(\.subtitle)
    }
    #expect(
      subtitles == [
        ["Watched 2023-11-14 17:13"], ["Watched 2023-11-14 22:13"], ["Watched 2023-11-15 00:13"],
        ["Watched 2023-11-15 07:13"],
      ])
  }

  @Test(arguments: [
    (0, 1), (1, 1), (19, 1), (20, 1), (21, 2), (39, 2), (40, 2), (41, 3), (100, 5),
  ])
  func thePageCountIsExactAtMultiplesOfThePageSize(totalCount: Int, pageCount: Int) {
    var state = state()
    state.watchedHistory.totalCount = totalCount
    #expect(state.watchedHistory.pageCount == pageCount)
    #expect(connector.connect(state: state).pageCount == pageCount)
  }

  @Test func anUnloadedHistoryShowsLoading() {
    #expect(connector.connect(state: AppState(today: Fixtures.today)).status == .loading)
  }

  @Test func postersCarryTheMomentAndTheFactsForScripts() throws {
    let view = connector.connect(state: state())
    #expect(view.posters.map(\.watchedAt) == [Fixtures.now, Fixtures.now - 2 * Fixtures.day])
    #expect(
      view.posters[0].facts
        == HistoryView.State.Poster.Facts(
          show: "The Lighthouse Keepers", season: 1, number: 2, episode: "Fog"))
    #expect(view.posters[1].facts?.number == 1)
    #expect(view.posters[1].facts?.episode == "First Light")
  }

  @Test func aSpecialsFactsHaveNoNumberAndAnUnloadedEpisodeHasNoFacts() {
    var state = state()
    state.watchedHistory.entries = [
      WatchEvent(ids: Fixtures.ids(1), watchedAt: Fixtures.now),
      WatchEvent(ids: Fixtures.ids(99), watchedAt: Fixtures.now),
    ]
    let posters = connector.connect(state: state).posters
    #expect(
      posters[0].facts
        == HistoryView.State.Poster.Facts(
          show: "The Lighthouse Keepers", season: 0, number: nil, episode: "Christmas at Sea"))
    #expect(posters[0].title == "The Lighthouse Keepers S00 · Christmas at Sea")
    #expect(posters[1].facts == nil)
    #expect(posters[1].title == "The Lighthouse Keepers")
    #expect(posters[1].watchedAt == Fixtures.now)
  }

  @Test func theShowFilterIsNamed() {
    var state = state()
    state.watchedHistory.showFilter = 1
    #expect(connector.connect(state: state).showFilter == "The Lighthouse Keepers")
    state.watchedHistory.showFilter = 7
    #expect(connector.connect(state: state).showFilter == "show 7")
  }

  @Test func inputsIgnoreSlicesTheHistoryDoesNotRead() {
    var state = state()
    let before = connector.inputs(of: state)
    state.search.query = "fog"
    state.navigation.screen = .search
    state.change = .working
    state.today = state.today.next
    #expect(connector.inputs(of: state) == before)
    state.watchedHistory.page = 2
    #expect(connector.inputs(of: state) != before)
  }
}

struct SearchConnectorTests {
  let connector = Connectors.SearchConnector()

  @Test func resultsShowYearsChannelStatusAndProgress() {
    var state = AppState(today: Fixtures.today)
    state.search.query = "li"
    state.search.results = [
      ShowSearchResult(show: Fixtures.lighthouse, progress: ShowProgress(watched: 2, aired: 5)),
      ShowSearchResult(show: Fixtures.webSeries, progress: ShowProgress(watched: 0, aired: 0)),
    ]
    state.search.status = .loaded
    let results = connector.connect(state: state).results
    #expect(results.map(\.years) == ["2010–2012", "2020–"])
    #expect(results.map(\.channel) == ["BBC Two", "Netflix"])
    #expect(results.map(\.status) == ["Ended", "Running"])
    #expect(results.map(\.progress) == ["2/5", ""])
    #expect(results[0].progressFraction == 0.4)
    #expect(results.map(\.watchedCount) == [2, 0])
    #expect(results.map(\.airedCount) == [5, 0])
  }

  @Test func theTotalCountComesFromTheSearchNotTheResultsShown() {
    var state = AppState(today: Fixtures.today)
    state.search.query = "the"
    state.search.results = [
      ShowSearchResult(show: Fixtures.lighthouse, progress: ShowProgress(watched: 2, aired: 5))
    ]
    state.search.totalCount = 57
    state.search.status = .loaded
    let view = connector.connect(state: state)
    #expect(view.totalCount == 57)
    #expect(view.results.count == 1)
    #expect(view.results[0].watchedCount == 2)
    #expect(view.results[0].airedCount == 5)
  }

  @Test func phasesFollowTheSearchStatus() {
    var state = AppState(today: Fixtures.today)
    #expect(connector.connect(state: state).phase == .idle)
    state.search.query = "zz"
    state.search.status = .loading
    #expect(connector.connect(state: state).phase == .searching)
    state.search.status = .loaded
    #expect(connector.connect(state: state).phase == .noResults)
    state.search.status = .failed(.library(.other("disk on fire")))
    #expect(connector.connect(state: state).phase == .failed(message: "disk on fire"))
    state.search.status = .failed(.library(.locked))
    #expect(
      connector.connect(state: state).phase
        == .failed(message: "another program is using the library; try again in a moment"))
  }
}

struct ShowDetailConnectorTests {
  let connector = Connectors.ShowDetailConnector(formatting: Fixtures.formatting)

  func loadedState(watched: [Int64] = [11]) -> AppState {
    var state = AppState(today: Fixtures.today)
    state.shows[1] = Fixtures.lighthouse
    for var episode in Fixtures.episodes {
      if watched.contains(episode.ids.episode.rawValue) { episode.watchedAt = Fixtures.now }
      state.episodes[episode.ids] = episode
    }
    state.showDetail.selectedShow = 1
    state.showDetail.episodeIDs = Fixtures.episodes.map(\.ids)
    state.showDetail.selectedSeason = 1
    state.showDetail.status = .loaded
    return state
  }

  @Test func headerIsFormattedForReading() throws {
    let show = try #require(connector.connect(state: loadedState()).show)
    #expect(show.header.title == "The Lighthouse Keepers")
    #expect(show.header.years == "2010–2012")
    #expect(show.header.network == "BBC Two")
    #expect(show.header.genres == "Drama, Mystery")
  }

  @Test func seasonsAreInOrderWithSpecialsLast() throws {
    let show = try #require(connector.connect(state: loadedState()).show)
    #expect(show.seasons.map(\.title) == ["Season 1", "Season 2", "Specials"])
    #expect(show.seasons[0].episodes.map(\.code) == ["S01E01", "S01E02", "S01E03"])
    #expect(show.seasons[2].episodes.map(\.code) == ["S00"])
    #expect(show.seasons[0].episodes[0].airDate == "2010-01-01")
    #expect(show.seasons[1].episodes[1].airDate == "2023-12-14")
  }

  @Test func progressCountsAiredEpisodesOnly() throws {
    let show = try #require(connector.connect(state: loadedState(watched: [11, 12])).show)
    // The special is in no progress.
    #expect(show.progress == ShowDetailView.Progress(watched: 2, aired: 4))
    #expect(show.seasons[1].episodes[1].hasAired == false)
  }

  @Test func nextEpisodeIsTheFirstAiredUnwatchedRegularEpisode() throws {
    let show = try #require(connector.connect(state: loadedState(watched: [11, 12])).show)
    #expect(show.nextEpisode?.code == "S01E03")
    let done = try #require(connector.connect(state: loadedState(watched: [11, 12, 13, 21])).show)
    #expect(done.nextEpisode == nil)
  }

  @Test func phasesFollowTheShowStatus() {
    var state = AppState(today: Fixtures.today)
    #expect(connector.connect(state: state).phase == .noShow)
    state.showDetail.selectedShow = 1
    state.showDetail.status = .loading
    #expect(connector.connect(state: state).phase == .loading)
    state.showDetail.status = .failed(.library(.showMissing(1)))
    #expect(
      connector.connect(state: state).phase == .failed(message: "show 1 is not in the library"))
    // A show that could not be found closes the one open; the failure is still shown.
    state.showDetail.selectedShow = nil
    #expect(
      connector.connect(state: state).phase == .failed(message: "show 1 is not in the library"))
  }
}

struct YearArithmeticTests {
  @Test(arguments: [
    ("1969-12-31T23:59:59Z", 1969), ("1970-01-01T00:00:00Z", 1970), ("2000-02-29T12:00:00Z", 2000),
    ("2008-01-20T00:00:00Z", 2008), ("2023-12-31T23:59:59Z", 2023), ("1899-03-01T00:00:00Z", 1899),
  ])
  func yearsMatchTheGregorianCalendar(date: String, year: Int) throws {
    let parsed = try #require(ISO8601DateFormatter().date(from: date))
    #expect(
      Connectors.SearchConnector().connect(state: stateWithShow(premiered: parsed)).results.first?
        .years.hasPrefix("\(year)") == true)
  }

  func stateWithShow(premiered: Date) -> AppState {
    var state = AppState(today: Fixtures.today)
    state.search.query = "x"
    state.search.status = .loaded
    state.search.results = [
      ShowSearchResult(
        show: Show(id: 1, title: "X", premiered: premiered, status: "Running"),
        progress: ShowProgress(watched: 0, aired: 0))
    ]
    return state
  }
}

/// Each connector's inputs change whenever a slice its `connect(state:)` reads changes: a
/// forgotten input would show a stale screen.
struct ConnectorInputsTests {
  func state() -> AppState {
    var state = AppState(today: Fixtures.today)
    state.shows[1] = Fixtures.lighthouse
    for episode in Fixtures.episodes { state.episodes[episode.ids] = episode }
    state.showDetail.selectedShow = 1
    state.showDetail.episodeIDs = Fixtures.episodes.map(\.ids)
    state.showDetail.status = .loaded
    return state
  }

  @Test func historyInputsFollowEverySliceItReads() {
    let connector = Connectors.WatchedHistoryConnector(formatting: Fixtures.formatting)
    let mutations: [(String, (inout AppState) -> Void)] = [
      ("watchedHistory", { $0.watchedHistory.totalCount += 1 }),
      ("episodes", { $0.episodes[Fixtures.ids(11)]?.title = "Renamed" }),
      ("shows", { $0.shows[1]?.title = "Renamed" }),
      ("showImages", { $0.showImages[1] = ShowImages(tvPosters: nil) }),
    ]
    for (slice, mutate) in mutations {
      var state = state()
      let before = connector.inputs(of: state)
      mutate(&state)
      #expect(connector.inputs(of: state) != before, "history inputs miss \(slice)")
    }
  }

  @Test func searchInputsFollowTheSearchAndNothingElse() {
    let connector = Connectors.SearchConnector()
    var state = state()
    let before = connector.inputs(of: state)
    state.shows[1]?.title = "Renamed"
    state.episodes[Fixtures.ids(11)]?.watchedAt = Fixtures.now
    #expect(connector.inputs(of: state) == before)
    state.search.query = "li"
    #expect(connector.inputs(of: state) != before)
  }

  @Test func showDetailInputsFollowEverySliceItReads() {
    let connector = Connectors.ShowDetailConnector(formatting: Fixtures.formatting)
    let mutations: [(String, (inout AppState) -> Void)] = [
      ("showDetail", { $0.showDetail.selectedSeason = 2 }),
      ("episodes", { $0.episodes[Fixtures.ids(11)]?.watchedAt = Fixtures.now }),
      ("shows", { $0.shows[1]?.status = "Running" }),
      ("showImages", { $0.showImages[1] = ShowImages(tvPosters: nil) }),
      ("today", { $0.today = $0.today.next }),
    ]
    for (slice, mutate) in mutations {
      var state = state()
      let before = connector.inputs(of: state)
      mutate(&state)
      #expect(connector.inputs(of: state) != before, "show inputs miss \(slice)")
    }
    var state = state()
    let before = connector.inputs(of: state)
    state.search.query = "unrelated"
    state.watchedHistory.page = 3
    state.navigation.screen = .search
    state.change = .working
    #expect(connector.inputs(of: state) == before)
  }

  @Test func chromeInputsFollowEverySliceItReads() {
    let connector = Connectors.AppChromeConnector.threeTabs
    let mutations: [(String, (inout AppState) -> Void)] = [
      ("navigation", { $0.navigation.isShowingHelp = true }),
      ("change", { $0.change = .undone(nil) }),
      ("episodes", { $0.episodes[Fixtures.ids(11)]?.title = "Renamed" }),
    ]
    for (slice, mutate) in mutations {
      var state = state()
      let before = connector.inputs(of: state)
      mutate(&state)
      #expect(connector.inputs(of: state) != before, "chrome inputs miss \(slice)")
    }
    var state = state()
    let before = connector.inputs(of: state)
    state.search.query = "unrelated"
    state.watchedHistory.page = 3
    state.today = state.today.next
    #expect(connector.inputs(of: state) == before)
  }
}
