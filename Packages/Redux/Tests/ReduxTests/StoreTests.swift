import Observation
import Redux
import Testing

@MainActor
struct StoreTests {
  @Test func sendChangesTheStateThroughTheReducer() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    store.send(.increment)
    store.send(.increment)
    #expect(store.state.count == 2)
    #expect(store.metrics.actionsReduced == 2)
  }

  @Test func effectsSendActionsBackToTheStore() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    store.send(.startCounting(times: 3))
    await eventually { store.state.count == 3 }
    #expect(store.state.count == 3)
  }

  @Test func sendEffectDeliversItsActionBeforeReturning() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    store.send(.incrementTwice)
    #expect(store.state.count == 2)
    #expect(store.metrics.actionsReduced == 2)
  }

  @Test func mergedEffectsAllRun() async {
    let reducer = Reducer<CounterState, CounterAction> { state, action in
      guard case .startCounting = action else {
        return counterReducer.reduce(into: &state, action: action)
      }
      return .merge(
        .run { send in await send(.record("a")) },
        .run { send in await send(.record("b")) }
      )
    }
    let store = Store(initialState: CounterState(), reducer: reducer)
    store.send(.startCounting(times: 0))
    await eventually { store.state.log.count == 2 }
    #expect(store.state.log.sorted() == ["a", "b"])
  }

  @Test func startingACancellableEffectCancelsTheOneInFlight() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    store.send(.delayedRecord("first", milliseconds: 200))
    store.send(.delayedRecord("second", milliseconds: 10))
    await eventually { !store.state.log.isEmpty }
    try? await Task.sleep(for: .milliseconds(300))
    #expect(store.state.log == ["second"])
  }

  @Test func cancelByIDStopsTheEffect() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    store.send(.delayedRecord("never", milliseconds: 50))
    store.send(.cancelDelayed)
    try? await Task.sleep(for: .milliseconds(200))
    #expect(store.state.log.isEmpty)
  }

  @Test func actionsSentWhileNotifyingAreQueuedInOrder() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    var seen: [[String]] = []
    let subscription = store.observe { state in
      seen.append(state.log)
      if state.log == ["1"] {
        // Sent while the store is notifying about "1": must run after it, in FIFO order.
        store.send(.record("2"))
        store.send(.record("3"))
        #expect(store.state.log == ["1"])
      }
    }
    store.send(.record("1"))
    #expect(store.state.log == ["1", "2", "3"])
    #expect(seen == [["1"], ["1", "2"], ["1", "2", "3"]])
    subscription.cancel()
  }

  @Test func actionsSentWhileAQueuedActionIsProcessedAreQueuedToo() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let subscription = store.observe { state in
      // Each send happens while the previous queued action is being processed: the queue grows
      // while it is drained, three levels deep.
      switch state.log {
      case ["1"]: store.send(.record("2"))
      case ["1", "2"]: store.send(.record("3"))
      case ["1", "2", "3"]: store.send(.record("4"))
      default: break
      }
    }
    store.send(.record("1"))
    #expect(store.state.log == ["1", "2", "3", "4"])
    #expect(store.metrics.actionsReduced == 4)
    subscription.cancel()
  }

  @Test func sendEffectsChainedThreeDeepAllRunInOrder() {
    // Each `.record(n)` with n < 4 sends `.record(n + 1)` as a `.send` effect, which is queued
    // while the store is processing the action that returned it.
    let reducer = Reducer<CounterState, CounterAction> { state, action in
      guard case .record(let entry) = action, let number = Int(entry) else {
        return counterReducer.reduce(into: &state, action: action)
      }
      state.log.append(entry)
      return number < 4 ? .send(.record(String(number + 1))) : .none
    }
    let store = Store(initialState: CounterState(), reducer: reducer)
    store.send(.record("1"))
    #expect(store.state.log == ["1", "2", "3", "4"])
    #expect(store.metrics.actionsReduced == 4)
  }

  @Test func actionsSentFromADerivedStoresObserverAreQueued() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let counter = store.derived(deriveState: \.count, embedAction: { (_: Void) in .record("echo") })
    let subscription = counter.observe { _ in counter.send(()) }
    store.send(.increment)
    #expect(store.state.log == ["echo"])
    #expect(store.state.count == 1)
    subscription.cancel()
  }

  @Test func observationTrackingIsToldOfChanges() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let changes = CallCounter()
    withObservationTracking {
      _ = store.state.count
    } onChange: {
      changes.increment()
    }
    store.send(.increment)
    #expect(changes.value == 1)
  }

  @Test func subscriptionsStopWhenCancelledOrReleased() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    var kept = 0
    var cancelled = 0
    let keptSubscription = store.observe { _ in kept += 1 }
    let cancelledSubscription = store.observe { _ in cancelled += 1 }
    var released: StoreSubscription? = store.observe { _ in
      Issue.record("released subscriber called")
    }
    released = nil
    store.send(.increment)
    cancelledSubscription.cancel()
    store.send(.increment)
    #expect(kept == 2)
    #expect(cancelled == 1)
    #expect(released == nil)
    keptSubscription.cancel()
  }

  /// A closure that captures its store (as front ends' do) must not keep the store alive
  /// once its subscription is cancelled or released, though no change follows.
  @Test func aCancelledOrReleasedSubscriptionLetsGoOfItsClosureAtOnce() {
    weak var cancelledStore: Store<CounterState, CounterAction>?
    weak var releasedStore: Store<CounterState, CounterAction>?
    weak var actionStore: Store<CounterState, CounterAction>?
    do {
      let store = Store(initialState: CounterState(), reducer: counterReducer)
      cancelledStore = store
      store.observe { _ in _ = store.state }.cancel()
      let other = Store(initialState: CounterState(), reducer: counterReducer)
      releasedStore = other
      _ = other.observe { _ in _ = other.state }
      let third = Store(initialState: CounterState(), reducer: counterReducer)
      actionStore = third
      third.observeActions { _, _ in _ = third.state }.cancel()
    }
    #expect(cancelledStore == nil)
    #expect(releasedStore == nil)
    #expect(actionStore == nil)
  }

  @Test func stubStoreShowsItsStateAndChangesNothing() {
    var sent: [CounterAction] = []
    let store = Store<CounterState, CounterAction>.stub(CounterState(count: 7)) { sent.append($0) }
    store.send(.increment)
    #expect(store.state.count == 7)
    #expect(sent == [.increment])
  }
}

struct PreviewFixtureTests {
  @Test func fixturesAreFoundByName() {
    let fixtures = [PreviewFixture("empty", 0), PreviewFixture("full", 9)]
    #expect(fixtures.fixture(named: "full")?.state == 9)
    #expect(fixtures.fixture(named: "missing") == nil)
  }
}
