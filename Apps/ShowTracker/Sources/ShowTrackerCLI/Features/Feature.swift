import AppComposition
import FrontEnds
import HTTPServer
import Redux
import WebFrontEnds

/// One feature of the app, declared in one entry of the registry (``Features/all``): its tab, its
/// command, the actions that load its data, its connector, its page in the browser app, and its
/// terminal, JSON and HTML front ends on the connector's view state. Its name is its tab's
/// screen's, and its preview fixtures are its view state's (``Previewable``).
///
/// Everything else is built from ``Features/all``: the tabs and their order, the interactive
/// app's screens and redraws, the browser app's pages (`serve`), `preview`, the command list,
/// the help and dispatch, and the tests' cases. The initializer has no defaults, and its
/// generic constraints tie every front end to the connector's view state, so a forgotten or
/// mismatched piece does not compile:
///
/// ```swift
/// Feature(
///   .history, tab: "History", command: .history, load: [.history(.pageRequested(1))],
///   connector: Connectors.WatchedHistoryConnector(), web: .history,
///   screen: HistoryScreen.self, json: HistoryJSON.self, html: HistoryHTML.self)
/// ```
struct Feature: Sendable {
  /// The name `preview` takes and the interactive app's tab id (its screen's): `history`.
  var name: String { tab.screen.rawValue }
  /// The feature's tab.
  let tab: Connectors.AppChromeConnector.Tab
  /// The names of its preview fixtures, in the feature's order.
  var fixtureNames: [String] { fixtureNameList() }
  /// Its command.
  let command: CommandSpec
  /// What the interactive app sends at start to load the feature's data. (Refreshing after a
  /// change is the feature's reducer's business: it reloads what it shows when the library
  /// changes.)
  let load: [AppAction]

  // The fixtures are made on first use, not when the registry is: every command reads the
  // registry (its command list), and only `preview` and the tests need the fixtures.
  private let fixtureNameList: @Sendable () -> [String]
  // Made on the main actor only: the front ends and stores they make live there.
  private let makeContainer:
    @MainActor @Sendable (Store<AppState, AppAction>, @escaping @MainActor () -> Void) ->
      Container
  private let makePreview: @MainActor @Sendable (String) -> (any TerminalScreen)?
  private let makeJSON: @MainActor @Sendable (String) throws -> String?
  private let makeWebPage: @MainActor @Sendable (Store<AppState, AppAction>) -> WebPage

  /// A feature whose front ends run on `connector`'s view state.
  ///
  /// - Parameters:
  ///   - tabScreen: The screen its tab brings to the front; its id is the feature's name,
  ///     which `preview` takes.
  ///   - title: What the tab bar calls it.
  ///   - command: The feature's command.
  ///   - load: The actions that load its data when the interactive app starts (and that a
  ///     ``WebRoute/kept(at:phase:)`` page sends again after a failure).
  ///   - connector: Maps the app state to the feature's view state, whose preview fixtures
  ///     ``Previewable`` gives.
  ///   - web: Its page's addresses in the browser app, and what each asks the store for.
  ///   - screen: The terminal front end, made on a view model (the store's, or a stub's).
  ///   - json: The JSON document, which ``JSONFrontEnd`` makes on the same view model.
  ///   - html: The HTML page, which ``HTMLFrontEnd`` shows for the browser app.
  init<
    C: InputTrackingConnector & Sendable, Screen: TerminalScreen & FrontEnd, JSON: JSONDocument,
    HTML: HTMLPage
  >(
    _ tabScreen: AppComposition.Screen, tab title: String, command: CommandSpec,
    load: [AppAction], connector: C, web: WebRoute<C.ViewState>, screen: Screen.Type,
    json: JSON.Type, html: HTML.Type
  )
  where
    C.State == AppState, C.Action == AppAction, C.ViewState: Previewable,
    Screen.ViewState == C.ViewState, Screen.ViewAction == C.ViewAction,
    JSON.ViewState == C.ViewState,
    HTML.ViewState == C.ViewState, HTML.ViewAction == C.ViewAction
  {
    let tab = Connectors.AppChromeConnector.Tab(screen: tabScreen, title: title)
    self.tab = tab
    self.fixtureNameList = { C.ViewState.previewFixtures.map(\.name) }
    self.command = command
    self.load = load
    self.makeContainer = { store, onChange in
      let viewModel = store.connect(using: connector)
      let subscription = viewModel.observe { _ in onChange() }
      return Container(screen: Screen(viewModel: viewModel), subscription: subscription)
    }
    self.makePreview = { name in
      C.ViewState.previewFixtures.fixture(named: name).map { Screen(viewModel: .stub($0.state)) }
    }
    self.makeJSON = { name in
      guard let fixture = C.ViewState.previewFixtures.fixture(named: name) else { return nil }
      return try JSONFrontEnd<JSON, C.ViewAction>(viewModel: .stub(fixture.state)).render()
    }
    self.makeWebPage = { store in
      WebPage(
        name: tab.screen.rawValue, tab: tab, route: web, load: load,
        frontEnd: HTMLFrontEnd<HTML>(viewModel: store.connect(using: connector))
      )
    }
  }

  /// The feature's terminal front end bound to `store` through its connector: the container.
  /// `onChange` is called whenever the feature's view state changes, for as long as the
  /// container's subscription lives.
  @MainActor
  func container(
    on store: Store<AppState, AppAction>, onChange: @escaping @MainActor () -> Void
  ) -> Container {
    makeContainer(store, onChange)
  }

  /// The terminal front end on a stub store showing fixture `name`, or `nil` if there is none.
  @MainActor
  func previewScreen(fixture name: String) -> (any TerminalScreen)? {
    makePreview(name)
  }

  /// The JSON front end's output for fixture `name`, or `nil` if there is none.
  @MainActor
  func previewJSON(fixture name: String) throws -> String? {
    try makeJSON(name)
  }

  /// The feature's page in the browser app: its HTML front end bound to `store` through its
  /// connector.
  @MainActor
  func webPage(on store: Store<AppState, AppAction>) -> WebPage {
    makeWebPage(store)
  }

  /// A front end bound to the store, and the subscription that tells of its changes.
  @MainActor
  struct Container {
    let screen: any TerminalScreen
    let subscription: StoreSubscription
  }
}
