/// Sends actions from an effect back into the store, on the main actor.
///
/// An effect's operation receives a `Send` and calls it like a function:
///
/// ```swift
/// .run { send in
///   let results = await library.search(query)
///   await send(.searchResponse(results))
/// }
/// ```
///
/// Once the effect is cancelled, `send` drops its actions, so a cancelled search can never
/// overwrite the results of the search that replaced it.
@MainActor
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @MainActor (Action) -> Void

  /// Creates a `Send` that hands each action to `deliver`.
  public nonisolated init(_ deliver: @escaping @MainActor (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` to the store, unless the effect that owns this `Send` was cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }
}
