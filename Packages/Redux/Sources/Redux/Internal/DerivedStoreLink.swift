/// A store's link to one of its derived stores.
///
/// Not generic on purpose: the store's loop over its links then needs no type metadata, which
/// matters because that loop runs after every action, in code not specialized for the app's
/// `State`.
@MainActor
final class DerivedStoreLink {
  private let updateDerivedStore: () -> Bool
  private(set) var isAlive = true

  /// - Parameter update: Updates the derived store from its parent's current state; returns
  ///   `false` once the derived store has been released.
  init(update: @escaping () -> Bool) {
    self.updateDerivedStore = update
  }

  /// Updates the derived store; returns `false` once it has been released.
  func update() -> Bool {
    guard updateDerivedStore() else {
      isAlive = false
      return false
    }
    return true
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

  /// Updates every derived store in the order they were made; returns `false` if one of them
  /// has been released (call ``removeReleased()``).
  func updateAll() -> Bool {
    var allAlive = true
    for link in links where !link.update() {
      allAlive = false
    }
    return allAlive
  }

  /// Forgets the links of released derived stores.
  mutating func removeReleased() {
    links.removeAll { !$0.isAlive }
  }
}
