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
/// action, waits for the effects of that action (its ``StoreTask``: the save, and the reloads
/// it brings), and answers 303 to the page it came from, or 404 or 409 at once when the change
/// could not be made (an unknown show or episode).
/// Requests take turns (``Turns``): the store holds one view state per feature. A turn waits
/// only for its own action's effects, never for a change of state that may not come. What one
/// browser opened does not move another's links: each page's tabs link to where this browser
/// last was on each page (``BrowserPaths``), else to the page's own address.
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
  /// How long a page waits for its data, and a form at most for its action's effects (a save
  /// under load can take seconds): a backstop, for an effect that does not end.
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
    router.get(WebPaths.icon) { _ in
      Self.cached(.typed(WebAssets.icon, "image/svg+xml"))
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
      // Which change status this request's action writes, if any: the status the library's
      // answer is read from.
      let changeBefore = store.state.$change
      let sent: StoreTask?
      if name == Self.chromeName {
        sent = chrome.send(form)
      } else if let page = pages.first(where: { $0.name == name }) {
        // A form drawn from a page that has changed since (its own change done, a reload of
        // the POST, another program's change) would act on what the user no longer sees.
        if let seen = form[HTMLForms.seenField], seen != "\(page.version)" {
          return .text(
            "This form is from a page that has changed since it was shown (it was sent "
              + "already, or the library changed): nothing was changed; reload the page.\n",
            status: .conflict)
        }
        sent = page.send(form)
      } else {
        return .text("There is no screen named \(name).\n", status: .notFound)
      }
      guard let task = sent else {
        let problem =
          form[HTMLForms.actionField].map {
            "'\($0)' is not one of its actions, or lacks a field, or has one out of range"
          } ?? "names no action"
        return .text("This form of \(name) \(problem): nothing was changed.\n", status: .badRequest)
      }
      // Answer once the library has the change and the screens showing it have reloaded, so
      // whatever reads the library after the 303 sees it.
      _ = await task.finish(within: actionTimeout)
      let state = store.state
      if state.$change != changeBefore, case .failed(let error) = state.change {
        let message = "Nothing was changed: \(Self.oneLine(error)).\n"
        return .text(message, status: Self.status(of: error))
      }
      return .redirect(to: back)
    }
  }

  /// 404 for a show, season, episode or watch the library does not have; 409 for any other
  /// change that could not be made.
  private static func status(of error: AppError) -> HTTPStatus {
    switch error {
    case .library(.showMissing), .library(.showNotFound), .noSuchEpisode, .noSuchSeason, .noPlay:
      .notFound
    default:
      .conflict
    }
  }

  /// The first line of the error's message, without a final period.
  private static func oneLine(_ error: AppError) -> String {
    var line = "\(error)".split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    while line.last == "." { line.removeLast() }
    return String(line)
  }

  /// The whole page of `page` now, for the browser whose session has `csrfToken` (its forms
  /// carry it; its tabs link where it last was on each page).
  func document(_ page: WebPage, csrfToken: String) -> String {
    let path = page.path()
    browserPaths.visited(path, page: page.name, by: csrfToken)
    let forms = HTMLForms(
      actionPath: WebPaths.actions(of: page.name), csrfToken: csrfToken, returnPath: path,
      pageVersion: page.version)
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
