import Redux
import ReduxTesting
import Synchronization
import Testing

/// A reminder that fires after a delay, on the clock it is given.
struct Reminder: Equatable {
  var fired = 0
}

enum ReminderAction: Equatable, Sendable {
  case set(after: Duration)
  case fired
  case cancelled
}

struct ReminderID: Hashable, Sendable {}

func reminderReducer(clock: any Clock<Duration>) -> Reducer<Reminder, ReminderAction> {
  Reducer { state, action in
    switch action {
    case .set(let delay):
      return .run { send in
        do {
          try await clock.sleep(for: delay)
          await send(.fired)
        } catch {}
      }
      .cancellable(id: ReminderID(), cancelInFlight: true)
    case .fired:
      state.fired += 1
      return .none
    case .cancelled:
      return .cancel(id: ReminderID())
    }
  }
}

@MainActor
struct TestClockTests {
  @Test func anEffectThatWaitsAnHourFiresWhenTheClockIsMovedAnHour() async {
    let clock = TestClock()
    let store = TestStore(initialState: Reminder(), reducer: reminderReducer(clock: clock))
    await store.send(.set(after: .seconds(3_600)))
    await waitForSleepers(on: clock, count: 1)

    await clock.advance(by: .seconds(3_599))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))

    await store.receive(.fired) { $0.fired = 1 }
    await store.finish()
  }

  @Test func aCancelledWaitEndsAtOnce() async {
    let clock = TestClock()
    let store = TestStore(initialState: Reminder(), reducer: reminderReducer(clock: clock))
    await store.send(.set(after: .seconds(60)))
    await waitForSleepers(on: clock, count: 1)
    await store.send(.cancelled)
    await store.finish(timeout: .seconds(1))
    #expect(clock.sleeperCount == 0)
  }

  /// Moving the clock wakes the sleeps it reached and only those; a later one waits on.
  @Test func movingTheClockWakesOnlyTheSleepsItReached() async {
    let clock = TestClock()
    let woken = Mutex<[Int]>([])
    let sleeps = [10, 20].map { seconds in
      Task {
        try await clock.sleep(for: .seconds(seconds))
        woken.withLock { $0.append(seconds) }
      }
    }
    await waitForSleepers(on: clock, count: 2)
    await clock.advance(by: .seconds(10))
    await waitUntil { !woken.withLock(\.isEmpty) }
    #expect(woken.withLock { $0 } == [10])
    #expect(clock.sleeperCount == 1)

    await clock.advance(by: .seconds(10))
    await waitUntil { woken.withLock(\.count) == 2 }
    #expect(woken.withLock { $0 } == [10, 20])
    #expect(clock.sleeperCount == 0)
    for sleep in sleeps { sleep.cancel() }
  }

  @Test func aDeadlineAlreadyPassedDoesNotWait() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(5))
    try await clock.sleep(until: TestClock.Instant(offset: .seconds(2)))
    #expect(clock.now == TestClock.Instant(offset: .seconds(5)))
  }

  @Test func receiveMatchesByPredicate() async {
    let clock = TestClock()
    let store = TestStore(initialState: Reminder(), reducer: reminderReducer(clock: clock))
    await store.send(.set(after: .zero))
    await store.receive({ $0 == .fired }, assert: { $0.fired = 1 })
    await withKnownIssue {
      await store.send(.set(after: .zero))
      await store.receive({ $0 == .cancelled }, assert: { $0.fired = 2 })
    } matching: { issue in
      issue.description.contains("Expected: an action that matches")
    }
    await store.finish()
  }

  /// Waits until `condition` holds, five seconds of real time at most (then the test's own
  /// expectations fail, instead of it hanging).
  private func waitUntil(_ condition: () -> Bool) async {
    let deadline = ContinuousClock.now.advanced(by: .seconds(5))
    while !condition(), ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// Waits until `count` sleeps wait on `clock`: the effect's task has started.
  private func waitForSleepers(on clock: TestClock, count: Int) async {
    let deadline = ContinuousClock.now.advanced(by: .seconds(5))
    while clock.sleeperCount < count, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}
