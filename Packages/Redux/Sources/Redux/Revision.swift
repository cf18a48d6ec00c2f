import Synchronization

/// A stamp that tells whether a ``Tracked`` value changed.
///
/// Every mutation of a ``Tracked`` value takes a fresh revision from one process-wide counter, so
/// two revisions are equal only when no mutation happened in between. Comparing two revisions costs
/// a single integer comparison, whatever the size of the value they stand for.
public struct Revision: Hashable, Comparable, Sendable, CustomStringConvertible {
  @usableFromInline let rawValue: UInt64

  @usableFromInline
  init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// A revision newer than every revision handed out before.
  @inlinable
  public static func next() -> Revision {
    Revision(rawValue: revisionCounter.add(1, ordering: .relaxed).newValue)
  }

  /// The newest revision handed out so far. If it is the same before and after some code ran,
  /// that code mutated no ``Tracked`` value anywhere, and restored none with
  /// ``RestorableState/restore(_:)``.
  ///
  /// > Important: A bare assignment of a saved copy (`state = snapshot`, `state.sub = saved`)
  /// > does not move it: the copy brings back older revisions without taking a new one. Restore
  /// > with ``RestorableState/restore(_:)``, or call ``advance()`` after the assignment.
  @inlinable
  public static var latest: Revision {
    Revision(rawValue: revisionCounter.load(ordering: .relaxed))
  }

  /// Moves ``latest`` forward without changing any value.
  ///
  /// A store compares ``latest`` after each action with the value it read after the previous
  /// one, and looks at its input-tracking derived stores only if it moved. Call this after putting tracked values back by plain
  /// assignment, so the store looks: each derived store then compares its inputs, finds the
  /// revisions of the slices that were put back differ from the ones it last saw, and follows.
  /// ``RestorableState/restore(_:)`` does this for you, and reads better in a reducer:
  ///
  /// ```swift
  /// state.document = saved  // brings back `saved`'s older revisions; `latest` stays put
  /// Revision.advance()      // so the store looks at its derived stores after this action
  /// ```
  ///
  /// It costs one atomic increment, and a look for a test store's count of advances.
  @inlinable
  public static func advance() {
    revisionCounter.add(1, ordering: .relaxed)
    noteRevisionAdvance()
  }

  public static func < (lhs: Revision, rhs: Revision) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public var description: String { "r\(rawValue)" }
}

// Internal, read by the inlinable members above (a reducer's mutations and every `send`).
@usableFromInline let revisionCounter = Atomic<UInt64>(0)

/// Counts the ``Revision/advance()`` calls of the code run inside ``count(during:)``: a test
/// store counts its reducer's, to tell them from those of stores running beside it.
package final class AdvanceCount: Sendable {
  @TaskLocal static var current: AdvanceCount?

  private let count = Atomic(0)

  package init() {}

  /// The advances counted so far.
  package var value: Int { count.load(ordering: .relaxed) }

  /// Runs `operation`, counting the advances it makes on this task.
  package func count<Result>(during operation: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: operation)
  }

  fileprivate func note() {
    count.add(1, ordering: .relaxed)
  }
}

/// Tells the ``AdvanceCount`` of the running code, if any, of an advance.
@usableFromInline
func noteRevisionAdvance() {
  AdvanceCount.current?.note()
}
