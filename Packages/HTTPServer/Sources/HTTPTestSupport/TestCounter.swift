import Synchronization

/// A count that handlers add to from any thread, and a test reads: how a test sees that a
/// request changed something (or, refused, did not).
public final class TestCounter: Sendable {
  private let count = Atomic<Int>(0)

  /// Zero.
  public init() {}

  /// The count now.
  public var value: Int { count.load(ordering: .relaxed) }

  /// Adds one.
  public func add() { count.add(1, ordering: .relaxed) }
}
