import Dispatch
import Redux

extension Store {
  /// Waits until `condition` holds for the state, checking after every change; returns
  /// `false` if `timeout` passes first (`nil`: wait as long as it takes).
  ///
  /// One-shot commands send their actions, then wait here for the effects to bring the
  /// results back, without blocking the main actor.
  func wait(
    until condition: @escaping (State) -> Bool, timeout: Duration? = .seconds(60)
  ) async -> Bool {
    if condition(state) { return true }
    return await StateWaiter().wait(on: self, until: condition, timeout: timeout)
  }
}

/// One wait on a store: an observation, a timer, and a continuation resumed once.
///
/// The timer is a work item on the main queue rather than a task that sleeps: `Task.sleep`
/// asks the runtime whether the current executor can schedule, a scan of every protocol
/// conformance in the process, and its task takes a thread of the pool, in every command.
@MainActor
private final class StateWaiter {
  private var continuation: CheckedContinuation<Bool, Never>?
  private var subscription: StoreSubscription?
  private var timer: DispatchWorkItem?

  func wait<State, Action>(
    on store: Store<State, Action>, until condition: @escaping (State) -> Bool,
    timeout: Duration?
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      self.continuation = continuation
      subscription = store.observe { [weak self] state in
        if condition(state) { self?.finish(true) }
      }
      guard let timeout else { return }
      let timer = DispatchWorkItem { [weak self] in
        MainActor.assumeIsolated { self?.finish(false) }
      }
      self.timer = timer
      let (seconds, attoseconds) = timeout.components
      DispatchQueue.main.asyncAfter(
        deadline: .now()
          + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)),
        execute: timer)
    }
  }

  private func finish(_ result: Bool) {
    guard let continuation else { return }
    self.continuation = nil
    subscription?.cancel()
    timer?.cancel()
    continuation.resume(returning: result)
  }
}
