import Redux
import Testing

/// A document with undo and redo: the edits are tracked, the history of saved copies is not.
struct EditorState: Equatable, RestorableState {
  struct Document: Equatable, RestorableState {
    @Tracked var title = ""
    @Tracked var episodes: [Int] = []
  }

  var document = Document()
  var past: [Document] = []
  var future: [Document] = []
  /// Read by no connector.
  var keystrokes = 0
}

enum EditorAction: Equatable, Sendable {
  case titleChanged(String)
  case episodeAdded(Int)
  case keyPressed
  case undoButtonTapped
  case redoButtonTapped
  case snapshotOpened(EditorState)
  case documentOpened(EditorState.Document)
}

let editorReducer = Reducer<EditorState, EditorAction> { state, action in
  switch action {
  case .titleChanged(let title):
    state.past.append(state.document)
    state.future.removeAll()
    state.document.title = title
  case .episodeAdded(let episode):
    state.past.append(state.document)
    state.future.removeAll()
    state.document.episodes.append(episode)
  case .keyPressed:
    state.keystrokes += 1
  case .undoButtonTapped:
    guard let previous = state.past.popLast() else { return .none }
    state.future.append(state.document)
    state.document.restore(previous)
  case .redoButtonTapped:
    guard let next = state.future.popLast() else { return .none }
    state.past.append(state.document)
    state.document.restore(next)
  case .snapshotOpened(let snapshot):
    state.restore(snapshot)
  case .documentOpened(let document):
    state.document.restore(document)
  }
  return .none
}

/// Shows the title; counts how often its inputs are read.
struct TitleConnector: InputTrackingConnector {
  let inputReads = CallCounter()

  func inputs(of state: EditorState) -> Revision {
    inputReads.increment()
    return state.document.$title
  }

  func connect(state: EditorState) -> String { state.document.title }
  func connect(action: String) -> EditorAction { .titleChanged(action) }
}

/// The store, a connector-made view of the title and an inputs-declaring view of the episodes.
@MainActor
struct Editor {
  let store = Store(initialState: EditorState(), reducer: editorReducer)
  let titleConnector = TitleConnector()
  let episodeInputReads = CallCounter()
  let title: Store<String, String>
  let episodes: Store<String, Int>

  init() {
    title = store.connect(using: titleConnector)
    episodes = store.derived(
      inputs: { [episodeInputReads] state in
        episodeInputReads.increment()
        return state.document.$episodes
      },
      deriveState: { state in state.document.episodes.map(String.init).joined(separator: ",") },
      embedAction: EditorAction.episodeAdded)
  }

  /// What the two views show.
  var shown: (title: String, episodes: String) { (title.state, episodes.state) }

  /// Times the two views ran their `deriveState`, including the first run.
  var derivations: (title: Int, episodes: Int) {
    (title.metrics.derivations, episodes.metrics.derivations)
  }
}

@MainActor
struct RestoreTests {
  @Test func restoringASnapshotUpdatesEveryDerivedStore() {
    let editor = Editor()
    editor.store.send(.titleChanged("Pilot"))
    editor.store.send(.episodeAdded(1))
    let saved = editor.store.state
    editor.store.send(.titleChanged("Finale"))
    editor.store.send(.episodeAdded(2))
    #expect(editor.shown == ("Finale", "1,2"))

    editor.store.send(.snapshotOpened(saved))

    #expect(editor.store.state == saved)
    #expect(editor.shown == ("Pilot", "1"))
  }

  @Test func restoringASubStructHoldingTrackedFieldsUpdatesEveryDerivedStore() {
    let editor = Editor()
    editor.store.send(.titleChanged("Pilot"))
    let saved = editor.store.state.document
    editor.store.send(.titleChanged("Finale"))
    editor.store.send(.episodeAdded(3))

    editor.store.send(.documentOpened(saved))

    #expect(editor.store.state.document == saved)
    #expect(editor.shown == ("Pilot", ""))
  }

  @Test func undoTwiceThenRedoUpdatesTheViewsAtEachStep() {
    let editor = Editor()
    editor.store.send(.titleChanged("Pilot"))
    editor.store.send(.episodeAdded(1))
    editor.store.send(.titleChanged("Finale"))
    #expect(editor.shown == ("Finale", "1"))
    #expect(editor.derivations == (3, 2))

    editor.store.send(.undoButtonTapped)
    #expect(editor.shown == ("Pilot", "1"))
    // The restored episodes carry the revision the view last saw: that connector is skipped.
    #expect(editor.derivations == (4, 2))

    editor.store.send(.undoButtonTapped)
    #expect(editor.shown == ("Pilot", ""))
    #expect(editor.derivations == (4, 3))

    editor.store.send(.redoButtonTapped)
    #expect(editor.shown == ("Pilot", "1"))
    #expect(editor.derivations == (4, 4))
  }

  @Test func anUntrackedActionReadsNoInputsAndRunsNoConnector() async {
    let editor = Editor()
    editor.store.send(.titleChanged("Pilot"))
    let derivations = editor.derivations

    let readNoInputs = await holdsInSomeAttempt {
      let inputReads = (editor.titleConnector.inputReads.value, editor.episodeInputReads.value)
      editor.store.send(.keyPressed)
      return editor.titleConnector.inputReads.value == inputReads.0
        && editor.episodeInputReads.value == inputReads.1
    }

    #expect(readNoInputs)
    #expect(editor.derivations == derivations)
  }

  @Test func restoringAnEqualSnapshotReadsTheInputsOnceAndRunsNoConnector() {
    let editor = Editor()
    editor.store.send(.titleChanged("Pilot"))
    let inputReads = (editor.titleConnector.inputReads.value, editor.episodeInputReads.value)
    let derivations = editor.derivations

    editor.store.send(.snapshotOpened(editor.store.state))

    #expect(editor.titleConnector.inputReads.value == inputReads.0 + 1)
    #expect(editor.episodeInputReads.value == inputReads.1 + 1)
    #expect(editor.derivations == derivations)
  }

  @Test func advanceMovesTheLatestRevisionAndChangesNoValue() {
    let document = EditorState.Document()
    let before = Revision.latest
    Revision.advance()
    #expect(Revision.latest > before)
    #expect(document.$title <= before)
  }
}
