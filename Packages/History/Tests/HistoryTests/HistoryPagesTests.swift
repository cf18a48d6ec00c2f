import History
import Testing

/// The history's pages: from 1, and never a next page after the last.
struct HistoryPagesTests {
  @Test func aHistoryMadeWithoutPagesIsItsOnlyPage() {
    let state = HistoryView.State(posters: [])
    #expect(state.page == 1)
    #expect(state.pageCount == 1)
    #expect(!state.hasNextPage && !state.hasPreviousPage)
  }

  @Test(arguments: 1...4)
  func onlyAPageBeforeTheLastHasANextOne(page: Int) {
    let state = HistoryView.State(posters: [], page: page, pageCount: 4)
    #expect(state.hasNextPage == (page < 4))
    #expect(state.hasPreviousPage == (page > 1))
  }
}
