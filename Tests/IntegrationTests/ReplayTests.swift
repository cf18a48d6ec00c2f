import AppChrome
import AppComposition
import Foundation
import History
import LibraryClient
import LibraryClientLive
import LibraryDatabase
import Redux
import Search
import ShowDetail
import Testing

/// A recording is a regression test: a realistic session, recorded with `--record` on a new
/// library (search, open a show, watch a season and an episode, page the history, undo),
/// replayed on a fresh starter library, must end on the same screens.
@MainActor
struct ReplayTests {
  /// The screens of a replayed store.
  struct Screens {
    let history: HistoryView.ViewModel
    let show: ShowDetailView.ViewModel
    let search: SearchView.ViewModel
    let chrome: AppChromeView.ViewModel
  }

  private func replay(
    _ name: String, on database: LibraryDatabase
  ) async throws -> (Store<AppState, AppAction>, Screens) {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appending(path: "Recordings/\(name)")
    let recording = try ActionRecording(jsonLines: Data(contentsOf: file))
    let start = try #require(recording.requests.first?.at)
    let clock = ReplayClock(start)
    let dependencies = AppDependencies(
      library: .live(database: database), now: { clock.now }, formatting: fixedFormatting)
    let store = Store(
      initialState: AppState(today: dependencies.today()),
      reducer: appReducer(dependencies: dependencies))
    let screens = Screens(
      history: store.connect(
        using: Connectors.WatchedHistoryConnector(formatting: fixedFormatting)),
      show: store.connect(using: Connectors.ShowDetailConnector(formatting: fixedFormatting)),
      search: store.connect(using: Connectors.SearchConnector()),
      chrome: store.connect(using: Connectors.AppChromeConnector()))
    try await recording.replay(on: store, clock: clock)
    return (store, screens)
  }

  @Test func theRealisticSessionReplaysToTheSameScreens() async throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    let (_, screens) = try await replay("realistic-session.jsonl", on: database)

    // The undo took back the last watch (S02E01); the season's seven stay.
    #expect(screens.chrome.state.status?.message == "Undid: marking Breaking Bad S02E01 watched")
    #expect(screens.chrome.state.status?.isError == false)
    #expect(screens.history.state.totalCount == 7)
    #expect(screens.history.state.page == 2)
    #expect(screens.history.state.pageCount == 3)
    #expect(
      screens.history.state.posters.map(\.title) == [
        "Breaking Bad S01E04 · Cancer Man",
        "Breaking Bad S01E03 · ...And the Bag's in the River",
        "Breaking Bad S01E02 · Cat's in the Bag...",
      ])
    let show = try #require(screens.show.state.show)
    #expect(show.header.title == "Breaking Bad")
    #expect(show.progress.watched == 7)
    let season2 = try #require(show.seasons.first { $0.number == 2 })
    #expect(season2.episodes.first?.isWatched == false)
    #expect(screens.search.state.query == "bre")
    #expect(screens.search.state.results.map(\.title).contains("Breaking Bad"))
    // What the screens say is what the library holds.
    #expect(try database.history(showID: nil, limit: 1, offset: 0).totalCount == 7)
  }

  @Test func replayedWatchesHappenAtTheRecordedTime() async throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    _ = try await replay("realistic-session.jsonl", on: database)
    let recorded = try #require(
      try ActionRecording(
        jsonLines: Data(
          contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "Recordings/realistic-session.jsonl"))
      ).requests.first { if case .watchRequested = $0.action { true } else { false } })
    let newest = try #require(database.history(showID: nil, limit: 1, offset: 0).entries.first)
    #expect(abs(newest.watchedAt.timeIntervalSince(recorded.at)) < 1)
  }

  @Test func aLineThatIsNotAnActionIsNamed() throws {
    let good = try ActionRecording.jsonLine(
      ActionRecording.Entry(
        at: Date(timeIntervalSince1970: 0), action: .undoRequested, source: .sent))
    let data = good + Data("\n".utf8) + Data("{\"action\":{\"fly\":{}},\"at\":\"x\"}\n".utf8)
    #expect(throws: RecordingError.self) { try ActionRecording(jsonLines: data) }
    do {
      _ = try ActionRecording(jsonLines: data)
    } catch {
      guard case .invalidLine(let line, _) = error else { return }
      #expect(line == 3)
    }
  }

  @Test func effectResultsAndTheClockAreNotReplayed() throws {
    let entries: [ActionRecording.Entry] = [
      .init(at: Date(timeIntervalSince1970: 1), action: .clockStarted, source: .sent),
      .init(at: Date(timeIntervalSince1970: 2), action: .undoRequested, source: .sent),
      .init(
        at: Date(timeIntervalSince1970: 3), action: .undoFinished(redo: false, nil), source: .effect
      ),
      .init(
        at: Date(timeIntervalSince1970: 4), action: .history(.reloadRequested), source: .effect),
    ]
    let recording = ActionRecording(entries: entries)
    #expect(recording.requests.map(\.action) == [.undoRequested])
    let lines = try entries.map(ActionRecording.jsonLine).reduce(Data(), +)
    #expect(try ActionRecording(jsonLines: lines) == recording)
  }
}
