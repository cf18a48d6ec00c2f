import Redux
import Synchronization
import Testing

/// Cancellation ids are equal when they are equal values of the same type, and only then.
@MainActor
struct EffectIDTests {
  struct Alpha: Hashable, Sendable { let number: Int }
  struct Beta: Hashable, Sendable { let number: Int }

  enum Action: Sendable {
    case start(String, id: any Hashable & Sendable)
    case stop(any Hashable & Sendable)
  }

  @Test func cancellingAnIDStopsOnlyTheEffectsOfThatTypeAndValue() async {
    let cancelled = Mutex<[String]>([])
    let reducer = Reducer<Int, Action> { _, action in
      switch action {
      case .start(let name, let id):
        return Effect<Action>.run { _ in
          do {
            try await Task.sleep(for: .seconds(30))
          } catch {
            cancelled.withLock { $0.append(name) }
          }
        }
        .cancellable(id: id)
      case .stop(let id):
        return .cancel(id: id)
      }
    }
    let store = Store(initialState: 0, reducer: reducer)
    store.send(.start("alpha 1", id: Alpha(number: 1)))
    store.send(.start("beta 1", id: Beta(number: 1)))
    store.send(.start("alpha 2", id: Alpha(number: 2)))

    store.send(.stop(Alpha(number: 1)))
    await eventually { !cancelled.withLock(\.isEmpty) }
    #expect(cancelled.withLock { $0 } == ["alpha 1"])

    store.send(.stop(Beta(number: 1)))
    store.send(.stop(Alpha(number: 2)))
    await store.effectsFinished()
    #expect(Set(cancelled.withLock { $0 }) == ["alpha 1", "beta 1", "alpha 2"])
  }
}
