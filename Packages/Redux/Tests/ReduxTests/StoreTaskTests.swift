import Redux
import Testing

/// A chain of effects: each step waits a little, then sends the next step back, and the last
/// one records that it ran. `relay` reaches the chain through a `.send` effect.
private enum ChainAction: Equatable, Sendable {
  case step(Int)
  case relay(Int)
  case increment
}

private let chainReducer = Reducer<[String], ChainAction> { log, action in
  switch action {
  case .step(let left):
    guard left > 0 else {
      log.append("done")
      return .none
    }
    return .run { send in
      try? await Task.sleep(for: .milliseconds(5))
      await send(.step(left - 1))
    }
  case .relay(let steps):
    log.append("relayed")
    return .send(.step(steps))
  case .increment:
    log.append("+1")
    return .none
  }
}

@MainActor
struct StoreTaskTests {
  @Test func finishWaitsForTheEffectAndTheActionItSendsBack() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let task = store.send(.delayedRecord("late", milliseconds: 30))
    #expect(!task.isFinished)
    await task.finish()
    #expect(task.isFinished)
    #expect(store.state.log == ["late"])
  }

  @Test func finishWaitsForEffectsStartedByActionsThatEffectsSent() async {
    let store = Store(initialState: [], reducer: chainReducer)
    await store.send(.step(3)).finish()
    #expect(store.state == ["done"])
  }

  @Test func finishWaitsForTheEffectsOfAnActionASendEffectQueued() async {
    let store = Store(initialState: [], reducer: chainReducer)
    await store.send(.relay(2)).finish()
    #expect(store.state == ["relayed", "done"])
  }

  @Test func anActionWithoutEffectsIsFinishedAtOnceWhateverElseRuns() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let other = store.send(.delayedRecord("never", milliseconds: 60_000))
    let task = store.send(.increment)
    #expect(task.isFinished)
    await task.finish()
    #expect(store.state.count == 1)
    // Only the action's own effects count: the other one still runs.
    #expect(!other.isFinished)
    store.send(.cancelDelayed)
    await other.finish()
    #expect(store.state.log.isEmpty)
  }

  @Test func anEffectOfAnotherActionIsNotWaitedFor() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    store.send(.delayedRecord("never", milliseconds: 60_000))
    await store.send(.startCounting(times: 2)).finish()
    #expect(store.state.count == 2)
    #expect(store.state.log.isEmpty)
    await store.send(.cancelDelayed).finish()
    await store.effectsFinished()
  }

  @Test func aDerivedStoreReturnsItsRootsTask() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let viewModel = store.derived(deriveState: \.log, embedAction: { $0 })
    let task = viewModel.send(.delayedRecord("from the view", milliseconds: 20))
    #expect(!task.isFinished)
    await task.finish()
    #expect(viewModel.state == ["from the view"])
    #expect(store.state.log == ["from the view"])
  }

  @Test func anActionQueuedWhileTheStoreReducesHasATaskForItsEffects() async throws {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    var queued: StoreTask?
    let subscription = store.observe { state in
      guard state.count == 1, queued == nil else { return }
      queued = store.send(.delayedRecord("queued", milliseconds: 20))
    }
    store.send(.increment)
    let task = try #require(queued)
    #expect(!task.isFinished)
    await task.finish()
    #expect(store.state.log == ["queued"])
    subscription.cancel()
  }

  @Test func cancellingTheWaitEndsItButNotTheEffect() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let task = store.send(.delayedRecord("never", milliseconds: 60_000))
    let waiter = Task { await task.finish() }
    waiter.cancel()
    await waiter.value
    #expect(!task.isFinished)
    store.send(.cancelDelayed)
    await task.finish()
    #expect(task.isFinished)
    #expect(store.state.log.isEmpty)
  }

  @Test func aStubStoreTellsItsClosureAndReturnsAFinishedTask() async {
    var sent: [ChainAction] = []
    let store = Store<[String], ChainAction>.stub([]) { sent.append($0) }
    let task = store.send(.step(3))
    #expect(task.isFinished)
    await task.finish()
    #expect(sent == [.step(3)])
  }
}
