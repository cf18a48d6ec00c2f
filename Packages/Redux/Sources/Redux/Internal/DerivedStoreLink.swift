/// What a derived store knows of its parent's link to it: whether it is still alive.
///
/// The parent walks its links on the main actor after each change; the derived store's
/// (main-actor-isolated) `deinit` sets ``isAlive`` to `false`, so the walk skips it from then on
/// and drops the link at its end.
@usableFromInline
@MainActor
class AnyDerivedStoreLink {
  // Unchecked: written once, by the derived store's deinit on the main actor, and read by the
  // parent's walk on the main actor; no two accesses overlap.
  @usableFromInline @exclusivity(unchecked) final var isAlive = true

  @usableFromInline init() {}
}

/// A store's link to one of its derived stores: the update to run after each change.
///
/// The link's update refers to the derived store with `Unmanaged`, not `weak` (a weak reference
/// gives the object a side table, and every retain and release of it then takes the runtime's
/// slow path) and not `unowned` (a check and a count of its own on every visit). That is safe
/// because a released derived store tells its link first (``AnyDerivedStoreLink/isAlive``), the
/// parent never updates a link that is not alive, and an update holds a strong reference for its
/// duration. `DerivedStoreLifetimeTests` covers releases during and between updates, and the
/// parent released first.
@usableFromInline
final class DerivedStoreLink<State>: AnyDerivedStoreLink {
  /// Updates the derived store from the parent's state, borrowed.
  @usableFromInline let update: (State) -> Void

  /// Makes the link to `derivedStore`, which it tells of the link.
  @inlinable
  init<DerivedState, DerivedAction>(
    to derivedStore: Store<DerivedState, DerivedAction>, update: @escaping (State) -> Void
  ) {
    self.update = update
    super.init()
    derivedStore.linkToParent = self
  }
}

/// A store's links to its derived stores, in the order the stores were made.
@usableFromInline
@MainActor
struct DerivedStoreLinks<State> {
  @usableFromInline var links: [DerivedStoreLink<State>] = []

  @usableFromInline init() {}

  @inlinable
  mutating func append(_ link: DerivedStoreLink<State>) {
    links.append(link)
  }

  @inlinable
  var isEmpty: Bool { links.isEmpty }

  /// Updates every live derived store from `state`, in the order they were made; returns
  /// `false` if one of them has been released (call ``removeReleased()``).
  @inlinable
  func updateAll(from state: State) -> Bool {
    var allAlive = true
    for link in links {
      // Checked on each visit: an earlier update's front end may have released this store.
      if link.isAlive { link.update(state) } else { allAlive = false }
    }
    return allAlive
  }

  /// Forgets the links of released derived stores.
  @usableFromInline
  mutating func removeReleased() {
    links.removeAll { !$0.isAlive }
  }
}

/// A value shared by reference, read and written without run-time exclusivity checks.
///
/// Only for values whose accesses cannot overlap, as the uses say.
@usableFromInline
final class UncheckedBox<Value> {
  @usableFromInline @exclusivity(unchecked) var value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
  }
}
