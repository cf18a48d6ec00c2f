import AppComposition
import Foundation
import Identifiers
import LibraryClient
import Redux
import ReduxTesting
import Synchronization
import TVMazeClient
import Testing

/// Adding shows from TVMaze and refreshing the followed ones: the reducer through `TestStore`
/// on stub clients (no network), the refresh plan, and the connectors' words.
@MainActor
struct TVMazeTests {
  nonisolated static let document = TVMazeShowDocument(
    id: 169, name: "Breaking Bad", updated: 1_700_000_100, episodeCount: 62,
    body: Data(#"{"id": 169}"#.utf8))
  nonisolated static let saved = FetchedShowSaved(
    show: ShowCandidate(id: 7, title: "Breaking Bad", year: 2008),
    report: ImportReport(showsAdded: 1, episodesAdded: 62))

  func dependencies(_ library: LibraryClient, _ tvmaze: TVMazeClient) -> AppDependencies {
    var dependencies = AppDependencies.test(library)
    dependencies.tvmaze = tvmaze
    return dependencies
  }

  // MARK: - add

  @Test func addingByIDFetchesTheShowAndSavesItAsAdded() async {
    let saves = Mutex<[FetchedShow]>([])
    let library = LibraryClient(saveFetchedShow: { show in
      saves.withLock { $0.append(show) }
      return Self.saved
    })
    let tvmaze = TVMazeClient(show: { id in
      #expect(id == 169)
      return Self.document
    })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: dependencies(library, tvmaze)))
    await store.send(.tvmaze(.addRequested(.id(169)))) { $0.tvmaze.add = .working }
    await store.receive(.tvmaze(.addFinished(Self.saved))) { $0.tvmaze.add = .added(Self.saved) }
    await store.finish()
    let save = saves.withLock { $0 }
    #expect(
      save == [
        FetchedShow(
          body: Self.document.body, source: "TVMaze show 169", added: true,
          updated: 1_700_000_100, fetchedAt: Fixtures.now)
      ])
  }

  @Test func aTitleWithOneMatchIsAdded() async {
    let tvmaze = TVMazeClient(
      searchShows: { _ in
        [
          TVMazeShowSummary(id: 169, name: "Breaking Bad"),
          TVMazeShowSummary(id: 170, name: "Breaking Bad: Original Minisodes"),
        ]
      },
      show: { _ in Self.document })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(
        dependencies: dependencies(LibraryClient(saveFetchedShow: { _ in Self.saved }), tvmaze)))
    await store.send(.tvmaze(.addRequested(.title("breaking bad")))) { $0.tvmaze.add = .working }
    await store.receive(.tvmaze(.addFinished(Self.saved))) { $0.tvmaze.add = .added(Self.saved) }
    await store.finish()
  }

  @Test func aTitleWithSeveralMatchesAsksTheUserToChoose() async {
    let results = [
      TVMazeShowSummary(id: 139, name: "Girls", premiered: "2012-04-15", network: "HBO"),
      TVMazeShowSummary(id: 41_734, name: "Good Girls", premiered: "2018-02-26", network: "NBC"),
    ]
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(
        dependencies: dependencies(.unimplemented, TVMazeClient(searchShows: { _ in results }))))
    await store.send(.tvmaze(.addRequested(.title("gir")))) { $0.tvmaze.add = .working }
    await store.receive(.tvmaze(.addCandidatesFound(query: "gir", results))) {
      $0.tvmaze.add = .choosing(query: "gir", results)
    }
    await store.finish()
    let output = Connectors.AddShowConnector().connect(state: store.state)
    #expect(
      output
        == .choosing(
          candidates: [
            .init(id: 139, label: "Girls (2012, HBO)"),
            .init(id: 41_734, label: "Good Girls (2018, NBC)"),
          ],
          message: "'gir' matches 2 shows on TVMaze; add one by its id: "
            + "tvmaze:139 Girls (2012, HBO), tvmaze:41734 Good Girls (2018, NBC)"))
  }

  @Test func anUnknownIDOrTitleAddsNothing() async {
    let tvmaze = TVMazeClient(
      searchShows: { _ in [] }, show: { throw TVMazeError.notFound(path: "/shows/\($0)") })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: dependencies(.unimplemented, tvmaze)))
    await store.send(.tvmaze(.addRequested(.id(9)))) { $0.tvmaze.add = .working }
    await store.receive(.tvmaze(.addFailed(.noTVMazeShow(9)))) {
      $0.tvmaze.add = .failed(.noTVMazeShow(9))
    }
    await store.send(.tvmaze(.addRequested(.title("zzz")))) { $0.tvmaze.add = .working }
    await store.receive(.tvmaze(.addFailed(.noTVMazeMatch("zzz")))) {
      $0.tvmaze.add = .failed(.noTVMazeMatch("zzz"))
    }
    await store.finish()
    #expect(
      Connectors.AddShowConnector().connect(state: store.state)
        == .failed(message: "no show on TVMaze matches 'zzz'"))
  }

  @Test func theAddedShowIsWorded() {
    var state = AppState(today: Fixtures.today)
    state.tvmaze.add = .added(Self.saved)
    #expect(
      Connectors.AddShowConnector().connect(state: state)
        == .added(
          show: 7, message: "Added Breaking Bad (2008) from TVMaze: 62 episodes; following it",
          credit: "Data from TVMaze.com, licensed CC BY-SA 4.0"))
    #expect(
      Connectors.AddShowConnector().connect(action: .addRequested(.id(1)))
        == .tvmaze(.addRequested(.id(1))))
  }

  // MARK: - refresh

  nonisolated static let fetchedAt = Fixtures.now.addingTimeInterval(-2 * 86_400)
  nonisolated static let followed = [
    TVMazeLink(show: 1, title: "Archer", tvmazeID: 315),
    TVMazeLink(
      show: 2, title: "Fargo", tvmazeID: 99, updated: 1_600_000_000, fetchedAt: fetchedAt),
    TVMazeLink(
      show: 3, title: "Gone Show", tvmazeID: 50, updated: 1_600_000_000, fetchedAt: fetchedAt),
    TVMazeLink(
      show: 4, title: "Quiet", tvmazeID: 60, updated: 1_600_000_000, fetchedAt: fetchedAt),
  ]

  @Test func aRefreshAsksWhatChangedAndFetchesOnlyThat() async {
    let fetched = Mutex<[Int]>([])
    let periods = Mutex<[TVMazeUpdatePeriod]>([])
    let tvmaze = TVMazeClient(
      show: { id in
        fetched.withLock { $0.append(id) }
        if id == 50 { throw TVMazeError.notFound(path: "/shows/50") }
        return TVMazeShowDocument(id: id, name: "x", episodeCount: 1, body: Data())
      },
      updatedShows: { period in
        periods.withLock { $0.append(period) }
        return [99: 1_600_000_500, 50: 1_600_000_600, 60: 1_600_000_000, 12: 1]
      })
    let library = LibraryClient(
      followedShows: { Self.followed },
      followedShowsWithoutTVMazeID: { ["Harbour Lights", "Velvet Static"] },
      saveFetchedShow: { show in
        #expect(!show.added)
        return FetchedShowSaved(
          show: ShowCandidate(id: 1, title: show.source),
          report: ImportReport(episodesAdded: 2, episodesUpdated: 1))
      },
      watchlist: { [] })
    let store = Store(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: dependencies(library, tvmaze)))
    store.send(.tvmaze(.refreshRequested(show: nil)))
    await store.effectsFinished()
    #expect(periods.withLock { $0 } == [.week])
    // Archer was never fetched; Fargo and Gone Show changed; Quiet did not.
    #expect(fetched.withLock { $0 } == [315, 99, 50])
    var report = RefreshReport()
    report.checked = 4
    report.refreshed = 2
    report.refreshedShows = ["TVMaze show 315", "TVMaze show 99"]
    report.unchanged = 1
    report.episodesAdded = 4
    report.episodesUpdated = 2
    report.gone = ["Gone Show"]
    report.withoutTVMazeID = ["Harbour Lights", "Velvet Static"]
    #expect(store.state.tvmaze.refresh == .finished(report))
    #expect(store.state.change == .refreshed(report))
    // The followed shows without a TVMaze id are counted and named, with how to connect them
    // (issue #43, item 5).
    #expect(
      Connectors.RefreshConnector().connect(state: store.state)
        == .finished(
          message: "Refreshed 2 of 4 followed shows from TVMaze: 4 new episodes, 2 updated; "
            + "1 unchanged; no longer on TVMaze, kept with your history: Gone Show; "
            + "2 followed shows have no TVMaze id, so were not refreshed: Harbour Lights, "
            + "Velvet Static (showtracker refresh SHOW looks one up on TVMaze by its ids or "
            + "title)",
          credit: TVMazeClient.attribution))
  }

  @Test func aRefreshThatStopsSaysWhereAndWhatItHadDone() async {
    let tvmaze = TVMazeClient(show: { id in
      if id == 99 { throw TVMazeError.offline(host: "api.tvmaze.com") }
      return TVMazeShowDocument(id: id, name: "x", episodeCount: 1, body: Data())
    })
    let library = LibraryClient(
      followedShows: {
        Self.followed.prefix(2).map { link in
          var link = link
          link.fetchedAt = nil
          return link
        }
      },
      followedShowsWithoutTVMazeID: { [] },
      saveFetchedShow: { _ in
        FetchedShowSaved(show: ShowCandidate(id: 1, title: "Archer"), report: ImportReport())
      },
      watchlist: { [] })
    let store = Store(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: dependencies(library, tvmaze)))
    store.send(.tvmaze(.refreshRequested(show: nil)))
    await store.effectsFinished()
    #expect(
      Connectors.RefreshConnector().connect(state: store.state)
        == .failed(
          message: "refresh stopped at Fargo: cannot reach TVMaze at api.tvmaze.com: this "
            + "computer is offline (1 show refreshed before it; Fargo and the rest unchanged)"))
    #expect(store.state.change == .failed(.tvmaze(.offline(host: "api.tvmaze.com"))))
  }

  @Test func aShowNamedIsFetchedWhateverChangedAndOneWithoutATVMazeIDIsAnError() async {
    let library = LibraryClient(
      resolveShow: { text in ShowCandidate(id: text == "Archer" ? 1 : 2, title: text) },
      tvmazeLink: { show in show == 1 ? Self.followed[0] : nil },
      lookupIDs: { _ in LookupIDs() },
      saveFetchedShow: { _ in
        FetchedShowSaved(show: ShowCandidate(id: 1, title: "Archer"), report: ImportReport())
      })
    let tvmaze = TVMazeClient(
      searchShows: { _ in [TVMazeShowSummary(id: 7, name: "Trakt Only Two")] },
      show: { id in
        TVMazeShowDocument(id: id, name: "Archer", episodeCount: 0, body: Data())
      })
    let store = Store(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: dependencies(library, tvmaze)))
    store.send(.tvmaze(.refreshRequested(show: "Archer")))
    await store.effectsFinished()
    #expect(
      Connectors.RefreshConnector().connect(state: store.state)
        == .finished(
          message: "Refreshed Archer from TVMaze: no new or changed episodes",
          credit: TVMazeClient.attribution))
    store.send(.tvmaze(.refreshRequested(show: "Trakt Only")))
    await store.effectsFinished()
    #expect(
      Connectors.RefreshConnector().connect(state: store.state)
        == .failed(
          message: "cannot find Trakt Only on TVMaze, so it cannot be refreshed: it has no "
            + "TheTVDB or IMDb id, and no show on TVMaze has its title; add it from TVMaze: "
            + "showtracker add Trakt Only"))
  }

  @Test func theChromesRefreshKeyRefreshesTheFollowedShows() {
    #expect(
      Connectors.AppChromeConnector().connect(action: .refreshTapped)
        == .tvmaze(.refreshRequested(show: nil)))
  }

  @Test func theStatusLineFollowsTheRefresh() {
    var state = AppState(today: Fixtures.today)
    state.change = .refreshing(RefreshProgress(done: 3, total: 10))
    #expect(
      Connectors.AppChromeConnector().connect(state: state).status?.message
        == "Refreshing from TVMaze: 3 of 10 shows")
    state.change = .refreshing(RefreshProgress(done: 0, total: 0))
    #expect(
      Connectors.AppChromeConnector().connect(state: state).status?.message
        == "Checking TVMaze for changes…")
  }

  // MARK: - the plan

  @Test func thePeriodReachesBackToTheOldestFetch() {
    let now = Fixtures.now
    func link(fetched daysAgo: Double?) -> TVMazeLink {
      TVMazeLink(
        show: 1, title: "x", tvmazeID: 1, updated: 1,
        fetchedAt: daysAgo.map { now.addingTimeInterval(-$0 * 86_400) })
    }
    #expect(RefreshPlan.period(for: [link(fetched: 0.5)], now: now) == .day)
    #expect(RefreshPlan.period(for: [link(fetched: 0.5), link(fetched: 3)], now: now) == .week)
    #expect(RefreshPlan.period(for: [link(fetched: 20)], now: now) == .month)
    #expect(RefreshPlan.period(for: [link(fetched: 40)], now: now) == nil)
    #expect(RefreshPlan.period(for: [link(fetched: nil)], now: now) == nil)
    #expect(RefreshPlan.period(for: [], now: now) == nil)
  }

  @Test func theChoiceIsTheOnlyResultOrTheOnlyExactTitle() {
    let girls = TVMazeShowSummary(id: 139, name: "Girls")
    let shouting = TVMazeShowSummary(id: 1, name: "GIRLS")
    let good = TVMazeShowSummary(id: 2, name: "Good Girls")
    #expect(RefreshPlan.choice(of: [good], for: "x") == good)
    #expect(RefreshPlan.choice(of: [girls, good], for: "girls") == girls)
    #expect(RefreshPlan.choice(of: [girls, good], for: "gir") == nil)
    // Titles that differ only in case: the one written exactly.
    #expect(RefreshPlan.choice(of: [girls, shouting, good], for: "GIRLS") == shouting)
    #expect(RefreshPlan.choice(of: [girls, shouting, good], for: "girls") == nil)
  }

  @Test func aShowKnownOnlyFromTraktIsLookedUpByItsIDsAndLinked() async {
    let saves = Mutex<[FetchedShow]>([])
    let library = LibraryClient(
      resolveShow: { _ in ShowCandidate(id: 3, title: "Archer") },
      tvmazeLink: { _ in nil },
      lookupIDs: { _ in LookupIDs(tvdb: 110_381) },
      saveFetchedShow: { show in
        saves.withLock { $0.append(show) }
        return FetchedShowSaved(
          show: ShowCandidate(id: 3, title: "Archer"), report: ImportReport(episodesAdded: 100))
      })
    let tvmaze = TVMazeClient(
      show: { id in
        #expect(id == 315)
        return TVMazeShowDocument(id: 315, name: "Archer", episodeCount: 117, body: Data())
      },
      lookupShow: { tvdb, imdb in
        #expect(tvdb == 110_381 && imdb == nil)
        return 315
      })
    let store = Store(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: dependencies(library, tvmaze)))
    store.send(.tvmaze(.refreshRequested(show: "Archer")))
    await store.effectsFinished()
    #expect(saves.withLock { $0.map(\.source) } == ["TVMaze show 315"])
    #expect(
      Connectors.RefreshConnector().connect(state: store.state)
        == .finished(
          message: "Refreshed Archer from TVMaze: 100 new episodes, 0 updated",
          credit: TVMazeClient.attribution))
  }

  /// The whole refresh (`r`) also looks up the watchlist's shows known by ids alone: by title
  /// and year when they have no id TVMaze knows; the fetch lands on the same show (`linking`);
  /// the one it cannot tell is named with the reason and left alone.
  @Test func aRefreshFindsTheWatchlistsShowsKnownByIDsAloneAndNamesTheOnesItCannot() async {
    let saves = Mutex<[FetchedShow]>([])
    let rows: [(Int64, String, Int?)] = [(7, "Harbour Lights", 2015), (8, "Velvet Static", nil)]
    let items = rows.map {
      WatchlistItem(
        show: Show(id: ShowID(rawValue: $0.0), title: $0.1, year: $0.2), episodes: 0,
        isEpisodeListComplete: false, addedAt: Fixtures.now)
    }
    let known = WatchlistItem(
      show: Show(id: 9, title: "Known"), episodes: 5, isEpisodeListComplete: true,
      addedAt: Fixtures.now)
    let library = LibraryClient(
      followedShows: { [] },
      followedShowsWithoutTVMazeID: { [] },
      lookupIDs: { show in show == 8 ? LookupIDs(imdb: "tt1") : LookupIDs() },
      saveFetchedShow: { show in
        saves.withLock { $0.append(show) }
        return FetchedShowSaved(
          show: ShowCandidate(id: 7, title: "Harbour Lights"),
          report: ImportReport(episodesAdded: 3))
      },
      watchlist: { items + [known] })
    let tvmaze = TVMazeClient(
      searchShows: { title in
        title == "Harbour Lights"
          ? [
            TVMazeShowSummary(id: 1, name: "Harbour Lights", premiered: "1999-01-01"),
            TVMazeShowSummary(id: 700_001, name: "Harbour Lights", premiered: "2015-03-01"),
          ]
          : [
            TVMazeShowSummary(id: 2, name: "Velvet Static", premiered: "2024-01-01"),
            TVMazeShowSummary(id: 3, name: "velvet static", premiered: "2020-01-01"),
          ]
      },
      show: { id in
        TVMazeShowDocument(id: id, name: "Harbour Lights", episodeCount: 3, body: Data())
      },
      lookupShow: { _, imdb in
        #expect(imdb == "tt1")
        return nil
      })
    let store = Store(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: dependencies(library, tvmaze)))
    store.send(.tvmaze(.refreshRequested(show: nil)))
    await store.effectsFinished()
    #expect(saves.withLock { $0.map(\.source) } == ["TVMaze show 700001"])
    #expect(saves.withLock { $0.map(\.linking) } == [7])
    #expect(
      Connectors.RefreshConnector().connect(state: store.state)
        == .finished(
          message: "Refreshed Harbour Lights from TVMaze: 3 new episodes, 0 updated; not found "
            + "on TVMaze, left as they were: Velvet Static (TVMaze does not know its IMDb id "
            + "tt1, and 2 shows on TVMaze have its title and the library has no year to "
            + "choose by)",
          credit: TVMazeClient.attribution))
  }

  // MARK: - a partial episode list

  @Test func aPartialEpisodeListSaysHowToCompleteItAndClaimsNoProgress() {
    var state = Fixtures.openShow(Fixtures.details(watched: [11: Fixtures.now]))
    state.showDetail.isEpisodeListComplete = false
    let show = Connectors.ShowDetailConnector(formatting: Fixtures.formatting).connect(state: state)
      .show
    #expect(
      show?.progress.incomplete
        == "episode list incomplete: `showtracker refresh \"The Lighthouse Keepers\"`")
    #expect(show?.nextEpisode == nil)
    state.shows[1]?.tvmazeID = 900_001
    #expect(
      Connectors.ShowDetailConnector(formatting: Fixtures.formatting).connect(state: state).show?
        .progress.incomplete
        == "episode list incomplete: `showtracker refresh \"The Lighthouse Keepers\"`")
  }
}
