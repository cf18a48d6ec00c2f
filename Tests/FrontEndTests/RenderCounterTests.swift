import FrontEnds
import History
import Redux
import Search
import ShowDetail
import Terminal
import Testing

@MainActor
struct RenderCounterTests {
  @Test func eachRenderCountsOnceAndKeysDoNotRender() {
    let history = HistoryScreen(viewModel: .stub(.populated))
    let search = SearchScreen(viewModel: .stub(.populated))
    let show = ShowDetailScreen(viewModel: .stub(.populated))
    let screens: [any TerminalScreen] = [history, search, show]
    #expect(screens.map(\.renderCount) == [0, 0, 0])
    _ = history.render(width: 80, height: 20)
    _ = history.render(width: 80, height: nil)
    _ = show.render(width: 40, height: 10)
    _ = search.handle(.down)
    #expect(screens.map(\.renderCount) == [2, 0, 1])
  }
}
