import Redux
import ReduxTesting
import Testing

/// The test store's diff of an unexpected state shows every line that differs, blank ones too:
/// a value whose description differs by a blank line alone is not shown as no difference.
@MainActor
struct StateDiffTests {
  struct Note: Equatable, CustomStringConvertible {
    var text: String
    var description: String { text }
  }

  struct State: Equatable {
    var note = Note(text: "first\nsecond")
  }

  @Test func aBlankLineThatDiffersIsShown() async {
    let reducer = Reducer<State, Int> { state, _ in
      state.note.text = "first\n\nsecond"
      return .none
    }
    let store = TestStore(initialState: State(), reducer: reducer)
    await withKnownIssue {
      await store.send(1)
    } matching: { issue in
      let lines = issue.description.split(separator: "\n", omittingEmptySubsequences: false)
      return issue.description.contains("is not what the test expected") && lines.contains("+ ")
    }
    await store.finish()
  }
}
