import AppComposition
import FrontEnds
import Redux
import Terminal

/// The interactive app without the terminal: the three screens bound to the store, the keys
/// that are not a screen's, and when to draw.
///
/// Each screen is a container: its front end on `store.connect(using:)`. The shell observes
/// each screen's derived store, which changes only when that screen's view state changes, and
/// draws only when the screen on show changed (or on a key, a resize or a screen switch).
/// Hidden screens are never drawn; ``TerminalScreen/renderCount`` counts every draw.
@MainActor
final class InteractiveShell {
  enum Outcome: Equatable {
    case keepRunning
    case quit
  }

  let store: Store<AppState, AppAction>
  let history: HistoryScreen
  let search: SearchScreen
  let showDetail: ShowDetailScreen
  /// The screen on show.
  private(set) var visible: Screen
  private(set) var isShowingHelp = false
  /// How many frames were drawn.
  private(set) var framesDrawn = 0

  private let display: ([Line]) -> Void
  private let size: () -> TerminalSize
  private var subscriptions: [StoreSubscription] = []
  private var needsDisplay = false
  private var isHandlingEvent = false
  private var saveFailure: String?

  static let tabs: [(screen: Screen, name: String)] = [
    (.history, "History"), (.search, "Search"), (.showDetail, "Show"),
  ]

  /// - Parameters:
  ///   - display: Draws a frame: exactly `size().rows` lines.
  ///   - size: The terminal's size now.
  init(
    store: Store<AppState, AppAction>, size: @escaping () -> TerminalSize,
    display: @escaping ([Line]) -> Void
  ) {
    self.store = store
    self.size = size
    self.display = display
    self.history = HistoryScreen(
      viewModel: store.connect(using: Connectors.WatchedHistoryConnector()))
    self.search = SearchScreen(viewModel: store.connect(using: Connectors.SearchConnector()))
    self.showDetail = ShowDetailScreen(
      viewModel: store.connect(using: Connectors.ShowDetailConnector()))
    self.visible = store.state.screen
    self.saveFailure = store.state.saveFailure
    subscriptions = [
      history.viewModel.observe { [weak self] _ in self?.viewStateChanged(.history) },
      search.viewModel.observe { [weak self] _ in self?.viewStateChanged(.search) },
      showDetail.viewModel.observe { [weak self] _ in self?.viewStateChanged(.showDetail) },
      store.observe { [weak self] state in self?.appStateChanged(state) },
    ]
  }

  /// The front end of `screen`.
  func frontEnd(of screen: Screen) -> any TerminalScreen {
    switch screen {
    case .history: history
    case .search: search
    case .showDetail: showDetail
    }
  }

  /// Draws the first frame.
  func start() {
    draw()
  }

  /// Handles one terminal event and draws once if anything changed.
  func handle(_ event: TerminalEvent) -> Outcome {
    isHandlingEvent = true
    defer {
      isHandlingEvent = false
      if needsDisplay { draw() }
    }
    switch event {
    case .resized:
      needsDisplay = true
      return .keepRunning
    case .endOfInput:
      return .quit
    case .key(let key):
      return handle(key)
    }
  }

  private func handle(_ key: Key) -> Outcome {
    if key == .interrupt { return .quit }
    if isShowingHelp {
      isShowingHelp = false
      needsDisplay = true
      return .keepRunning
    }
    let screen = frontEnd(of: visible)
    if screen.handle(key) == .handled {
      needsDisplay = true
      return .keepRunning
    }
    switch key {
    case .tab: select(offset: 1)
    case .backTab: select(offset: -1)
    case .character("/"):
      search.beginEditing()
      needsDisplay = true
      store.send(.screenSelected(.search))
    case .character("?"):
      isShowingHelp = true
      needsDisplay = true
    case .character("q"):
      return .quit
    default:
      break
    }
    return .keepRunning
  }

  private func select(offset: Int) {
    guard let index = Self.tabs.firstIndex(where: { $0.screen == visible }) else { return }
    let next = Self.tabs[(index + offset + Self.tabs.count) % Self.tabs.count].screen
    store.send(.screenSelected(next))
  }

  private func viewStateChanged(_ screen: Screen) {
    guard screen == visible else { return }
    setNeedsDisplay()
  }

  private func appStateChanged(_ state: AppState) {
    if state.screen != visible {
      visible = state.screen
      setNeedsDisplay()
    }
    if state.saveFailure != saveFailure {
      saveFailure = state.saveFailure
      setNeedsDisplay()
    }
  }

  /// Marks the frame stale: drawn at the end of the event being handled, or now when the
  /// change came from an effect.
  private func setNeedsDisplay() {
    needsDisplay = true
    if !isHandlingEvent { draw() }
  }

  private func draw() {
    needsDisplay = false
    framesDrawn += 1
    let size = size()
    let screen = frontEnd(of: visible)
    let tab = Self.tabs.firstIndex { $0.screen == visible } ?? 0
    let body =
      isShowingHelp
      ? AppFrame.help(screenHints: screen.keyHints, screenName: Self.tabs[tab].name)
      : screen.render(width: size.columns, height: AppFrame.bodyHeight(of: size))
    let message = saveFailure.map { Line("Could not save: " + $0, Style(color: .red)) }
    display(
      AppFrame.lines(
        tabs: Self.tabs.map(\.name), selectedTab: tab, body: body, hints: screen.keyHints,
        message: message, size: size))
  }
}
