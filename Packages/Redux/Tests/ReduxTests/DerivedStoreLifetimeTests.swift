import Observation
import Redux
import Synchronization
import Testing

/// A parent holds its derived stores without a reference count (`Unmanaged`), and a derived
/// store's `deinit` tells its link: these tests release derived stores at every point of the
/// parent's walk, and the parent before its derived stores. Run them under the address and thread
/// sanitizers too (`swift test --sanitize=address`, `--sanitize=thread`).
@MainActor
struct DerivedStoreLifetimeTests {
  @Test func aDerivedStoreReleasedByItsOwnFrontEndDuringItsUpdateIsDropped() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let reads = CallCounter()
    var items: Store<[String], Int>? = store.connect(using: CountingItemsConnector(reads: reads))
    weak let weakItems = items
    // A cancelled subscription first, so the store tidies its list after notifying: it touches
    // itself after the subscriber below let go of it, and must still be alive then.
    items?.observe { _ in }.cancel()
    let subscription = items?.observe { _ in items = nil }
    store.send(.appendItem(1))  // the update runs the subscriber, which lets go of the store
    #expect(weakItems == nil)
    #expect(reads.value == 2)
    store.send(.appendItem(2))  // the walk skips the released store and drops its link
    store.send(.appendItem(3))
    #expect(reads.value == 2)
    #expect(store.state.items == [1, 2, 3])
    subscription?.cancel()
  }

  /// A store's only subscriber is told inline, without the walk's loop; the walk's rules still
  /// hold for it: cancelled or released while told, it is dropped after the call and never told
  /// again, and one added while it is told is told from the next change on.
  @Test func aLoneSubscriberCancelledOrReleasedWhileToldIsToldNoMore() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let items = store.connect(using: ItemsConnector())
    var told: [String] = []
    var cancelling: StoreSubscription?
    var added: StoreSubscription?
    cancelling = items.observe { state in
      told.append("cancelling \(state.count)")
      cancelling?.cancel()
      added = items.observe { told.append("added \($0.count)") }
    }
    store.send(.appendItem(1))
    store.send(.appendItem(2))
    #expect(told == ["cancelling 1", "added 2"])
    var releasing: StoreSubscription?
    added?.cancel()
    releasing = items.observe { state in
      told.append("releasing \(state.count)")
      releasing = nil
    }
    store.send(.appendItem(3))
    store.send(.appendItem(4))
    #expect(told == ["cancelling 1", "added 2", "releasing 3"])
    #expect(releasing == nil)
    #expect(items.state == ["#1", "#2", "#3", "#4"])
  }

  /// A parent's link keeps its derived store's subscriber list alive (an update tells it after
  /// its last access to the store): a subscription released after its store still frees its
  /// closure, and a store released by its own subscriber is freed and told no more.
  @Test func aReleasedDerivedStoresSubscribersAreFreed() {
    final class FrontEnd {}
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    var items: Store<[String], Int>? = store.connect(using: ItemsConnector())
    weak let weakItems = items
    var frontEnd: FrontEnd? = FrontEnd()
    weak let weakFrontEnd = frontEnd
    var subscription = items?.observe { [frontEnd] _ in _ = frontEnd }
    frontEnd = nil
    items = nil
    #expect(weakItems == nil)
    subscription = nil
    #expect(weakFrontEnd == nil)

    var releasing: Store<[String], Int>? = store.connect(using: ItemsConnector())
    weak let weakReleasing = releasing
    var second: FrontEnd? = FrontEnd()
    weak let weakSecond = second
    var told = 0
    var releasingSubscription = releasing?.observe { [second] _ in
      _ = second
      told += 1
      releasing = nil
    }
    second = nil
    store.send(.appendItem(1))
    #expect(told == 1)
    #expect(weakReleasing == nil)
    store.send(.appendItem(2))
    #expect(told == 1)
    releasingSubscription = nil
    #expect(weakSecond == nil)
    _ = (subscription, releasingSubscription)
  }

  @Test func aStoreReleasedByAnEarlierSiblingDuringTheWalkIsSkipped() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let reads = CallCounter()
    let first = store.connect(using: ItemsConnector())
    var second: Store<[String], Int>? = store.connect(using: CountingItemsConnector(reads: reads))
    let third = store.connect(using: ItemsConnector())
    let subscription = first.observe { _ in second = nil }
    store.send(.appendItem(1))
    #expect(second == nil)
    #expect(reads.value == 1)  // made, never visited after its release
    #expect(third.state == ["#1"])
    #expect(third.metrics.derivations == 2)
    store.send(.appendItem(2))
    #expect(first.state == ["#1", "#2"])
    #expect(third.state == ["#1", "#2"])
    subscription.cancel()
  }

  @Test func plainDerivedStoresReleasedBetweenChangesAreDropped() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    var derived: [Store<Int, CounterAction>?] = (0..<6).map { _ in
      store.derived(deriveState: \.count, embedAction: { $0 })
    }
    for index in stride(from: 0, to: derived.count, by: 2) { derived[index] = nil }
    store.send(.increment)
    store.send(.increment)
    for index in stride(from: 1, to: derived.count, by: 2) {
      #expect(derived[index]?.state == 2)
      #expect(derived[index]?.metrics.derivations == 3)
      #expect(derived[index]?.metrics.stateChanges == 2)
    }
    derived.removeAll()
    store.send(.increment)
    #expect(store.state.count == 3)
  }

  @Test func theParentReleasedFirstLivesOnThroughItsDerivedStore() {
    var store: Store<CounterState, CounterAction>? = Store(
      initialState: CounterState(), reducer: counterReducer)
    weak let weakStore = store
    var items: Store<[String], Int>? = store?.connect(using: ItemsConnector())
    weak let weakItems = items
    store = nil
    #expect(weakStore != nil)
    items?.send(3)
    #expect(items?.state == ["#3"])
    items = nil
    #expect(weakItems == nil)
    #expect(weakStore == nil)
  }

  @Test func aChainReleasedFromTheLeafUpFreesEveryStore() {
    var store: Store<CounterState, CounterAction>? = Store(
      initialState: CounterState(), reducer: counterReducer)
    weak let weakStore = store
    var middle: Store<Pair, CounterAction>? = store?.derived(
      deriveState: { Pair(first: $0.count, second: $0.items.count) }, embedAction: { $0 })
    weak let weakMiddle = middle
    var leaf: Store<Int, CounterAction>? = middle?.derived(
      deriveState: \.first, embedAction: { $0 })
    store = nil
    middle = nil
    leaf?.send(.increment)
    #expect(leaf?.state == 1)
    #expect(weakMiddle != nil)
    leaf = nil
    #expect(weakMiddle == nil)
    #expect(weakStore == nil)
  }

  @Test func aLeafReleasedDuringItsParentsNotificationIsDropped() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let middle = store.derived(
      deriveState: { Pair(first: $0.count, second: $0.items.count) }, embedAction: { $0 })
    var leaf: Store<Int, CounterAction>? = middle.derived(
      deriveState: \.first, embedAction: { $0 })
    weak let weakLeaf = leaf
    // Derived stores are updated before subscribers: the leaf is updated, then released.
    let subscription = middle.observe { _ in leaf = nil }
    store.send(.increment)
    #expect(weakLeaf == nil)
    store.send(.increment)
    #expect(middle.state == Pair(first: 2, second: 0))
    subscription.cancel()
  }

  @Test func aDerivedStoreReleasedOffTheMainActorIsDropped() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let reads = CallCounter()
    let holder = Mutex<Store<[String], Int>?>(
      store.connect(using: CountingItemsConnector(reads: reads)))
    weak let weakItems = holder.withLock { $0 }
    let kept = store.connect(using: ItemsConnector())
    // The last reference goes away on another thread. The store's deinit then runs on the main
    // actor, so until it has run the parent may still update it, safely.
    await Task.detached { holder.withLock { $0 = nil } }.value
    store.send(.appendItem(1))
    for _ in 0..<10 { await Task.yield() }
    #expect(weakItems == nil)
    let readsAfterRelease = reads.value
    store.send(.appendItem(2))
    store.send(.appendItem(3))
    #expect(reads.value == readsAfterRelease)
    #expect(kept.state == ["#1", "#2", "#3"])
  }

  @Test func derivedStoresMadeAndReleasedWhileTheParentChangesKeepExactCounts() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    var made: [(round: Int, items: Store<[String], Int>)] = []
    for round in 1...20 {
      made.append((round, store.connect(using: ItemsConnector())))
      if round.isMultiple(of: 3) { made.removeFirst() }
      store.send(.appendItem(round))
      store.send(.increment)
    }
    #expect(made.count == 14)
    for (round, items) in made {
      #expect(items.state.count == 20)
      // Made, then once per append from its round on; the increments run nothing.
      #expect(items.metrics.derivations == 1 + 21 - round)
      #expect(items.metrics.stateChanges == 21 - round)
    }
  }
}

@MainActor
struct ObservationWithoutReadsTests {
  @Test func aStoreReadOnlyAfterManyChangesStillTellsItsObserver() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let items = store.connect(using: ItemsConnector())
    for item in 1...5 { store.send(.appendItem(item)) }
    let rootChanges = CallCounter()
    let itemChanges = CallCounter()
    withObservationTracking {
      _ = store.state.count
      _ = items.state
    } onChange: {
      rootChanges.increment()
    }
    withObservationTracking {
      _ = items.state
    } onChange: {
      itemChanges.increment()
    }
    store.send(.increment)
    #expect(rootChanges.value == 1)
    #expect(itemChanges.value == 0)  // the count changed, not the items
    store.send(.appendItem(6))
    #expect(itemChanges.value == 1)
    #expect(items.state.count == 6)
  }
}
