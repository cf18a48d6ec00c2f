import Redux
import Testing

/// A released derived store's link is dropped at the parent's next change, and what the link
/// held (the derivation, and all it captured) is freed with it: a screen opened and closed many
/// times leaves nothing behind in its parent.
@MainActor
struct ReleasedLinkTests {
  final class Captured {}

  @Test func whatAReleasedDerivedStoreCapturedIsFreedAtTheParentsNextChange() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    var captured: Captured? = Captured()
    weak let weakCaptured = captured
    var derived: Store<Int, CounterAction>? = store.derived(
      deriveState: { [captured] state in
        _ = captured
        return state.count
      },
      embedAction: { $0 })
    let sibling = store.derived(deriveState: { $0.count }, embedAction: { $0 })
    captured = nil
    store.send(.increment)
    #expect(derived?.state == 1)
    #expect(weakCaptured != nil)  // the live store's link holds its derivation
    derived = nil
    store.send(.increment)
    #expect(weakCaptured == nil)
    #expect(sibling.state == 2)  // the links that stay still update
    store.send(.increment)
    #expect(sibling.state == 3)
  }
}
