import AppComposition
import HTTPServer
import Redux
import WebFrontEnds

/// A feature's page in the browser app: its HTML front end on the store (through the feature's
/// connector), its route, and the version of its view state that the live events carry.
///
/// The version moves each time the view state settles on something new (a load that brings the
/// same state back does not move it); ``onChange`` is told the page's address and its new
/// version, which `/events` sends to the browsers (``LiveEvent``).
@MainActor
final class WebPage {
  /// The feature's name: its forms post to `/actions/NAME`.
  let name: String
  /// Its tab: the chrome links to the page.
  let tab: Connectors.AppChromeConnector.Tab
  /// The route patterns it answers.
  let patterns: [String]
  /// The address a tab links to for a browser that has not opened the page: its first pattern
  /// without a parameter (`/search`), else its address now (`/shows/12`).
  var home: String { patterns.first { !$0.contains(":") } ?? path() }
  /// How many times its view state settled on something new.
  private(set) var version = 0
  /// Told the page's address and version after each new settled view state.
  var onChange: (LiveEvent) -> Void = { _ in }

  /// The page's title, address and content, of the view state now.
  let title: () -> String
  let path: () -> String
  let content: (HTMLForms) -> String
  /// The actions a request asks for (``WebRoute/load``); ``BadRequest`` when a value of its
  /// address does not read.
  let load: (HTTPRequest) throws(BadRequest) -> [AppAction]
  /// Waits until the view state settled (`false`: `timeout` passed first).
  let waitUntilSettled: (Duration) async -> Bool
  /// Sends the view action a form carries and returns the effects it started; `nil` when the
  /// form carries no action.
  let send: (FormFields) -> StoreTask?
  private var subscription: StoreSubscription?

  /// The page of `frontEnd`, at `route`, of a feature whose data `start` loads.
  init<Page: HTMLPage>(
    name: String, tab: Connectors.AppChromeConnector.Tab, route: WebRoute<Page.ViewState>,
    load start: [AppAction], frontEnd: HTMLFrontEnd<Page>
  ) {
    self.name = name
    self.tab = tab
    self.patterns = route.patterns
    let viewModel = frontEnd.viewModel
    title = { frontEnd.title }
    path = { frontEnd.path }
    content = { frontEnd.content(forms: $0) }
    load = { request throws(BadRequest) in
      try route.load(request, viewModel.state, start: start)
    }
    let phase = route.phase
    var settled = phase(viewModel.state).isSettled ? viewModel.state : nil
    waitUntilSettled = { timeout in
      await viewModel.wait(until: { phase($0).isSettled }, timeout: timeout)
    }
    send = { form in frontEnd.send(form) }
    subscription = viewModel.observe { [weak self] state in
      guard phase(state).isSettled, state != settled, let self else { return }
      settled = state
      version += 1
      onChange(LiveEvent(path: Page.path(of: state), version: version))
    }
  }
}
