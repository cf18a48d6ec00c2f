import Redux
import ReduxTesting
import Testing

/// The test store's report of a bare assignment names every tracked value it brought back, in
/// the order of their paths, so the same mistake always reads the same.
@MainActor
struct BareAssignmentPathsTests {
  @Test func theReportNamesEveryPathBroughtBackInOrder() async {
    let saved = Library()
    let store = TestStore(initialState: saved, reducer: libraryReducer)
    await store.send(.renamed("Work")) { $0.name = "Work" }
    await store.send(.bookAdded("Dune")) { $0.shelf.books = ["Dune"] }
    await withKnownIssue {
      await store.send(.assigned(saved)) {
        $0.name = "Home"
        $0.shelf.books = []
      }
    } matching: { issue in
      issue.description.contains(": state.name, state.shelf.books. A store would skip")
    }
    await store.finish()
  }

  /// More than five values brought back: the first five, in order, then "…"; five: no "…".
  @Test(arguments: [5, 6])
  func aReportOfManyPathsShowsTheFirstFive(count: Int) async {
    var saved = Library()
    let keys = (0..<count).map { "s\($0)" }
    for key in keys { saved.shelves[key] = Library.Shelf() }
    let store = TestStore(initialState: saved, reducer: libraryReducer)
    for key in keys {
      await store.send(.shelfStored(key: key, Library.Shelf(books: [key]))) {
        $0.shelves[key] = Library.Shelf(books: [key])
      }
    }
    let shown = keys.prefix(5).map { "state.shelves[\"\($0)\"].books" }.joined(separator: ", ")
    let expected = ": " + shown + (count > 5 ? ", …" : "") + ". A store would skip"
    await withKnownIssue {
      await store.send(.assigned(saved)) { $0 = saved }
    } matching: { issue in
      issue.description.contains(expected)
    }
    await store.finish()
  }
}
