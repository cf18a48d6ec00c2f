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
}
