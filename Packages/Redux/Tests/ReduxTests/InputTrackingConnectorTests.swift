import Redux
import Testing

/// Shows the tracked items; declares that it reads only `items`.
struct ItemsConnector: InputTrackingConnector {
  func inputs(of state: CounterState) -> Revision { state.$items }
  func connect(state: CounterState) -> [String] { state.items.map { "#\($0)" } }
  func connect(action: Int) -> CounterAction { .appendItem(action) }
}

/// Shows the count, re-run on every change (no inputs declared).
struct CountConnector: Connector {
  func connect(state: CounterState) -> Int { state.count }
  func connect(action: Never) -> CounterAction {}
}

@MainActor
struct InputTrackingConnectorTests {
  @Test func actionTouchingUnrelatedStateRunsNoConnector() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let items = store.connect(using: ItemsConnector())
    #expect(items.metrics.derivations == 1)

    store.send(.touchUnrelated)
    store.send(.increment)

    #expect(items.metrics.derivations == 1)
    #expect(items.metrics.stateChanges == 0)
  }

  @Test func actionTouchingTheInputsRunsTheConnectorOnce() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let items = store.connect(using: ItemsConnector())
    items.send(7)
    #expect(items.state == ["#7"])
    #expect(items.metrics.derivations == 2)
    #expect(items.metrics.stateChanges == 1)
  }

  @Test func connectorWithoutInputsRunsOnEveryChange() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let count = store.connect(using: CountConnector())
    store.send(.touchUnrelated)
    #expect(count.metrics.derivations == 2)
    #expect(count.metrics.stateChanges == 0)
  }

  @Test func aDerivedStoreRemembersItsNewInputs() {
    let editor = Editor()
    editor.store.send(.episodeAdded(1))
    #expect(editor.derivations.episodes == 2)
    let reads = editor.episodeInputReads.value

    // Tracked changes elsewhere: the episodes' inputs are read, equal the ones seen after
    // `.episodeAdded(1)`, and the view is not derived again.
    editor.store.send(.titleChanged("Pilot"))
    editor.store.send(.titleChanged("Finale"))

    #expect(editor.episodeInputReads.value == reads + 2)
    #expect(editor.derivations.episodes == 2)
    #expect(editor.episodes.metrics.stateChanges == 1)
  }

  @Test func anUntrackedActionReadsNoInputsOfAConnectorMadeStore() async {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let inputReads = CallCounter()
    let items = store.connect(using: CountingItemsConnector(reads: inputReads))
    #expect(inputReads.value == 1)

    let readNoInputs = await holdsInSomeAttempt {
      let reads = inputReads.value
      store.send(.touchUnrelated)
      store.send(.increment)
      return inputReads.value == reads
    }
    #expect(readNoInputs)
    #expect(items.metrics.derivations == 1)

    let reads = inputReads.value
    store.send(.appendItem(3))
    #expect(inputReads.value == reads + 1)
    #expect(items.state == ["#3"])
  }
}

/// Connects through a generic helper that sees only `Connector`, as a feature registry does.
@MainActor
func connectThroughHelper<C: Connector>(
  _ connector: C, to store: Store<C.State, C.Action>
) -> Store<C.ViewState, C.ViewAction> {
  store.connect(using: connector)
}

@MainActor
struct GenericHelperConnectTests {
  @Test func aTrackingConnectorSeenAsAConnectorStillSkips() {
    let store = Store(initialState: ReadingList(), reducer: readingListReducer)
    let page = connectThroughHelper(PageConnector(), to: store)

    for index in 0..<20 { store.send(.queryChanged("q\(index)")) }
    #expect(page.metrics.derivations == 1)

    page.send("Dune")
    #expect(page.state == "page 1: Dune")
    #expect(page.metrics.derivations == 2)
  }

  @Test func aPlainConnectorSeenAsAConnectorRunsOnEveryChange() {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let count = connectThroughHelper(CountConnector(), to: store)
    for _ in 0..<5 { store.send(.touchUnrelated) }
    #expect(count.metrics.derivations == 6)
  }
}
