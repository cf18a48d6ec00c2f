import Identifiers
import MyShows
import Redux
import Testing

@MainActor
struct MyShowsViewTests {
  @Test func emptyIsEmptyButLoadingIsNot() {
    #expect(MyShowsView.State.empty.isEmpty)
    #expect(!MyShowsView.State.loading.isEmpty)
    #expect(!MyShowsView.State.populated.isEmpty)
  }

  @Test func previewFixturesCoverEveryStateByName() {
    let names = MyShowsView.State.previewFixtures.map(\.name)
    #expect(names == ["empty", "loading", "populated", "error", "long"])
    #expect(MyShowsView.State.previewFixtures.fixture(named: "long")?.state.rows.count == 30)
  }

  @Test func filtersAndOrdersCycleThroughEveryCase() {
    var filter = MyShowsView.Filter.following
    var seen: [MyShowsView.Filter] = []
    for _ in MyShowsView.Filter.allCases {
      seen.append(filter)
      filter = filter.next
    }
    #expect(seen == [.following, .behind, .ended, .all])
    #expect(filter == .following)
    var order = MyShowsView.Order.activity
    var orders: [MyShowsView.Order] = []
    for _ in MyShowsView.Order.allCases {
      orders.append(order)
      order = order.next
    }
    #expect(orders == [.activity, .title, .progress, .rating])
    #expect(order == .activity)
  }

  @Test func stubViewModelShowsAFixtureAndReportsActions() throws {
    var sent: [MyShowsView.Action] = []
    let viewModel = MyShowsView.ViewModel.stub(.populated) { sent.append($0) }
    let first = try #require(viewModel.state.rows.first)
    viewModel.send(.showSelected(first.show))
    viewModel.send(.followToggled(show: first.show, follow: false))
    #expect(viewModel.state == .populated)
    #expect(sent == [.showSelected(first.show), .followToggled(show: first.show, follow: false)])
  }
}
