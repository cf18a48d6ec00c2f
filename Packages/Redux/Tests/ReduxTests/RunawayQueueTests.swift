import Redux
import Testing

/// A subscriber that answers every change with an action cannot make a `send` run forever.
@MainActor
struct RunawayQueueTests {
  @Test func aSubscriberThatSendsAnActionChangingNothingIsToldOnce() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    var calls = 0
    let subscription = store.observe { _ in
      calls += 1
      store.send(.nothing)
    }

    store.send(.increment)

    #expect(calls == 1)
    #expect(store.metrics.actionsReduced == 2)
    subscription.cancel()
  }

  @Test func aSubscriberThatChangesTheStateOnEveryChangeIsStoppedNamingTheLastAction() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let limit = Store<CounterState, CounterAction>.queuedActionLimit
    var calls = 0
    let subscription = store.observe { _ in
      calls += 1
      store.send(.increment)
    }
    let warningsBefore = RuntimeWarnings.messages.count

    store.send(.increment)

    #expect(limit == 10_000)
    #expect(store.state.count == limit + 1)
    #expect(calls == limit + 1)
    let warnings = RuntimeWarnings.messages.dropFirst(warningsBefore).filter {
      $0.contains("Store<CounterState, CounterAction>")
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("reduced 10000 queued actions and stopped") == true)
    #expect(warnings.first?.contains("the last one reduced was increment") == true)

    // The store works on once the loop is gone.
    subscription.cancel()
    store.send(.increment)
    #expect(store.state.count == limit + 2)
  }

  @Test func actionsQueuedByASubscriberStillChangeAndNotify() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    var seen: [Int] = []
    let subscription = store.observe { state in
      seen.append(state.count)
      if state.count < 3 { store.send(.increment) }
    }

    store.send(.increment)

    #expect(seen == [1, 2, 3])
    subscription.cancel()
  }
}
