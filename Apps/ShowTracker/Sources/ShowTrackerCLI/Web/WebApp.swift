import AppComposition
import HTTPServer
import Redux
import WebFrontEnds

/// The browser app without the server: each feature's page bound to the store (from the
/// feature registry, ``Features/all``), the chrome around them, the forms' actions, and the live
/// events.
///
/// ```swift
/// let app = WebApp(store: session.store)
/// app.start()
/// server.start(chain([HostCheck(servedBy: server), csrf], app.router.handler))
/// ```
///
/// A page's request sends what its address asks for (``WebRoute/load``), waits until the view
/// state settled and renders it with the feature's HTML front end; a form's POST sends its view
/// action, waits until the view state moved on and the change it asked for is saved, and
/// answers 303 to the page it came from.
/// Requests take turns (``Turns``): the store holds one view state per feature. What one browser
/// opened does not move another's links: each page's tabs link to where this browser last was
/// on each page (``BrowserPaths``), else to the page's own address.
@MainActor
final class WebApp {
  /// The name the chrome's forms post to: `/actions/chrome`.
  static let chromeName = "chrome"

  let store: Store<AppState, AppAction>
  /// Every browser connected to `/events`.
  let events = EventSource()
  /// Each feature's page, in the registry's order.
  let pages: [WebPage]
  private let chrome: AppChromeHTML
  private let features: [Feature]
  private let turns = Turns()
  private var browserPaths = BrowserPaths()
  /// How long a page waits for its data, and a form for its action's effect (a save under load
  /// can take seconds; an action that changes nothing on the page waits this long).
  private let pageTimeout: Duration = .seconds(30)
  private let actionTimeout: Duration = .seconds(10)

  /// The pages of `features` on `store`.
  init(store: Store<AppState, AppAction>, features: [Feature] = Features.all) {
    self.store = store
    self.features = features
    pages = features.map { $0.webPage(on: store) }
    chrome = AppChromeHTML(
      viewModel: store.connect(using: Connectors.AppChromeConnector(tabs: Features.tabs)))
    let events = events
    for page in pages {
      page.onChange = { events.send($0.event) }
    }
  }

  /// Sends each feature's load actions.
  func start() {
    for action in features.flatMap(\.load) { store.send(action) }
  }

  /// The routes: each page's, the forms' actions, the events, the style sheet and the script.
  var router: Router {
    var router = Router()
    for page in pages {
      for pattern in page.patterns {
        router.get(pattern) { request in await self.respond(page, to: request) }
      }
    }
    router.post(WebPaths.actionRoute) { request in await self.submit(request) }
    let events = events
    router.get(WebPaths.events) { _ in .events(from: events) }
    router.get(WebPaths.styleSheet) { _ in
      Self.cached(.typed(WebAssets.styleSheet, "text/css; charset=utf-8"))
    }
    router.get(WebPaths.script) { _ in
      Self.cached(.typed(WebAssets.script, "text/javascript; charset=utf-8"))
    }
    return router
  }

  /// The page of `page` for `request`, once what it asks for has loaded.
  func respond(_ page: WebPage, to request: HTTPRequest) async -> HTTPResponse {
    await turns.run {
      let actions: [AppAction]
      do throws(BadRequest) {
        actions = try page.load(request)
      } catch {
        return .text("\(error)\n", status: .badRequest)
      }
      for action in actions { store.send(action) }
      _ = await page.waitUntilSettled(pageTimeout)
      var response = HTTPResponse.html(document(page, csrfToken: request.csrfToken ?? ""))
      response.headers["Cache-Control"] = "no-store"
      return response
    }
  }

  /// A form's POST: its view action sent to the feature it names, then 303 back to its page.
  func submit(_ request: HTTPRequest) async -> HTTPResponse {
    guard let form = request.form else {
      return .text("This request is not a form.\n", status: .badRequest)
    }
    let name = request.parameters["feature"] ?? ""
    // `redirect(to:)` sends a return path of another site to `/`, Up Next.
    let back = form[HTMLForms.returnField] ?? WebPaths.upNext
    return await turns.run {
      let sent: Bool
      if name == Self.chromeName {
        let before = chrome.viewModel.state
        sent = chrome.send(form)
        if sent {
          _ = await chrome.viewModel.wait(until: { $0 != before }, timeout: actionTimeout)
        }
      } else if let page = pages.first(where: { $0.name == name }) {
        sent = await page.submit(form, actionTimeout)
      } else {
        return .text("There is no screen named \(name).\n", status: .notFound)
      }
      guard sent else {
        let problem =
          form[HTMLForms.actionField].map {
            "'\($0)' is not one of its actions, or lacks a field, or has one out of range"
          } ?? "names no action"
        return .text("This form of \(name) \(problem): nothing was changed.\n", status: .badRequest)
      }
      // The view state moves at once (a watch is shown before it is saved): answer once the
      // library has it too, so whatever reads the library after the 303 sees the change.
      _ = await store.wait(until: { $0.change != .working }, timeout: actionTimeout)
      return .redirect(to: back)
    }
  }

  /// The whole page of `page` now, for the browser whose session has `csrfToken` (its forms
  /// carry it; its tabs link where it last was on each page).
  func document(_ page: WebPage, csrfToken: String) -> String {
    let path = page.path()
    browserPaths.visited(path, page: page.name, by: csrfToken)
    let forms = HTMLForms(
      actionPath: WebPaths.actions(of: page.name), csrfToken: csrfToken, returnPath: path)
    var links: [String: String] = [:]
    for other in pages {
      links[other.tab.screen.rawValue] =
        browserPaths.path(of: other.name, for: csrfToken) ?? other.home
    }
    let header = chrome.header(
      links: links, current: page.tab.screen.rawValue,
      forms: forms.posting(to: WebPaths.actions(of: Self.chromeName)))
    return HTMLDocument(
      title: page.title(), path: path, version: page.version, chrome: header,
      content: page.content(forms)
    ).html
  }

  nonisolated private static func cached(_ response: HTTPResponse) -> HTTPResponse {
    var response = response
    response.headers["Cache-Control"] = "no-cache"
    return response
  }
}
