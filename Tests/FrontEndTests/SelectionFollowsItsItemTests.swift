import FrontEnds
import History
import Identifiers
import MyShows
import Redux
import Search
import SeededRandom
import Stats
import Terminal
import Testing
import UpNext
import Upcoming
import Watchlist

/// Every list screen keeps its cursor on the same item, by id, whatever happens to the list
/// under it (a reload that reorders it, an item removed or added), and goes to the item's
/// nearest neighbour when the item left. Driven through a real store: the screen's view model
/// is a derived store of a root store whose state the test replaces, as a reload does. The
/// lists are the features' own long fixtures; the changes are seeded random sequences checked
/// against a model (the selected id and the list as last seen).
@MainActor
struct SelectionFollowsItsItemTests {
  @Test func upNext() {
    check(
      UpNextView.State.long.rows, state: { UpNextView.State(rows: $0) }, id: \.show,
      screen: UpNextScreen.init, selection: \.selection)
  }

  @Test func myShows() {
    check(
      MyShowsView.State.long.rows, state: { MyShowsView.State(rows: $0, filter: .all) },
      id: \.show, screen: MyShowsScreen.init, selection: \.selection)
  }

  @Test func history() {
    check(
      HistoryView.State.long.posters, state: { HistoryView.State(posters: $0) },
      id: { HistoryKey(ids: $0.ids, title: $0.title) }, screen: HistoryScreen.init,
      selection: \.selection)
  }

  @Test func search() {
    check(
      SearchView.State.long.results,
      state: { SearchView.State(query: "the", phase: .results($0)) }, id: \.show,
      screen: { SearchScreen(viewModel: $0) }, selection: \.selection)
  }

  @Test func upcoming() {
    check(
      UpcomingView.State.long.episodes,
      state: {
        UpcomingView.State(days: [
          UpcomingView.Day(date: "2026-12-01", label: "Today", episodes: $0)
        ])
      },
      id: \.ids, screen: UpcomingScreen.init, selection: \.selection)
  }

  @Test func stats() {
    let long = StatsView.State.long
    check(
      long.topShows,
      state: { StatsView.State(totals: long.totals, topShows: $0) }, id: \.show,
      screen: StatsScreen.init, selection: \.selection)
  }

  @Test func watchlist() {
    check(
      WatchlistView.State.long.rows, state: { WatchlistView.State(rows: $0) }, id: \.show,
      screen: WatchlistScreen.init, selection: \.selection)
  }

  /// The History fixture's rows have the same moment; their episode and title tell them apart.
  struct HistoryKey: Hashable {
    let ids: Ids
    let title: String
  }

  /// Runs seeded random sequences of moves and list changes on `rows` and checks after each
  /// that the screen's selected row holds the model's item.
  private func check<State: Equatable & Sendable, Action: Sendable, Row, ID: Hashable, Screen>(
    _ rows: [Row], state make: @escaping ([Row]) -> State, id: (Row) -> ID,
    screen makeScreen: (Store<State, Action>) -> Screen, selection: (Screen) -> Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) where Screen: TerminalScreen {
    #expect(
      rows.count >= 4, "the fixture is long enough to move in", sourceLocation: sourceLocation)
    for seed in 1...UInt64(40) {
      var random = SeededGenerator(seed: seed)
      let root = Store(
        initialState: make(rows),
        reducer: Reducer<State, ListChange<State, Action>> { state, action in
          if case .replaced(let new) = action { state = new }
          return .none
        })
      let viewModel: Store<State, Action> = root.derived(
        deriveState: { $0 }, embedAction: ListChange.view)
      let screen = makeScreen(viewModel)
      _ = screen.render(width: 80, height: 24)  // the shell draws a screen before any key
      var shown = rows
      var selected: ID? = id(rows[0])
      var seen = rows.map(id)
      var steps: [String] = []
      for _ in 0..<30 {
        switch random.next(below: 5) {
        case 0, 1:
          let key: Key = random.next(below: 2) == 0 ? .down : .up
          _ = screen.handle(key)
          steps.append("\(key)")
          selected = shown.isEmpty ? selected : id(shown[selection(screen)])
        case 2:
          shown.shuffle(using: &random)
          steps.append("reordered")
        case 3 where shown.count > 1:
          shown.remove(at: random.next(below: shown.count))
          steps.append("one removed")
        default:
          let missing = rows.filter { row in !shown.contains { id($0) == id(row) } }
          guard let back = missing.first else { continue }
          shown.insert(back, at: random.next(below: shown.count + 1))
          steps.append("one back")
        }
        root.send(.replaced(make(shown)))
        let ids = shown.map(id)
        let expected = Self.expectedRow(selected: selected, seen: seen, in: ids)
        let row = selection(screen)
        #expect(
          row == expected, "seed \(seed), steps \(steps): row \(row), expected \(expected)",
          sourceLocation: sourceLocation)
        guard row == expected else { return }
        selected = ids[row]
        seen = ids
      }
    }
  }

  /// The model: the selected item's row if it is there, else its nearest neighbour's in the
  /// list as last seen (after it first, then before it), else the first row.
  static func expectedRow<ID: Hashable>(selected: ID?, seen: [ID], in ids: [ID]) -> Int {
    if let selected, let row = ids.firstIndex(of: selected) { return row }
    guard let selected, let old = seen.firstIndex(of: selected) else { return 0 }
    for distance in 1..<max(seen.count, 2) {
      for index in [old + distance, old - distance] where seen.indices.contains(index) {
        if let row = ids.firstIndex(of: seen[index]) { return row }
      }
    }
    return 0
  }
}

/// The root store's actions: the screen's own, and a new list (what a reload brings).
enum ListChange<State: Sendable, Action: Sendable>: Sendable {
  case view(Action)
  case replaced(State)
}
