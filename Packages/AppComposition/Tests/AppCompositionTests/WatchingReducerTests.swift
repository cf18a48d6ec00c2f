import AppComposition
import Foundation
import Identifiers
import LibraryClient
import ReduxTesting
import Testing

/// What a watch request should end in.
enum WatchOutcome: Sendable {
  /// These episodes (by episode number) are saved in one call.
  case saved([Int64])
  /// Nothing needed marking: no library call.
  case nothing
  /// The request names no such episodes; nothing is saved.
  case failed(AppError)
}

/// A watch request and what it should end in, against ``Fixtures/details`` with S01E01 watched.
struct WatchCase: Sendable, CustomTestStringConvertible {
  var request: WatchRequest
  var outcome: WatchOutcome

  init(
    _ selection: EpisodeSelection, watched: Bool = true, at watchedAt: Date? = nil,
    _ outcome: WatchOutcome
  ) {
    request = WatchRequest(
      show: "the lighthouse", selection: selection, watched: watched, watchedAt: watchedAt)
    self.outcome = outcome
  }

  var testDescription: String {
    let verb = request.watched ? "watch" : "unwatch"
    let date = request.watchedAt.map { " at \(Fixtures.formatting.shortDate($0))" } ?? ""
    return "\(verb) \(request.selection)\(date) → \(outcome)"
  }
}

@MainActor
struct WatchRequestTests {
  nonisolated static let title = "The Lighthouse Keepers"
  /// When S01E01 was watched, before the tests run.
  nonisolated static let firstWatch = Fixtures.aired(3)
  /// 2010-01-11: after S01E02 aired (01-08), before S01E03 did (01-15).
  nonisolated static let beforeTheStorm = Fixtures.aired(10)

  nonisolated static let cases: [WatchCase] = [
    // One episode: marked again even when watched; unwatching an unwatched one marks nothing.
    WatchCase(.episode(season: 1, number: 1), .saved([11])),
    WatchCase(.episode(season: 1, number: 2), .saved([12])),
    WatchCase(.episode(season: 1, number: 1), watched: false, .saved([11])),
    WatchCase(.episode(season: 1, number: 2), watched: false, .nothing),
    WatchCase(
      .episode(season: 3, number: 1), .failed(.noSuchEpisode(show: title, season: 3, number: 1))),
    // A season: its aired, unwatched episodes.
    WatchCase(.season(1), .saved([12, 13])),
    WatchCase(.season(2), .saved([21])),
    WatchCase(.season(0), .saved([1])),
    WatchCase(.season(1), watched: false, .saved([11])),
    WatchCase(.season(2), watched: false, .nothing),
    WatchCase(.season(3), .failed(.noSuchSeason(show: title, season: 3))),
    // Everything but the specials (issue #43): season 0 names them.
    WatchCase(.all, .saved([12, 13, 21])),
    WatchCase(.all, watched: false, .saved([11])),
    // Up to an episode: regular seasons up to and including it, no specials.
    WatchCase(.upTo(season: 2, number: 1), .saved([12, 13, 21])),
    WatchCase(.upTo(season: 1, number: 2), .saved([12])),
    WatchCase(.upTo(season: 2, number: 2), .saved([12, 13, 21])),
    WatchCase(.upTo(season: 1, number: 1), .nothing),
    WatchCase(.upTo(season: 1, number: 3), watched: false, .saved([11])),
    WatchCase(
      .upTo(season: 1, number: 9), .failed(.noSuchEpisode(show: title, season: 1, number: 9))),
    WatchCase(
      .upTo(season: 4, number: 1), .failed(.noSuchEpisode(show: title, season: 4, number: 1))),
    // Watched at a date: what aired after it is left out.
    WatchCase(.season(1), at: beforeTheStorm, .saved([12])),
    WatchCase(.all, at: beforeTheStorm, .saved([12])),
    WatchCase(.upTo(season: 2, number: 1), at: beforeTheStorm, .saved([12])),
    // One episode watched before it aired: refused, not marked silently.
    WatchCase(
      .episode(season: 1, number: 3), at: beforeTheStorm,
      .failed(.notYetAired(show: title, season: 1, number: 3, airs: "2010-01-15"))),
  ]

