import AppComposition
import LibraryClient
import ReduxTesting
import Synchronization
import Testing

/// `serve --listen`'s token: read from the library (where it is kept across restarts), rotated
/// only when asked.
@MainActor
struct BrowserAccessTests {
  @Test func theTokenComesFromTheLibraryAndIsRotatedOnlyWhenAsked() async {
    let asked = Mutex<[Bool]>([])
    let library = LibraryClient(browserToken: { rotate in
      asked.withLock { $0.append(rotate) }
      return rotate ? "new" : "kept"
    })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    let connector = Connectors.BrowserAccessConnector()
    await store.send(connector.connect(action: .tokenRequested(rotate: false))) {
      $0.browserAccess = .running
    }
    #expect(connector.connect(state: store.state) == .running)
    await store.receive(.browserAccess(.tokenLoaded("kept"))) { $0.browserAccess = .token("kept") }
    #expect(connector.connect(state: store.state) == .token("kept"))
    await store.send(.browserAccess(.tokenRequested(rotate: true))) { $0.browserAccess = .running }
    await store.receive(.browserAccess(.tokenLoaded("new"))) { $0.browserAccess = .token("new") }
    #expect(asked.withLock { $0 } == [false, true])
  }

  @Test func aLibraryThatCannotSayIsAFailureInWords() async {
    let library = LibraryClient(browserToken: { _ in throw LibraryError.readOnly })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.browserAccess(.tokenRequested(rotate: false))) { $0.browserAccess = .running }
    await store.receive(.browserAccess(.failed(.library(.readOnly)))) {
      $0.browserAccess = .failed(.library(.readOnly))
    }
    guard
      case .failed(let message) = Connectors.BrowserAccessConnector().connect(state: store.state)
    else {
      Issue.record("not a failure")
      return
    }
    #expect(!message.isEmpty && !message.contains("\n"))
  }
}
