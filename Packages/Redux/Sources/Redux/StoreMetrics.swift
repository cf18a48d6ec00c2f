/// Counters a store keeps about its own work, for tests and benchmarks to read.
///
/// Counters are cheap integer increments on the main actor. Assert on them in tests ("marking an
/// episode watched runs no search connector"); measure time in release-mode benchmarks.
public struct StoreMetrics: Hashable, Sendable {
  /// Actions the root reducer has applied. Always 0 on a derived store.
  public var actionsReduced: Int { reducedCount }

  /// Times a derived store ran its `deriveState` function (its connector's `connect(state:)`),
  /// including the first run when it was made. Always 0 on a root store.
  public var derivations: Int { derivationCount }

  /// Times this store's `state` changed after it was made: on a root store, every action
  /// reduced; on a derived store, every derivation whose result differed.
  public var stateChanges: Int { changeCount }

  // Stored apart from the public getters: the store's `@inlinable` code increments them, and
  // inlinable code cannot use an internal setter of a public property.
  @usableFromInline var reducedCount = 0
  @usableFromInline var derivationCount = 0
  @usableFromInline var changeCount = 0

  /// Creates counters that are all 0.
  public init() {}
}
