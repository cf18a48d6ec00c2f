import Synchronization

/// A stamp that tells whether a ``Tracked`` value changed.
///
/// Every mutation of a ``Tracked`` value takes a fresh revision from one process-wide counter, so
/// two revisions are equal only when no mutation happened in between. Comparing two revisions costs
/// a single integer comparison, whatever the size of the value they stand for.
public struct Revision: Hashable, Comparable, Sendable, CustomStringConvertible {
  let rawValue: UInt64

  /// A revision newer than every revision handed out before.
  public static func next() -> Revision {
    Revision(rawValue: revisionCounter.add(1, ordering: .relaxed).newValue)
  }

  /// The newest revision handed out so far. If it is the same before and after some code ran,
  /// that code mutated no ``Tracked`` value anywhere.
  public static var latest: Revision {
    Revision(rawValue: revisionCounter.load(ordering: .relaxed))
  }

  public static func < (lhs: Revision, rhs: Revision) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public var description: String { "r\(rawValue)" }
}

private let revisionCounter = Atomic<UInt64>(0)
