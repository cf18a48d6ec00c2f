import Redux
import ReduxTesting
import Synchronization
import Testing

/// A shelf of books: a page (a plain struct holding tracked fields), a tracked filter, and an
/// untracked count of visits.
struct Shelf: Equatable, Sendable {
  struct Page: Equatable, Sendable {
    @Tracked var books: [String] = []
  }

  var page = Page()
  @Tracked var filter = ""
  var visits = 0
}

enum ShelfAction: Equatable, Sendable {
  case pageArrived(Shelf.Page)
  case pageRequested([String])
  case filterChanged(String)
  case bookAdded(String)
  case visited
  case putBack(Shelf)
}

let shelfReducer = Reducer<Shelf, ShelfAction> { state, action in
  switch action {
  case .pageArrived(let page):
    state.page = page
  case .pageRequested(let books):
    let page = Shelf.Page(books: books)
    return .run { send in await send(.pageArrived(page)) }
  case .filterChanged(let filter):
    state.filter = filter
  case .bookAdded(let book):
    state.page.books.append(book)
  case .visited:
    state.visits += 1
  case .putBack(let saved):
    state = saved
  }
  return .none
}

/// Declares both slices it reads: the books and the filter.
struct BooksConnector: InputTrackingConnector {
  struct Inputs: Equatable {
    var books: Revision
    var filter: Revision
  }

  func inputs(of state: Shelf) -> Inputs { Inputs(books: state.page.$books, filter: state.$filter) }
  func connect(state: Shelf) -> [String] { state.page.books.filter { $0.hasPrefix(state.filter) } }
  func connect(action: String) -> ShelfAction { .bookAdded(action) }
}

/// Forgets the filter.
struct FilterBlindConnector: InputTrackingConnector {
  func inputs(of state: Shelf) -> Revision { state.page.$books }
  func connect(state: Shelf) -> [String] { state.page.books.filter { $0.hasPrefix(state.filter) } }
  func connect(action: String) -> ShelfAction { .bookAdded(action) }
}

/// Declares an untracked value.
struct VisitsConnector: InputTrackingConnector {
  func inputs(of state: Shelf) -> Int { state.visits }
  func connect(state: Shelf) -> Int { state.visits }
  func connect(action: Never) -> ShelfAction {}
}

/// Whether `issue` is the connector check's report of a stale skip of `connector`.
private func isStaleSkipReport(_ issue: Issue, of connector: Any.Type) -> Bool {
  issue.description.contains("a store would skip \(String(reflecting: connector))")
}

@MainActor
struct ConnectorCheckTests {
  @Test func aConnectorThatDeclaresWhatItReadsPassesEveryKindOfChange() async {
    let store = TestStore(initialState: Shelf(), reducer: shelfReducer)
    store.checkConnector(BooksConnector())
    await store.send(.bookAdded("Dune")) { $0.page.books = ["Dune"] }
    await store.send(.filterChanged("D")) { $0.filter = "D" }
    await store.send(.visited) { $0.visits = 1 }
    let page = Shelf.Page(books: ["Emma", "Dracula"])
    await store.send(.pageArrived(page)) { $0.page = page }
    await store.send(.pageRequested(["Dune"]))
    await store.receive(
      { if case .pageArrived = $0 { true } else { false } },
      assert: { $0.page.books = ["Dune"] })
    await store.finish()
  }

  @Test func aForgottenInputFails() async {
    let store = TestStore(initialState: Shelf(), reducer: shelfReducer)
    store.checkConnector(FilterBlindConnector())
    await store.send(.bookAdded("Dune")) { $0.page.books = ["Dune"] }
    await withKnownIssue {
      await store.send(.filterChanged("E")) { $0.filter = "E" }
    } matching: { issue in
      isStaleSkipReport(issue, of: FilterBlindConnector.self)
        && issue.description.contains("its inputs did not change")
    }
    await store.finish()
  }

  @Test func anUntrackedInputFailsWhateverRunsBesideTheTest() async {
    let store = TestStore(initialState: Shelf(), reducer: shelfReducer)
    store.checkConnector(VisitsConnector())
    await withKnownIssue {
      await store.send(.visited) { $0.visits = 1 }
    } matching: { issue in
      isStaleSkipReport(issue, of: VisitsConnector.self)
        && issue.description.contains("would not even read its inputs")
    }
    await store.finish()
  }

  @Test func aBarePutBackFailsTheCheckAndTheStore() async {
    let store = TestStore(initialState: Shelf(), reducer: shelfReducer)
    store.checkConnector(BooksConnector())
    let saved = store.state
    await store.send(.bookAdded("Dune")) { $0.page.books = ["Dune"] }
    await withKnownIssue {
      await store.send(.putBack(saved)) { $0.page.books = [] }
    } matching: { issue in
      isStaleSkipReport(issue, of: BooksConnector.self)
        || issue.description.contains("mutated and made none: state.page.books")
    }
    await store.finish()
  }

  /// Another thread takes revisions all the time, as other stores do: the test store's reports
  /// do not change with it.
  @Test func reportsDoNotDependOnRevisionsTakenElsewhere() async {
    let stop = Atomic(false)
    let minting = Task.detached {
      var slice = Tracked(wrappedValue: 0)
      while !stop.load(ordering: .relaxed) { slice.wrappedValue += 1 }
    }
    // `withKnownIssue` fails the test in any round whose report is missing.
    for _ in 0..<100 {
      let store = TestStore(initialState: Shelf(), reducer: shelfReducer)
      let saved = store.state
      await store.send(.bookAdded("Dune")) { $0.page.books = ["Dune"] }
      await withKnownIssue {
        await store.send(.putBack(saved)) { $0.page.books = [] }
      } matching: { issue in
        issue.description.contains("mutated and made none")
      }
      await store.finish()
    }
    stop.store(true, ordering: .relaxed)
    await minting.value
  }
}
