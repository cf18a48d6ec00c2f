/// A store's link to one of its derived stores.
///
/// Not generic on purpose: the store's loop over its links then needs no type metadata, which
/// matters because that loop runs after every action, in code not specialized for the app's
/// `State`.
///
/// The parent store owns its links; each derived store owns its own link too, and tells it when
/// it is released (from its `deinit`), so the link's closure can hold the derived store
/// `unowned(unsafe)` instead of weakly. A store is a main-actor object and is released on the
/// main actor, where the parent walks its links.
final class DerivedStoreLink: @unchecked Sendable {
  private var updateDerivedStore: @MainActor (UnsafeRawPointer) -> Void = { _ in }
  /// Written once, from the derived store's `deinit`; read on the main actor by the parent.
  nonisolated(unsafe) private(set) var isAlive = true

  init() {}

  /// Sets the update: it reads the parent's state at the address it is given.
  @MainActor
  func setUpdate(_ update: @escaping @MainActor (UnsafeRawPointer) -> Void) {
    updateDerivedStore = update
  }

  /// Updates the derived store from the parent's state at `state`.
  @MainActor
  @inline(__always)
  func update(_ state: UnsafeRawPointer) {
    updateDerivedStore(state)
  }

  /// Called by the derived store's `deinit`: the link stops updating it.
  func derivedStoreReleased() {
    isAlive = false
  }
}

/// A list of derived-store links that drops the released ones.
@MainActor
struct DerivedStoreLinks {
  private var links: [DerivedStoreLink] = []

  mutating func append(_ link: DerivedStoreLink) {
    links.append(link)
  }

  var isEmpty: Bool { links.isEmpty }

  /// Updates every live derived store from the parent's state at `state`, in the order they
  /// were made; returns `false` if one of them has been released (call ``removeReleased()``).
  func updateAll(_ state: UnsafeRawPointer) -> Bool {
    var allAlive = true
    for link in links {
      if link.isAlive { link.update(state) } else { allAlive = false }
    }
    return allAlive
  }

  /// Forgets the links of released derived stores.
  mutating func removeReleased() {
    links.removeAll { !$0.isAlive }
  }
}
