import Redux
import Testing

@MainActor
struct EffectsFinishedTests {
  @Test func waitsForEveryRunningEffectAndWhatItSends() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    store.send(.delayedRecord("late", milliseconds: 30))
    store.send(.startCounting(times: 3))
    let viewModel = store.derived(deriveState: \.log, embedAction: { $0 })
    await viewModel.effectsFinished()
    #expect(store.state.log == ["late"])
    #expect(store.state.count == 3)
  }

  @Test func returnsAtOnceWhenNothingRuns() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    store.send(.increment)
    await store.effectsFinished()
    await Store<Int, Never>.stub(0).effectsFinished()
    #expect(store.state.count == 1)
  }

  @Test func aCancelledEffectCountsAsFinished() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    store.send(.delayedRecord("never", milliseconds: 60_000))
    store.send(.cancelDelayed)
    await store.effectsFinished()
    #expect(store.state.log.isEmpty)
  }
}

@MainActor
struct ActionObserverTests {
  @Test func observersSeeEveryActionWithWhereItCameFrom() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    var seen: [(CounterAction, ActionSource)] = []
    let subscription = store.observeActions { seen.append(($0, $1)) }
    let viewModel = store.derived(deriveState: \.count, embedAction: { $0 })
    viewModel.send(.incrementTwice)
    store.send(.startCounting(times: 2))
    await store.effectsFinished()
    #expect(
      seen.map(\.0) == [
        .incrementTwice, .increment, .startCounting(times: 2), .increment, .increment,
      ])
    #expect(seen.map(\.1) == [.sent, .effect, .sent, .effect, .effect])
    subscription.cancel()
    store.send(.increment)
    #expect(seen.count == 5)
  }
}
