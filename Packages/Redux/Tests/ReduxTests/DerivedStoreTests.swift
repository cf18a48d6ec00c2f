import Observation
import Redux
import Testing

@MainActor
struct DerivedStoreTests {
  @Test func derivedStoreStartsWithTheDerivedState() {
    let store = Store(initialState: CounterState(count: 4), reducer: counterReducer)
    let derived = store.derived(deriveState: { "\($0.count)" }, embedAction: { $0 })
    #expect(derived.state == "4")
    #expect(derived.metrics.derivations == 1)
  }

  @Test func derivedStoreIsUpdatedSynchronously() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let derived = store.derived(deriveState: \.count, embedAction: { $0 })
    store.send(.increment)
    #expect(derived.state == 1)
  }

  @Test func derivedStoreChangesOnlyWhenItsValueDiffers() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let derived = store.derived(deriveState: \.count, embedAction: { $0 })
    var notifications = 0
    let subscription = derived.observe { _ in notifications += 1 }
    let observedChanges = CallCounter()
    withObservationTracking {
      _ = derived.state
    } onChange: {
      observedChanges.increment()
    }

    store.send(.record("not the count"))
    #expect(derived.metrics.stateChanges == 0)
    #expect(notifications == 0)
    #expect(observedChanges.value == 0)

    store.send(.increment)
    #expect(derived.metrics.stateChanges == 1)
    #expect(notifications == 1)
    #expect(observedChanges.value == 1)
    subscription.cancel()
  }

  @Test func derivedStoreActionsAreEmbeddedIntoTheParent() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let derived = store.derived(deriveState: \.log, embedAction: CounterAction.record)
    derived.send("hello")
    #expect(store.state.log == ["hello"])
    #expect(derived.state == ["hello"])
  }

  @Test func parentDoesNotKeepADerivedStoreAlive() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    var derived: Store<Int, CounterAction>? = store.derived(
      deriveState: \.count, embedAction: { $0 })
    weak let weakDerived = derived
    #expect(weakDerived != nil)
    derived = nil
    #expect(weakDerived == nil)
    store.send(.increment)  // Updating children after the release must be harmless.
    #expect(store.state.count == 1)
  }

  @Test func derivedStoreKeepsItsParentAlive() {
    var store: Store<CounterState, CounterAction>? = Store(
      initialState: CounterState(), reducer: counterReducer)
    weak let weakStore = store
    let derived = store?.derived(deriveState: \.count, embedAction: { $0 })
    store = nil
    #expect(weakStore != nil)
    derived?.send(.increment)
    #expect(derived?.state == 1)
  }

  @Test func derivedStoresOfDerivedStoresWork() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let middle = store.derived(
      deriveState: { Pair(first: $0.count, second: $0.log.count) },
      embedAction: { $0 })
    let leaf = middle.derived(deriveState: { $0.first * 10 }, embedAction: { $0 })
    leaf.send(.increment)
    #expect(leaf.state == 10)
    store.send(.record("x"))
    #expect(middle.state == Pair(first: 1, second: 1))
    #expect(leaf.metrics.stateChanges == 1)
  }
}

struct Pair: Equatable {
  var first: Int
  var second: Int
}

@MainActor
struct DerivedStoreReentrancyTests {
  @Test func aFrontEndMayDeriveAStoreWhileBeingToldOfAChange() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let items = store.connect(using: ItemsConnector())
    var late: Store<Int, CounterAction>?
    let subscription = items.observe { _ in
      if late == nil { late = store.derived(deriveState: \.count, embedAction: { $0 }) }
    }
    store.send(.appendItem(1))
    store.send(.increment)
    #expect(late?.state == 1)
    #expect(items.state == ["#1"])
    subscription.cancel()
  }

  @Test func releasedDerivedStoresWithInputsAreDroppedAndOthersKeepWorking() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let inputReads = CallCounter()
    var first: Store<[String], Int>? = store.connect(
      using: CountingItemsConnector(reads: inputReads))
    let second = store.connect(using: ItemsConnector())
    store.send(.appendItem(1))
    #expect(inputReads.value == 2)  // made, then the first change
    first = nil
    store.send(.appendItem(2))  // drops the released store's link
    store.send(.appendItem(3))
    #expect(inputReads.value == 2)
    #expect(first == nil)
    #expect(second.state == ["#1", "#2", "#3"])
  }

}

/// ``ItemsConnector`` that counts how often its inputs are read.
struct CountingItemsConnector: InputTrackingConnector {
  let reads: CallCounter

  func inputs(of state: CounterState) -> Revision {
    reads.increment()
    return state.$items
  }

  func connect(state: CounterState) -> [String] { ItemsConnector().connect(state: state) }
  func connect(action: Int) -> CounterAction { .appendItem(action) }
}
