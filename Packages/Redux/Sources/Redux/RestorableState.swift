/// A state, or a part of one, that a reducer may put back to a saved copy: undo, redo, replay,
/// time travel.
///
/// A bare assignment of a saved copy (`state = snapshot`, `state.document = saved`) is invisible
/// to a store: the copy brings back the older revisions of its ``Tracked`` slices without taking a
/// new one, so ``Revision/latest`` does not move, the store skips every input-tracking derived
/// store, and the screens keep showing the state that was replaced. ``restore(_:)`` makes the same
/// assignment and moves ``Revision/latest``; each derived store then compares its inputs, finds
/// that the restored slices' revisions differ from the ones it last saw, and follows.
///
/// ```swift
/// struct Document: Equatable, RestorableState {
///   @Tracked var title = ""
///   @Tracked var episodes: [Ids] = []
/// }
///
/// case .undoButtonTapped:
///   guard let previous = state.undoStack.popLast() else { return .none }
///   state.redoStack.append(state.document)
///   state.document.restore(previous)
///   return .none
/// ```
///
/// Conform the app state, and every plain struct that holds `@Tracked` fields and may be put back
/// whole. A `@Tracked` field itself needs nothing: assigning it takes a new revision.
///
/// > Important: A debug build reports a bare put-back on standard error, when it leaves a screen
/// > stale; `ReduxTesting`'s `TestStore` reports every action after which some `@Tracked` value
/// > carries a different revision although the action mutated and made none: the sign of a bare
/// > assignment that a store would not see.
public protocol RestorableState {}

extension RestorableState {
  /// Replaces this value with `snapshot`, and makes the store that runs the reducer look at its
  /// input-tracking derived stores after the action.
  ///
  /// ```swift
  /// state.restore(snapshot)           // the whole state
  /// state.document.restore(previous)  // one part of it
  /// ```
  ///
  /// Costs the assignment and one atomic increment (``Revision/advance()``), whatever the size of
  /// the state. Derived stores whose inputs the snapshot leaves equal still skip their connectors.
  public mutating func restore(_ snapshot: Self) {
    self = snapshot
    Revision.advance()
  }
}
