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
@MainActor
private final class StateWaiter {
  private var continuation: CheckedContinuation<Bool, Never>?
  private var subscription: StoreSubscription?
  private var timer: Task<Void, Never>?

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
      timer = Task { [weak self] in
        try? await Task.sleep(for: timeout)
        self?.finish(false)
      }
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
