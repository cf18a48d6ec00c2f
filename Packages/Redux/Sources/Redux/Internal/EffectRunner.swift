/// Runs effects for a store (or a test store): starts their tasks, tracks cancellation ids and
/// knows how many are still in flight.
///
/// An effect run in an ``EffectGroup`` counts in it while it runs, and hands the group along
/// with each action it sends, so that the actions' own effects join it.
@MainActor
package final class EffectRunner<Action: Sendable> {
  private let deliver: @MainActor (Action, EffectGroup?) -> Void
  /// The `Send` of effects run in no group, made once.
  private let send: Send<Action>
  private var tasks: [Int: Task<Void, Never>] = [:]
  /// Which running operation each cancellation id covers. A list, not a dictionary of sets:
  /// a store has a handful of effects in flight, and the list's generic metadata is much
  /// cheaper for the runtime to instantiate in a short-lived process.
  private var cancellables: [(id: EffectID, token: Int)] = []
  private var nextToken = 0
  /// Waiters of ``finished()``, resumed when the last running operation ends.
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// Creates a runner that delivers the actions of its effects to `deliver`.
  package convenience init(deliver: @escaping @MainActor (Action) -> Void) {
    self.init(deliverInGroup: { action, _ in deliver(action) })
  }

  /// Creates a runner that delivers the actions of its effects to `deliver`, with the group of
  /// the effect that sent each one (``run(_:in:)``).
  init(deliverInGroup deliver: @escaping @MainActor (Action, EffectGroup?) -> Void) {
    self.deliver = deliver
    self.send = Send { action in deliver(action, nil) }
  }

  /// How many effect operations are still running.
  package var inFlightCount: Int { tasks.count }

  /// Starts `effect`.
  package func run(_ effect: Effect<Action>) {
    run(effect, cancellationIDs: [], in: nil)
  }

  /// Starts `effect` in `group`: each of its operations counts in the group while it runs, and
  /// the actions it sends are delivered with the group.
  func run(_ effect: Effect<Action>, in group: EffectGroup) {
    run(effect, cancellationIDs: [], in: group)
  }

  /// Returns once no effect operation is running (at once if none is). An operation that
  /// starts another before it ends keeps the wait going.
  package func finished() async {
    guard !tasks.isEmpty else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  /// Cancels every effect still running.
  package func cancelAll() {
    for task in tasks.values { task.cancel() }
  }

  private func run(_ effect: Effect<Action>, cancellationIDs: [EffectID], in group: EffectGroup?) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      deliver(action, group)
    case .merge(let effects):
      for effect in effects { run(effect, cancellationIDs: cancellationIDs, in: group) }
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { cancel(id: id) }
      run(effect, cancellationIDs: cancellationIDs + [id], in: group)
    case .cancel(let id):
      cancel(id: id)
    case .run(let priority, let operation):
      let token = nextToken
      nextToken += 1
      let send: Send<Action>
      if let group {
        group.enter()
        let deliver = self.deliver
        send = Send { action in deliver(action, group) }
      } else {
        send = self.send
      }
      // The task inherits the main actor; `operation` is a nonisolated async function, so it
      // runs on the global executor, and only the bookkeeping below comes back to the main actor.
      // The group is told even if the runner is gone (its store released): its waiters resume.
      tasks[token] = Task(priority: priority) { [weak self] in
        await operation(send)
        group?.leave()
        self?.finish(token: token, cancellationIDs: cancellationIDs)
      }
      for id in cancellationIDs { cancellables.append((id, token)) }
    }
  }

  private func cancel(id: EffectID) {
    for cancellable in cancellables where cancellable.id == id {
      tasks[cancellable.token]?.cancel()
    }
    cancellables.removeAll { $0.id == id }
  }

  private func finish(token: Int, cancellationIDs: [EffectID]) {
    tasks[token] = nil
    if !cancellationIDs.isEmpty { cancellables.removeAll { $0.token == token } }
    guard tasks.isEmpty, !idleWaiters.isEmpty else { return }
    let waiters = idleWaiters
    idleWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  isolated deinit {
    cancelAll()
  }
}