  @Test(arguments: cases)
  func aRequestMarksTheEpisodesItSelects(_ watchCase: WatchCase) async {
    let request = watchCase.request
    let library = FakeLibrary(Fixtures.details(watched: [11: Self.firstWatch]))
    let store = TestStore(
      initialState: Fixtures.openShow(library.current),
      reducer: appReducer(dependencies: .test(library.client)))
    let kind: LibraryChange.Kind = request.watched ? .watched : .unwatched
    let date = request.watched ? request.watchedAt ?? Fixtures.now : nil

    await store.send(.watchRequested(request)) { $0.change = .working }
    await store.receive(.watchRequestLoaded(request, library.current)) {
      switch watchCase.outcome {
      case .saved(let numbers):
        for number in numbers { $0.episodes[Fixtures.ids(number)]?.watchedAt = date }
      case .nothing:
        $0.change = .marked(LibraryChange(kind: kind, showTitle: Self.title))
      case .failed(let error):
        $0.change = .failed(error)
      }
    }
    var expectedCalls: [LibraryCall] = [.resolveShow(request.show), .loadShow(1)]
    if case .saved(let numbers) = watchCase.outcome {
      let episodes = numbers.map { Fixtures.ids($0) }
      let change = LibraryChange(
        kind: kind, showTitle: Self.title, episodes: episodes,
        watchesAdded: request.watched ? episodes.count : 0,
        watchesRemoved: request.watched ? 0 : episodes.count)
      await store.receive(.watchedSaved(change)) { $0.change = .marked(change) }
      // The open show reloads; the library agrees with what was marked at once.
      await store.receive(.showDetail(.reloadRequested))
      await store.receive(.showDetail(.loaded(library.current)))
      expectedCalls.append(
        date.map { .markWatched(episodes, at: $0) } ?? .unmarkWatched(episodes))
      expectedCalls.append(.loadShow(1))
    }
    await store.finish()
    #expect(library.log.entries == expectedCalls)
  }

  @Test func aWatchRequestFindsLoadsAndMarksTheShowThenReportsWhatTheLibraryDid() async {
    let library = FakeLibrary()
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library.client)))
    let request = WatchRequest(show: "The Lighthouse", selection: .season(1), watched: true)
    let season1 = [Fixtures.ids(11), Fixtures.ids(12), Fixtures.ids(13)]

    await store.send(.watchRequested(request)) { $0.change = .working }
    await store.receive(.watchRequestLoaded(request, Fixtures.details)) {
      $0.shows[1] = Fixtures.lighthouse
      for episode in Fixtures.episodes { $0.episodes[episode.ids] = episode }
      for ids in season1 { $0.episodes[ids]?.watchedAt = Fixtures.now }
      $0.showDetail.selectedShow = 1
      $0.showDetail.episodeIDs = Fixtures.episodes.map(\.ids)
      $0.showDetail.selectedSeason = 1
      $0.showDetail.status = .loaded
    }
    #expect(store.state.change == .working)
    let change = LibraryChange(
      kind: .watched, showTitle: Self.title, episodes: season1, watchesAdded: 3)
    await store.receive(.watchedSaved(change)) { $0.change = .marked(change) }
    await store.receive(.showDetail(.reloadRequested))
    await store.receive(.showDetail(.loaded(library.current)))
    await store.finish()

    #expect(store.state.change.isSettled)
    // A command's request does not bring the show screen to the front.
    #expect(store.state.screen == .history)
    #expect(
      library.log.entries == [
        .resolveShow("The Lighthouse"), .loadShow(1), .markWatched(season1, at: Fixtures.now),
        .loadShow(1),
      ])
  }

  @Test func aRequestForAnUnknownShowFailsAndSavesNothing() async {
    let library = FakeLibrary()
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library.client)))
    let request = WatchRequest(show: "Nope", selection: .all, watched: true)
    await store.send(.watchRequested(request)) { $0.change = .working }
    await store.receive(.watchedSaveFailed(episodes: [], .library(.showNotFound("Nope")))) {
      $0.change = .failed(.library(.showNotFound("Nope")))
    }
    await store.finish()
    #expect(library.log.entries == [.resolveShow("Nope")])
  }

  @Test func acknowledgingASettledChangeClearsItButAChangeInFlightStays() async {
    var state = AppState(today: Fixtures.today)
    state.change = .failed(.library(.locked))
    let store = TestStore(initialState: state, reducer: appReducer(dependencies: .test))
    await store.send(.changeAcknowledged) { $0.change = .idle }
    await store.send(.changeAcknowledged)

    var working = AppState(today: Fixtures.today)
    working.change = .working
    let busy = TestStore(initialState: working, reducer: appReducer(dependencies: .test))
    await busy.send(.changeAcknowledged)
  }

  @Test func theSelectionIsAPureFunctionOfTheShowAndTheDay() throws {
    let details = Fixtures.details(watched: [11: Self.firstWatch])
    // On 2010-01-10 only S01E01 and S01E02 had aired.
    let day = CalendarDay(daysSince1970: 14_619)
    #expect(day.description == "2010-01-10")
    #expect(
      try EpisodeSelection.all.episodes(of: details, watched: true, airedBy: day) == [
        Fixtures.ids(12)
      ])
    #expect(
      try EpisodeSelection.season(2).episodes(of: details, watched: true, airedBy: day) == [])
    // The special has no number, so no code names it.
    #expect(throws: AppError.noSuchEpisode(show: Self.title, season: 0, number: 1)) {
      try EpisodeSelection.upTo(season: 0, number: 1)
        .episodes(of: details, watched: true, airedBy: Fixtures.today)
    }
    #expect(throws: AppError.noSuchSeason(show: Self.title, season: 7)) {
      try EpisodeSelection.season(7).episodes(of: details, watched: false, airedBy: day)
    }
    // One episode that airs after the day is refused, not marked silently.
    #expect(
      throws: AppError.notYetAired(show: Self.title, season: 1, number: 3, airs: "2010-01-15")
    ) {
      try EpisodeSelection.episode(season: 1, number: 3)
        .episodes(of: details, watched: true, airedBy: day)
    }
    #expect(
      try EpisodeSelection.episode(season: 1, number: 2)
        .episodes(of: details, watched: true, airedBy: day) == [Fixtures.ids(12)])
  }
}

