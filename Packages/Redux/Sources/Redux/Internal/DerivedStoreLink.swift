/// What a derived store knows of its parent's link to it: whether it is still alive.
///
/// The parent walks its links on the main actor after each change; the derived store's
/// (main-actor-isolated) `deinit` sets ``isAlive`` to `false`, so the walk skips it from then on
/// and drops the link at its end.
///
/// The links are not main-actor-isolated types themselves, though only main-actor code touches
/// them: the walk hands closures to the standard library (`Unmanaged`), and a main-actor closure
/// passed there checks at run time that it runs on the main actor, on every call. They are not
/// `Sendable`, so they never leave the store's isolation.
@usableFromInline
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
  /// Updates the derived store from the parent's state: the walk's own copy, which the update
  /// only reads. `inout` so that it is passed by address all the way (a borrowed parameter of a
  /// closure specialized for a large state is copied into each call's frame).
  @usableFromInline let update: (inout State) -> Void

  #if DEBUG
    /// An input-tracking derived store's skip check: runs its derivation on a state the parent
    /// did not show it, and reports a difference (``Store/checkSkippedLinks()``).
    @usableFromInline @exclusivity(unchecked) final var check: ((State) -> Void)?
  #endif

  /// Makes a link that runs `update`.
  @inlinable
  init(update: @escaping (inout State) -> Void) {
    self.update = update
    super.init()
  }
}

/// A store's links to its derived stores, in the order the stores were made.
@usableFromInline
struct DerivedStoreLinks<State> {
  /// The links, kept alive.
  @usableFromInline var links: [DerivedStoreLink<State>] = []
  /// The same links, unretained, for the walk (``Store/updateLinks(tracking:from:)``). A
  /// reference loaded from an array is retained and released around every call the optimizer
  /// cannot see into (here, each update), which was most of the cost of skipping a derived
  /// store; loading an `Unmanaged` is a plain load. Safe because `links` holds every one of them
  /// until ``removeReleased()``, which the store calls only after a walk.
  @usableFromInline var unretained: [Unmanaged<DerivedStoreLink<State>>] = []

  @usableFromInline init() {}

  @inlinable
  mutating func append(_ link: DerivedStoreLink<State>) {
    links.append(link)
    unretained.append(Unmanaged.passUnretained(link))
  }

  @inlinable
  var isEmpty: Bool { links.isEmpty }

  @inlinable
  var count: Int { unretained.count }

  /// Updates the derived store of `link` from `state`, unless it has been released; returns
  /// whether it is alive. `link` must be one of `unretained`, and `links` must still hold it.
  @inlinable
  static func update(
    _ link: Unmanaged<DerivedStoreLink<State>>, from state: inout State
  ) -> Bool {
    link._withUnsafeGuaranteedRef { link in
      // Checked on each visit: an earlier update's front end may have released this store.
      guard link.isAlive else { return false }
      link.update(&state)
      return true
    }
  }

  /// Forgets the links of released derived stores.
  @usableFromInline
  mutating func removeReleased() {
    links.removeAll { !$0.isAlive }
    unretained = links.map { Unmanaged.passUnretained($0) }
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
