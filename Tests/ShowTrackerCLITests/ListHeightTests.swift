import AppComposition
import Foundation
import Identifiers
import LibraryClient
import Redux
import Synchronization
import TVMazeClient
import Terminal
import Testing

@testable import ShowTrackerCLI

/// A list screen uses the terminal's height: the history asks for pages of as many entries as
/// fit, at start and after every resize.
@MainActor
struct ListHeightTests {
  /// The page sizes the history asked the library for, in order.
  final class Limits: Sendable {
    private let asked = Mutex<[Int]>([])
    var all: [Int] { asked.withLock { $0 } }
    func record(_ limit: Int) { asked.withLock { $0.append(limit) } }
  }

  let show = Show(id: 1, title: "The Lighthouse Keepers")

  /// A shell of the history alone, on a library of `total` watches, in a terminal of `rows()`.
  func makeShell(
    total: Int, limits: Limits, frames: FrameLog, rows: @escaping () -> Int
  ) -> InteractiveShell {
    var library = LibraryClient.unimplemented
    library.loadHistory = { [show] _, limit, offset in
      limits.record(limit)
      let items = (offset..<min(offset + limit, total)).map { index in
        HistoryItem(
          show: show,
          episode: Episode(
            ids: Ids(show: 1, episode: EpisodeID(rawValue: Int64(index + 1))), season: 1,
            number: index + 1, title: "Episode \(index + 1)"),
          watchedAt: Date(timeIntervalSince1970: 1_700_000_000 - Double(index) * 3_600))
      }
      return HistoryPage(items: items, totalCount: total)
    }
    let dependencies = AppDependencies(
      library: library, tvmaze: .unimplemented,
      now: { Date(timeIntervalSince1970: 1_700_000_000) }, formatting: Formatting(utcOffset: 0))
    let store = Store(
      initialState: AppState(today: dependencies.today()),
      reducer: appReducer(dependencies: dependencies))
    return InteractiveShell(
      store: store, features: Features.all.filter { $0.name == "history" },
      size: { TerminalSize(columns: 80, rows: rows()) }, display: frames.record)
  }

  /// The rows of the last frame that are history entries.
  func entryRows(_ frames: FrameLog) -> Int {
    frames.last.filter { $0.contains("Episode ") }.count
  }

  @Test func theHistoryFillsATallTerminalAndFollowsAResize() async {
    let limits = Limits()
    let frames = FrameLog()
    var rows = 34  // the frame's body: 32 lines, 30 of them entries under the heading
    let shell = makeShell(total: 100, limits: limits, frames: frames, rows: { rows })
    shell.start()
    await shell.store.effectsFinished()
    #expect(limits.all == [30])
    #expect(entryRows(frames) == 30)
    #expect(frames.last.contains { $0.contains("page 1 of 4") })

    rows = 14
    _ = shell.handle(.resized)
    await shell.store.effectsFinished()
    #expect(limits.all == [30, 10])
    #expect(entryRows(frames) == 10)
    #expect(frames.last.contains { $0.contains("page 1 of 10") })

    _ = shell.handle(.resized)  // the same size: nothing loads again
    await shell.store.effectsFinished()
    #expect(limits.all == [30, 10])
  }

  @Test func theHelpOverTheScreenDoesNotDrawIt() async {
    let limits = Limits()
    let frames = FrameLog()
    let shell = makeShell(total: 3, limits: limits, frames: frames, rows: { 24 })
    shell.start()
    await shell.store.effectsFinished()
    let drawn = shell.renderCount(of: "history")
    #expect(drawn > 0)
    _ = shell.handle(.key(.character("?")))
    #expect(shell.isShowingHelp)
    _ = shell.handle(.key(.control("l")))
    #expect(shell.renderCount(of: "history") == drawn)
    _ = shell.handle(.key(.character("?")))  // closes the help: the screen is drawn again
    #expect(shell.renderCount(of: "history") == drawn + 1)
  }
}
