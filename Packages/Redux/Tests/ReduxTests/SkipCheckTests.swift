import Redux
import Testing

/// Forgets the query: declares the page's titles, but shows the query too.
struct ForgetfulConnector: InputTrackingConnector {
  func inputs(of state: ReadingList) -> Revision { state.page.$titles }
  func connect(state: ReadingList) -> String { "\(state.query): \(state.page.titles)" }
  func connect(action: Never) -> ReadingListAction {}
}

/// Declares an untracked value (the visits) as its input.
struct UntrackedInputConnector: InputTrackingConnector {
  func inputs(of state: ReadingList) -> Int { state.visits }
  func connect(state: ReadingList) -> Int { state.visits }
  func connect(action: Never) -> ReadingListAction {}
}

/// Declares its inputs right; used with a bare put-back.
struct PutBackPageConnector: InputTrackingConnector {
  func inputs(of state: ReadingList) -> Revision { state.page.$titles }
  func connect(state: ReadingList) -> [String] { state.page.titles }
  func connect(action: Never) -> ReadingListAction {}
}

/// The debug build's skip check: a skip that leaves a screen stale is said on standard error,
/// once per connector, naming the connector and its inputs.
@MainActor
struct SkipCheckTests {
  /// The run-time warnings that name `connector`.
  private func warnings(naming connector: Any.Type) -> [String] {
    RuntimeWarnings.messages.filter { $0.contains(String(reflecting: connector)) }
  }

  @Test func aForgottenInputIsReportedOnceNamingTheConnectorAndItsInputs() {
    let store = Store(initialState: ReadingList(), reducer: readingListReducer)
    let view = store.connect(using: ForgetfulConnector())

    store.send(.queryChanged("dune"))
    store.send(.queryChanged("emma"))

    #expect(view.state == ": []")  // skipped: the screen is stale, and the check says so
    #if DEBUG
      let reports = warnings(naming: ForgetfulConnector.self)
      #expect(reports.count == 1)
      #expect(reports.first?.contains("Its inputs, r") == true)
      #expect(reports.first?.contains("a forgotten input") == true)
    #else
      #expect(warnings(naming: ForgetfulConnector.self).isEmpty)
    #endif
  }

  @Test func anUntrackedInputIsReportedWhenItsStoreDoesNotLook() {
    let store = Store(initialState: ReadingList(), reducer: readingListReducer)
    let view = store.connect(using: UntrackedInputConnector())

    for _ in 0..<3 { store.send(.visited) }

    // The visits take no revision, so the store does not look, unless another test took one
    // meanwhile; then the inputs differ and it follows. A stale screen is always reported.
    #if DEBUG
      #expect(view.state == 3 || warnings(naming: UntrackedInputConnector.self).count == 1)
      #expect(view.state != 3 || view.metrics.derivations > 1)
    #endif
  }

  @Test func aBarePutBackIsReported() {
    let store = Store(initialState: ReadingList(), reducer: readingListReducer)
    let view = store.connect(using: PutBackPageConnector())
    let saved = store.state
    store.send(.titleAdded("Dune"))
    store.send(.visited)

    store.send(.putBack(saved))

    #expect(store.state.page.titles.isEmpty)
    #if DEBUG
      #expect(view.state.isEmpty || warnings(naming: PutBackPageConnector.self).count == 1)
    #endif
  }

  @Test func followedChangesReportNothing() {
    let store = Store(initialState: ReadingList(), reducer: readingListReducer)
    let view = store.connect(using: PageConnector())
    let saved = store.state
    store.send(.titleAdded("Dune"))
    store.send(.visited)
    store.send(.queryChanged("emma"))
    store.send(.pageArrived(ReadingList.Page(titles: ["Emma"], number: 2)))
    store.send(.restored(saved))

    #expect(view.state == "page 1: ")
    #expect(warnings(naming: PageConnector.self).isEmpty)
  }

  @Test func theSkipCheckRunsNoCountedDerivation() {
    let store = Store(initialState: ReadingList(), reducer: readingListReducer)
    let view = store.connect(using: PageConnector())

    store.send(.queryChanged("dune"))
    store.send(.visited)

    #expect(view.metrics.derivations == 1)
  }
}
