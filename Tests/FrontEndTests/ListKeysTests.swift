import FrontEnds
import MyShows
import Redux
import Search
import Stats
import Terminal
import Testing
import UpNext
import Upcoming

/// The list keys every list screen shares (``ListCursor``): ↑ ↓ Home End, and Page Up and Page
/// Down by the rows a full-screen draw had room for. Printed once, a list has no window, and
/// the page keys are not the list's.
@MainActor
struct ListKeysTests {
  @Test func upNext() {
    check(UpNextScreen(viewModel: .stub(.long)), count: UpNextView.State.long.rows.count)
  }

  @Test func myShows() {
    let state = MyShowsView.State(rows: MyShowsView.State.long.rows, filter: .all)
    check(MyShowsScreen(viewModel: .stub(state)), count: state.rows.count)
  }

  @Test func upcoming() {
    check(UpcomingScreen(viewModel: .stub(.long)), count: UpcomingView.State.long.episodes.count)
  }

  @Test func stats() {
    check(StatsScreen(viewModel: .stub(.long)), count: StatsView.State.long.topShows.count)
  }

  @Test func searchResultsSitUnderThreeLines() {
    let state = SearchView.State(query: "the", phase: .results(SearchView.State.long.results))
    let screen = SearchScreen(viewModel: .stub(state))
    check(screen, count: state.results.count, above: 3)
  }

  /// Draws `screen` 14 lines high and pages through its `count` rows.
  private func check<Screen: TerminalScreen & ListScreenSelection>(
    _ screen: Screen, count: Int, above: Int = 2, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let page = 14 - above
    #expect(count > page + 1, "the fixture is longer than a page", sourceLocation: sourceLocation)
    _ = screen.render(width: 80, height: nil)
    #expect(screen.handle(.pageDown) == .ignored, sourceLocation: sourceLocation)
    _ = screen.render(width: 80, height: 14)
    #expect(screen.handle(.pageDown) == .handled, sourceLocation: sourceLocation)
    #expect(screen.selection == page, sourceLocation: sourceLocation)
    _ = screen.handle(.pageDown)
    #expect(screen.selection == min(2 * page, count - 1), sourceLocation: sourceLocation)
    _ = screen.handle(.pageUp)
    _ = screen.handle(.pageUp)
    _ = screen.handle(.pageUp)
    #expect(screen.selection == 0, sourceLocation: sourceLocation)
    _ = screen.handle(.end)
    #expect(screen.selection == count - 1, sourceLocation: sourceLocation)
    _ = screen.handle(.pageDown)
    #expect(screen.selection == count - 1, sourceLocation: sourceLocation)
    _ = screen.handle(.up)
    #expect(screen.selection == count - 2, sourceLocation: sourceLocation)
    _ = screen.handle(.home)
    #expect(screen.selection == 0, sourceLocation: sourceLocation)
  }
}

/// A list screen's selected row, for the test.
@MainActor
protocol ListScreenSelection {
  var selection: Int { get }
}

extension ListScreen: ListScreenSelection {}
extension SearchScreen: ListScreenSelection {}
