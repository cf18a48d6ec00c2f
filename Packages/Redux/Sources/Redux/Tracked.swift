/// A slice of state that remembers when it last changed.
///
/// Wrap the large or often-read parts of an app state in `@Tracked`; a connector that declares
/// which slices it reads (see ``InputTrackingConnector``) is then skipped, at the cost of one
/// integer comparison per slice, whenever an action leaves those slices alone.
///
/// ```swift
/// struct AppState {
///   @Tracked var watchedHistory: [Ids] = []
///   var counter = 0
/// }
///
/// state.watchedHistory.append(ids)  // mutates in place, then bumps `state.$watchedHistory`
/// ```
///
/// Mutations go through a `_modify` accessor, so `append` on a tracked array stays in place and
/// never copies the array. Equality compares the values only; the revision is bookkeeping.
@propertyWrapper
public struct Tracked<Value> {
  // Inlinable accessors, so a reducer's mutation of a tracked slice is specialized for its type
  // in the app's module: the storage is internal, but visible to that inlined code.
  @usableFromInline var value: Value
  @usableFromInline var lastRevision: Revision

  /// The revision of the last mutation of the wrapped value.
  @inlinable
  public var revision: Revision { lastRevision }

  /// Wraps `wrappedValue`, with a fresh revision.
  @inlinable
  public init(wrappedValue: Value) {
    self.value = wrappedValue
    self.lastRevision = .next()
  }

  /// The value. Setting or mutating it in place takes a fresh ``revision``.
  @inlinable
  public var wrappedValue: Value {
    get { value }
    set {
      value = newValue
      lastRevision = .next()
    }
    _modify {
      yield &value
      lastRevision = .next()
    }
  }

  /// The revision of the last mutation: `state.$watchedHistory`.
  @inlinable
  public var projectedValue: Revision { lastRevision }
}

extension Tracked: Equatable where Value: Equatable {
  public static func == (lhs: Tracked, rhs: Tracked) -> Bool {
    lhs.value == rhs.value
  }
}

extension Tracked: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}

extension Tracked: Sendable where Value: Sendable {}

extension Tracked: CustomStringConvertible {
  public var description: String { String(describing: value) }
}

extension Tracked: CustomReflectable {
  /// Reflects the wrapped value alone, so `dump` and test diffs show no revision noise.
  public var customMirror: Mirror { Mirror(reflecting: value) }
}
