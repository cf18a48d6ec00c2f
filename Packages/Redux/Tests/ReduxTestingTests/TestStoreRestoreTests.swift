import Redux
import ReduxTesting
import Testing

/// A state with tracked fields at the top and inside a plain struct.
struct Library: Equatable, RestorableState {
  struct Shelf: Equatable, RestorableState {
    @Tracked var books: [String] = []
  }

  @Tracked var name = "Home"
  var shelf = Shelf()
  var shelves: [String: Shelf] = [:]
  /// Untracked.
  var visits = 0
}

enum LibraryAction: Equatable, Sendable {
  case renamed(String)
  case bookAdded(String)
  case visited
  case assigned(Library)
  case restored(Library)
  case shelfAssigned(Library.Shelf)
  case shelfRestored(Library.Shelf)
  case shelfStored(key: String, Library.Shelf)
}

let libraryReducer = Reducer<Library, LibraryAction> { state, action in
  switch action {
  case .renamed(let name):
    state.name = name
  case .bookAdded(let book):
    state.shelf.books.append(book)
  case .visited:
    state.visits += 1
  case .assigned(let library):
    state = library
  case .restored(let library):
    state.restore(library)
  case .shelfAssigned(let shelf):
    state.shelf = shelf
  case .shelfRestored(let shelf):
    state.shelf.restore(shelf)
  case .shelfStored(let key, let shelf):
    state.shelves[key] = shelf
  }
  return .none
}

/// Whether `issue` is the test store's report of a bare assignment, naming `path`.
private func isBareAssignmentReport(_ issue: Issue, naming path: String) -> Bool {
  let description = issue.description
  return description.contains("restore it with `state.restore(_:)`")
    && description.contains("mutated and made none: \(path)")
}

@MainActor
struct TestStoreRestoreTests {
  @Test func restoringASnapshotPasses() async {
    let saved = Library()
    let store = TestStore(initialState: saved, reducer: libraryReducer)
    await store.send(.renamed("Work")) { $0.name = "Work" }
    await store.send(.bookAdded("Dune")) { $0.shelf.books = ["Dune"] }
    await store.send(.restored(saved)) { $0 = saved }
    await store.send(.shelfRestored(Library.Shelf(books: ["Emma"]))) { $0.shelf.books = ["Emma"] }
    await store.finish()
  }

  @Test func reportsABareAssignmentOfASnapshot() async {
    let saved = Library()
    let store = TestStore(initialState: saved, reducer: libraryReducer)
    await store.send(.renamed("Work")) { $0.name = "Work" }
    await withKnownIssue {
      await store.send(.assigned(saved)) { $0.name = "Home" }
    } matching: { issue in
      isBareAssignmentReport(issue, naming: "state.name")
    }
    await store.finish()
  }

  @Test func reportsABareAssignmentOfASubStruct() async {
    let store = TestStore(initialState: Library(), reducer: libraryReducer)
    let saved = store.state.shelf
    await store.send(.bookAdded("Dune")) { $0.shelf.books = ["Dune"] }
    await withKnownIssue {
      await store.send(.shelfAssigned(saved)) { $0.shelf.books = [] }
    } matching: { issue in
      isBareAssignmentReport(issue, naming: "state.shelf.books")
    }
    await store.finish()
  }

  @Test func reportsAStructWithTrackedFieldsStoredInAPlainDictionary() async {
    let store = TestStore(initialState: Library(), reducer: libraryReducer)
    let shelf = store.state.shelf
    await withKnownIssue {
      await store.send(.shelfStored(key: "attic", shelf)) { $0.shelves["attic"] = shelf }
    } matching: { issue in
      isBareAssignmentReport(issue, naming: #"state.shelves["attic"].books"#)
    }
    await store.finish()
  }

  @Test func untrackedChangesPass() async {
    let store = TestStore(initialState: Library(), reducer: libraryReducer)
    await store.send(.visited) { $0.visits = 1 }
    await store.finish()
  }
}
