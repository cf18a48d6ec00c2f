/// The work one ``Store/send(_:)`` started: the effects of its action, and the effects of the
/// actions those effects sent back, however deep.
///
/// A caller that sent an action and needs its outcome awaits ``finish()`` instead of watching
/// the state until it moves:
///
/// ```swift
/// await store.send(.followChanged(show: id, follow: true)).finish()
/// // The library answered, and every action it sent back has been reduced.
/// if case .failed(let error) = store.state.change { … }
/// ```
///
/// An action that starts no effect returns a task that is already finished, and costs `send`
/// nothing: the result is discardable, and a caller that does not await it pays for no
/// bookkeeping beyond the effects themselves.
///
/// > Important: ``finish()`` waits for every effect the action started, a long-running one
/// > (a timer, a watch of the library) included. Await it only for actions whose effects end,
/// > or from a task you may cancel: cancelling the task that waits ends the wait, not the
/// > effects.
public struct StoreTask: Sendable {
  /// The effects' group, or `nil` when the action started none.
  @usableFromInline let group: EffectGroup?

  /// A task of the given group; `nil`: one already finished.
  @inlinable
  init(group: EffectGroup? = nil) {
    self.group = group
  }

  /// Returns once every effect the action started has ended, and every action they sent back
  /// has been reduced and its own effects have ended; at once if the action started none.
  ///
  /// Cancelling the task that waits here ends the wait early; the effects go on.
  public func finish() async {
    guard let group else { return }
    await group.finished()
  }

  /// Whether every effect the action started has ended (`true` at once when it started none).
  @MainActor
  public var isFinished: Bool {
    group?.isFinished ?? true
  }
}
