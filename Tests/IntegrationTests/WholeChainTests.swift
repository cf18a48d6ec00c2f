import AppComposition
import History
import Identifiers
import Redux
import Search
import ShowDetail
import Testing

/// The whole lap: view action → connector → AppAction → reducer → effect on a real (in-memory)
/// library → AppState → each connected feature's view state.
@MainActor
struct WholeChainTests {
  @Test func searchOpenAndWatchAnEpisodeEndToEnd() async throws {
    let store = try makeStore()
    let search: SearchView.ViewModel = store.connect(using: Connectors.SearchConnector())
    let show: ShowDetailView.ViewModel = store.connect(
      using: Connectors.ShowDetailConnector(formatting: fixedFormatting))
    let history: HistoryView.ViewModel = store.connect(
      using: Connectors.WatchedHistoryConnector(formatting: fixedFormatting))
    store.send(.history(.pageRequested(1)))  // the history on screen, as the app starts

    search.send(.queryChanged("brea"))
    #expect(await eventually { !search.state.results.isEmpty })
    let breakingBad = try #require(search.state.results.first { $0.title == "Breaking Bad" })
    #expect(breakingBad.years == "2008–2013")
    #expect(breakingBad.channel == "AMC")
    #expect(breakingBad.progress == "0/62")

    search.send(.resultSelected(breakingBad.show))
    #expect(await eventually { show.state.show != nil })
    let loaded = try #require(show.state.show)
    #expect(loaded.header.title == "Breaking Bad")
    #expect(loaded.seasons.count == 5)
    let pilot = try #require(loaded.nextEpisode)
    #expect(pilot.code == "S01E01")
    #expect(pilot.title == "Pilot")

    show.send(.episodeWatchedToggled(pilot.ids))
    #expect(show.state.show?.seasons[0].episodes[0].isWatched == true)  // at once, before saving
    try #require(await eventually { history.state.posters.count == 1 })
    #expect(history.state.posters[0].title == "Breaking Bad S01E01 · Pilot")
    #expect(history.state.posters[0].subtitle.hasPrefix("Watched 2025-06-15 "))
    #expect(show.state.show?.nextEpisode?.code == "S01E02")
  }

  @Test func anActionForOneFeatureRunsNoOtherFeaturesConnector() async throws {
    let store = try makeStore()
    let search = store.connect(using: Connectors.SearchConnector())
    let show = store.connect(using: Connectors.ShowDetailConnector(formatting: fixedFormatting))
    let history = store.connect(
      using: Connectors.WatchedHistoryConnector(formatting: fixedFormatting))
    let showBefore = show.metrics
    let historyBefore = history.metrics
    let historyState = history.state
    let showState = show.state

    search.send(.queryChanged("sher"))
    #expect(await eventually { !search.state.results.isEmpty })

    #expect(search.metrics.derivations >= 2)
    #expect(show.metrics.derivations == showBefore.derivations)
    #expect(history.metrics.derivations == historyBefore.derivations)
    #expect(show.state == showState)
    #expect(history.state == historyState)
    #expect(show.metrics.stateChanges == 0)
    #expect(history.metrics.stateChanges == 0)
  }

  @Test func pagingTheHistoryChangesOnlyTheHistory() async throws {
    let store = try makeStore(historyPageSize: 3)
    let search = store.connect(using: Connectors.SearchConnector())
    let show = store.connect(using: Connectors.ShowDetailConnector(formatting: fixedFormatting))
    let history = store.connect(
      using: Connectors.WatchedHistoryConnector(formatting: fixedFormatting))

    store.send(.history(.pageRequested(1)))
    store.send(.showDetail(.opened(1)))
    #expect(await eventually { show.state.show != nil })
    let firstSeason = try #require(show.state.show?.seasons.first)
    let aired = firstSeason.episodes.filter(\.hasAired).count
    try #require(aired > 3)
    // Every effect of the mark: the save, and the reloads it brings (the show, now followed).
    await show.send(.seasonMarkedWatched(show: 1, season: firstSeason.number)).finish()
    #expect(
      await eventually { history.state.totalCount == aired && history.state.posters.count == 3 })
    #expect(show.state.show?.isFollowed == true)

    let searchRuns = search.metrics.derivations
    let showRuns = show.metrics.derivations
    let showState = show.state
    let firstPage = history.state.posters
    history.send(.nextPageTapped)
    #expect(await eventually { history.state.page == 2 })

    #expect(history.state.posters != firstPage)
    #expect(history.state.hasPreviousPage)
    #expect(search.metrics.derivations == searchRuns)
    #expect(show.metrics.derivations == showRuns)
    #expect(show.state == showState)
  }
}
