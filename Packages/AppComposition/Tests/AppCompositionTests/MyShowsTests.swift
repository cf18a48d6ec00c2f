import AppComposition
import Foundation
import Identifiers
import LibraryClient
import MyShows
import ReduxTesting
import Synchronization
import Testing

/// My Shows' reducer and connector.
@MainActor
struct MyShowsTests {
  nonisolated static let behind = MyShowsItem(
    show: Fixtures.lighthouse, progress: ShowProgress(watched: 1, aired: 5),
    next: Fixtures.episodes[1],
    nextAirDay: CalendarDay(daysSince1970: Fixtures.today.daysSince1970 + 1),
    activeAt: Fixtures.now, isFollowed: true)
  nonisolated static let caughtUp = MyShowsItem(
    show: Fixtures.webSeries, progress: ShowProgress(watched: 4, aired: 4), next: nil,
    nextAirDay: CalendarDay(daysSince1970: Fixtures.today.daysSince1970 + 30), activeAt: nil,
    isFollowed: false)

  @Test func loadingAsksWithTheFilterOrderAndLimitAndKeepsTheList() async {
    let asked = Mutex<[String]>([])
    let library = LibraryClient(myShows: { today, filter, order, limit in
      asked.withLock { $0.append("\(today) \(filter) \(order) \(limit)") }
      return [Self.behind]
    })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.myShows(.loadRequested)) { $0.myShows.status = .loading }
    await store.receive(.myShows(.loaded([Self.behind]))) {
      $0.myShows.items = [Self.behind]
      $0.myShows.status = .loaded
    }
    await store.send(.myShows(.filterChanged(.behind))) {
      $0.myShows.filter = .behind
      $0.myShows.status = .loading
    }
    await store.receive(.myShows(.loaded([Self.behind]))) { $0.myShows.status = .loaded }
    await store.send(.myShows(.orderChanged(.progress))) {
      $0.myShows.order = .progress
      $0.myShows.status = .loading
    }
    await store.receive(.myShows(.loaded([Self.behind]))) { $0.myShows.status = .loaded }
    await store.send(.myShows(.limitChanged(0))) {
      $0.myShows.limit = 1
      $0.myShows.status = .loading
    }
    await store.receive(.myShows(.loaded([Self.behind]))) { $0.myShows.status = .loaded }
    await store.finish()
    #expect(
      asked.withLock { $0 } == [
        "2023-11-14 following activity 50", "2023-11-14 behind activity 50",
        "2023-11-14 behind progress 50", "2023-11-14 behind progress 1",
      ])
  }

  @Test func aWatchOrAFollowReloadsAListThatWasShown() async {
    var state = AppState(today: Fixtures.today)
    state.myShows.items = [Self.behind]
    state.myShows.status = .loaded
    let library = LibraryClient(myShows: { _, _, _, _ in [Self.caughtUp] })
    let store = TestStore(initialState: state, reducer: appReducer(dependencies: .test(library)))
    let change = LibraryChange(kind: .watched, episodes: [Fixtures.ids(12)], watchesAdded: 1)
    // The rows stay while the list reloads: a key pressed meanwhile acts on what is shown.
    await store.send(.watchedSaved(change)) { $0.change = .marked(change) }
    await store.receive(.myShows(.loaded([Self.caughtUp]))) { $0.myShows.items = [Self.caughtUp] }
    let unchanged = FollowChange(
      show: ShowCandidate(id: 2, title: "Pixel Street"), isFollowed: false, changed: false)
    await store.send(.followSaved(unchanged)) { $0.change = .followed(unchanged) }
    await store.finish()
  }

  @Test func theConnectorFormatsProgressNextEpisodeAndNextAirDay() {
    let connector = Connectors.MyShowsConnector(formatting: Fixtures.formatting)
    var state = AppState(today: Fixtures.today)
    #expect(connector.connect(state: state).status == .loading)
    let inputs = connector.inputs(of: state)
    state.myShows.items = [Self.behind, Self.caughtUp]
    state.myShows.status = .loaded
    state.myShows.filter = .all
    state.myShows.order = .title
    #expect(connector.inputs(of: state) != inputs)
    let view = connector.connect(state: state)
    #expect(view.filter == .all)
    #expect(view.order == .title)
    let first = view.rows[0]
    #expect(first.title == "The Lighthouse Keepers")
    #expect(first.progress == "1/5")
    #expect(first.progressFraction == 0.2)
    #expect(first.nextText == "S01E02 · Fog")
    #expect(first.next?.ids == Fixtures.ids(12))
    #expect(first.nextAirLabel == "tomorrow")
    #expect(first.nextAirDate == "2023-11-15")
    #expect(first.lastActivity == "2023-11-14")
    #expect(first.network == "BBC Two")
    #expect(first.status == "Ended")
    #expect(first.isFollowed)
    let second = view.rows[1]
    #expect(second.nextText == "caught up")
    #expect(second.nextAirLabel == "2023-12-14")
    #expect(second.lastActivity == "")
    #expect(second.network == "Netflix")
    #expect(!second.isFollowed)
    // A new day: tomorrow becomes today.
    let before = connector.inputs(of: state)
    state.today = CalendarDay(daysSince1970: Fixtures.today.daysSince1970 + 1)
    #expect(connector.inputs(of: state) != before)
    #expect(connector.connect(state: state).rows[0].nextAirLabel == "today")
  }

  @Test func everyViewActionMapsToItsAppAction() throws {
    let connector = Connectors.MyShowsConnector(formatting: Fixtures.formatting)
    #expect(connector.connect(action: .showSelected(2)) == .showDetail(.opened(2)))
    #expect(
      connector.connect(action: .followToggled(show: 2, follow: false))
        == .followChanged(show: 2, follow: false))
    #expect(connector.connect(action: .filterChanged(.ended)) == .myShows(.filterChanged(.ended)))
    #expect(
      connector.connect(action: .orderChanged(.progress)) == .myShows(.orderChanged(.progress)))
    // The feature's filters and orders and the library's are the same cases, each a mirror of
    // the other (neither package may import the other), mapped by name both ways.
    #expect(
      Set(MyShowsView.Filter.allCases.map(\.rawValue))
        == Set(MyShowsFilter.allCases.map(\.rawValue)))
    #expect(
      Set(MyShowsView.Order.allCases.map(\.rawValue)) == Set(MyShowsOrder.allCases.map(\.rawValue)))
    for filter in MyShowsView.Filter.allCases {
      let appFilter = try #require(MyShowsFilter(rawValue: filter.rawValue))
      #expect(
        connector.connect(action: .filterChanged(filter)) == .myShows(.filterChanged(appFilter)))
    }
    for order in MyShowsView.Order.allCases {
      let appOrder = try #require(MyShowsOrder(rawValue: order.rawValue))
      #expect(connector.connect(action: .orderChanged(order)) == .myShows(.orderChanged(appOrder)))
    }
  }
}
