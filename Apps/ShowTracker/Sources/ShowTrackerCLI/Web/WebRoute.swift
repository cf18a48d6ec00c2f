import AppComposition
import HTTPServer
import Redux

/// Where a feature's page is in the browser app, and what its address asks of the store: the
/// web side of a ``Feature``, like its command for the command line.
///
/// ```swift
/// static let history = WebRoute<HistoryView.State>(
///   patterns: ["/history"], phase: \\.status
/// ) { request, state in
///   let page = request.query["page"].flatMap { Int($0) } ?? 1
///   return state.page == page && state.status == .loaded ? [] : [.history(.pageRequested(page))]
/// }
/// ```
struct WebRoute<ViewState: Sendable>: Sendable {
  /// The route patterns the page answers (``Router``): `/shows/:id`.
  let patterns: [String]
  /// The view state's load phase: a page is drawn once it settled.
  let phase: @Sendable (ViewState) -> LoadPhase
  /// The actions that bring the view state to what `request` asks for, given the view state
  /// now; none when it shows that already, so that opening a page twice does not load twice.
  let load: @MainActor @Sendable (HTTPRequest, ViewState) -> [AppAction]

  /// A page at `patterns` whose view state settles when `phase` does, loaded by `load`.
  init(
    patterns: [String], phase: @escaping @Sendable (ViewState) -> LoadPhase,
    load: @escaping @MainActor @Sendable (HTTPRequest, ViewState) -> [AppAction]
  ) {
    self.patterns = patterns
    self.phase = phase
    self.load = load
  }

  /// A page whose data the feature's reducer keeps up to date once loaded (`load`, sent at
  /// start): its address asks for nothing more, except to load again after a failure.
  static func kept(
    at path: String, phase: @escaping @Sendable (ViewState) -> LoadPhase, load: [AppAction]
  ) -> WebRoute {
    WebRoute(patterns: [path], phase: phase) { _, state in
      phase(state).failureMessage == nil ? [] : load
    }
  }
}
