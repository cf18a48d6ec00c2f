import AppComposition
import FrontEnds
import Redux
import Terminal

/// The interactive app without the terminal: every feature's tab bound to the store, the
/// chrome around them, and when to draw.
///
/// Each screen is a container made from the feature registry (``Features/all``): its front end
/// on `store.connect(using:)`, the chrome included. The shell observes each derived store,
/// which changes only when its view state changes, and draws only when the screen in front or
/// the chrome changed (or on a key or a resize). Hidden screens are never drawn;
/// ``renderCount(of:)`` counts every draw of each. Each screen is told its height at start and
/// on every resize (``TerminalScreen/heightChanged(_:)``), so a list loads what fits. Keys go
/// to the screen in front, then to the chrome; the shell itself only knows `q`, Ctrl-C, Ctrl-Z
/// (suspend) and Ctrl-L (redraw).
@MainActor
final class InteractiveShell {
  enum Outcome: Equatable {
    case keepRunning
    /// Ctrl-Z: stop the process with the terminal given back (the terminal's events say when
    /// it went on: a resize, which draws again).
    case suspend
    case quit
  }

  let store: Store<AppState, AppAction>
  let chrome: AppChromeScreen
  /// The front end of each tab, by the tab's id (its screen's name).
  private(set) var screens: [String: any TerminalScreen] = [:]
  /// How many frames were drawn.
  private(set) var framesDrawn = 0
  /// How many times each tab's screen was drawn, by the tab's id.
  private var renderCounts: [String: Int] = [:]

  private let features: [Feature]
  private let display: ([Line]) -> Void
  private let size: () -> TerminalSize
  private var subscriptions: [StoreSubscription] = []
  private var needsDisplay = false
  private var isHandlingEvent = false

  /// - Parameters:
  ///   - features: The features to show, in tab order.
  ///   - display: Draws a frame: exactly `size().rows` lines.
  ///   - size: The terminal's size now.
  init(
    store: Store<AppState, AppAction>, features: [Feature] = Features.all,
    size: @escaping () -> TerminalSize, display: @escaping ([Line]) -> Void
  ) {
    self.store = store
    self.size = size
    self.display = display
    self.features = features
    self.chrome = AppChromeScreen(
      viewModel: store.connect(using: Connectors.AppChromeConnector(tabs: features.map(\.tab))))
    subscriptions.append(chrome.viewModel.observe { [weak self] _ in self?.setNeedsDisplay() })
    for feature in features {
      let id = feature.name
      let container = feature.container(on: store) { [weak self] in self?.screenChanged(id) }
      screens[id] = container.screen
      subscriptions.append(container.subscription)
    }
  }

  /// The id of the tab in front: `history`, `search`, `show`.
  var visible: String { chrome.visibleTab ?? "" }

  /// Whether the help covers the screen.
  var isShowingHelp: Bool { chrome.viewModel.state.isShowingHelp }

  /// The front end of the tab `id`, if there is such a tab.
  func frontEnd(of id: String) -> (any TerminalScreen)? {
    screens[id]
  }

  /// How many times the screen of the tab `id` was drawn (the help covering it draws it not):
  /// the counter tests read to check that a change redraws its own screen and no other.
  func renderCount(of id: String) -> Int {
    renderCounts[id, default: 0]
  }

  /// Brings the first tab to the front, sends each feature's load actions, and draws the
  /// first frame.
  func start() {
    isHandlingEvent = true
    tellHeights()
    if let first = features.first?.tab { store.send(.screenSelected(first.screen)) }
    for action in features.flatMap(\.load) { store.send(action) }
    isHandlingEvent = false
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
      tellHeights()
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
    // Ctrl-Z, as in every full-screen terminal program: raw mode sends it as a key.
    if key == .control("z") { return .suspend }
    if key == .control("l") {
      // Ctrl-L, as in every full-screen terminal program: draw the whole screen again.
      needsDisplay = true
      return .keepRunning
    }
    chrome.keyPressed()
    if !isShowingHelp, let screen = frontEnd(of: visible), screen.handle(key) == .handled {
      needsDisplay = true
      return .keepRunning
    }
    if key == .character("/"), !isShowingHelp {
      frontEnd(of: Screen.search.rawValue)?.beginEditing()
    }
    if chrome.handle(key) == .handled {
      needsDisplay = true
      return .keepRunning
    }
    if key == .character("q") { return .quit }
    // Every key acts or says why not: the footer says this one does nothing here.
    chrome.keyUnused(key)
    needsDisplay = true
    return .keepRunning
  }

  private func screenChanged(_ id: String) {
    guard id == visible else { return }
    setNeedsDisplay()
  }

  /// Marks the frame stale: drawn at the end of the event being handled, or now when the
  /// change came from an effect.
  private func setNeedsDisplay() {
    needsDisplay = true
    if !isHandlingEvent { draw() }
  }

  /// Tells every screen the height of the frame's body.
  private func tellHeights() {
    let height = AppFrame.bodyHeight(of: size())
    for screen in screens.values { screen.heightChanged(height) }
  }

  private func draw() {
    needsDisplay = false
    framesDrawn += 1
    let screen = frontEnd(of: visible)
    if screen != nil, !isShowingHelp { renderCounts[visible, default: 0] += 1 }
    display(chrome.render(screen: screen, size: size()))
  }
}