/// `w` in the app on an episode that has not aired: refused as `watch` refuses it, with the
/// reason on the status line, and nothing saved.
@MainActor
struct NotYetAiredKeyTests {
  @Test func wOnAnEpisodeThatAirsLaterIsRefusedAndSavesNothing() async {
    let library = FakeLibrary()
    let store = TestStore(
      initialState: Fixtures.openShow(),
      reducer: appReducer(dependencies: .test(library.client)))
    let unaired = Fixtures.ids(22)
    let refusal = AppError.notYetAired(
      show: "The Lighthouse Keepers", season: 2, number: 2, airs: "2023-12-14")
    await store.send(.watchedToggled(episode: unaired)) { $0.change = .failed(refusal) }
    await store.send(.markAsWatched(episode: unaired, watched: true))
    await store.finish()
    #expect(library.log.entries == [])
    #expect(store.state.episodes[unaired]?.isWatched == false)
  }
}

@MainActor
struct UndoTests {
  nonisolated static let change = LibraryChange(
    kind: .watched, showTitle: "The Lighthouse Keepers", episodes: [Fixtures.ids(12)],
    watchesAdded: 1)

  @Test func undoReportsTheChangeAndReloadsTheLoadedScreens() async {
    let result = ShowSearchResult(
      show: Fixtures.lighthouse, progress: ShowProgress(watched: 0, aired: 5))
    let found = SearchPage(results: [result], totalCount: 1)
    let log = LibraryLog()
    // Staggered, so the three reloads answer in the order received below.
    let library = LibraryClient(
      search: { query, limit in
        log.record(.search(query, limit: limit))
        try await Task.sleep(for: .milliseconds(300))
        return found
      },
      loadShow: { id in
        log.record(.loadShow(id))
        try await Task.sleep(for: .milliseconds(150))
        return Fixtures.details
      },
      loadHistory: { show, limit, offset in
        log.record(.loadHistory(show: show, limit: limit, offset: offset))
        return HistoryPage(items: [], totalCount: 0)
      },
      undo: {
        log.record(.undo)
        return Self.change
      })
    var initial = Fixtures.openShow()
    initial.watchedHistory.status = .loaded
    initial.search.query = "light"
    initial.search.results = [result]
    initial.search.totalCount = 1
    initial.search.status = .loaded
    let store = TestStore(initialState: initial, reducer: appReducer(dependencies: .test(library)))

    await store.send(.undoRequested) { $0.change = .working }
    await store.receive(.undoFinished(redo: false, Self.change)) {
      $0.change = .undone(Self.change)
    }
    await store.receive(.history(.reloadRequested)) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.showDetail(.reloadRequested))
    await store.receive(.search(.submitted)) { $0.search.status = .loading }
    await store.receive(.history(.pageLoaded(page: 1, HistoryPage(items: [], totalCount: 0)))) {
      $0.watchedHistory.status = .loaded
      $0.watchedHistory.requestedPage = nil
    }
    await store.receive(.showDetail(.loaded(Fixtures.details)))
    await store.receive(.search(.resultsLoaded(query: "light", found))) {
      $0.search.status = .loaded
    }
    await store.finish()
    // The three reloads run at once, so they may reach the library in any order.
    #expect(log.entries.first == .undo)
    #expect(
      Set(log.entries) == [
        .undo, .loadHistory(show: nil, limit: 20, offset: 0), .loadShow(1),
        .search("light", limit: 25),
      ])
    #expect(log.entries.count == 4)
  }

  @Test func redoReportsTheChangeMadeAgain() async {
    var initial = AppState(today: Fixtures.today)
    initial.watchedHistory.status = .loaded
    let store = TestStore(
      initialState: initial,
      reducer: appReducer(
        dependencies: .test(
          LibraryClient(
            loadHistory: { _, _, _ in HistoryPage(items: [], totalCount: 0) },
            redo: { Self.change }))))
    await store.send(.redoRequested) { $0.change = .working }
    await store.receive(.undoFinished(redo: true, Self.change)) {
      $0.change = .redone(Self.change)
    }
    await store.receive(.history(.reloadRequested)) {
      $0.watchedHistory.status = .loading
      $0.watchedHistory.requestedPage = 1
    }
    await store.receive(.history(.pageLoaded(page: 1, HistoryPage(items: [], totalCount: 0)))) {
      $0.watchedHistory.status = .loaded
      $0.watchedHistory.requestedPage = nil
    }
    await store.finish()
  }

  @Test func nothingToUndoOrRedoReloadsNothing() async {
    var initial = Fixtures.openShow()
    initial.watchedHistory.status = .loaded
    let store = TestStore(
      initialState: initial,
      reducer: appReducer(
        dependencies: .test(LibraryClient(undo: { nil }, redo: { nil }))))
    await store.send(.undoRequested) { $0.change = .working }
    await store.receive(.undoFinished(redo: false, nil)) { $0.change = .undone(nil) }
    await store.send(.redoRequested) { $0.change = .working }
    await store.receive(.undoFinished(redo: true, nil)) { $0.change = .redone(nil) }
    await store.finish()
  }

  @Test func anUndoTheLibraryRefusesIsReported() async {
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(
        dependencies: .test(LibraryClient(undo: { throw LibraryError.locked }))))
    await store.send(.undoRequested) { $0.change = .working }
    await store.receive(.watchedSaveFailed(episodes: [], .library(.locked))) {
      $0.change = .failed(.library(.locked))
    }
    await store.finish()
  }

  @Test func undoingAnImportReloadsEveryLoadedScreen() async {
    // An import names no episodes: it may have touched any show.
    let undoneImport = LibraryChange(
      kind: .imported(source: "history.json"), watchesAdded: 30, showsAdded: 2,
      episodesAdded: 10)
    let store = TestStore(
      initialState: Fixtures.openShow(),
      reducer: appReducer(
        dependencies: .test(
          LibraryClient(loadShow: { _ in Fixtures.details }, undo: { undoneImport }))))
    await store.send(.undoRequested) { $0.change = .working }
    await store.receive(.undoFinished(redo: false, undoneImport)) {
      $0.change = .undone(undoneImport)
    }
    await store.receive(.showDetail(.reloadRequested))
    await store.receive(.showDetail(.loaded(Fixtures.details)))
    await store.finish()
  }
}
