import AppComposition
import FrontEnds
import HTTPServer
import Redux
import WebFrontEnds

/// One feature of the app, declared in one place: its name, its tab, its preview fixtures, its
/// terminal, JSON and HTML front ends on its connector, its page in the browser app, its
/// command, and the actions that load its data.
///
/// Everything else is built from ``Features/all``: the tabs and their order, the interactive
/// app's screens and redraws, the browser app's pages (`serve`), `preview`, the command list,
/// the help and dispatch, and the tests' cases. The initializer has no defaults for what every feature must state, so a
/// forgotten piece does not compile:
///
/// ```swift
/// static let history = Feature(
///   name: "history", tab: .init(screen: .history, title: "History"),
///   connector: Connectors.WatchedHistoryConnector(),
///   fixtures: HistoryView.State.previewFixtures,
///   screen: HistoryScreen.self, json: HistoryJSON.self,
///   html: HistoryHTML.self, web: .history,
///   command: .history, load: [.history(.pageRequested(1))])
/// ```
struct Feature: Sendable {
  /// The name `preview` takes and the interactive app's tab id: `history`.
  let name: String
  /// The feature's tab, if it has one.
  let tab: Connectors.AppChromeConnector.Tab?
  /// The names of its preview fixtures, in the feature's order.
  var fixtureNames: [String] { fixtureNameList() }
  /// Its command, if it has one.
  let command: CommandSpec?
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
  ///   - name: The name `preview` takes, and the tab's id.
  ///   - tab: Its tab in the interactive app, or `nil`.
  ///   - connector: Maps the app state to the feature's view state.
  ///   - fixtures: The feature's preview fixtures, made when first asked for.
  ///   - screen: The terminal front end, made on a view model (the store's, or a stub's).
  ///   - json: The JSON document, which ``JSONFrontEnd`` makes on the same view model.
  ///   - html: The HTML page, which ``HTMLFrontEnd`` shows for the browser app.
  ///   - web: Its page's addresses in the browser app, and what each asks the store for.
  ///   - command: The feature's command, or `nil`.
  ///   - load: The actions that load its data when the interactive app starts.
  init<
    C: InputTrackingConnector & Sendable, Screen: TerminalScreen & FrontEnd, JSON: JSONDocument,
    HTML: HTMLPage
  >(
    name: String, tab: Connectors.AppChromeConnector.Tab?, connector: C,
    fixtures: @autoclosure @escaping @Sendable () -> [PreviewFixture<C.ViewState>],
    screen: Screen.Type, json: JSON.Type, html: HTML.Type, web: WebRoute<C.ViewState>,
    command: CommandSpec?, load: [AppAction]
  )
  where
    C.State == AppState, C.Action == AppAction, C.ViewState: Sendable,
    Screen.ViewState == C.ViewState, Screen.ViewAction == C.ViewAction,
    JSON.ViewState == C.ViewState,
    HTML.ViewState == C.ViewState, HTML.ViewAction == C.ViewAction
  {
    self.name = name
    self.tab = tab
    self.fixtureNameList = { fixtures().map(\.name) }
    self.command = command
    self.load = load
    self.makeContainer = { store, onChange in
      let viewModel = store.connect(using: connector)
      let subscription = viewModel.observe { _ in onChange() }
      return Container(screen: Screen(viewModel: viewModel), subscription: subscription)
    }
    self.makePreview = { name in
      fixtures().fixture(named: name).map { Screen(viewModel: .stub($0.state)) }
    }
    self.makeJSON = { name in
      guard let fixture = fixtures().fixture(named: name) else { return nil }
      return try JSONFrontEnd<JSON, C.ViewAction>(viewModel: .stub(fixture.state)).render()
    }
    self.makeWebPage = { store in
      WebPage(
        name: name, tab: tab, route: web,
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
