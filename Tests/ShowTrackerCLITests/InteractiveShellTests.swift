import AppComposition
import Foundation
import FrontEnds
import History
import Identifiers
import LibraryClient
import Redux
import Search
import ShowDetail
import Synchronization
import TVMazeClient
import Terminal
import Testing

@testable import ShowTrackerCLI

/// The interactive app's screens and redraws, on a store with a test library and no terminal.
@MainActor
struct InteractiveShellTests {
  let lighthouse = Show(
    id: 1, title: "The Lighthouse Keepers", premiered: Date(timeIntervalSince1970: 1_262_563_200),
    network: "North Sea TV", status: "Ended")
  let frames = FrameLog()

  func makeShell(
    tvmaze: TVMazeClient = .unimplemented, _ configure: (inout LibraryClient) -> Void = { _ in }
  ) -> InteractiveShell {
    var library = LibraryClient.unimplemented
    library.search = { [lighthouse] _, _ in
      SearchPage(results: [
        ShowSearchResult(show: lighthouse, progress: ShowProgress(watched: 0, aired: 6))
      ])
    }
    library.loadHistory = { _, _, _ in HistoryPage(items: [], totalCount: 0) }
    library.upNext = { _, _ in [] }
    configure(&library)
    let dependencies = AppDependencies(
      library: library, tvmaze: tvmaze, now: { Date(timeIntervalSince1970: 1_700_000_000) },
      formatting: Formatting(utcOffset: 0))
    let store = Store(
      initialState: AppState(today: dependencies.today()),
      reducer: appReducer(dependencies: dependencies))
    return InteractiveShell(
      store: store, size: { TerminalSize(columns: 80, rows: 24) }, display: frames.record)
  }

  /// Each tab's render count, in tab order.
  func renderCounts(_ shell: InteractiveShell) -> [Int] {
    Features.tabs.map { shell.renderCount(of: $0.screen.rawValue) }
  }

  /// The render counts with `screen`'s at `count` and every other tab's at `others`.
  func counts(_ screen: Screen, _ count: Int, others: Int = 0) -> [Int] {
    Features.tabs.map { $0.screen == screen ? count : others }
  }

  /// Starts the shell and waits for the first tab's data to load, so that what follows is
  /// counted from a quiet screen.
  func startAndSettle(_ shell: InteractiveShell) async {
    shell.start()
    await shell.store.effectsFinished()
  }

  /// The render counts expected: `counts[screen]` for those named, 0 for the other tabs.
  func expected(_ counts: [Screen: Int]) -> [Int] {
    Features.tabs.map { counts[$0.screen] ?? 0 }
  }

