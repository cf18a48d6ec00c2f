import AppComposition
import Foundation
import Identifiers
import LibraryClient
import ReduxTesting
import ShowDetail
import Synchronization
import Testing

/// Following and unfollowing: the reducer, the status line, and the show screen's key.
@MainActor
struct FollowingTests {
  nonisolated static let candidate = ShowCandidate(id: 1, title: "The Lighthouse Keepers")
  nonisolated static let followed = FollowChange(show: candidate, isFollowed: true, changed: true)

  @Test func aRequestResolvesTheShowFollowsItAndReportsWhatChanged() async {
    let asked = Mutex<[String]>([])
    let saved = Mutex<[Bool]>([])
    let library = LibraryClient(
      resolveShow: { text in
        asked.withLock { $0.append(text) }
        return Self.candidate
      },
      setFollowed: { show, follow in
        #expect(show == 1)
        saved.withLock { $0.append(follow) }
        return FollowChange(show: Self.candidate, isFollowed: follow, changed: true)
      })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.followRequested(FollowRequest(show: "lighthouse", follow: true))) {
      $0.change = .working
    }
    await store.receive(.followSaved(Self.followed)) { $0.change = .followed(Self.followed) }
    await store.finish()
    #expect(asked.withLock { $0 } == ["lighthouse"])
    #expect(saved.withLock { $0 } == [true])
    let status = Connectors.AppChromeConnector().connect(state: store.state).status
    #expect(status?.message == "The Lighthouse Keepers: following")
    #expect(status?.isError == false)
  }

  @Test func anUnknownShowFailsWithWords() async {
    let library = LibraryClient(resolveShow: { throw LibraryError.showNotFound($0) })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.followRequested(FollowRequest(show: "nope", follow: false))) {
      $0.change = .working
    }
    await store.receive(.watchedSaveFailed(episodes: [], .library(.showNotFound("nope")))) {
      $0.change = .failed(.library(.showNotFound("nope")))
    }
    await store.finish()
    let status = Connectors.AppChromeConnector().connect(state: store.state).status
    #expect(status?.isError == true)
    #expect(status?.message.contains("nope") == true)
  }

  @Test func theOpenShowAndTheSearchResultsTakeTheNewStateAtOnce() async {
    var state = Fixtures.openShow()
    state.search.results = [
      ShowSearchResult(show: Fixtures.lighthouse, progress: ShowProgress(watched: 0, aired: 3))
    ]
    state.search.status = .loaded
    let unfollowed = FollowChange(show: Self.candidate, isFollowed: false, changed: true)
    let library = LibraryClient(setFollowed: { _, follow in
      follow ? Self.followed : unfollowed
    })
    let store = TestStore(initialState: state, reducer: appReducer(dependencies: .test(library)))
    let connector = Connectors.ShowDetailConnector(formatting: Fixtures.formatting)
    // The show screen's `f` is an action in and this app action out.
    #expect(
      connector.connect(action: .followToggled(show: 1, follow: true))
        == .followChanged(show: 1, follow: true))
    await store.send(.followChanged(show: 1, follow: true)) { $0.change = .working }
    await store.receive(.followSaved(Self.followed)) {
      $0.change = .followed(Self.followed)
      $0.showDetail.isFollowed = true
      $0.search.results[0].isFollowed = true
    }
    #expect(connector.connect(state: store.state).show?.isFollowed == true)
    await store.send(.followChanged(show: 1, follow: false)) { $0.change = .working }
    await store.receive(.followSaved(unfollowed)) {
      $0.change = .followed(unfollowed)
      $0.showDetail.isFollowed = false
      $0.search.results[0].isFollowed = false
    }
    await store.finish()
    #expect(
      Connectors.AppChromeConnector().connect(state: store.state).status?.message
        == "The Lighthouse Keepers: no longer followed (its history stays)")
  }

  @Test func followingReloadsUpNextWhenItChangedSomething() async {
    var state = AppState(today: Fixtures.today)
    state.upNext.status = .loaded
    let library = LibraryClient(upNext: { _, _ in [] })
    let store = TestStore(initialState: state, reducer: appReducer(dependencies: .test(library)))
    let unchanged = FollowChange(show: Self.candidate, isFollowed: true, changed: false)
    await store.send(.followSaved(unchanged)) { $0.change = .followed(unchanged) }
    await store.send(.followSaved(Self.followed)) { $0.change = .followed(Self.followed) }
    await store.receive(.upNext(.loaded([])))
    await store.finish()
  }
}
