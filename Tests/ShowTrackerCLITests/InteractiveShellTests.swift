import AppComposition
import Foundation
import FrontEnds
import Identifiers
import Redux
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

  func makeShell(_ configure: (inout LibraryClient) -> Void = { _ in }) -> InteractiveShell {
    var library = LibraryClient.unimplemented
    library.search = { [lighthouse] _, _ in
      [ShowSearchResult(show: lighthouse, progress: ShowProgress(watched: 0, aired: 6))]
    }
    library.loadHistory = { _, _, _ in HistoryPage(items: [], totalCount: 0) }
    configure(&library)
    let store = Store(
      initialState: AppState(),
      reducer: appReducer(
        dependencies: AppDependencies(
          library: library, now: { Date(timeIntervalSince1970: 1_700_000_000) },
          searchDebounce: .zero)))
    return InteractiveShell(
      store: store, size: { TerminalSize(columns: 80, rows: 24) }, display: frames.record)
  }

  func renderCounts(_ shell: InteractiveShell) -> [Int] {
    [shell.history.renderCount, shell.search.renderCount, shell.showDetail.renderCount]
  }

  @Test func searchingRendersTheSearchScreenAndNoOther() async {
    let shell = makeShell()
    shell.start()
    _ = shell.handle(.key(.character("/")))
    #expect(shell.visible == .search)
    #expect(renderCounts(shell) == [1, 1, 0])
    let historyChanges = shell.history.viewModel.metrics.stateChanges
    let showChanges = shell.showDetail.viewModel.metrics.stateChanges

    _ = shell.handle(.key(.character("l")))  // query "l": searching
    #expect(await shell.store.wait(until: { $0.search.status == .loaded }))

    #expect(renderCounts(shell) == [1, 3, 0])
    #expect(shell.history.viewModel.metrics.stateChanges == historyChanges)
    #expect(shell.showDetail.viewModel.metrics.stateChanges == showChanges)
    #expect(frames.last.contains { $0.contains("The Lighthouse Keepers") })
    #expect(frames.count == 4)  // the first frame, "/", "l", the results
  }

  @Test func aChangeToAHiddenScreenDrawsNothing() async {
    let shell = makeShell()
    shell.start()
    _ = shell.handle(.key(.tab))  // to Search
    let counts = renderCounts(shell)
    let drawn = frames.count
    shell.store.send(.history(.pageRequested(1)))
    #expect(await shell.store.wait(until: { $0.watchedHistory.status == .loaded }))
    #expect(shell.history.viewModel.metrics.stateChanges > 0)
    #expect(renderCounts(shell) == counts)
    #expect(frames.count == drawn)
  }

  @Test func aKeyThatChangesNothingVisibleDrawsOnceAtMost() {
    let shell = makeShell()
    shell.start()
    _ = shell.handle(.key(.character("x")))  // no screen uses it, no global meaning
    #expect(frames.count == 1)
    _ = shell.handle(.key(.down))  // the history is empty, but the key is the screen's
    #expect(frames.count == 2)
    #expect(renderCounts(shell) == [2, 0, 0])
  }

  @Test func tabCyclesTheScreensAndHelpOpensAndCloses() {
    let shell = makeShell()
    shell.start()
    _ = shell.handle(.key(.tab))
    _ = shell.handle(.key(.tab))
    #expect(shell.visible == .showDetail)
    #expect(frames.last.first?.contains("[Show]") == true)
    _ = shell.handle(.key(.backTab))
    #expect(shell.visible == .search)
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
    #expect(shell.store.state.search.query == "q")
    #expect(shell.handle(.key(.interrupt)) == .quit)
  }

  @Test func everyFrameFillsTheTerminal() async {
    let shell = makeShell()
    shell.start()
    _ = shell.handle(.resized)
    #expect(frames.count == 2)
    #expect(frames.all.allSatisfy { $0.count == 24 })
    #expect(frames.all.allSatisfy { frame in frame.allSatisfy { DisplayWidth.of($0) <= 80 } })
  }

  @Test func aFailedSaveIsShownInTheFooter() async {
    let shell = makeShell { library in
      library.setWatched = { _, _ in throw SaveError() }
      library.loadShow = { _ in throw SaveError() }
    }
    shell.start()
    let ids = Ids(show: 1, episode: 11)
    shell.store.send(.markEpisodesAsWatched(episodes: [ids], watched: true))
    #expect(await shell.store.wait(until: { $0.saveFailure != nil }))
    #expect(frames.last.last == "Could not save: the disk is full")
  }
}

struct SaveError: Error, CustomStringConvertible {
  var description: String { "the disk is full" }
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
