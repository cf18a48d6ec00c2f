import Redux
import SeededRandom
import Testing

/// A derived store follows every change of its inputs, however the new value was made.
@MainActor
struct FollowEveryChangeTests {
  @Test func aPageMadeBeforeTheActionAndSentAsItsPayloadIsShown() {
    let store = Store(initialState: ReadingList(), reducer: readingListReducer)
    let page = store.connect(using: PageConnector())
    store.send(.visited)

    // Made before the action: its reducer takes no revision, it only assigns the page whole.
    let arrived = ReadingList.Page(titles: ["Dune", "Emma"], number: 2)
    store.send(.pageArrived(arrived))

    #expect(page.state == "page 2: Dune, Emma")
    #expect(page.metrics.derivations == 2)
  }

  @Test func aPageMadeBeforeAnEarlierActionAndDeliveredByAnEffectIsShown() async {
    let store = Store(initialState: ReadingList(), reducer: readingListReducer)
    let page = store.connect(using: PageConnector())

    // The reducer makes the page, so its revisions are older than the store's look after this
    // action; the effect delivers it later, after another action.
    store.send(.pageRequested(titles: ["Middlemarch"], number: 3))
    store.send(.visited)
    await store.effectsFinished()

    #expect(store.state.page.number == 3)
    #expect(page.state == "page 3: Middlemarch")
  }

  @Test func aPageMadeInAReducerAndDeliveredByASendEffectIsShown() {
    let store = Store(initialState: ReadingList(), reducer: readingListReducer)
    let page = store.connect(using: PageConnector())

    store.send(.pageRequestedAtOnce(titles: ["Persuasion"], number: 4))

    #expect(page.state == "page 4: Persuasion")
  }

  @Test func aSavedCopyPutBackWithRestoreIsShown() {
    let store = Store(initialState: ReadingList(), reducer: readingListReducer)
    let page = store.connect(using: PageConnector())
    let saved = store.state
    store.send(.titleAdded("Dune"))
    store.send(.visited)

    store.send(.restored(saved))

    #expect(page.state == "page 1: ")
  }

  /// Any sequence of the changes a derived store must follow (tracked mutations, untracked ones,
  /// pages made before the action and sent, pages made by effects, restored copies) leaves every
  /// derived store showing what its connector makes of the root's state: the reference model.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func everySequenceOfChangesIsShown(seed: UInt64) async {
    var random = SeededGenerator(seed: seed)
    let store = Store(initialState: ReadingList(), reducer: readingListReducer)
    let page = store.connect(using: PageConnector())
    let query = store.connect(using: QueryConnector())
    var saved: [ReadingList] = [store.state]
    var steps: [String] = []
    for step in 0..<200 {
      let action: ReadingListAction
      switch Int.random(in: 0..<7, using: &random) {
      case 0: action = .titleAdded("t\(step)")
      case 1: action = .queryChanged(["", "a", "b"].randomElement(using: &random)!)
      case 2: action = .visited
      case 3:
        action = .pageArrived(
          ReadingList.Page(titles: ["p\(step)"], number: Int.random(in: 1...3, using: &random)))
      case 4: action = .pageRequested(titles: ["e\(step)"], number: step)
      case 5: action = .pageRequestedAtOnce(titles: ["s\(step)"], number: step)
      default: action = .restored(saved.randomElement(using: &random)!)
      }
      steps.append("\(action)")
      store.send(action)
      await store.effectsFinished()
      if Bool.random(using: &random) { saved.append(store.state) }
      let expected = (PageConnector().connect(state: store.state), store.state.query)
      guard page.state == expected.0, query.state == expected.1 else {
        Issue.record(
          """
          Seed \(seed), step \(step): shown (\(page.state), \(query.state)), expected \
          \(expected). Steps:
          \(steps.joined(separator: "\n"))
          """)
        return
      }
    }
    #expect(page.metrics.derivations <= 201)
  }
}