  @Test func controlLDrawsTheScreenAgainAndNothingElse() async {
    let shell = makeShell()
    await startAndSettle(shell)
    let drawn = frames.count
    let before = renderCounts(shell)
    #expect(shell.handle(.key(.control("l"))) == .keepRunning)
    #expect(frames.count == drawn + 1)
    #expect(
      renderCounts(shell)
        == before.enumerated().map { $0.offset == 0 ? $0.element + 1 : $0.element })
    #expect(shell.visible == Features.tabs[0].screen.rawValue)
  }

  @Test func searchingRendersTheSearchScreenAndNoOther() async {
    let shell = makeShell()
    await startAndSettle(shell)
    let first = Features.tabs[0].screen
    let before = renderCounts(shell)
    let drawn = frames.count
    #expect(before == expected([first: drawn]))
    _ = shell.handle(.key(.character("/")))
    #expect(shell.visible == "search")
    #expect(renderCounts(shell) == expected([first: before[0], .search: 1]))
    let historyChanges = shell.history.viewModel.metrics.stateChanges
    let showChanges = shell.showDetail.viewModel.metrics.stateChanges

    _ = shell.handle(.key(.character("l")))  // query "l": searching
    #expect(await shell.search.viewModel.wait(until: { !$0.results.isEmpty }))

    #expect(renderCounts(shell) == expected([first: before[0], .search: 3]))
    #expect(shell.history.viewModel.metrics.stateChanges == historyChanges)
    #expect(shell.showDetail.viewModel.metrics.stateChanges == showChanges)
    #expect(frames.last.contains { $0.contains("The Lighthouse Keepers") })
    #expect(frames.count == drawn + 3)  // "/", "l", the results
  }

  @Test func aChangeToAHiddenScreenDrawsNothing() async {
    let shell = makeShell()
    await startAndSettle(shell)
    _ = shell.handle(.key(.character("/")))  // to Search
    _ = shell.handle(.key(.escape))
    let counts = renderCounts(shell)
    let drawn = frames.count
    shell.store.send(.history(.pageRequested(2)))
    #expect(await shell.history.viewModel.wait(until: { $0.page == 2 && $0.status == .loaded }))
    #expect(renderCounts(shell) == counts)
    #expect(frames.count == drawn)
  }

  @Test func aKeyThatChangesNothingVisibleDrawsOnceAtMost() async {
    let shell = makeShell()
    await startAndSettle(shell)
    let first = Features.tabs[0].screen
    let drawn = frames.count
    let before = renderCounts(shell)
    // No screen uses it and it has no global meaning: one frame, whose footer says so.
    _ = shell.handle(.key(.character("x")))
    #expect(frames.count == drawn + 1)
    #expect(frames.last.last?.hasPrefix("x does nothing on ") == true)
    _ = shell.handle(.key(.down))  // the list may be empty, but the key is the screen's
    #expect(frames.count == drawn + 2)
    #expect(renderCounts(shell) == expected([first: before[0] + 2]))
  }

  @Test func tabCyclesTheScreensAndHelpOpensAndCloses() {
    let shell = makeShell()
    shell.start()
    let tabs = Features.tabs
    #expect(shell.visible == tabs[0].screen.rawValue)
    for index in 1...tabs.count {  // round the tabs, back to the first
      _ = shell.handle(.key(.tab))
      #expect(shell.visible == tabs[index % tabs.count].screen.rawValue)
      #expect(frames.last.first?.contains("[\(tabs[index % tabs.count].title)]") == true)
    }
    _ = shell.handle(.key(.backTab))
    #expect(shell.visible == tabs[tabs.count - 1].screen.rawValue)
    _ = shell.handle(.key(.character("/")))
    #expect(shell.visible == "search")
    _ = shell.handle(.key(.escape))  // stop typing in the empty query
    _ = shell.handle(.key(.character("?")))
    #expect(shell.isShowingHelp)
    #expect(frames.last.contains { $0.hasPrefix("Keys") })
    _ = shell.handle(.key(.character("q")))  // any key closes the help…
    #expect(!shell.isShowingHelp)
    #expect(shell.handle(.key(.character("q"))) == .quit)  // …then q quits
  }

  @Test func typedTextIsNotACommand() {
    let shell = makeShell()
    shell.start()
    _ = shell.handle(.key(.character("/")))
    #expect(shell.handle(.key(.character("q"))) == .keepRunning)
    #expect(shell.search.viewModel.state.query == "q")
    #expect(shell.handle(.key(.interrupt)) == .quit)
  }

  /// Ctrl-Z asks the app to suspend, even while a query is typed, and draws nothing: the
  /// terminal is about to be given back (the resize that comes after `fg` draws again).
  @Test func ctrlZSuspendsAndDrawsNothing() async {
    let shell = makeShell()
    await startAndSettle(shell)
    let drawn = frames.count
    #expect(shell.handle(.key(.control("z"))) == .suspend)
    _ = shell.handle(.key(.character("/")))
    #expect(shell.handle(.key(.control("z"))) == .suspend)
    #expect(shell.search.viewModel.state.query == "")
    #expect(frames.count == drawn + 1)  // the "/" only
  }

  @Test func everyFrameFillsTheTerminal() async {
    let shell = makeShell()
    await startAndSettle(shell)
    let drawn = frames.count
    _ = shell.handle(.resized)
    #expect(frames.count == drawn + 1)
    #expect(frames.all.allSatisfy { $0.count == 24 })
    #expect(frames.all.allSatisfy { frame in frame.allSatisfy { DisplayWidth.of($0) <= 80 } })
  }

  @Test func aFailedSaveIsShownInTheFooter() async {
    let shell = makeShell { library in
      library.markWatched = { _, _ in throw LibraryError.diskFull }
    }
    shell.start()
    shell.store.send(.markAsWatched(episode: Ids(show: 1, episode: 11), watched: true))
    #expect(await shell.chrome.viewModel.wait(until: { $0.status != nil }))
    #expect(frames.last.last == "the disk is full; nothing was saved")
  }

  @Test func uUndoesAndTheStatusLineSaysWhat() async {
    let shell = makeShell { library in
      library.undo = {
        LibraryChange(
          kind: .watched, showTitle: "The Lighthouse Keepers",
          episodes: [Ids(show: 1, episode: 11)], watchesAdded: 1)
      }
      library.redo = { nil }
    }
    shell.start()
    _ = shell.handle(.key(.character("u")))
    #expect(await shell.chrome.viewModel.wait(until: { $0.status != nil }))
    #expect(frames.last.last == "Undid: marking 1 episode of The Lighthouse Keepers watched")
    _ = shell.handle(.key(.character("U")))
    #expect(
      await shell.chrome.viewModel.wait(until: { $0.status?.message == "Nothing to redo" }))
    #expect(frames.last.last == "Nothing to redo")
    _ = shell.handle(.key(.down))  // any key: the keys come back
    #expect(shell.chrome.viewModel.state.status == nil)
    #expect(frames.last.last?.hasPrefix("↑↓ move") == true)
  }

  @Test func rRefreshesInTheBackgroundAndTheScreensFollow() async {
    let historyLoads = Mutex(0)
    let tvmaze = TVMazeClient(show: { id in
      TVMazeShowDocument(id: id, name: "The Lighthouse Keepers", episodeCount: 2, body: Data())
    })
    let shell = makeShell(tvmaze: tvmaze) { library in
      library.loadHistory = { _, _, _ in
        historyLoads.withLock { $0 += 1 }
        return HistoryPage(items: [], totalCount: 0)
      }
      library.followedShows = {
        [TVMazeLink(show: 1, title: "The Lighthouse Keepers", tvmazeID: 7)]
      }
      library.followedShowsWithoutTVMazeID = { [] }
      library.watchlist = { [] }
      library.saveFetchedShow = { _ in
        FetchedShowSaved(
          show: ShowCandidate(id: 1, title: "The Lighthouse Keepers"),
          report: ImportReport(episodesAdded: 2))
      }
    }
    await startAndSettle(shell)
    shell.store.send(.screenSelected(.history))
    shell.store.send(.history(.pageRequested(1)))
    await shell.store.effectsFinished()
    let loadsBefore = historyLoads.withLock { $0 }
    _ = shell.handle(.key(.character("r")))
    #expect(
      await shell.chrome.viewModel.wait(until: {
        $0.status?.message.hasPrefix("Refreshed") == true
      }))
    await shell.store.effectsFinished()
    #expect(
      frames.last.last == "Refreshed The Lighthouse Keepers from TVMaze: 2 new episodes, 0 updated")
    // The history on screen was loaded again when the refresh landed.
    #expect(historyLoads.withLock { $0 } > loadsBefore)
  }

  @Test func quickPageKeysAddUpAndNoneIsLost() async {
    // Four pages of 20; a load answers only when the test lets it, so every key arrives
    // while a load is in flight, as when keys are pressed quickly.
    let gate = LoadGate()
    let show = lighthouse
    let shell = makeShell { library in
      library.loadHistory = { _, limit, offset in
        await gate.wait()
        let items = (offset..<min(offset + limit, 80)).map { index in
          HistoryItem(
            show: show,
            episode: Episode(
              ids: Ids(show: 1, episode: EpisodeID(rawValue: Int64(index + 1))), season: 1,
              number: index + 1, title: "Episode \(index + 1)"),
            watchedAt: Date(timeIntervalSince1970: 1_700_000_000 - Double(index) * 60))
        }
        return HistoryPage(items: items, totalCount: 80)
      }
    }
    shell.start()
    shell.store.send(.screenSelected(.history))
    shell.store.send(.history(.pageRequested(1)))
    await gate.open()
    #expect(await shell.history.viewModel.wait(until: { $0.page == 1 && $0.status == .loaded }))
    await gate.close()
    for _ in 0..<3 { _ = shell.handle(.key(.character("n"))) }
    await gate.open()
    #expect(await shell.history.viewModel.wait(until: { $0.page == 4 && $0.status == .loaded }))
    await gate.close()
    _ = shell.handle(.key(.character("p")))
    _ = shell.handle(.key(.character("n")))
    _ = shell.handle(.key(.character("p")))
    await gate.open()
    #expect(await shell.history.viewModel.wait(until: { $0.page == 3 && $0.status == .loaded }))
  }
}

/// Holds history loads until opened, so keys arrive while loads are in flight.
actor LoadGate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters = []
  }

  func close() {
    isOpen = false
  }
}

/// The frames the shell drew, as plain text.
@MainActor
final class FrameLog {
  private(set) var all: [[String]] = []

  var count: Int { all.count }
  var last: [String] { all.last ?? [] }

  func record(_ lines: [Line]) {
    all.append(lines.map { $0.rendered(colors: false) })
  }
}

extension InteractiveShell {
  // The shell holds its screens by tab id, typed only as `TerminalScreen`; the tests reach the
  // three built-in ones by type. A missing one is a stub that never changes, so every
  // expectation on it fails.
  var history: HistoryScreen {
    frontEnd(of: "history") as? HistoryScreen ?? HistoryScreen(viewModel: .stub(.failed))
  }
  var search: SearchScreen {
    frontEnd(of: "search") as? SearchScreen ?? SearchScreen(viewModel: .stub(.noResults))
  }
  var showDetail: ShowDetailScreen {
    frontEnd(of: "show") as? ShowDetailScreen ?? ShowDetailScreen(viewModel: .stub(.failed))
  }
}
