import Redux
import SeededRandom
import Testing

/// A shelf: one tracked slice, one untracked one.
struct Shelf: Equatable {
  @Tracked var books: [String] = []
  var note = ""
}

enum ShelfAction: Equatable, Sendable {
  case add(String)
  case setNote(String)
  /// Assigns the books their own value: the revision moves, the state stays equal.
  case reshelve
  case nothing
  /// Sets the note through a `.send` effect, delivered while the store is still reducing.
  case echo(String)
}

let shelfReducer = Reducer<Shelf, ShelfAction> { state, action in
  switch action {
  case .add(let title):
    state.books.append(title)
  case .setNote(let note):
    state.note = note
  case .reshelve:
    state.books = state.books
  case .nothing:
    break
  case .echo(let note):
    return .send(.setNote(note))
  }
  return .none
}

/// The same shelf as plain values, for the reference model.
struct ShelfModel: Equatable, CustomStringConvertible {
  var books: [String] = []
  var note = ""

  init() {}

  init(_ shelf: Shelf) {
    books = shelf.books
    note = shelf.note
  }

  var description: String { "\(books) \"\(note)\"" }

  /// Reduces `action`; returns the action its `.send` effect delivers, if any.
  mutating func reduce(_ action: ShelfAction) -> ShelfAction? {
    switch action {
    case .add(let title): books.append(title)
    case .setNote(let note): self.note = note
    case .reshelve, .nothing: break
    case .echo(let note): return .setNote(note)
    }
    return nil
  }
}

/// A shelf whose state is not `Equatable`: its store cannot compare.
struct UncomparableShelf {
  var note = ""
}

/// Who a root store tells, and when: with an `Equatable` state, its subscribers hear of exactly
/// the actions that left the state different, however the action came.
@MainActor
struct RootSubscriberTests {
  @Test func anActionThatChangesNothingTellsNobody() {
    let store = Store(initialState: Shelf(), reducer: shelfReducer)
    var seen: [String] = []
    let subscription = store.observe { seen.append($0.note) }

    store.send(.nothing)
    store.send(.reshelve)  // a tracked slice assigned its own value: its revision moves
    store.send(.setNote("a"))
    store.send(.setNote("a"))

    #expect(seen == ["a"])
    #expect(store.metrics.actionsReduced == 4)
    #expect(store.metrics.stateChanges == 1)
    subscription.cancel()
  }

  @Test func anUntrackedChangeAndAnEffectsActionAreTold() {
    let store = Store(initialState: Shelf(), reducer: shelfReducer)
    var seen: [String] = []
    let subscription = store.observe { seen.append($0.note) }

    store.send(.setNote("plain"))  // untracked: no revision moves
    store.send(.echo("echoed"))  // changes nothing itself; its effect's action does
    store.send(.echo("echoed"))  // neither changes anything now

    #expect(seen == ["plain", "echoed"])
    subscription.cancel()
  }

  @Test func aDerivedStoreFollowsAnActionThatItsRootTellsNobodyOf() {
    let store = Store(initialState: Shelf(), reducer: shelfReducer)
    let count = store.derived(deriveState: { $0.books.count }, embedAction: { $0 })
    var calls = 0
    let subscription = store.observe { _ in calls += 1 }

    store.send(.add("Dune"))
    store.send(.reshelve)

    #expect(calls == 1)
    #expect(count.state == 1)
    subscription.cancel()
  }

  @Test func aSubscriberThatAnswersEveryChangeWithAReshelveIsToldOnce() {
    let store = Store(initialState: Shelf(), reducer: shelfReducer)
    var calls = 0
    let subscription = store.observe { _ in
      calls += 1
      store.send(.reshelve)
    }

    store.send(.add("Emma"))

    #expect(calls == 1)
    #expect(store.metrics.actionsReduced == 2)
    subscription.cancel()
  }

  @Test func aStoreThatCannotCompareTellsAfterEveryAction() {
    let reducer = Reducer<UncomparableShelf, ShelfAction> { state, action in
      if case .setNote(let note) = action { state.note = note }
      return .none
    }
    let store = Store(initialState: UncomparableShelf(), reducer: reducer)
    var seen: [String] = []
    let subscription = store.observe { seen.append($0.note) }

    store.send(.nothing)
    store.send(.setNote("a"))
    store.send(.setNote("a"))

    #expect(seen == ["", "a", "a"])
    subscription.cancel()
  }

  /// Random sequences of actions, sent by the test and by a subscriber that answers some of its
  /// calls with an action of a fixed plan, against a model that reduces the same actions in the
  /// store's order and tells each subscriber exactly when the state changed.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func everySubscriberIsToldExactlyOfTheChanges(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    func randomAction() -> ShelfAction {
      switch Int.random(in: 0..<5, using: &random) {
      case 0: .add(["Dune", "Emma"].randomElement(using: &random)!)
      case 1: .setNote(["", "a", "b"].randomElement(using: &random)!)
      case 2: .reshelve
      case 3: .nothing
      default: .echo(["", "a", "b"].randomElement(using: &random)!)
      }
    }
    // The answers of subscriber "b": to its n-th call, answers[n] if there is one. Fewer
    // answers than calls, so every send ends.
    let answers: [ShelfAction?] = (0..<400).map { _ in
      Bool.random(using: &random) ? randomAction() : nil
    }
    let sent = (0..<100).map { _ in randomAction() }

    let store = Store(initialState: Shelf(), reducer: shelfReducer)
    var told: [String] = []
    var callsOfB = 0
    let a = store.observe { told.append("a: \(ShelfModel($0))") }
    let b = store.observe { state in
      told.append("b: \(ShelfModel(state))")
      if callsOfB < answers.count, let answer = answers[callsOfB] { store.send(answer) }
      callsOfB += 1
    }

    var model = ShelfModel()
    var expected: [String] = []
    var modelCallsOfB = 0
    for action in sent {
      var queue = [action]
      while !queue.isEmpty {
        let next = queue.removeFirst()
        let before = model
        let effectAction = model.reduce(next)
        if model != before {
          expected.append("a: \(model)")
          expected.append("b: \(model)")
          if modelCallsOfB < answers.count, let answer = answers[modelCallsOfB] {
            queue.append(answer)
          }
          modelCallsOfB += 1
        }
        // A `.send` effect runs after the subscribers were told.
        if let effectAction { queue.append(effectAction) }
      }
      store.send(action)
    }

    #expect(
      told == expected,
      """
      Seed \(seed): the store told
      \(told.joined(separator: "\n"))
      the model expected
      \(expected.joined(separator: "\n"))
      after sending
      \(sent.map { "\($0)" }.joined(separator: "\n"))
      """)
    #expect(ShelfModel(store.state) == model)
    a.cancel()
    b.cancel()
  }
}
