import AppComposition
import Foundation
import FrontEnds
import Identifiers
import LibraryClient
import Redux
import Synchronization
import Terminal
import Testing
import UpNext

@testable import ShowTrackerCLI

/// Up Next's `j j w w` on the app's store: the first `w` marks the third show, which becomes the
/// most recent activity and moves to the top; the cursor goes with it, so the second `w` marks
/// that show's following episode, not the show that slid into row 3.
@MainActor
struct UpNextMarkingTests {
  /// A library of three shows, each with episodes 1...5 of season 1; Up Next lists the shows
  /// most recently watched first, with each one's first unwatched episode.
  final class ThreeShows: Sendable {
    /// Each show's watched episode numbers, and the shows by latest activity, newest first.
    let state = Mutex((watched: [Int64: Set<Int>](), order: [Int64(1), 2, 3]))
    let marked = Mutex<[Ids]>([])

    func items() -> [UpNextItem] {
      state.withLock { state in
        state.order.map { show in
          let next = (1...5).first { !(state.watched[show] ?? []).contains($0) } ?? 5
          return UpNextItem(
            show: Show(id: ShowID(rawValue: show), title: "Show \(show)"),
            next: Episode(
              ids: Ids(
                show: ShowID(rawValue: show), episode: EpisodeID(rawValue: show * 10 + Int64(next))),
              season: 1, number: next, title: "Episode \(next)"),
            airedLeft: 5 - next + 1, lastWatchedAt: Date(timeIntervalSince1970: 1_700_000_000))
        }
      }
    }

    func mark(_ episodes: [Ids]) -> LibraryChange {
      marked.withLock { $0 += episodes }
      state.withLock { state in
        for ids in episodes {
          let show = ids.show.rawValue
          state.watched[show, default: []].insert(Int(ids.episode.rawValue - show * 10))
          state.order.removeAll { $0 == show }
          state.order.insert(show, at: 0)
        }
      }
      return LibraryChange(kind: .watched, episodes: episodes, watchesAdded: episodes.count)
    }

    /// Marks the show's next episode, as the library does: the one its Up Next row names now.
    func markNext(_ show: ShowID) -> LibraryChange? {
      guard let next = items().first(where: { $0.show.id == show })?.next else { return nil }
      return mark([next.ids])
    }
  }

  @Test func wTwiceMarksTheSameShowTwiceAfterItMovedToTheTop() async throws {
    let library = ThreeShows()
    var client = LibraryClient.unimplemented
    client.upNext = { _, _ in library.items() }
    client.markNextWatched = { show, _, _ in library.markNext(show) }
    client.loadHistory = { _, _, _ in HistoryPage(items: [], totalCount: 0) }
    client.search = { _, _ in SearchPage(results: []) }
    let dependencies = AppDependencies(
      library: client, tvmaze: .unimplemented,
      now: { Date(timeIntervalSince1970: 1_700_000_000) }, formatting: Formatting(utcOffset: 0))
    let store = Store(
      initialState: AppState(today: dependencies.today()),
      reducer: appReducer(dependencies: dependencies))
    let frames = FrameLog()
    let shell = InteractiveShell(
      store: store, size: { TerminalSize(columns: 80, rows: 24) }, display: frames.record)
    shell.start()
    store.send(.screenSelected(.upNext))
    let upNext = try #require(shell.frontEnd(of: Screen.upNext.rawValue) as? UpNextScreen)
    #expect(await upNext.viewModel.wait(until: { $0.rows.count == 3 }))

    for key in ["j", "j", "w"] { _ = shell.handle(.key(.character(Character(key)))) }
    #expect(await upNext.viewModel.wait(until: { $0.rows.first?.show == 3 }))
    #expect(upNext.selection == 0)  // the cursor went to the top with the show
    _ = shell.handle(.key(.character("w")))
    #expect(await upNext.viewModel.wait(until: { $0.rows.first?.next?.number == 3 }))
    #expect(library.marked.withLock { $0.map(\.show) } == [3, 3])
    #expect(library.marked.withLock { $0.map(\.episode) } == [31, 32])
  }
}
