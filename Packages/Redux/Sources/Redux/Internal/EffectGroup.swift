/// The effects one sent action started, directly or through the actions they sent back: what
/// its ``StoreTask`` waits for.
///
/// Counts what is still to come: each running effect operation, and each action queued on
/// behalf of the group and not yet reduced. An action an effect of the group sends joins the
/// group, so its effects are counted before the effect that sent it ends, and the count reaches
/// zero only once the whole chain has settled.
@usableFromInline
@MainActor
final class EffectGroup {
  /// Running operations and queued actions of the group.
  private var outstanding = 0
  /// The waiters of ``finished()``, by number, so that a cancelled one can be resumed alone.
  private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  private var nextWaiter = 0

  @usableFromInline init() {}

  /// Whether nothing of the group is running or queued.
  var isFinished: Bool { outstanding == 0 }

  /// One more operation or queued action.
  @usableFromInline
  func enter() {
    outstanding += 1
  }

  /// One operation ended, or one queued action was reduced (its effects already entered).
  @usableFromInline
  func leave() {
    outstanding -= 1
    guard outstanding == 0, !waiters.isEmpty else { return }
    let resumed = waiters
    waiters = [:]
    for waiter in resumed.values { waiter.resume() }
  }

  /// Returns once nothing of the group is running or queued, or the waiting task is cancelled.
  func finished() async {
    guard outstanding > 0 else { return }
    let number = nextWaiter
    nextWaiter += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        if Task.isCancelled || outstanding == 0 {
          continuation.resume()
        } else {
          waiters[number] = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in self.resume(number) }
    }
  }

  /// Resumes the waiter `number`, if it still waits.
  private func resume(_ number: Int) {
    waiters.removeValue(forKey: number)?.resume()
  }
}
